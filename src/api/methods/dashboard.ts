/** The dashboard's calls (spec 1 §7 "Sign-in and dashboard")… docs/decisions.md "Notes: src/api/methods/dashboard.ts" */
import type { CoreCalls } from '../coreCalls';

/** One day of a chart: `{ date: 'YYYY-MM-DD', Outgoing: 12, Missed: 3 }`. */
export type DayRow = { date: string } & Record<string, number | string>;

export interface DashboardCounts {
  customers: number;
  giftsend: number;
  giftpending: number;
  listings: number;
  customerinterest: number;
}

/** Plot totals by status, and every plot (`totalCounts`). */
export type PlotTotals = Partial<Record<'Available' | 'Blocked' | 'Booked' | 'Sold' | 'Hold' | 'Resale', number>> & {
  totalCounts?: number;
};

export interface DashboardProject {
  id: number | string;
  name: string;
}

export interface OngoingProject extends DashboardProject {
  plotsavailable: number;
  plotssold: number;
}

export interface UserCalls {
  id: number | string;
  name: string;
  /** Outgoing calls. */
  callhistory: number;
  missedcallhistory: number;
}

export interface DashboardLists {
  /** Ozonetel calls per day: Outgoing, Missed. */
  ozonetel: DayRow[];
  /** Plot totals (Plot Summary, G21). */
  plots: PlotTotals;
  /** Plot status changes per day: Booked, Blocked, Sold (only the chosen one when filtered). */
  plotstatus: DayRow[];
  leads_status: DayRow[];
  leads_site_source: DayRow[];
  leads_leadtype: DayRow[];
  leads_admin_source: DayRow[];
  /** The project choices of the chart filters (with project.view). */
  projects: DashboardProject[];
  /** With project.view. */
  ongoingprojects: OngoingProject[];
  /** Organization 1 and user.view only. */
  users: UserCalls[];
}

export interface DashboardData {
  counts: Partial<DashboardCounts>;
  list: Partial<DashboardLists>;
}

/** The charts the console filters; sent as `service` (G21: service = chart id). */
export type DashboardService = 'ozonetel' | 'users' | 'leads' | 'plotstatus';

export interface DateRange {
  /** YYYY-MM-DD */
  from: string;
  /** YYYY-MM-DD */
  to: string;
}

export interface DashboardFilter {
  service: DashboardService;
  range: DateRange;
  /** Plot status chart: Booked, Blocked or Sold ('' = all three). */
  plotstatus?: string;
  /** Plot status chart: a project id ('' = every project). */
  projectid?: number | string;
  /** The selected series (G21), e.g. the Leads tab. */
  filter?: string;
}

/** The multipart fields of POST dashboard/filter, every one present (empty when unset). */
export const dashboardFilterPayload = (params: DashboardFilter): Record<string, string> => ({
  fltdaterange: `${params.range.from},${params.range.to}`,
  service: params.service,
  plotstatus: params.plotstatus ?? '',
  projectid: params.projectid === undefined || params.projectid === null ? '' : String(params.projectid),
  filter: params.filter ?? '',
});

const asDashboard = (data: unknown): DashboardData => {
  const value = (data && typeof data === 'object' ? data : {}) as Partial<DashboardData>;
  return { counts: value.counts ?? {}, list: value.list ?? {} };
};

export const dashboardMethods = (core: CoreCalls) => ({
  /** GET {orgid}/dashboard. */
  async getDashboard(): Promise<{ data: DashboardData }> {
    const { data } = await core.call<DashboardData>('GET', 'dashboard');
    return { data: asDashboard(data) };
  },

  /** POST {orgid}/dashboard/filter: one chart's data for a date range and its filters. */
  async filterDashboard(params: DashboardFilter): Promise<{ data: DashboardData }> {
    const { data } = await core.call<DashboardData>('POST', 'dashboard/filter', dashboardFilterPayload(params));
    return { data: asDashboard(data) };
  },
});
