// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotbook/index.ts"
import { lazyView } from '../../../common/loadable';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import { defineResource } from '../../../app/resourceTypes';

/** Booked plots (spec 2 §2 "Sales records"): list and show. */
export default defineResource({
  name: 'plotbook',
  label: 'Booked Plots',
  singular: 'Booked Plot',
  group: 'sales',
  icon: BookmarkAddedIcon,
  list: lazyView(() => import('./PlotBookList')),
  show: lazyView(() => import('./PlotBookShow')),
  // The receipt of the booking advance (issue 37), with plotbook.view.
  routes: [{ path: ':id/receipt', action: 'show', view: lazyView(() => import('./BookingReceipt')) }],
  search: true,
  recordRepresentation: record => String((record.plot as { number?: unknown } | undefined)?.number ?? record.id),
  reducedMenu: true,
});
