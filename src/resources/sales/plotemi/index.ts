// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotemi/index.ts"
import { lazyView } from '../../../common/loadable';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
import { defineResource } from '../../../app/resourceTypes';

/** EMI plans of booked and sold plots: list, create, edit and show with Summary and Plot EMI History where EMIs are added and Due ones… */
export default defineResource({
  name: 'plotemi',
  label: 'Plot EMI',
  singular: 'Plot EMI',
  group: 'sales',
  icon: CreditScoreIcon,
  list: lazyView(() => import('./PlotEmiList')),
  create: lazyView(() => import('./PlotEmiForm').then(m => ({ default: m.PlotEmiCreate }))),
  edit: lazyView(() => import('./PlotEmiForm').then(m => ({ default: m.PlotEmiEdit }))),
  show: lazyView(() => import('./PlotEmiShow')),
  // The receipt of a paid EMI of the plan's history (issue 37), with plotemi.view.
  routes: [{ path: ':id/receipt/:itemId', action: 'show', view: lazyView(() => import('./EmiReceipt')) }],
  recordRepresentation: record => `Plot ${(record.plot as { number?: unknown } | null | undefined)?.number ?? record.id}`,
  reducedMenu: true,
});
