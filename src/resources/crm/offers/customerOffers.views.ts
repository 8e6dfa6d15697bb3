/** The hand-written screens of customeroffer (lazy: not part of the first load). */
import { lazyView } from '../../../common/loadable';
import { withViews } from '../../../common/withViews';
import { customeroffer } from './customerOffers';

withViews(customeroffer, {
  custom: { show: lazyView(() => import('./OfferShow')) },
  cells: {
    offerpage_url: lazyView(() => import('./OfferCells').then(m => ({ default: m.OfferPageCell }))),
    layouts: lazyView(() => import('./OfferCells').then(m => ({ default: m.OfferLayoutsCell }))),
    downloadqrcode_filename: lazyView(() => import('./OfferCells').then(m => ({ default: m.PageQrCell }))),
  },
});
