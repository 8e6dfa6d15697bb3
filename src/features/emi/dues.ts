/** EMI dues across the organization: every instalment not paid in full that is overdue or falls due within its plan's… */
// Reasoning: docs/decisions.md "Notes: src/features/emi/dues.ts"
import { own } from '../../api/own';
import { toNumber } from './emiLogic';
import { daysBetween, fromPaise, planSchedule, type HistoryItem, type InstalmentStatus, type PlanLike } from './schedule';

export type DueKind = 'due' | 'overdue';

export const DUE_KIND_CHOICES: ReadonlyArray<{ id: DueKind; name: string }> = [
  { id: 'due', name: 'Due soon' },
  { id: 'overdue', name: 'Overdue' },
];

interface Ref {
  id: string | number;
  name?: string;
}

/** One instalment on the dues list: a row of the derived list `emidue`. Money in rupees (2 decimals), as the API answers it. */
export interface EmiDue {
  /** `{plan id}-{instalment number}`. */
  id: string;
  /** The plan (plotemi id). */
  emi_id: string | number;
  /** The instalment's number, 1 … count. */
  number: number;
  /** The plan's instalments. */
  count: number;
  /** YYYY-MM-DD. */
  due_date: string;
  amount: number;
  paid: number;
  amount_due: number;
  status: Exclude<InstalmentStatus, 'Paid'>;
  kind: DueKind;
  /** Days since the due date; 0 when not yet late. */
  days_late: number;
  prior_notification_days: number;
  customer_id: string | number | null;
  customer: (Ref & { phone?: string | null; country_code?: string | null }) | null;
  plot_id: string | number | null;
  plot: { id: string | number; number?: string } | null;
  layout_id: string | number | null;
  layout: Ref | null;
  project_id: string | number | null;
  project: Ref | null;
}

/** A plan as `GET plotemi` answers it (spec 3 §3), with the customer's phone and the plot's layout when the API adds them. */
export interface DuePlan extends PlanLike {
  id: string | number;
  plot_id?: unknown;
  customer_id?: unknown;
  project_id?: unknown;
  plot?: {
    id?: unknown;
    number?: unknown;
    lid?: unknown;
    layout?: { id?: unknown; name?: unknown } | null;
    project?: { id?: unknown; name?: unknown } | null;
  } | null;
  customer?: { id?: unknown; name?: unknown; phone?: unknown; country_code?: unknown } | null;
  layout?: { id?: unknown; name?: unknown } | null;
}

export interface DueHistoryItem extends HistoryItem {
  emi_id?: unknown;
}

/** YYYY-MM-DD plus `days`. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);

const idOrNull = (value: unknown): string | number | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : null;
const textOrNull = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

const ref = (value: { id?: unknown; name?: unknown } | null | undefined): Ref | null => {
  const id = idOrNull(value?.id);
  return id === null ? null : { id, name: textOrNull(value?.name) ?? undefined };
};

/** The dues of the plans on `today`, in due-date order: per plan… */
export const emiDues = (plans: readonly DuePlan[], history: readonly DueHistoryItem[], today: string): EmiDue[] => {
  const byPlan = new Map<string, DueHistoryItem[]>();
  for (const item of history) {
    const key = String(item.emi_id);
    const list = byPlan.get(key);
    if (list) list.push(item);
    else byPlan.set(key, [item]);
  }
  const dues: EmiDue[] = [];
  for (const plan of plans) {
    const schedule = planSchedule(plan, byPlan.get(String(plan.id)) ?? [], today);
    if (!schedule) continue;
    const notice = Math.max(0, Math.floor(toNumber(plan.prior_notification_days) ?? 0));
    const horizon = addDays(today, notice);
    const layout = ref(plan.plot?.layout ?? plan.layout);
    const project = ref(plan.plot?.project);
    const customer =
      plan.customer && idOrNull(plan.customer.id) !== null
        ? {
            id: idOrNull(plan.customer.id)!,
            name: textOrNull(plan.customer.name) ?? undefined,
            phone: textOrNull(plan.customer.phone),
            country_code: textOrNull(plan.customer.country_code),
          }
        : null;
    const plotId = idOrNull(plan.plot?.id) ?? idOrNull(plan.plot_id);
    for (const row of schedule.rows) {
      if (row.paid >= row.amount || row.due > horizon) continue;
      const overdue = row.due < today;
      dues.push({
        id: `${plan.id}-${row.number}`,
        emi_id: plan.id,
        number: row.number,
        count: schedule.rows.length,
        due_date: row.due,
        amount: fromPaise(row.amount),
        paid: fromPaise(row.paid),
        amount_due: fromPaise(row.amount - row.paid),
        status: row.status as EmiDue['status'],
        kind: overdue ? 'overdue' : 'due',
        days_late: overdue ? daysBetween(row.due, today) : 0,
        prior_notification_days: notice,
        customer_id: customer?.id ?? idOrNull(plan.customer_id),
        customer,
        plot_id: plotId,
        plot: plotId === null ? null : { id: plotId, number: textOrNull(plan.plot?.number) ?? undefined },
        layout_id: layout?.id ?? idOrNull(plan.plot?.lid),
        layout,
        project_id: project?.id ?? idOrNull(plan.project_id),
        project,
      });
    }
  }
  return dues.sort((a, b) => a.due_date.localeCompare(b.due_date) || compareIds(a, b));
};

