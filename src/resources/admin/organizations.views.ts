/** The hand-written screens of organization (lazy: not part of the first load). */
import { lazyView } from '../../common/loadable';
import { withViews } from '../../common/withViews';
import { organization } from './organizations';

withViews(organization, {
  custom: {
    list: lazyView(() => import('./OrganizationPanels').then(m => ({ default: m.OrganizationList }))),
    edit: lazyView(() => import('./OrganizationPanels').then(m => ({ default: m.OrganizationEditPanel }))),
    show: lazyView(() => import('./OrganizationPanels').then(m => ({ default: m.OrganizationShowPanel }))),
  },
});
