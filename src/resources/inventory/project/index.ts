import { lazyView } from '../../../common/loadable';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { defineResource } from '../../../app/resourceTypes';

/** Projects (spec 1 §2 "Projects"): list, create, edit and a show page with Summary, Layouts and Files. */
export default defineResource({
  name: 'project',
  label: 'Projects',
  singular: 'Project',
  group: 'inventory',
  icon: HomeWorkIcon,
  list: lazyView(() => import('./ProjectList')),
  create: lazyView(() => import('./ProjectForm').then(m => ({ default: m.ProjectCreate }))),
  edit: lazyView(() => import('./ProjectForm').then(m => ({ default: m.ProjectEdit }))),
  show: lazyView(() => import('./ProjectShow')),
  search: true,
  recordRepresentation: 'name',
  reducedMenu: true,
});
