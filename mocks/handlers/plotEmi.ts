/**
 * EMI plans in the demo API (spec 3 "Plot EMI", §3-§9):
 * - plotemi: the list (q: plot number or customer name; customer_id, project_id, date_from,
 *   date_to; plot_id), the plotemi/filter lookup (plotemi.view, or plot.update: the Booked and
 *   Sold forms ask whether a plot already has a plan), get, create and update with the rules of section 5
 *   answered through the envelope (and a plot has one plan at most, spec 1 §4), delete;
 * - GET plotemi/emihistory (filter eid, 10 per page; without eid every plan's items);
 * - POST plotemi/{id}/addemiitem and plotemi/{id}/editemiitem (an item Paid or Due; only a Due
 *   item is edited), each updating the plan's emi_paid_count, emi_due_count and due_date.
 *
 * Stored plan rows are flat (plot_id, customer_id, ...); answers add plot { id, number, project }
 * and customer { id, name }, as the PlotEmi entity has them.
 */
import { http } from 'msw';
import {
  EMI_ITEM_STATUSES,
  EMI_MESSAGES,
  isTicked,
  nextDueDate,
  toNumber,
  validateEmiItem,
  validatePlan,
} from '../../src/features/emi/emiLogic';
import { planSchedule } from '../../src/features/emi/schedule';
import { findRow, nextId, nowIso, orgRows, table, touch, type Row } from '../db';
import { EMI_PLAN_FIELDS, HISTORY_TABLE, PLAN_TABLE } from '../seed/plotEmi';
import { crud, listRows, nextVersion, refuseStale, withVersion, type Values } from './crud';
import { API, personRef, textOrNull, authorize, fail, invalid, ok, readBody, readQuery, str, type Caller } from './util';

const num = (v: unknown): number | null => toNumber(v);

const PLAN_FIELDS = ['plot_id', 'customer_id', 'plot_status', 'plot_book_id', 'plot_sale_id', ...EMI_PLAN_FIELDS];

const COERCE: Record<string, (v: unknown) => unknown> = {
  plot_id: num,
  customer_id: num,
  plot_status: textOrNull,
  plot_book_id: num,
  plot_sale_id: num,
  emi_number: num,
  total_amount: num,
  downpayment: num,
  interest_rate: v => num(v) ?? 0,
  instalment_amount: num,
  due_type: textOrNull,
  total_duration: num,
  emi_due_date: num,
  yearly_due_date: num,
  prior_notification_days: num,
  final_due_date: textOrNull,
};

const today = () => new Date(Date.now() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);

/* Presentation ------------------------------------------------------------------------------ */

const idOf = (row: Row, key: 'plot' | 'customer'): unknown =>
  row[`${key}_id`] ?? (row[key] as { id?: unknown } | null | undefined)?.id ?? null;

export const presentPlan = (row: Row) => {
  const plot = idOf(row, 'plot') != null ? findRow('plot', row.organization_id, String(idOf(row, 'plot'))) : undefined;
  const layout = plot?.lid != null ? findRow('layout', row.organization_id, String(plot.lid)) : undefined;
  const project = layout ? findRow('project', row.organization_id, String(layout.project_id)) : undefined;
  const customer = idOf(row, 'customer') != null ? findRow('customer', row.organization_id, String(idOf(row, 'customer'))) : undefined;
  return {
    ...row,
    plot_id: plot?.id ?? idOf(row, 'plot'),
    customer_id: customer?.id ?? idOf(row, 'customer'),
    plot: plot
      ? {
          id: plot.id,
          number: plot.number,
          status: plot.status,
          lid: plot.lid ?? null,
          // The plot's layout and the customer's phone: the EMI dues list shows and filters by them (docs/api.md "EMI dues").
          layout: layout ? { id: layout.id, name: layout.name } : null,
          project: project ? { id: project.id, name: project.name } : null,
        }
      : (row.plot ?? null),
    customer: customer
      ? { id: customer.id, name: customer.name, phone: customer.phone ?? null, country_code: customer.country_code ?? null }
      : (row.customer ?? null),
    project_id: project?.id ?? row.project_id ?? null,
  };
};

/* Rules ------------------------------------------------------------------------------------- */

const planOfPlot = (orgid: number, plotId: unknown, except?: number) =>
  orgRows(PLAN_TABLE, orgid).find(p => String(idOf(p, 'plot')) === String(plotId) && p.id !== except);

