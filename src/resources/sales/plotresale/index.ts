import { lazy } from 'react';
import SellIcon from '@mui/icons-material/Sell';
import { defineResource } from '../../../app/resourceTypes';

/**
 * Plot resale records (spec 3 §2): list, show and edit, no create — a record is made by the plot
 * status flow's Resale action (POST plotresale). plotresale.update and plotresale.delete gate the
 * edit and the delete.
 */
export default defineResource({
  name: 'plotresale',
  label: 'Plot Resale',
  singular: 'Plot Resale',
  group: 'sales',
  icon: SellIcon,
  list: lazy(() => import('./PlotResaleList')),
  edit: lazy(() => import('./PlotResaleEdit')),
  show: lazy(() => import('./PlotResaleShow')),
  recordRepresentation: record => String((record.plot as { number?: unknown } | undefined)?.number ?? record.id),
  reducedMenu: false,
});
