/** The typed custom calls of EMI plans (spec 3 §7, inventory calls of plotemi)… docs/decisions.md "Notes: src/api/methods/plotEmi.ts" */
import type { Identifier, RaRecord } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

export interface EmiItemPayload {
  paid_on?: string | null;
  amount: number | string;
  status: string;
  ispenalty: 0 | 1;
  penalty_amount?: number | string | null;
}

const rowsOf = (data: unknown): RaRecord[] => {
  if (Array.isArray(data)) return data as RaRecord[];
  const rows = (data as { data?: unknown } | null)?.data;
  return Array.isArray(rows) ? (rows as RaRecord[]) : [];
};

const segment = (id: Identifier) => encodeURIComponent(String(id));

export const plotEmiMethods = (core: CoreCalls) => ({
  /** The EMI plan of a plot, or null (GET plotemi/filter?plot_id=…&perPage=1). */
  async findPlotEmiPlan(plotId: Identifier): Promise<RaRecord | null> {
    const { data } = await core.call('GET', 'plotemi/filter', { plot_id: plotId, page: 1, perPage: 1 });
    return rowsOf(data)[0] ?? null;
  },

  /** Add Monthly EMI: POST plotemi/{id}/addemiitem. */
  addEmiItem: (emiId: Identifier, item: EmiItemPayload) =>
    core.call('POST', `plotemi/${segment(emiId)}/addemiitem`, {
      paid_on: item.paid_on ?? null,
      amount: item.amount,
      status: item.status,
      ispenalty: item.ispenalty,
      penalty_amount: item.penalty_amount ?? null,
    }),

  /** Edit EMI: POST plotemi/{id}/editemiitem with emihostoryid (the history item) and id (the plan). */
  /** `version`: the item's updated_at as read (issue 38), sent as updated_at when known. */
  editEmiItem: (emiId: Identifier, historyId: Identifier, item: EmiItemPayload, version?: string) =>
    core.call('POST', `plotemi/${segment(emiId)}/editemiitem`, {
      paid_on: item.paid_on ?? null,
      amount: item.amount,
      status: item.status,
      ispenalty: item.ispenalty,
      penalty_amount: item.penalty_amount ?? null,
      emihostoryid: historyId,
      id: emiId,
      ...(version ? { updated_at: version } : {}),
    }),
});