const validate = (values: Values, { mode, row, caller }: { mode: 'create' | 'update'; row?: Row; caller: Caller }) => {
  const errors = validatePlan(values, { scope: mode });
  if (mode === 'create' && !errors.plot_id) {
    const plot = findRow('plot', caller.orgid, str(values.plot_id));
    if (!plot) errors.plot_id = 'The selected plot is invalid.';
    else if (planOfPlot(caller.orgid, plot.id)) errors.plot_id = EMI_MESSAGES.planExists;
  }
  const status = str(values.plot_status) || str(row?.plot_status);
  if (str(values.plot_status) && !['Booked', 'Sold'].includes(str(values.plot_status)))
    errors.plot_status = 'The selected plot status is invalid.';
  if (status === 'Booked' && str(values.plot_book_id) && !findRow('plotbook', caller.orgid, str(values.plot_book_id))) {
    errors.plot_book_id = 'The selected booking is invalid.';
  }
  if (status === 'Sold' && str(values.plot_sale_id) && !findRow('plotsale', caller.orgid, str(values.plot_sale_id))) {
    errors.plot_sale_id = 'The selected sale is invalid.';
  }
  return Object.keys(errors).length ? errors : null;
};

/* Filters ----------------------------------------------------------------------------------- */

const LIST_KEYS = ['q', 'project_id', 'date_from', 'date_to'];

const filterPlans = (rows: Row[], query: Values): Row[] => {
  let result = rows;
  const q = str(query.q).toLowerCase();
  if (q) {
    result = result.filter(row => {
      const plan = presentPlan(row);
      return (
        str((plan.plot as { number?: unknown } | null)?.number)
          .toLowerCase()
          .includes(q) ||
        str((plan.customer as { name?: unknown } | null)?.name)
          .toLowerCase()
          .includes(q)
      );
    });
  }
  if (str(query.project_id)) {
    const projects = Array.isArray(query.project_id) ? query.project_id.map(String) : [str(query.project_id)];
    result = result.filter(row => projects.includes(str(presentPlan(row).project_id)));
  }
  const from = str(query.date_from).slice(0, 10);
  const to = str(query.date_to).slice(0, 10);
  if (from) result = result.filter(r => r.created_at.slice(0, 10) >= from);
  if (to) result = result.filter(r => r.created_at.slice(0, 10) <= to);
  return result;
};

const rest = (query: Values): Values => Object.fromEntries(Object.entries(query).filter(([k]) => !LIST_KEYS.includes(k)));

/* History ----------------------------------------------------------------------------------- */

/** A history item with the member who recorded it (`user { id, name }`, null when unknown; a plot's history shows it). */
const presentItem = (item: Row) => withVersion(item, { ...item, user: personRef('user', item.organization_id, item.user_id) });

/** The caller's user row in the organization (by name, as the plot status flow finds it). */
const recorderId = (caller: Caller): number | null =>
  orgRows('user', caller.orgid).find(u => str(u.name) === caller.account.name)?.id ?? null;

/** The plan's counts and next due date after its history changed. */
const refreshPlan = (plan: Row) => {
  const items = orgRows(HISTORY_TABLE, plan.organization_id).filter(i => i.emi_id === plan.id);
  const paid = items.filter(i => i.status === 'Paid').length;
  const total = Number(plan.emi_number) || 0;
  const due = items.filter(i => i.status === 'Due').sort((a, b) => str(a.paid_on).localeCompare(str(b.paid_on)))[0];
  plan.emi_paid_count = paid;
  plan.emi_due_count = Math.max(0, total - paid);
  const schedule = planSchedule(plan, items, today());
  plan.due_date = schedule
    ? (schedule.next?.due ?? null)
    : total && paid >= total
      ? null
      : due
        ? (due.paid_on ?? null)
        : nextDueDate(plan, today());
  plan.updated_at = nowIso();
};

const itemValues = (values: Values) => {
  const penalty = isTicked(values.ispenalty);
  return {
    paid_on: textOrNull(values.paid_on),
    amount: num(values.amount),
    status: str(values.status),
    is_penalty: penalty ? 1 : 0,
    penalty_amount: penalty ? num(values.penalty_amount) : null,
  };
};

const itemErrors = (values: Values): Record<string, string> => {
  const errors = validateEmiItem(values);
  if (!errors.status && !(EMI_ITEM_STATUSES as readonly string[]).includes(str(values.status))) errors.status = EMI_MESSAGES.status;
  if (!errors.amount && (num(values.amount) === null || num(values.amount)! <= 0)) errors.amount = EMI_MESSAGES.amount;
  return errors;
};

