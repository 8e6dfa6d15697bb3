/** The hand-written screens of user (lazy: not part of the first load). */
import { lazyView } from '../../common/loadable';
import { withViews } from '../../common/withViews';
import { user } from './users';

withViews(user, {
  custom: { show: lazyView(() => import('./UserShow')) },
  bulkActions: lazyView(() => import('./UserBulkActions')),
  inputs: { permissions_keys: lazyView(() => import('./UserPermissionsInput')) },
});
