/** The hand-written screens of purchasedland (lazy: not part of the first load). */
import { lazyView } from '../../../common/loadable';
import { withViews } from '../../../common/withViews';
import { purchasedland } from './schema';

withViews(purchasedland, {
  rowActions: lazyView(() => import('./PurchasedLandLinks')),
  custom: { show: lazyView(() => import('./PurchasedLandShow')) },
});
