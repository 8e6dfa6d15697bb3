/** The hand-written screens of organization (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../common/withViews';
import { organization } from './organizations';

withViews(organization, {
  custom: {
    list: lazy(() => import('./OrganizationPanels').then(m => ({ default: m.OrganizationList }))),
    edit: lazy(() => import('./OrganizationPanels').then(m => ({ default: m.OrganizationEditPanel }))),
    show: lazy(() => import('./OrganizationPanels').then(m => ({ default: m.OrganizationShowPanel }))),
  },
});
