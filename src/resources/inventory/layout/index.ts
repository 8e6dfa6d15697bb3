import { lazy } from 'react';
import MapIcon from '@mui/icons-material/Map';
import { defineResource } from '../../../app/resourceTypes';

/**
 * Layouts (spec 1 §2 "Layouts"): no list of their own (they are listed on the project's Layouts
 * tab, G9), create at /layout/create?pid=, edit at /layout/{id}?pid= with six tabs, show with
 * Summary, App Content, Map and GMap. Gated by project.* (src/api/permissions.ts).
 */
export default defineResource({
  name: 'layout',
  label: 'Layouts',
  singular: 'Layout',
  group: 'inventory',
  icon: MapIcon,
  create: lazy(() => import('./LayoutForm').then(m => ({ default: m.LayoutCreate }))),
  edit: lazy(() => import('./LayoutForm').then(m => ({ default: m.LayoutEdit }))),
  show: lazy(() => import('./LayoutShow')),
  search: true,
  recordRepresentation: 'name',
  reducedMenu: false,
  menu: false,
});
