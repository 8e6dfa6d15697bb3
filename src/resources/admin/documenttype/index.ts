import { lazy } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import { defineResource } from '../../../app/resourceTypes';

export default defineResource({
  name: 'documenttype',
  label: 'Document Types',
  singular: 'Document Type',
  group: 'admin',
  icon: DescriptionIcon,
  list: lazy(() => import('./views').then(m => ({ default: m.List }))),
  create: lazy(() => import('./views').then(m => ({ default: m.Create }))),
  edit: lazy(() => import('./views').then(m => ({ default: m.Edit }))),
  recordRepresentation: 'name',
  reducedMenu: true,
});
