/** The hand-written screens of purchasedland (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../../common/withViews';
import { purchasedland } from './schema';

withViews(purchasedland, {
  rowActions: lazy(() => import('./PurchasedLandLinks')),
  custom: { show: lazy(() => import('./PurchasedLandShow')) },
});
