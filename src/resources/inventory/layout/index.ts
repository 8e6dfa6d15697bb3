// Reasoning: docs/decisions.md "Notes: src/resources/inventory/layout/index.ts"
import { lazyView } from '../../../common/loadable';
import MapIcon from '@mui/icons-material/Map';
import { defineResource } from '../../../app/resourceTypes';

/** Layouts: no list of their own, create at /layout/create?pid=, edit at /layout/{id}?pid= with six tabs, show with Summary… */
export default defineResource({
  name: 'layout',
  label: 'Layouts',
  singular: 'Layout',
  group: 'inventory',
  icon: MapIcon,
  create: lazyView(() => import('./LayoutForm').then(m => ({ default: m.LayoutCreate }))),
  edit: lazyView(() => import('./LayoutForm').then(m => ({ default: m.LayoutEdit }))),
  show: lazyView(() => import('./LayoutShow')),
  search: true,
  recordRepresentation: 'name',
  reducedMenu: false,
  menu: false,
});
