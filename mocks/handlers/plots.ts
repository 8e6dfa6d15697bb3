/**
 * Plots in the demo API (spec 1 §2 "Plots", §3, §5, §7): the list with its nine filters, the
 * lookups (plot/filter, plot/filters), the CSV export (plot/export), create / edit / delete, and
 * the read of the plot show status tab (plotstatus); the sale (plotsale) is in plotSales.ts.
 *
 * Every answer of a plot carries `layout` ({ id, name, project_id, project: { id, name } }) and
 * `customer` ({ id, name }) so that lists show their links without extra calls; a Blocked plot
 * with several member customers carries `members`.
 */
import { http, HttpResponse } from 'msw';
import { PLOT_STATUSES } from '../../src/features/plotStatus/colors';
import { EXPORT_FIELDS, PLOT_MESSAGES, inRange, parseRange, type ExportField } from '../../src/resources/inventory/plot/plotLogic';
import { findRow, orgRows, table, type Row } from '../db';
import { crud, listRows, type Values } from './crud';
import { API, personRef, layoutRef, textOrNull, num, authorize, fail, flag, ok, readQuery, str, type Caller, toCsv } from './util';
import { plotResaleOf } from './plotStatus';
import { idsContaining, loweredColumn } from './searchText';

/* Presentation ------------------------------------------------------------------------------ */

/**
 * A list answer's lookups, made once for all its plots rather than a scan of a table per plot
 * (All at 50,000 plots, issue 41): each plot's status history, the plots that have a resale record.
 */
interface PlotLookups {
  statusesOf(plot: Row): Row[];
  hasResale(plot: Row): boolean;
}

const oneScan = (): PlotLookups => {
  let statuses: Map<number, Row[]> | undefined;
  let resold: Set<number> | undefined;
  return {
    statusesOf(plot) {
      if (!statuses) {
        statuses = new Map();
        for (const s of table('plotstatus')) {
          if (s.organization_id !== plot.organization_id) continue;
          const list = statuses.get(s.plot_id as number);
          if (list) list.push(s);
          else statuses.set(s.plot_id as number, [s]);
        }
      }
      return statuses.get(plot.id) ?? [];
    },
    hasResale(plot) {
      resold ??= new Set(
        table('plotresale')
          .filter(r => r.organization_id === plot.organization_id)
          .map(r => r.plot_id as number),
      );
      return resold.has(plot.id);
    },
  };
};

/** One plot's own lookups (a plot's read, create or edit). */
const scanFor = (plot: Row): PlotLookups => ({
  statusesOf: () => table('plotstatus').filter(s => s.organization_id === plot.organization_id && s.plot_id === plot.id),
  hasResale: () => true,
});

/** The customers of the current Blocked run of a plot (a Blocked plot can have several members). */
const blockedMembers = (plot: Row, lookups: PlotLookups): Array<{ id: number; name: unknown }> => {
  if (plot.status !== 'Blocked') return [];
  const history = [...lookups.statusesOf(plot)].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  const ids: number[] = [];
  for (let i = history.length - 1; i >= 0 && history[i].status === 'Blocked'; i--) {
    const id = history[i].customer_id as number | null;
    if (id !== null && id !== undefined && !ids.includes(id)) ids.unshift(id);
  }
  if (plot.customer_id != null && !ids.includes(plot.customer_id as number)) ids.unshift(plot.customer_id as number);
  return ids.map(id => personRef('customer', plot.organization_id, id)).filter((x): x is { id: number; name: unknown } => !!x);
};

const presentWith = (row: Row, lookups: PlotLookups) => {
  const members = blockedMembers(row, lookups);
  return {
    ...row,
    layout: layoutRef(row.organization_id, row.lid),
    customer: personRef('customer', row.organization_id, row.customer_id),
    ...(members.length > 1 ? { members } : {}),
    // The plot's latest resale record (the status flow shows 'For Resale' while it is not Sold).
    plotResale: lookups.hasResale(row) ? plotResaleOf(row) : null,
  };
};

export const presentPlot = (row: Row) => presentWith(row, scanFor(row));

/* Filters ------------------------------------------------------------------------------------ */

/** The list keys handled here; the rest (page, perPage, s_sort, _order, showall, ids) go to listRows. */
const PAGING_KEYS = ['page', 'perPage', 's_sort', '_order', 'showall', 'ids'];

const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : [str(v)]);

