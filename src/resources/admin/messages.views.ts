/** The hand-written screens of message (lazy: not part of the first load). */
import { lazyView } from '../../common/loadable';
import { withViews } from '../../common/withViews';
import { message } from './messages';

withViews(message, {
  custom: { show: lazyView(() => import('./MessageShow')) },
});
