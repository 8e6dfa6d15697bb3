/** Shaping data.list into each chart's series (spec 1 §2 "Dashboard", §7). docs/decisions.md "Notes: src/features/dashboard/series.ts" */
import type { DashboardLists, DayRow, OngoingProject, PlotTotals, UserCalls } from '../../api/methods/dashboard';
import { PLOT_STATUSES, statusColor, type PlotStatus } from '../plotStatus/colors';
import { daysOf, type DateRange } from './dateRange';
import { own } from '../../api/own';

export interface SeriesDef {
  key: string;
  color: string;
}

export interface DaySeries {
  /** One row per day: { date, [key]: number }. */
  rows: DayRow[];
  series: SeriesDef[];
}

/** Colours of the series that are not plot statuses (plot statuses use plotStatus/colors.ts). */
const PALETTE = ['#1e88e5', '#e53935', '#43a047', '#8e24aa', '#fb8c00', '#00897b', '#6d4c41', '#3949ab', '#c0ca33', '#546e7a'];

export const SERIES_COLORS: Readonly<Record<string, string>> = {
  Outgoing: '#1e88e5',
  Missed: '#e53935',
  New: '#1e88e5',
  Processing: '#fb8c00',
  Converted: '#43a047',
  Canceled: '#757575',
  DagaSite: '#1e5a8a',
  DagaApp: '#00897b',
  Hot: '#d84315',
  Warm: '#f9a825',
  Cold: '#0288d1',
};

const colorOf = (key: string, index: number): string =>
  (PLOT_STATUSES as readonly string[]).includes(key) ? statusColor(key) : (own(SERIES_COLORS, key) ?? PALETTE[index % PALETTE.length]!);

/** Ozonetel Calls: Outgoing and Missed. */
export const OZONETEL_KEYS = ['Outgoing', 'Missed'] as const;

/** The statuses of the Plot status chart and its filter. */
export const PLOT_STATUS_FILTERS = ['Booked', 'Blocked', 'Sold'] as const satisfies readonly PlotStatus[];

export type LeadTabId = 'leads_status' | 'leads_site_source' | 'leads_leadtype' | 'leads_admin_source';

/** The Leads tabs: label, the data.list key (sent as `filter`), and their series (admin sources come from the data). */
export const LEAD_TABS: ReadonlyArray<{ id: LeadTabId; label: string; keys: readonly string[] | null }> = [
  { id: 'leads_status', label: 'Status', keys: ['New', 'Processing', 'Converted', 'Canceled'] },
  { id: 'leads_site_source', label: 'Site Sources', keys: ['DagaSite', 'DagaApp'] },
  { id: 'leads_leadtype', label: 'Lead Type', keys: ['Hot', 'Warm', 'Cold'] },
  { id: 'leads_admin_source', label: 'Admin Source', keys: null },
];

const toNumber = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** Rows as a list of { date, ... } or an object keyed by date; anything else is no rows. */
const normalizeRows = (rows: unknown): DayRow[] => {
  if (Array.isArray(rows)) {
    return rows.filter((r): r is DayRow => !!r && typeof r === 'object' && typeof (r as DayRow).date === 'string');
  }
  if (rows && typeof rows === 'object') {
    return Object.entries(rows as Record<string, unknown>)
      .filter(([, v]) => v && typeof v === 'object')
      .map(([date, v]) => ({ ...(v as Record<string, number>), date }));
  }
  return [];
};

/** The series keys found in the rows, in order of appearance (everything but `date`). */
export const keysOf = (rows: unknown): string[] => {
  const keys: string[] = [];
  for (const row of normalizeRows(rows)) {
    for (const key of Object.keys(row)) if (key !== 'date' && !keys.includes(key)) keys.push(key);
  }
  return keys;
};

/** One point per day of the range with every key (0 when missing). */
export const toDaySeries = (rows: unknown, keys: readonly string[] | null, range: DateRange): DaySeries => {
  const list = normalizeRows(rows);
  const wanted = keys ?? keysOf(list);
  const byDate = new Map(list.map(r => [r.date.slice(0, 10), r]));
  return {
    rows: daysOf(range).map(date => {
      const source = byDate.get(date);
      const row: DayRow = { date };
      for (const key of wanted) row[key] = toNumber(source?.[key]);
      return row;
    }),
    series: wanted.map((key, i) => ({ key, color: colorOf(key, i) })),
  };
};

/** Nothing to draw: no series, or every value 0. */
export const isEmptySeries = ({ rows, series }: DaySeries): boolean =>
  series.length === 0 || rows.every(row => series.every(s => toNumber(row[s.key]) === 0));

/** Ozonetel Calls: Outgoing and Missed per day. */
export const ozonetelSeries = (list: Partial<DashboardLists> | undefined, range: DateRange): DaySeries =>
  toDaySeries(list?.ozonetel, OZONETEL_KEYS, range);

/** The Leads chart of one tab. */
export const leadSeries = (list: Partial<DashboardLists> | undefined, tab: LeadTabId, range: DateRange): DaySeries =>
  toDaySeries(list?.[tab], LEAD_TABS.find(t => t.id === tab)?.keys ?? null, range);

/** Plot status: the chosen status, or Booked, Blocked and Sold. */
export const plotStatusSeries = (list: Partial<DashboardLists> | undefined, status: string, range: DateRange): DaySeries =>
  toDaySeries(list?.plotstatus, status ? [status] : PLOT_STATUS_FILTERS, range);

export interface StatusTotal {
  status: PlotStatus;
  count: number;
  color: string;
}

/** Plot Summary (G21: data.list.plots): one bar per status, Hold and Resale only when there are any. */
export const plotSummary = (plots: PlotTotals | undefined): { bars: StatusTotal[]; total: number } => {
  const bars = PLOT_STATUSES.map(status => ({ status, count: toNumber(plots?.[status]), color: statusColor(status) })).filter(
    bar => bar.count > 0 || !['Hold', 'Resale'].includes(bar.status),
  );
  const counted = bars.reduce((sum, bar) => sum + bar.count, 0);
  const total = plots?.totalCounts !== undefined ? toNumber(plots.totalCounts) : counted;
  return { bars, total };
};

export interface UserCallRow {
  id: string;
  name: string;
  missed: number;
  outgoing: number;
}

/** User Calls: Name, Missed Calls, Outgoing Calls; busiest first, then by name. */
export const userCallRows = (users: UserCalls[] | undefined): UserCallRow[] =>
  (Array.isArray(users) ? users : [])
    .map(u => ({
      id: String(u.id),
      name: String(u.name ?? ''),
      missed: toNumber(u.missedcallhistory),
      outgoing: toNumber(u.callhistory),
    }))
    .sort((a, b) => b.outgoing + b.missed - (a.outgoing + a.missed) || a.name.localeCompare(b.name));

export interface OngoingRow {
  id: string;
  name: string;
  available: number;
  sold: number;
}

/** Ongoing Products: Project name, Available, Sold, in the server's order. */
export const ongoingRows = (projects: OngoingProject[] | undefined): OngoingRow[] =>
  (Array.isArray(projects) ? projects : []).map(p => ({
    id: String(p.id),
    name: String(p.name ?? ''),
    available: toNumber(p.plotsavailable),
    sold: toNumber(p.plotssold),
  }));

/** Sum of one key over the rows (the legend totals). */
export const totalOf = (rows: DayRow[], key: string): number => rows.reduce((sum, row) => sum + toNumber(row[key]), 0);