const compareIds = (a: EmiDue, b: EmiDue) =>
  String(a.emi_id).localeCompare(String(b.emi_id), undefined, { numeric: true }) || a.number - b.number;

/* The list: filters, sort, pages (the derived list's query, api-contract.md "getList") ---------- */

export interface DueFilter {
  /** Customer name, phone or plot number, in part. */
  q?: unknown;
  kind?: unknown;
  project_id?: unknown;
  layout_id?: unknown;
  /** The due date from / to (YYYY-MM-DD, each day included). */
  date_from?: unknown;
  date_to?: unknown;
}

const values = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(v => v !== undefined && v !== null && v !== '').map(String);

export const filterDues = (dues: readonly EmiDue[], filter: DueFilter = {}): EmiDue[] => {
  const q = String(filter.q ?? '')
    .trim()
    .toLowerCase();
  const kinds = values(filter.kind);
  const projects = values(filter.project_id);
  const layouts = values(filter.layout_id);
  const from = String(filter.date_from ?? '').slice(0, 10);
  const to = String(filter.date_to ?? '').slice(0, 10);
  return dues.filter(
    d =>
      (!q ||
        [d.customer?.name, d.customer?.phone, d.plot?.number].some(text =>
          String(text ?? '')
            .toLowerCase()
            .includes(q),
        )) &&
      (!kinds.length || kinds.includes(d.kind)) &&
      (!projects.length || projects.includes(String(d.project_id))) &&
      (!layouts.length || layouts.includes(String(d.layout_id))) &&
      (!from || d.due_date >= from) &&
      (!to || d.due_date <= to),
  );
};

/** The sortable columns and the value each sorts by. */
const SORT_VALUES: Readonly<Record<string, (d: EmiDue) => string | number>> = {
  due_date: d => d.due_date,
  days_late: d => d.days_late,
  amount_due: d => d.amount_due,
  number: d => d.number,
  'customer.name': d => d.customer?.name ?? '',
  'plot.number': d => d.plot?.number ?? '',
  'layout.name': d => d.layout?.name ?? '',
  'project.name': d => d.project?.name ?? '',
};

export const DEFAULT_DUE_SORT = { field: 'due_date', order: 'ASC' as const };

/** Sorted by a sortable column (else the due date), ties by due date and plan; text in natural order (plot 2 before 10). */
export const sortDues = (dues: readonly EmiDue[], sort?: { field?: string; order?: string } | null): EmiDue[] => {
  const by = own(SORT_VALUES, sort?.field) ?? SORT_VALUES.due_date!;
  const dir = String(sort?.order ?? 'ASC').toUpperCase() === 'DESC' ? -1 : 1;
  const compare = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number'
      ? a - b
      : String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
  return [...dues].sort((a, b) => dir * compare(by(a), by(b)) || a.due_date.localeCompare(b.due_date) || compareIds(a, b));
};

/** One page (page from 1); a page size at or above `all` is every row. */
export const pageOf = <T>(rows: readonly T[], pagination: { page: number; perPage: number } | undefined, all: number): T[] => {
  if (!pagination || pagination.perPage >= all || pagination.perPage <= 0) return [...rows];
  const start = (Math.max(1, pagination.page) - 1) * pagination.perPage;
  return rows.slice(start, start + pagination.perPage);
};

/* The dashboard's counts -------------------------------------------------------------------- */

/** Due this week: due soon (within the plan's notice) and at most 6 days from today; overdue: all. */
export const dueCounts = (dues: readonly EmiDue[], today: string): { week: number; overdue: number } => {
  const weekEnd = addDays(today, 6);
  return {
    week: dues.filter(d => d.kind === 'due' && d.due_date <= weekEnd).length,
    overdue: dues.filter(d => d.kind === 'overdue').length,
  };
};

/* Export -------------------------------------------------------------------------------------- */

/** The export's columns, in the file's order (the dialog's check boxes). */
export const DUE_EXPORT_COLUMNS: ReadonlyArray<{ id: string; name: string; value: (d: EmiDue) => unknown }> = [
  { id: 'customer', name: 'Customer', value: d => d.customer?.name },
  { id: 'phone', name: 'Phone', value: d => d.customer?.phone },
  { id: 'plot', name: 'Plot', value: d => d.plot?.number },
  { id: 'layout', name: 'Layout', value: d => d.layout?.name },
  { id: 'project', name: 'Project', value: d => d.project?.name },
  { id: 'number', name: 'EMI', value: d => `${d.number} of ${d.count}` },
  { id: 'due_date', name: 'Due Date', value: d => d.due_date },
  { id: 'amount_due', name: 'Amount Due', value: d => d.amount_due.toFixed(2) },
  { id: 'days_late', name: 'Days Late', value: d => d.days_late },
  { id: 'status', name: 'Status', value: d => d.status },
];

/** The chosen columns (all when none is known) as the file's lines, headings first (src/common/csv.ts writes them). */
export const duesCsvLines = (dues: readonly EmiDue[], fields?: readonly string[]): unknown[][] => {
  const chosen = DUE_EXPORT_COLUMNS.filter(c => !fields || fields.includes(c.id));
  const columns = chosen.length ? chosen : DUE_EXPORT_COLUMNS;
  return [columns.map(c => c.name), ...dues.map(d => columns.map(c => c.value(d)))];
};