const openPlan = async (request: Request, params: Record<string, string | readonly string[] | undefined>, action: 'create' | 'update') => {
  const caller = authorize(request, params.orgid, { resource: 'plotemiitem', action });
  if (caller instanceof Response) return caller;
  const plan = findRow(PLAN_TABLE, caller.orgid, String(params.id));
  if (!plan) return fail('Record not found', 404);
  const values = await readBody(request);
  return { caller, plan, values };
};

/* Handlers ---------------------------------------------------------------------------------- */

export const plotEmiHandlers = [
  // Before crud('plotemi'): plotemi/emihistory would otherwise be taken for plotemi/{id}.
  http.get(`${API}/:orgid/plotemi/emihistory`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plotemi', action: 'list' });
    if (caller instanceof Response) return caller;
    const query: Values = { perPage: 10, ...readQuery(request) };
    // Without eid: every plan's history of the organization (the EMI dues list reads it all at once).
    const rows = orgRows(HISTORY_TABLE, caller.orgid).filter(i => str(query.eid) === '' || String(i.emi_id) === str(query.eid));
    const { eid: _eid, ...paging } = query;
    const page = listRows(rows, paging, {});
    return ok({ ...page, data: page.data.map(presentItem) });
  }),

  http.post(`${API}/:orgid/plotemi/:id/addemiitem`, async ({ request, params }) => {
    const opened = await openPlan(request, params, 'create');
    if (opened instanceof Response) return opened;
    const { caller, plan, values } = opened;
    const errors = itemErrors(values);
    if (Object.keys(errors).length) return invalid(errors);
    const item: Row = {
      ...itemValues(values),
      id: nextId(HISTORY_TABLE),
      organization_id: caller.orgid,
      emi_id: plan.id,
      user_id: recorderId(caller),
      created_at: nowIso(),
    };
    table(HISTORY_TABLE).push(item);
    refreshPlan(plan);
    touch();
    return ok(presentItem(item), 'EMI added successfully.');
  }),

  http.post(`${API}/:orgid/plotemi/:id/editemiitem`, async ({ request, params }) => {
    const opened = await openPlan(request, params, 'update');
    if (opened instanceof Response) return opened;
    const { caller, plan, values } = opened;
    const item = findRow(HISTORY_TABLE, caller.orgid, str(values.emihostoryid));
    if (!item || item.emi_id !== plan.id) return fail('EMI record not found', 404);
    if (item.status !== 'Due') return fail(EMI_MESSAGES.onlyDueEditable, 422);
    const errors = itemErrors(values);
    if (Object.keys(errors).length) return invalid(errors);
    // A stale edit (issue 38): refused with the item as it is now.
    const stale = refuseStale(values, item, presentItem(item));
    if (stale) return stale;
    Object.assign(item, itemValues(values), { user_id: recorderId(caller), updated_at: nextVersion(item) });
    refreshPlan(plan);
    touch();
    return ok(presentItem(item), 'EMI updated successfully.');
  }),

  http.get(`${API}/:orgid/plotemi`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plotemi', action: 'list' });
    if (caller instanceof Response) return caller;
    const query = readQuery(request);
    const page = listRows(filterPlans(orgRows(PLAN_TABLE, caller.orgid), query), rest(query), {});
    return ok({ ...page, data: page.data.map(presentPlan) });
  }),

  ...crud('plotemi', {
    tableName: PLAN_TABLE,
    fields: PLAN_FIELDS,
    coerce: COERCE,
    searchFields: [],
    validate,
    present: row => presentPlan(row),
    afterChange: (event, row) => {
      if (event === 'create') {
        row.emi_paid_count = 0;
        row.emi_due_count = Number(row.emi_number) || 0;
        row.due_date = planSchedule(row, [], today())?.next?.due ?? nextDueDate(row, today());
      }
      if (event === 'update') refreshPlan(row);
      if (event === 'delete') {
        const history = table(HISTORY_TABLE);
        for (let i = history.length - 1; i >= 0; i--)
          if (history[i].emi_id === row.id && history[i].organization_id === row.organization_id) history.splice(i, 1);
      }
    },
    messages: {
      created: 'Plot EMI created successfully.',
      updated: 'Plot EMI updated successfully.',
      deleted: 'Plot EMI deleted successfully.',
    },
  }),
];
