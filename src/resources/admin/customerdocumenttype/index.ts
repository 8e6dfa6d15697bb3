import { lazy } from 'react';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import { defineResource } from '../../../app/resourceTypes';

export default defineResource({
  name: 'customerdocumenttype',
  label: 'Customer Document Types',
  singular: 'Customer Document Type',
  group: 'admin',
  icon: FolderSharedIcon,
  list: lazy(() => import('./views').then(m => ({ default: m.List }))),
  create: lazy(() => import('./views').then(m => ({ default: m.Create }))),
  edit: lazy(() => import('./views').then(m => ({ default: m.Edit }))),
  recordRepresentation: 'name',
  reducedMenu: false,
});
