/** The hand-written screens of sellproperties (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../common/withViews';
import { sellproperties } from './sellProperties';

withViews(sellproperties, {
  custom: { show: lazy(() => import('./SellPropertyShow')) },
});
