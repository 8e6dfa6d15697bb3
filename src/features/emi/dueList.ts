/**
 * The derived list `emidue` (docs/decisions.md "EMI dues (issue 37)"): every plan and EMI item of
 * the organization (GET plotemi, GET plotemi/emihistory, showall), turned into the dues of today,
 * filtered, sorted and paged, or written as CSV. Handed to the data provider by the registry (a
 * server serving GET emidue itself: drop that line); the logic loads with the first read.
 */
import type { DerivedList, DerivedListOf } from '../../api/derivedLists';
import { ALL_PER_PAGE } from '../../api/listQuery';
import { csvBlob } from '../../common/csv';
import type { DuePlan } from './dues';

const rowsOf = (data: unknown): Record<string, unknown>[] => {
  const rows = Array.isArray(data) ? data : (data as { data?: unknown } | null)?.data;
  return Array.isArray(rows) ? rows.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object') : [];
};

export const emiDueList: DerivedListOf = core => {
  /** Every due of the organization today, with the module that filters and sorts them. */
  const read = async () => {
    const [plans, history, dues, schedule] = await Promise.all([
      core.call('GET', 'plotemi', { showall: 'true' }),
      core.call('GET', 'plotemi/emihistory', { showall: 'true' }),
      import('./dues'),
      import('./schedule'),
    ]);
    const today = schedule.todayYmd();
    return { today, logic: dues, rows: dues.emiDues(rowsOf(plans.data) as unknown as DuePlan[], rowsOf(history.data), today) };
  };

  const list: DerivedList = {
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
  return list;
};
