/** The hand-written screens of customernotification (lazy: not part of the first load). */
import { lazyView } from '../../common/loadable';
import { withViews } from '../../common/withViews';
import { customernotification } from './customerNotifications';

withViews(customernotification, {
  custom: { show: lazyView(() => import('./CustomerNotificationShow')) },
});
