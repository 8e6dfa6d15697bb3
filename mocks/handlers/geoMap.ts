/**
 * The Google-maps polygon editor's call (spec 1 §7): POST {orgid}/{save_link}/{itemid}/savegooglemap
 * with path (JSON text), itemid, save_link. Stores the polygon as `geo` (a list of lat/lng) on the
 * row of table `save_link`, behind `{save_link}.update` (layouts: project.update).
 */
import { http } from 'msw';
import { findRow, nowIso, touch } from '../db';
import { API, authorize, fail, invalid, ok, readBody, str } from './util';

export const GEO_SAVE_LINKS = ['layout', 'purchasedland'] as const;

const parsePath = (text: string): Array<{ lat: number; lng: number }> | null => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const points = value.map(p => {
    const o = (p ?? {}) as Record<string, unknown>;
    return { lat: Number(o.lat), lng: Number(o.lng) };
  });
  return points.every(p => Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180)
    ? points
    : null;
};

export const geoMapHandlers = [
  http.post(`${API}/:orgid/:link/:itemid/savegooglemap`, async ({ request, params }) => {
    const link = String(params.link);
    if (!(GEO_SAVE_LINKS as readonly string[]).includes(link)) return fail('Unable to save mapping data', 404);
    const caller = authorize(request, params.orgid, { resource: link, action: 'update' });
    if (caller instanceof Response) return caller;
    const values = await readBody(request);
    const row = findRow(link, caller.orgid, String(params.itemid));
    if (!row) return fail('Record not found', 404);
    if (str(values.itemid) && str(values.itemid) !== String(row.id)) return invalid({ itemid: 'The item does not match.' });
    const path = parsePath(str(values.path));
    if (!path) return invalid({ path: 'The path must be a list of points.' });
    if (path.length < 3) return invalid({ path: 'A polygon needs at least 3 points.' });
    row.geo = path;
    row.updated_at = nowIso();
    touch();
    return ok({ id: row.id, geo: path }, 'Map data saved successfully.');
  }),
];
