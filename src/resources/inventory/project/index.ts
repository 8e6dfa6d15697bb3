import { lazy } from 'react';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { defineResource } from '../../../app/resourceTypes';

/** Projects (spec 1 §2 "Projects"): list, create, edit and a show page with Summary, Layouts and Files. */
export default defineResource({
  name: 'project',
  label: 'Projects',
  singular: 'Project',
  group: 'inventory',
  icon: HomeWorkIcon,
  list: lazy(() => import('./ProjectList')),
  create: lazy(() => import('./ProjectForm').then(m => ({ default: m.ProjectCreate }))),
  edit: lazy(() => import('./ProjectForm').then(m => ({ default: m.ProjectEdit }))),
  show: lazy(() => import('./ProjectShow')),
  search: true,
  recordRepresentation: 'name',
  reducedMenu: true,
});
