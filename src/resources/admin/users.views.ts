/** The hand-written screens of user (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../common/withViews';
import { user } from './users';

withViews(user, {
  custom: { show: lazy(() => import('./UserShow')) },
  bulkActions: lazy(() => import('./UserBulkActions')),
  inputs: { permissions_keys: lazy(() => import('./UserPermissionsInput')) },
});
