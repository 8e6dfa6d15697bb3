/** The hand-written screens of customeroffer (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../../common/withViews';
import { customeroffer } from './customerOffers';

withViews(customeroffer, {
  custom: { show: lazy(() => import('./OfferShow')) },
  cells: {
    offerpage_url: lazy(() => import('./OfferCells').then(m => ({ default: m.OfferPageCell }))),
    layouts: lazy(() => import('./OfferCells').then(m => ({ default: m.OfferLayoutsCell }))),
    downloadqrcode_filename: lazy(() => import('./OfferCells').then(m => ({ default: m.PageQrCell }))),
  },
});
