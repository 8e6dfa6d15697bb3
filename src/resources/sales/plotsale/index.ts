// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotsale/index.ts"
import { lazy } from 'react';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { defineResource } from '../../../app/resourceTypes';

/** Plot sales: list, edit and show with the tabs Summary, Sales Status (salesstatus) and Instalment (instalment). */
export default defineResource({
  name: 'plotsale',
  label: 'Plot Sales',
  singular: 'Plot Sale',
  group: 'sales',
  icon: PointOfSaleIcon,
  list: lazy(() => import('./PlotSaleList')),
  edit: lazy(() => import('./PlotSaleEdit')),
  show: lazy(() => import('./PlotSaleShow')),
  // The receipt of the sale, with the sale's view key; an instalment's receipt also needs instalment.create or instalment.update.
  routes: [
    { path: ':id/receipt', action: 'show', view: lazy(() => import('./SaleReceipt')) },
    { path: ':id/receipt/:itemId', action: 'show', view: lazy(() => import('../../../features/instalments/InstalmentReceipt')) },
  ],
  recordRepresentation: record => `Plot ${(record.plot as { number?: unknown } | null | undefined)?.number ?? record.id}`,
  reducedMenu: true,
});
