/**
 * Plot sale status types (spec 2 §2 "Sales records", §3 "Plot sale status type: status", §5
 * "status required", no text given: 'Status is required'): list, create, edit; no show. 20 per
 * page, created_at descending (spec 2 §9). Keys plotsalestatustype.* (src/api/permissions.ts).
 * The demo API's routes are in mocks/handlers/plotSales.ts (the table is also a lookup).
 */
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
