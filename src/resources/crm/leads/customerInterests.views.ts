/** The hand-written screens of customerinterest (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../../common/withViews';
import { customerinterest } from './customerInterests';

withViews(customerinterest, {
  custom: { show: lazy(() => import('./LeadShow')) },
  rowActions: lazy(() => import('./LeadRowActions')),
});
