/** The hand-written screens of customerimportfailed (lazy: not part of the first load). */
import { lazyView } from '../../../common/loadable';
import { withViews } from '../../../common/withViews';
import { customerimportfailed } from './customerImportFailed';

withViews(customerimportfailed, {
  rowActions: lazyView(() => import('./ImportFailedActions')),
});
