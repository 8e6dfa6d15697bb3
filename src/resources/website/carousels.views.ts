/** The hand-written screens of sitecarousel (lazy: not part of the first load). */
import { lazyView } from '../../common/loadable';
import { withViews } from '../../common/withViews';
import { sitecarousel } from './carousels';

withViews(sitecarousel, {
  custom: { show: lazyView(() => import('./SiteCarouselShow')) },
});
