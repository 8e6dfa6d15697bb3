import { lazy } from 'react';
import TuneIcon from '@mui/icons-material/Tune';
import { defineResource } from '../../../app/resourceTypes';

/**
 * Layout attribute types (spec 3 §2 "Types"): list (10 per page, filters q and option_type),
 * create, edit and show; the custom fields of the layout Attributes tab.
 */
export default defineResource({
  name: 'layoutattributetype',
  label: 'Layout Attribute Types',
  singular: 'Layout Attribute Type',
  group: 'admin',
  icon: TuneIcon,
  list: lazy(() => import('./views').then(m => ({ default: m.AttributeTypeList }))),
  create: lazy(() => import('./views').then(m => ({ default: m.AttributeTypeCreate }))),
  edit: lazy(() => import('./views').then(m => ({ default: m.AttributeTypeEdit }))),
  show: lazy(() => import('./views').then(m => ({ default: m.AttributeTypeShow }))),
  recordRepresentation: 'name',
  reducedMenu: false,
});
