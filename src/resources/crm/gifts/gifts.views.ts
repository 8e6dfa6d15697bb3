/** The hand-written screens of gift (lazy: not part of the first load). */
import { lazyView } from '../../../common/loadable';
import { withViews } from '../../../common/withViews';
import { gift } from './gifts';

withViews(gift, {
  custom: { show: lazyView(() => import('./GiftShow')) },
});
