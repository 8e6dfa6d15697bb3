import { lazy } from 'react';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { defineResource } from '../../../app/resourceTypes';

/**
 * Plot sales (spec 2 §2 "Sales records"): list, edit (the sale fields only, G29) and show with
 * the tabs Summary, Sales Status (salesstatus) and Instalment (instalment). No create: a sale is
 * made by the plot status flow (POST plotsale). Gated by plot.view / plot.update / plot.delete.
 */
export default defineResource({
  name: 'plotsale',
  label: 'Plot Sales',
  singular: 'Plot Sale',
  group: 'sales',
  icon: PointOfSaleIcon,
  list: lazy(() => import('./PlotSaleList')),
  edit: lazy(() => import('./PlotSaleEdit')),
  show: lazy(() => import('./PlotSaleShow')),
  // The receipt of the sale (issue 37), with the sale's view key (plot.view); an instalment's
  // receipt also needs instalment.create or instalment.update (checked by its view).
  routes: [
    { path: ':id/receipt', action: 'show', view: lazy(() => import('./SaleReceipt')) },
    { path: ':id/receipt/:itemId', action: 'show', view: lazy(() => import('../../../features/instalments/InstalmentReceipt')) },
  ],
  recordRepresentation: record => `Plot ${(record.plot as { number?: unknown } | null | undefined)?.number ?? record.id}`,
  reducedMenu: true,
});
