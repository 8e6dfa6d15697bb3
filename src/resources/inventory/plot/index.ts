import { lazy } from 'react';
import GridOnIcon from '@mui/icons-material/GridOn';
import { defineResource } from '../../../app/resourceTypes';

/** Plots (spec 1 §2 "Plots"): list, create, edit and a show page with six tabs. */
export default defineResource({
  name: 'plot',
  label: 'Plots',
  singular: 'Plot',
  group: 'inventory',
  icon: GridOnIcon,
  list: lazy(() => import('./PlotList')),
  create: lazy(() => import('./PlotForm').then(m => ({ default: m.PlotCreate }))),
  edit: lazy(() => import('./PlotForm').then(m => ({ default: m.PlotEdit }))),
  show: lazy(() => import('./PlotShow')),
  search: true,
  searchDetail: record => String((record.layout as { name?: unknown } | null | undefined)?.name ?? ''),
  recordRepresentation: 'number',
  reducedMenu: true,
});
