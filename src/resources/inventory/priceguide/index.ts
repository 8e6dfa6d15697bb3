// Reasoning: docs/decisions.md "Notes: src/resources/inventory/priceguide/index.ts"
import { lazy } from 'react';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { defineResource } from '../../../app/resourceTypes';

/** Price guides (spec 3 §2 "Price guides"): layout-scoped guides with list, create, edit and a show page with Summary and Map tabs. */
export default defineResource({
  name: 'priceguide',
  label: 'Price Guides',
  singular: 'Price Guide',
  group: 'inventory',
  icon: PriceChangeIcon,
  list: lazy(() => import('./PriceGuideList')),
  create: lazy(() => import('./PriceGuideForm').then(m => ({ default: m.PriceGuideCreate }))),
  edit: lazy(() => import('./PriceGuideForm').then(m => ({ default: m.PriceGuideEdit }))),
  show: lazy(() => import('./PriceGuideShow')),
  recordRepresentation: 'name',
  reducedMenu: true,
});