/** The plot list's filters (api.md "Plots"): q, price, project_id, lid, squarefeet, status, is_corner, facing, date_from, date_to. */
export const filterPlots = (rows: Row[], query: Values, orgid: number): Row[] => {
  let result = rows;
  const layouts = new Map(orgRows('layout', orgid).map(l => [l.id, l]));
  const q = str(query.q).toLowerCase();
  if (q) {
    // The number, the notes, the customer's name or the layout's name contains q: the customers and
    // layouts that match found once, each text lowered once per value (searchText.ts).
    const customers = idsContaining(`customer@${orgid}`, orgRows('customer', orgid), 'name', q);
    const named = idsContaining(`layout@${orgid}`, [...layouts.values()], 'name', q);
    // The rows given are read by position: the texts of the list last searched are reused.
    const key = `plot@${orgid}`;
    const numbers = loweredColumn(key, result, 'number');
    const notes = loweredColumn(key, result, 'notes');
    result = result.filter((r, i) => numbers[i]!.includes(q) || notes[i]!.includes(q) || customers.has(r.customer_id) || named.has(r.lid));
  }
  if (str(query.project_id)) {
    const projects = asList(query.project_id);
    result = result.filter(r => projects.includes(str(layouts.get(r.lid as number)?.project_id)));
  }
  if (str(query.lid) || Array.isArray(query.lid)) {
    const lids = asList(query.lid);
    result = result.filter(r => lids.includes(str(r.lid)));
  }
  if (str(query.status) || Array.isArray(query.status)) {
    const statuses = asList(query.status);
    result = result.filter(r => statuses.includes(str(r.status)));
  }
  if (str(query.facing)) result = result.filter(r => str(r.facing) === str(query.facing));
  if (str(query.is_corner)) result = result.filter(r => flag(r.is_corner) === flag(query.is_corner));
  if (str(query.customer_id)) result = result.filter(r => str(r.customer_id) === str(query.customer_id));
  const price = parseRange(query.price);
  if (price) result = result.filter(r => inRange(r.price, price));
  const sqft = parseRange(query.squarefeet);
  if (sqft) result = result.filter(r => inRange(r.squarefeet, sqft));
  const from = str(query.date_from).slice(0, 10);
  const to = str(query.date_to).slice(0, 10);
  if (from) result = result.filter(r => r.created_at.slice(0, 10) >= from);
  if (to) result = result.filter(r => r.created_at.slice(0, 10) <= to);
  return result;
};

const paging = (query: Values): Values => Object.fromEntries(Object.entries(query).filter(([k]) => PAGING_KEYS.includes(k)));

const plotPage = (query: Values, caller: Caller) =>
  listRows(filterPlots(orgRows('plot', caller.orgid), query, caller.orgid), paging(query), {});

/* Export ------------------------------------------------------------------------------------- */

const yesNo = (v: unknown) => (flag(v) ? 'Yes' : 'No');

const EXPORT_VALUE: Record<ExportField, (row: Row) => unknown> = {
  customer_name: row => personRef('customer', row.organization_id, row.customer_id)?.name ?? '',
  project_id: row => layoutRef(row.organization_id, row.lid)?.project?.name ?? '',
  layout_id: row => layoutRef(row.organization_id, row.lid)?.name ?? '',
  number: row => row.number,
  measurement: row => row.measurement,
  coordinates: row => (Array.isArray(row.coordinates) ? (row.coordinates as unknown[][]).map(p => p.join(',')).join(' ') : ''),
  has_building: row => yesNo(row.has_building),
  square_feet: row => row.squarefeet,
  facing: row => row.facing,
  is_corner: row => yesNo(row.is_corner),
  status: row => row.status,
};

export const plotsCsv = (rows: Row[], fields: ExportField[]): string => {
  const header = fields.map(f => EXPORT_FIELDS.find(x => x.id === f)!.name);
  const lines = [header, ...rows.map(row => fields.map(f => EXPORT_VALUE[f](row)))];
  return toCsv(lines);
};

const parseFields = (value: unknown): ExportField[] | null => {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(list)) return null;
  const known = EXPORT_FIELDS.map(f => f.id) as string[];
  return list.map(String).filter((f): f is ExportField => known.includes(f));
};

/* Plot create / edit ------------------------------------------------------------------------ */

const PLOT_FIELDS = [
  'lid',
  'number',
  'measurement',
  'measurement_text',
  'squarefeet',
  'facing',
  'plot_facing',
  'is_corner',
  'has_building',
  'status',
  'customer_id',
  'notes',
  'price',
  'cords',
];

const toCoordinates = (cords: unknown): number[][] =>
  Array.isArray(cords)
    ? cords
        .filter(Array.isArray)
        .map(p => [Number(p[0]), Number(p[1])])
        .filter(p => p.every(Number.isFinite))
    : [];

/** The stored shape after a create / update: plot_facing and cords as the map editor sends them. */
const normalizePlot = (row: Row, mode: 'create' | 'update') => {
  if ('plot_facing' in row) {
    if (row.plot_facing) row.facing = row.plot_facing;
    delete row.plot_facing;
  }
  if ('cords' in row) {
    row.coordinates = toCoordinates(row.cords);
    delete row.cords;
  }
  if (mode === 'create') {
    if (!row.status) row.status = 'Available';
    if (!Array.isArray(row.coordinates)) row.coordinates = [];
    for (const key of ['is_corner', 'has_building']) if (row[key] === undefined) row[key] = 0;
  }
};

