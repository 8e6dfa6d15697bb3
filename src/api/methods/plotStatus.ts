/** The typed calls of the plot status flow: every one a multipart POST through the envelope; each resolves with the server's message. */
// Reasoning: docs/decisions.md "Notes: src/api/methods/plotStatus.ts"
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

export interface PlotStatusChangePayload {
  plot_id: Identifier;
  status: string;
  customer_id?: Identifier | null;
  ocustomer_id?: Identifier | null;
  notes?: unknown;
  broker_id?: Identifier | null;
  from_status?: string;
}

export interface PlotResalePayload {
  plot_id: Identifier;
  customer_id?: Identifier | null;
  customer_permission: string;
  from_status?: string;
}

export const plotStatusMethods = (core: CoreCalls) => ({
  /** POST plotbook: the booking (section 3), other_amount as label:amount strings, signa / usersigna as files, EMI fields. */
  plotBook: (payload: Record<string, unknown>) => core.call('POST', 'plotbook', payload),

  /** POST plotsale: the Sold record (section 7), customer_image as a file, EMI fields. */
  plotSale: (payload: Record<string, unknown>) => core.call('POST', 'plotsale', payload),

  /** POST plotstatus: a general status change (Blocked): plot_id, status, customer_id, ocustomer_id, notes, broker_id (C1). */
  plotStatusChange: (payload: PlotStatusChangePayload) => core.call('POST', 'plotstatus', { ...payload }),

  /** POST plotbacktoavailable: plot_id, status (and from_status). */
  plotBackToAvailable: (plotId: Identifier, fromStatus?: string) =>
    core.call('POST', 'plotbacktoavailable', { plot_id: plotId, status: 'Available', ...(fromStatus ? { from_status: fromStatus } : {}) }),

  /** POST plotresale: plot_id, customer_id, customer_permission. */
  plotResale: (payload: PlotResalePayload) => core.call('POST', 'plotresale', { ...payload }),
});
