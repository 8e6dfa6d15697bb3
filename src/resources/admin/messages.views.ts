/** The hand-written screens of message (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../common/withViews';
import { message } from './messages';

withViews(message, {
  custom: { show: lazy(() => import('./MessageShow')) },
});
