/** The hand-written screens of gift (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../../common/withViews';
import { gift } from './gifts';

withViews(gift, {
  custom: { show: lazy(() => import('./GiftShow')) },
});
