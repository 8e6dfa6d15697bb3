/**
 * The dashboard of the demo API (spec 1 §7): GET {orgid}/dashboard and POST {orgid}/dashboard/filter,
 * computed from the seeded store — the customers, gifts, leads, calls and plots that are really
 * there — so that every number agrees with the list a user opens from it.
 *
 * Days are calendar days in India (the organizations' time zone). Every member may read the
 * dashboard; User Calls need organization 1 and user.view, the project parts need project.view.
 */
import { http } from 'msw';
import type { DashboardCounts, DashboardData, DashboardLists, DayRow, PlotTotals } from '../../src/api/methods/dashboard';
import { checkRule, permissionRule, type Membership } from '../../src/api/permissions';
import {
  addDays,
  daysOf,
  HISTORY_DAYS,
  isIsoDate,
  MAX_RANGE_DAYS,
  RANGE_MESSAGES,
  rangeLength,
  type DateRange,
} from '../../src/features/dashboard/dateRange';
import { db, type Row } from '../db';
import { API, authorize, invalid, ok, readBody, str, type Caller } from './util';

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The calendar date in India of an ISO moment. */
export const indiaDate = (iso: string | number | Date): string =>
  new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

const rows = (name: string, orgid: number): Row[] => (db().tables[name] ?? []).filter(r => r.organization_id === orgid);

const may = (membership: Membership, resource: string) => checkRule(membership, permissionRule(resource, 'list'));

export const LEAD_SERIES = {
  leads_status: { field: 'status', keys: ['New', 'Processing', 'Converted', 'Canceled'] },
  leads_site_source: { field: 'site_source', keys: ['DagaSite', 'DagaApp'] },
  leads_leadtype: { field: 'lead_type', keys: ['Hot', 'Warm', 'Cold'] },
  leads_admin_source: { field: 'admin_source', keys: null },
} as const;

const PLOT_STATUS_KEYS = ['Booked', 'Blocked', 'Sold'];

/** Rows counted per day of the range and per key (every key on every day, 0 when none). */
const perDay = (items: Row[], range: DateRange, keyOf: (row: Row) => unknown, keys: readonly string[]): DayRow[] => {
  const days = daysOf(range);
  const table = new Map<string, DayRow>(days.map(date => [date, { date, ...Object.fromEntries(keys.map(k => [k, 0])) }]));
  for (const item of items) {
    const key = str(keyOf(item));
    const day = table.get(indiaDate(item.created_at));
    if (day && keys.includes(key)) day[key] = Number(day[key]) + 1;
  }
  return days.map(date => table.get(date)!);
};

export interface DashboardQuery {
  range: DateRange;
  plotstatus: string;
  projectid: string;
}

/** The counts: the totals of the lists the cards open (customers, gifts by status, listings, leads). */
export const dashboardCounts = (orgid: number): DashboardCounts => {
  const gifts = rows('customergift', orgid);
  return {
    customers: rows('customer', orgid).length,
    giftsend: gifts.filter(g => g.gift_status === 'send').length,
    giftpending: gifts.filter(g => g.gift_status === 'notsend').length,
    listings: rows('listing', orgid).length,
    customerinterest: rows('customerinterest', orgid).length,
  };
};

/** Plot ids of a project (through its layouts). */
const projectPlots = (orgid: number, projectid: string): Set<number> => {
  const layouts = new Set(
    rows('layout', orgid)
      .filter(l => String(l.project_id) === projectid)
      .map(l => l.id),
  );
  return new Set(
    rows('plot', orgid)
      .filter(p => layouts.has(Number(p.lid)))
      .map(p => p.id),
  );
};

