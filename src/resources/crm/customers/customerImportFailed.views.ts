/** The hand-written screens of customerimportfailed (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../../common/withViews';
import { customerimportfailed } from './customerImportFailed';

withViews(customerimportfailed, {
  rowActions: lazy(() => import('./ImportFailedActions')),
});
