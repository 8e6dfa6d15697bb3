/**
 * The plot maps in the demo API (spec 1 §7 "Plot map editor", N6; spec 3 "Price guides", C3, N7):
 * - GET layout/{id}/plots, answered here before the layout handlers so that every plot carries
 *   what the map colours need: plotbooked ({ id, paid } of its latest booking) and plotResale
 *   (its resale records);
 * - PUT plot/{id}/coordinates (POST with _method=PUT) with cords[i][0], cords[i][1];
 * - GET priceguide/{id}/plots/{layoutid}, POST priceguide/assignpriceplot and
 *   priceguide/removeassignpriceplot (priceid, sid[]). A plot's price guide is its priceguide_id.
 *
 * POST plot with lid, number, measurement, squarefeet, facing and cords is the plot handler's
 * (mocks/handlers/plots.ts stores cords as coordinates).
 *
 * `plotMapFallbackHandlers` serve GET priceguide/{id} minimally; they are listed after every
 * other area so that the price guide resource's own handler answers when it exists.
 */
import { http } from 'msw';
import { findRow, orgRows, table, touch, type Row } from '../db';
import { PRICE_GUIDE_TABLE } from '../seed/projects';
import { MAP_MESSAGES, MIN_POINTS, pointsOf } from '../../src/features/plotMap/mapLogic';
import { API, authorize, fail, invalid, ok, readBody, str } from './util';

const sameId = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);

/** localeCompare with { numeric: true }, one collator for every comparison (2,000 plots). */
const numeric = new Intl.Collator(undefined, { numeric: true });
const byNumber = (a: Row, b: Row) => numeric.compare(str(a.number), str(b.number));

/** The plot as the maps read it: the row, its latest booking's paid flag and its resale records. */
const mapPlot = (plot: Row, bookings: Map<number, Row>, resales: Map<number, Array<{ id: number; status: unknown }>>) => {
  const booking = bookings.get(plot.id);
  return {
    ...plot,
    plotbooked: booking ? { id: booking.id, paid: booking.paid ?? 0 } : null,
    plotResale: resales.get(plot.id) ?? [],
  };
};

const mapPlotsOf = (orgid: number, layoutId: number) => {
  const bookings = new Map<number, Row>();
  for (const b of orgRows('plotbook', orgid)) {
    const current = bookings.get(b.plot_id as number);
    if (!current || str(current.created_at) <= str(b.created_at)) bookings.set(b.plot_id as number, b);
  }
  const resales = new Map<number, Array<{ id: number; status: unknown }>>();
  for (const r of orgRows('plotresale', orgid)) {
    const list = resales.get(r.plot_id as number) ?? [];
    list.push({ id: r.id, status: r.status });
    resales.set(r.plot_id as number, list);
  }
  return orgRows('plot', orgid)
    .filter(p => sameId(p.lid, layoutId))
    .sort(byNumber)
    .map(p => mapPlot(p, bookings, resales));
};

const ids = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]).map(v => str(v)).filter(Boolean);

const assignment =
  (assign: boolean) =>
  async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const caller = authorize(request, params.orgid as string, { resource: 'priceguide', action: 'edit' });
    if (caller instanceof Response) return caller;
    const body = await readBody(request);
    const guide = findRow(PRICE_GUIDE_TABLE, caller.orgid, str(body.priceid));
    if (!guide) return fail('Price guide not found', 404);
    const wanted = ids(body.sid);
    if (wanted.length === 0) return invalid({ sid: 'Please select the plots.' });
    const plots = orgRows('plot', caller.orgid).filter(p => wanted.includes(String(p.id)));
    if (plots.length !== wanted.length) return fail('The selected plot is invalid.', 422);
    for (const plot of plots) {
      if (assign) plot.priceguide_id = guide.id;
      else if (sameId(plot.priceguide_id, guide.id)) plot.priceguide_id = null;
    }
    touch();
    return ok(
      plots.map(p => ({ id: p.id, priceguide_id: p.priceguide_id ?? null })),
      assign ? MAP_MESSAGES.assigned : MAP_MESSAGES.unassigned,
    );
  };

export const plotMapHandlers = [
  http.get(`${API}/:orgid/layout/:id/plots`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'layout', action: 'show' });
    if (caller instanceof Response) return caller;
    const layout = findRow('layout', caller.orgid, String(params.id));
    if (!layout) return fail('Record not found', 404);
    return ok(mapPlotsOf(caller.orgid, layout.id));
  }),

  http.post(`${API}/:orgid/plot/:id/coordinates`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plot', action: 'edit' });
    if (caller instanceof Response) return caller;
    const body = await readBody(request);
    if (str(body._method).toUpperCase() !== 'PUT') return fail('Method not allowed', 405);
    const plot = findRow('plot', caller.orgid, String(params.id));
    if (!plot) return fail('Record not found', 404);
    const points = pointsOf(body.cords);
    if (points.length < MIN_POINTS) return invalid({ cords: 'A plot needs at least 3 points.' });
    plot.coordinates = points;
    plot.updated_at = new Date().toISOString();
    touch();
    return ok(plot, MAP_MESSAGES.saved);
  }),

  http.get(`${API}/:orgid/priceguide/:id/plots/:layoutid`, ({ request, params }) => {
    const caller = authorize(request, params.orgid);
    if (caller instanceof Response) return caller;
    const guide = findRow(PRICE_GUIDE_TABLE, caller.orgid, String(params.id));
    if (!guide) return fail('Record not found', 404);
    const layout = findRow('layout', caller.orgid, String(params.layoutid));
    if (!layout) return fail('Record not found', 404);
    return ok(
      orgRows('plot', caller.orgid)
        .filter(p => sameId(p.lid, layout.id))
        .sort(byNumber)
        .map(p => ({
          id: p.id,
          number: p.number,
          status: p.status,
          measurement: p.measurement,
          squarefeet: p.squarefeet,
          facing: p.facing,
          coordinates: p.coordinates,
          priceguide_id: p.priceguide_id ?? null,
        })),
    );
  }),

  http.post(`${API}/:orgid/priceguide/assignpriceplot`, assignment(true)),
  http.post(`${API}/:orgid/priceguide/removeassignpriceplot`, assignment(false)),
];

/** Answers GET priceguide/{id} only when no other area does (listed last, before the 404s). */
export const plotMapFallbackHandlers = [
  http.get(`${API}/:orgid/priceguide/:id`, ({ request, params }) => {
    const caller = authorize(request, params.orgid);
    if (caller instanceof Response) return caller;
    const guide = findRow(PRICE_GUIDE_TABLE, caller.orgid, String(params.id));
    if (!guide) return fail('Record not found', 404);
    const layout = guide.layout_id ? findRow('layout', caller.orgid, String(guide.layout_id)) : undefined;
    return ok({ ...guide, layout: layout ? { id: layout.id, name: layout.name } : null });
  }),
];

/** The plots of a price guide (for the seed and the tests). */
export const plotsOfGuide = (guideId: number): Row[] => table('plot').filter(p => sameId(p.priceguide_id, guideId));
