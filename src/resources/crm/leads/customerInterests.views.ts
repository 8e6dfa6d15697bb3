/** The hand-written screens of customerinterest (lazy: not part of the first load). */
import { lazyView } from '../../../common/loadable';
import { withViews } from '../../../common/withViews';
import { customerinterest } from './customerInterests';

withViews(customerinterest, {
  custom: { show: lazyView(() => import('./LeadShow')) },
  rowActions: lazyView(() => import('./LeadRowActions')),
});
