/** The hand-written screens of listing (lazy: not part of the first load). */
import { lazyView } from '../../../common/loadable';
import { withViews } from '../../../common/withViews';
import { listing } from './schema';

withViews(listing, {
  cells: { status: lazyView(() => import('./ListingStatusChip')) },
  custom: { show: lazyView(() => import('./ListingShow')) },
});
