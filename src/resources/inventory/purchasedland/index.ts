// Reasoning: docs/decisions.md "Notes: src/resources/inventory/purchasedland/index.ts"
import { lazyView } from '../../../common/loadable';
import MapIcon from '@mui/icons-material/Map';
import { defineResource } from '../../../app/resourceTypes';

/** purchasedlandmap (spec 3 §2; G26: a Resource with a list-only map page): every purchased land's polygon on one map. */
export const purchasedlandmap = defineResource({
  name: 'purchasedlandmap',
  label: 'Purchased Land Map',
  singular: 'Purchased Land Map',
  group: 'inventory',
  icon: MapIcon,
  list: lazyView(() => import('./PurchasedLandMap')),
  reducedMenu: false,
});
