/** Plot sale status types: list, create, edit; no show. docs/decisions.md "Notes: src/resources/sales/plotSaleStatusTypes.ts" */
import { defineSchema } from '../../common/schema/define';
import { text } from '../../common/schema/fields';

export const plotsalestatuslist = defineSchema({
  name: 'plotsalestatuslist',
  label: 'Plot Sale Status Types',
  singular: 'Plot Sale Status Type',
  group: 'sales',
  icon: 'status',
  reducedMenu: false,
  views: ['list', 'create', 'edit'],
  recordRepresentation: 'status',
  fields: {
    status: text('Status').required('Status is required').in('list', 'search', 'sort'),
  },
  seed: false,
  demoApi: false,
});
