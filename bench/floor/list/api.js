/**
 * The floor list's data: the console's demo store (mocks/db, the same seeded rows and the same
 * changes, read from the console's localStorage slot, never written), answered in
 * ra-data-simple-rest's dialect by an msw service worker, as the console's demo API is. Only
 * what a list page reads: getList / getMany (GET /floor-api/{resource}?sort=…&range=…&filter=…,
 * the total in Content-Range) and getOne (GET /floor-api/{resource}/{id}), for organization 1.
 */
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { configureDb, db, orgRows } from '../../../mocks/db';

/** The console's own slot (mocks/browserStorage.ts): read only. */
const STORE_KEY = 'plots-console.demo-db.v2';
export const ORG = 1;
export const API = '/floor-api';

const str = v => (v === undefined || v === null ? '' : String(v));
const compare = (a, b) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : str(a).localeCompare(str(b), undefined, { numeric: true });
const parse = (text, fallback) => {
  try {
    return text ? JSON.parse(text) : fallback;
  } catch {
    return fallback;
  }
};

const list = ({ params, request }) => {
  const query = new URL(request.url).searchParams;
  const filter = parse(query.get('filter'), {});
  const [field, order] = parse(query.get('sort'), ['id', 'ASC']);
  // getMany sends no range: every match.
  const [from, to] = parse(query.get('range'), [0, Number.MAX_SAFE_INTEGER - 1]);
  let rows = orgRows(params.resource, ORG);
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'q') {
      const q = str(value).toLowerCase();
      rows = rows.filter(r => ['name', 'number', 'notes'].some(f => str(r[f]).toLowerCase().includes(q)));
    } else if (Array.isArray(value)) {
      const wanted = new Set(value.map(String));
      rows = rows.filter(r => wanted.has(str(r[key])));
    } else rows = rows.filter(r => str(r[key]) === str(value));
  }
  const dir = String(order).toUpperCase() === 'DESC' ? -1 : 1;
  rows = [...rows].sort((a, b) => dir * compare(a[field], b[field]) || dir * (a.id - b.id));
  const page = rows.slice(from, to + 1);
  const last = page.length ? from + page.length - 1 : from;
  return HttpResponse.json(page, { headers: { 'Content-Range': `${params.resource} ${from}-${last}/${rows.length}` } });
};

const one = ({ params }) => {
  const row = orgRows(params.resource, ORG).find(r => str(r.id) === params.id);
  return row ? HttpResponse.json(row) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
};

export const startFloorApi = async () => {
  configureDb({
    // The console's seed size too (mocks/browserStorage.ts SCALE_KEY): the same rows at either size.
    persistence: {
      read: () => localStorage.getItem(STORE_KEY),
      write() {},
      clear() {},
      scale: () => (localStorage.getItem('plots-console.demo-scale') === 'large' ? 'large' : 'standard'),
    },
    now: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000),
  });
  // Seeded now, as the console's store is by the time its dashboard shows: not in a timing.
  db();
  await setupWorker(http.get(`${API}/:resource`, list), http.get(`${API}/:resource/:id`, one)).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
};
