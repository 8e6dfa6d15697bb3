import { lazyView } from '../../../common/loadable';
import HouseIcon from '@mui/icons-material/House';
import { defineResource } from '../../../app/resourceTypes';

/** Standalone properties (spec 1 §2 "Properties"): list, create, edit and a show page with four tabs. */
export default defineResource({
  name: 'property',
  label: 'Properties',
  singular: 'Property',
  group: 'inventory',
  icon: HouseIcon,
  list: lazyView(() => import('./PropertyList')),
  create: lazyView(() => import('./PropertyForm').then(m => ({ default: m.PropertyCreate }))),
  edit: lazyView(() => import('./PropertyForm').then(m => ({ default: m.PropertyEdit }))),
  show: lazyView(() => import('./PropertyShow')),
  recordRepresentation: 'name',
  reducedMenu: true,
});
