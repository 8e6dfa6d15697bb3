/** The hand-written screens of customernotification (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../common/withViews';
import { customernotification } from './customerNotifications';

withViews(customernotification, {
  custom: { show: lazy(() => import('./CustomerNotificationShow')) },
});
