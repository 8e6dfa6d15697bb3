/** The hand-written screens of customergift (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../../common/withViews';
import { customergift } from './customerGifts';

withViews(customergift, {
  rowActions: lazy(() => import('./GiftPdfButton')),
});
