// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotsale/index.ts"
import { lazyView } from '../../../common/loadable';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { defineResource } from '../../../app/resourceTypes';

/** Plot sales: list, edit and show with the tabs Summary, Sales Status (salesstatus) and Instalment (instalment). */
export default defineResource({
  name: 'plotsale',
  label: 'Plot Sales',
  singular: 'Plot Sale',
  group: 'sales',
  icon: PointOfSaleIcon,
  list: lazyView(() => import('./PlotSaleList')),
  edit: lazyView(() => import('./PlotSaleEdit')),
  show: lazyView(() => import('./PlotSaleShow')),
  // The receipt of the sale, with the sale's view key; an instalment's receipt also needs instalment.create or instalment.update.
  routes: [
    { path: ':id/receipt', action: 'show', view: lazyView(() => import('./SaleReceipt')) },
    { path: ':id/receipt/:itemId', action: 'show', view: lazyView(() => import('../../../features/instalments/InstalmentReceipt')) },
  ],
  recordRepresentation: record => `Plot ${(record.plot as { number?: unknown } | null | undefined)?.number ?? record.id}`,
  reducedMenu: true,
});