const validatePlot = (values: Values, { caller }: { caller: Caller }) => {
  const errors: Record<string, string> = {};
  if (!str(values.number)) errors.number = PLOT_MESSAGES.numberRequired;
  if (str(values.lid) && !findRow('layout', caller.orgid, str(values.lid))) errors.lid = 'The selected layout is invalid.';
  if (str(values.status) && !(PLOT_STATUSES as readonly string[]).includes(str(values.status))) {
    errors.status = 'The selected status is invalid.';
  }
  return Object.keys(errors).length ? errors : null;
};

/* Status history and sale -------------------------------------------------------------------- */

const presentStatus = (row: Row) => ({
  ...row,
  // The plot by number (a customer's Plot History tab lists several plots).
  plot: plotNumberRef(row.organization_id, row.plot_id),
  customer: personRef('customer', row.organization_id, row.customer_id),
  user: personRef('user', row.organization_id, row.user_id),
});

const plotNumberRef = (orgid: number, id: unknown) => {
  const plot = id === null || id === undefined ? undefined : findRow('plot', orgid, String(id));
  return plot ? { id: plot.id, number: plot.number } : null;
};

export const plotHandlers = [
  // Before crud('plot'): these paths would otherwise be taken for plot/{id}.
  http.get(`${API}/:orgid/plot/export`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plot', action: 'export' });
    if (caller instanceof Response) return caller;
    const query = readQuery(request);
    const fields = parseFields(query.fields);
    if (!fields || fields.length === 0)
      return fail('Please choose the fields to export.', 422, { fields: 'Please choose the fields to export.' });
    // A long export comes a page at a time (page, perPage: issue 41); otherwise every row.
    const rows = listRows(
      filterPlots(orgRows('plot', caller.orgid), query, caller.orgid),
      str(query.page) ? paging(query) : { ...paging(query), showall: 'true' },
      {},
    );
    const date = new Date().toISOString().slice(0, 10);
    return new HttpResponse(plotsCsv(rows.data, fields), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="plots-${date}.csv"`,
      },
    });
  }),

  // Lookups for selectors (plot.view or a form that picks a plot: LOOKUP_KEYS): 30 per page unless asked; plot/filters is the same read.
  ...['filter', 'filters'].map(segment =>
    http.get(`${API}/:orgid/plot/${segment}`, ({ request, params }) => {
      const caller = authorize(request, params.orgid, { resource: 'plot', action: 'lookup' });
      if (caller instanceof Response) return caller;
      const page = plotPage({ perPage: 30, s_sort: 'number', _order: 'ASC', ...readQuery(request) }, caller);
      return ok({
        ...page,
        data: page.data.map(r => ({
          id: r.id,
          number: r.number,
          lid: r.lid,
          status: r.status,
          squarefeet: r.squarefeet,
          layout: layoutRef(r.organization_id, r.lid),
        })),
      });
    }),
  ),

  http.get(`${API}/:orgid/plot`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plot', action: 'list' });
    if (caller instanceof Response) return caller;
    const page = plotPage(readQuery(request), caller);
    const lookups = oneScan();
    return ok({ ...page, data: page.data.map(row => presentWith(row, lookups)) });
  }),

  ...crud('plot', {
    fields: PLOT_FIELDS,
    coerce: {
      lid: num,
      number: v => str(v),
      measurement: v => str(v),
      measurement_text: textOrNull,
      squarefeet: num,
      facing: textOrNull,
      plot_facing: textOrNull,
      is_corner: flag,
      has_building: flag,
      status: v => str(v),
      customer_id: num,
      notes: textOrNull,
      price: num,
    },
    searchFields: ['number'],
    validate: (values, ctx) => validatePlot(values, ctx),
    present: row => presentPlot(row),
    afterChange: (event, row) => {
      if (event === 'create' || event === 'update') normalizePlot(row, event);
      if (event === 'delete') {
        for (const property of table('property')) {
          if (property.organization_id === row.organization_id && Array.isArray(property.plot_ids)) {
            property.plot_ids = (property.plot_ids as number[]).filter(id => id !== row.id);
          }
        }
      }
    },
    messages: { created: 'Plot created successfully.', updated: 'Plot updated successfully.', deleted: 'Plot deleted successfully.' },
  }),

  // The plot status history (plot show 'status' tab): filters plot_id and plot_status, 30 per page.
  http.get(`${API}/:orgid/plotstatus`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plotstatus', action: 'list' });
    if (caller instanceof Response) return caller;
    const query = { perPage: 30, ...readQuery(request) };
    const page = listRows(orgRows('plotstatus', caller.orgid), query, {
      customFilters: { plot_status: (row, value) => asList(value).includes(str(row.status)) },
    });
    return ok({ ...page, data: page.data.map(presentStatus) });
  }),

  // The sale of a plot (plot show 'custinfo' tab, Sold Detail) is read with GET plotsale?plot_id=
  // (mocks/handlers/plotSales.ts).
];
