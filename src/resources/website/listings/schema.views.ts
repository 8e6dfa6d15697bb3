/** The hand-written screens of listing (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../../common/withViews';
import { listing } from './schema';

withViews(listing, {
  cells: { status: lazy(() => import('./ListingStatusChip')) },
  custom: { show: lazy(() => import('./ListingShow')) },
});
