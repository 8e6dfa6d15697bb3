/** The hand-written screens of brokeroffergroup (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../../common/withViews';
import { brokeroffergroup } from './brokerOfferGroups';

withViews(brokeroffergroup, {
  cells: {
    scanner_count: lazy(() => import('./BrokerOfferParts').then(m => ({ default: m.ScannedChip }))),
    offerpage_url: lazy(() => import('./BrokerOfferParts').then(m => ({ default: m.BrokerOfferQr }))),
  },
  rowActions: lazy(() => import('./BrokerOfferParts').then(m => ({ default: m.BrokerOfferActions }))),
});
