/** The typed custom calls of plot bookings: the Paid / Un Paid toggle… docs/decisions.md "Notes: src/api/methods/bookings.ts" */
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

export interface PlotBookExportParams {
  /** The booking list's current filters. */
  filter?: Record<string, unknown>;
  sort?: { field: string; order: string };
}

const segment = (id: Identifier) => encodeURIComponent(String(id));

export const bookingMethods = (core: CoreCalls) => ({
  /** POST plotbook/{id}/paystatusupdate with bookedid and paid; the server answers 'Pay status updated.'. */
  plotBookPayStatus: (id: Identifier, paid: 0 | 1) => core.call('POST', `plotbook/${segment(id)}/paystatusupdate`, { bookedid: id, paid }),

  /** GET bookedplot/pdf/{id}: the booking as a PDF file, fetched with the session's headers. */
  bookedPlotPdf: (id: Identifier) => core.download(`bookedplot/pdf/${segment(id)}`),

  /** GET plotbook/export with the list's current filters (and its sort, every row: showall), fetched with the session's headers. */
  exportPlotBooks: ({ filter, sort }: PlotBookExportParams) => core.exportList('plotbook/export', { filter, sort }),
});
