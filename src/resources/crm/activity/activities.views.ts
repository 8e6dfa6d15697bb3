/** The hand-written screens of activity (lazy: not part of the first load). */
import { lazyView } from '../../../common/loadable';
import { withViews } from '../../../common/withViews';
import { activity } from './activities';

withViews(activity, {
  cells: { message: lazyView(() => import('./ActivityMessage')) },
});
