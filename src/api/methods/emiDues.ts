/**
 * The derived list `emidue` (issue 37; docs/api.md "EMI dues"): the organization's overdue and
 * due-soon instalments, computed by the console from two reads a member with plotemi.view may
 * make, `GET plotemi?showall=true` (the plans) and `GET plotemi/emihistory?showall=true` (every
 * plan's history: no eid), then filtered, sorted and paged as a list answer; its export is a CSV
 * made here (src/common/csv.ts). A server that serves `GET emidue` and `GET emidue/export` itself replaces this table
 * row (`derived` in dataProvider.ts).
 */
import type { GetListParams } from 'ra-core';
import type { DuePlan } from '../../features/emi/dues';
import type { Download } from '../http';
import type { CoreCalls, ExportParams } from '../coreCalls';
import { ALL_PER_PAGE } from '../listQuery';
import { csvBlob } from '../../common/csv';

/** A list the console derives from other calls: its getList and its export. */
export interface DerivedList {
  list(params: Partial<GetListParams>): Promise<{ data: Record<string, unknown>[]; total: number }>;
  export(params: ExportParams): Promise<Download>;
}

const rowsOf = (data: unknown): Record<string, unknown>[] => {
  const rows = Array.isArray(data) ? data : (data as { data?: unknown } | null)?.data;
  return Array.isArray(rows) ? rows.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object') : [];
};

export const emiDueMethods = (core: CoreCalls) => {
  /** Every due of the organization today, with the module that filters and sorts them (loaded with the first read, not with the console). */
  const read = async () => {
    const [plans, history, dues, schedule] = await Promise.all([
      core.call('GET', 'plotemi', { showall: 'true' }),
      core.call('GET', 'plotemi/emihistory', { showall: 'true' }),
      import('../../features/emi/dues'),
      import('../../features/emi/schedule'),
    ]);
    const today = schedule.todayYmd();
    return { today, logic: dues, rows: dues.emiDues(rowsOf(plans.data) as unknown as DuePlan[], rowsOf(history.data), today) };
  };

  const emiDues: DerivedList = {
    async list({ filter, sort, pagination }) {
      const { logic, rows } = await read();
      const sorted = logic.sortDues(logic.filterDues(rows, filter ?? {}), sort ?? logic.DEFAULT_DUE_SORT);
      return { data: logic.pageOf(sorted, pagination, ALL_PER_PAGE) as unknown as Record<string, unknown>[], total: sorted.length };
    },
    async export({ fields, filter, sort }) {
      const { today, logic, rows } = await read();
      const sorted = logic.sortDues(logic.filterDues(rows, filter ?? {}), sort ?? logic.DEFAULT_DUE_SORT);
      return { blob: csvBlob(logic.duesCsvLines(sorted, fields)), filename: `emi-dues-${today}.csv` };
    },
  };

  return { emiDues };
};
