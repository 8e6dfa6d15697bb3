/** The hand-written screens of customergift (lazy: not part of the first load). */
import { lazyView } from '../../../common/loadable';
import { withViews } from '../../../common/withViews';
import { customergift } from './customerGifts';

withViews(customergift, {
  rowActions: lazyView(() => import('./GiftPdfButton')),
});
