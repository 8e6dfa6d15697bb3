// Reasoning: docs/decisions.md "Notes: src/resources/inventory/priceguide/index.ts"
import { lazyView } from '../../../common/loadable';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { defineResource } from '../../../app/resourceTypes';

/** Price guides (spec 3 §2 "Price guides"): layout-scoped guides with list, create, edit and a show page with Summary and Map tabs. */
export default defineResource({
  name: 'priceguide',
  label: 'Price Guides',
  singular: 'Price Guide',
  group: 'inventory',
  icon: PriceChangeIcon,
  list: lazyView(() => import('./PriceGuideList')),
  create: lazyView(() => import('./PriceGuideForm').then(m => ({ default: m.PriceGuideCreate }))),
  edit: lazyView(() => import('./PriceGuideForm').then(m => ({ default: m.PriceGuideEdit }))),
  show: lazyView(() => import('./PriceGuideShow')),
  recordRepresentation: 'name',
  reducedMenu: true,
});
