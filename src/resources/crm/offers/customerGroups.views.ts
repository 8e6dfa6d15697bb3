/** The hand-written screens of customergroup (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../../common/withViews';
import { customergroup } from './customerGroups';

withViews(customergroup, {
  custom: { show: lazy(() => import('./GroupShow')) },
  cells: {
    offerpage_url: lazy(() => import('./OfferCells').then(m => ({ default: m.GroupPageCell }))),
    downloadqrcode_filename: lazy(() => import('./OfferCells').then(m => ({ default: m.PageQrCell }))),
  },
});
