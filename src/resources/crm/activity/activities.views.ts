/** The hand-written screens of activity (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../../common/withViews';
import { activity } from './activities';

withViews(activity, {
  cells: { message: lazy(() => import('./ActivityMessage')) },
});