export const dashboardData = ({ orgid, membership }: Caller, query: DashboardQuery): DashboardData => {
  const { range } = query;
  const calls = rows('callhistory', orgid);
  const leads = rows('customerinterest', orgid);
  const plots = rows('plot', orgid);
  const inProject = query.projectid ? projectPlots(orgid, query.projectid) : null;

  const totals: PlotTotals = { totalCounts: 0 };
  for (const plot of plots) {
    if (inProject && !inProject.has(plot.id)) continue;
    const status = str(plot.status) as keyof Omit<PlotTotals, 'totalCounts'>;
    totals[status] = (totals[status] ?? 0) + 1;
    totals.totalCounts = (totals.totalCounts ?? 0) + 1;
  }

  const adminSources = [...new Set(leads.map(l => str(l.admin_source)).filter(Boolean))].sort();
  const statusKeys = query.plotstatus ? [query.plotstatus] : PLOT_STATUS_KEYS;
  const statusChanges = rows('plotstatus', orgid).filter(s => !inProject || inProject.has(Number(s.plot_id)));

  const list: Partial<DashboardLists> = {
    ozonetel: perDay(calls, range, c => c.call_type, ['Outgoing', 'Missed']),
    plots: totals,
    plotstatus: perDay(statusChanges, range, s => s.status, statusKeys),
    leads_status: perDay(leads, range, l => l.status, LEAD_SERIES.leads_status.keys),
    leads_site_source: perDay(leads, range, l => l.site_source, LEAD_SERIES.leads_site_source.keys),
    leads_leadtype: perDay(leads, range, l => l.lead_type, LEAD_SERIES.leads_leadtype.keys),
    leads_admin_source: perDay(leads, range, l => l.admin_source, adminSources),
  };

  if (may(membership, 'project')) {
    const projects = [...rows('project', orgid)].sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0) || a.id - b.id);
    const layoutProject = new Map(rows('layout', orgid).map(l => [l.id, Number(l.project_id)]));
    const byProject = new Map<number, { available: number; sold: number }>();
    for (const plot of plots) {
      const pid = layoutProject.get(Number(plot.lid));
      if (pid === undefined) continue;
      const entry = byProject.get(pid) ?? { available: 0, sold: 0 };
      if (plot.status === 'Available') entry.available += 1;
      if (plot.status === 'Sold') entry.sold += 1;
      byProject.set(pid, entry);
    }
    list.projects = projects.map(p => ({ id: p.id, name: str(p.name) }));
    // Ongoing: the projects that still have plots to sell.
    list.ongoingprojects = projects
      .filter(p => (byProject.get(p.id)?.available ?? 0) > 0)
      .map(p => ({ id: p.id, name: str(p.name), plotsavailable: byProject.get(p.id)!.available, plotssold: byProject.get(p.id)!.sold }));
  }

  if (orgid === 1 && may(membership, 'user')) {
    const users = new Map(rows('user', orgid).map(u => [u.id, str(u.name)]));
    const byUser = new Map<number, { callhistory: number; missedcallhistory: number }>();
    for (const call of calls) {
      const day = indiaDate(call.created_at);
      if (day < range.from || day > range.to) continue;
      const entry = byUser.get(Number(call.user_id)) ?? { callhistory: 0, missedcallhistory: 0 };
      if (call.call_type === 'Missed') entry.missedcallhistory += 1;
      else if (call.call_type === 'Outgoing') entry.callhistory += 1;
      byUser.set(Number(call.user_id), entry);
    }
    list.users = [...byUser].map(([id, counts]) => ({ id, name: users.get(id) ?? `User ${id}`, ...counts }));
  }

  return { counts: dashboardCounts(orgid), list };
};

/** The last 8 days in India, today included. */
export const serverDefaultRange = (now = new Date()): DateRange => {
  const to = indiaDate(now);
  return { from: addDays(to, -(HISTORY_DAYS - 1)), to };
};

/** fltdaterange 'from,to' (empty: the last 8 days); no date after tomorrow (spec 1 §5). */
export const parseDateRange = (value: string, now = new Date()): { range: DateRange } | { error: string } => {
  if (!value) return { range: serverDefaultRange(now) };
  const [from = '', to = ''] = value.split(',').map(s => s.trim());
  if (!isIsoDate(from) || !isIsoDate(to)) return { error: RANGE_MESSAGES.invalid };
  if (to > addDays(indiaDate(now), 1) || from > addDays(indiaDate(now), 1)) return { error: RANGE_MESSAGES.afterTomorrow };
  if (from > to) return { error: RANGE_MESSAGES.order };
  if (rangeLength({ from, to }) > MAX_RANGE_DAYS) return { error: RANGE_MESSAGES.tooLong };
  return { range: { from, to } };
};

export const dashboardHandlers = [
  http.get(`${API}/:orgid/dashboard`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'dashboard', action: 'view' });
    if (caller instanceof Response) return caller;
    return ok(dashboardData(caller, { range: serverDefaultRange(), plotstatus: '', projectid: '' }));
  }),

  http.post(`${API}/:orgid/dashboard/filter`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'dashboard', action: 'view' });
    if (caller instanceof Response) return caller;
    const body = await readBody(request);
    const errors: Record<string, string> = {};
    const parsed = parseDateRange(str(body.fltdaterange));
    if ('error' in parsed) errors.fltdaterange = parsed.error;
    const plotstatus = str(body.plotstatus);
    if (plotstatus && !PLOT_STATUS_KEYS.includes(plotstatus)) errors.plotstatus = 'The selected plot status is invalid.';
    const projectid = str(body.projectid);
    if (projectid && !rows('project', caller.orgid).some(p => String(p.id) === projectid)) {
      errors.projectid = 'The selected project is invalid.';
    }
    if (Object.keys(errors).length || 'error' in parsed) return invalid(errors);
    return ok(dashboardData(caller, { range: parsed.range, plotstatus, projectid }));
  }),
];
