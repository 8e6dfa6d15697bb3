/** The hand-written screens of sellproperties (lazy: not part of the first load). */
import { lazyView } from '../../common/loadable';
import { withViews } from '../../common/withViews';
import { sellproperties } from './sellProperties';

withViews(sellproperties, {
  custom: { show: lazyView(() => import('./SellPropertyShow')) },
});
