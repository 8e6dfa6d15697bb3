/** The hand-written screens of brokeroffergroup (lazy: not part of the first load). */
import { lazyView } from '../../../common/loadable';
import { withViews } from '../../../common/withViews';
import { brokeroffergroup } from './brokerOfferGroups';

withViews(brokeroffergroup, {
  cells: {
    scanner_count: lazyView(() => import('./BrokerOfferParts').then(m => ({ default: m.ScannedChip }))),
    offerpage_url: lazyView(() => import('./BrokerOfferParts').then(m => ({ default: m.BrokerOfferQr }))),
  },
  rowActions: lazyView(() => import('./BrokerOfferParts').then(m => ({ default: m.BrokerOfferActions }))),
});
