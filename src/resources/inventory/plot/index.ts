import { lazyView } from '../../../common/loadable';
import GridOnIcon from '@mui/icons-material/GridOn';
import { defineResource } from '../../../app/resourceTypes';

/** Plots (spec 1 §2 "Plots"): list, create, edit and a show page with six tabs. */
export default defineResource({
  name: 'plot',
  label: 'Plots',
  singular: 'Plot',
  group: 'inventory',
  icon: GridOnIcon,
  list: lazyView(() => import('./PlotList')),
  create: lazyView(() => import('./PlotForm').then(m => ({ default: m.PlotCreate }))),
  edit: lazyView(() => import('./PlotForm').then(m => ({ default: m.PlotEdit }))),
  show: lazyView(() => import('./PlotShow')),
  // /{orgid}/plot/export (spec 1 §2): the list with the export dialog, a read (plot.view).
  routes: [{ path: 'export', action: 'export', view: lazyView(() => import('./PlotExport').then(m => ({ default: m.PlotExportRoute }))) }],
  search: true,
  searchDetail: record => String((record.layout as { name?: unknown } | null | undefined)?.name ?? ''),
  recordRepresentation: 'number',
  reducedMenu: true,
});
