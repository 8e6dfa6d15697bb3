import { lazy } from 'react';
import LabelIcon from '@mui/icons-material/Label';
import { defineResource } from '../../../app/resourceTypes';

/**
 * Plot sale status types (spec 2 §2 "Sales records"): list, create, edit; no show. Edit needs
 * plotsalestatustype.update and delete plotsalestatustype.delete (src/api/permissions.ts).
 */
export default defineResource({
  name: 'plotsalestatuslist',
  label: 'Plot Sale Status Types',
  singular: 'Plot Sale Status Type',
  group: 'sales',
  icon: LabelIcon,
  list: lazy(() => import('./views').then(m => ({ default: m.List }))),
  create: lazy(() => import('./views').then(m => ({ default: m.Create }))),
  edit: lazy(() => import('./views').then(m => ({ default: m.Edit }))),
  recordRepresentation: 'status',
  reducedMenu: false,
});
