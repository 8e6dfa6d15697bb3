/** The hand-written screens of sitecarousel (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../common/withViews';
import { sitecarousel } from './carousels';

withViews(sitecarousel, {
  custom: { show: lazy(() => import('./SiteCarouselShow')) },
});
