/** The hand-written screens of customergroup (lazy: not part of the first load). */
import { lazyView } from '../../../common/loadable';
import { withViews } from '../../../common/withViews';
import { customergroup } from './customerGroups';

withViews(customergroup, {
  custom: { show: lazyView(() => import('./GroupShow')) },
  cells: {
    offerpage_url: lazyView(() => import('./OfferCells').then(m => ({ default: m.GroupPageCell }))),
    downloadqrcode_filename: lazyView(() => import('./OfferCells').then(m => ({ default: m.PageQrCell }))),
  },
});
