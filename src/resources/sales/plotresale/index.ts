// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotresale/index.ts"
import { lazyView } from '../../../common/loadable';
import SellIcon from '@mui/icons-material/Sell';
import { defineResource } from '../../../app/resourceTypes';

/** Plot resale records: list, show and edit, no create — a record is made by the plot status flow's Resale action. plotresale.update… */
export default defineResource({
  name: 'plotresale',
  label: 'Plot Resale',
  singular: 'Plot Resale',
  group: 'sales',
  icon: SellIcon,
  list: lazyView(() => import('./PlotResaleList')),
  edit: lazyView(() => import('./PlotResaleEdit')),
  show: lazyView(() => import('./PlotResaleShow')),
  recordRepresentation: record => String((record.plot as { number?: unknown } | undefined)?.number ?? record.id),
  reducedMenu: false,
});
