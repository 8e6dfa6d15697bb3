/**
 * Plot sales in the demo API (spec 2 §2 "Sales records", §3, §4, §5, §7):
 * - plotsale: list (filters q, plot_id, project_id, customer_id, broker_id, date_from, date_to),
 *   show, update (POST with _method=PUT, multipart, sale fields only: G29), delete (the plot goes
 *   back to Available with a history row in plotstatus), and
 *   POST plotsale/{id}/customerimage/delete with key. The create (POST plotsale) belongs to the
 *   plot status flow (mocks/handlers/plotStatus.ts).
 * - plotsalestatus: the status records of a sale (filter sold_plot_id) and their create
 *   (sold_plot_id, notes, statustype).
 * - plotsalestatuslist: the status types (create / edit / delete; the read is a lookup).
 * - plotsaleinstalment: list (filter plotsaleid), get, create, update with the messages of §5.
 * - user/filter: the user lookup of the instalment's Received User (until the users area lands;
 *   a handler registered before this one answers instead).
 */
import { http, HttpResponse } from 'msw';
import { findRow, nextId, nowIso, orgRows, table, touch, type Row } from '../db';
import { INSTALMENT_TABLE, SALE_STATUS_TABLE, SALE_STATUS_TYPE_TABLE } from '../seed/plotSales';
import { crud, listRows, type Values } from './crud';
import {
  API,
  personRef,
  layoutRef,
  isFile,
  textOrNull,
  num,
  authorize,
  fail,
  invalid,
  ok,
  readBody,
  readQuery,
  str,
  type Caller,
} from './util';
import {
  INSTALMENT_MESSAGES,
  SALE_MESSAGES,
  SALE_STATUS_MESSAGES,
  validateCustomerImage,
} from '../../src/resources/sales/plotsale/saleLogic';
import { setPlotStatus } from './plotStatus';

const isDate = (v: unknown) => /^\d{4}-\d{2}-\d{2}/.test(str(v)) && !Number.isNaN(Date.parse(str(v).slice(0, 10)));
const dateOnly = (v: unknown): string | null => (isDate(v) ? str(v).slice(0, 10) : null);

/* Customer images ---------------------------------------------------------------------------- */

/**
 * Uploaded customer images: kept in memory and, up to 100 KB, in the store (so they survive a
 * reload). Seeded sales' images are drawn. Served at demo-assets/customerimage/{key}.
 */
const IMAGE_TABLE = 'plotsalefile';
const PERSIST_MAX_BYTES = 100_000;
const memoryImages = new Map<string, { bytes: Uint8Array; type: string }>();

const imageUrl = (key: unknown) => (str(key) ? `/api/v1/demo-assets/customerimage/${encodeURIComponent(str(key))}` : null);

const toBase64 = (bytes: Uint8Array): string => {
  const chunks: string[] = [];
  for (let at = 0; at < bytes.length; at += 0x4000) chunks.push(String.fromCharCode(...bytes.subarray(at, at + 0x4000)));
  return btoa(chunks.join(''));
};

const storeImage = async (caller: Caller, saleId: number, file: File): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const safe = (file.name || 'image').replace(/[^A-Za-z0-9._-]+/g, '-');
  const key = `sale-${saleId}-${nextId(IMAGE_TABLE)}-${safe}`;
  const type = file.type || 'application/octet-stream';
  memoryImages.set(key, { bytes, type });
  if (bytes.length <= PERSIST_MAX_BYTES) {
    table(IMAGE_TABLE).push({
      id: nextId(IMAGE_TABLE),
      organization_id: caller.orgid,
      file_key: key,
      type,
      data: toBase64(bytes),
      created_at: nowIso(),
    });
  }
  return key;
};

const dropImage = (key: unknown) => {
  memoryImages.delete(str(key));
  const files = table(IMAGE_TABLE);
  const at = files.findIndex(f => f.file_key === str(key));
  if (at >= 0) files.splice(at, 1);
};

const escapeXml = (text: string) => text.replace(/[<>&"]/g, c => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** A drawn portrait for a seeded sale (customer-{saleId}.svg). */
const drawnImage = (key: string): string | null => {
  const match = /^customer-(\d+)\.svg$/.exec(key);
  if (!match) return null;
  const sale = table('plotsale').find(s => String(s.id) === match[1] && s.customer_image === key);
  if (!sale) return null;
  const name = str(personRef('customer', sale.organization_id, sale.customer_id)?.name) || 'Customer';
  const initials = name
    .split(/\s+/)
    .map(w => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const hue = (sale.id * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" fill="hsl(${hue},45%,85%)"/><circle cx="120" cy="95" r="48" fill="hsl(${hue},35%,55%)"/><rect x="50" y="155" width="140" height="70" rx="35" fill="hsl(${hue},35%,55%)"/><text x="120" y="108" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#fff">${escapeXml(initials)}</text></svg>`;
};

/* Presentation ------------------------------------------------------------------------------- */

const userRef = (row: Row) => {
  const ref = personRef('user', row.organization_id, row.user_id);
  if (row.user_name) return { id: row.user_id, name: row.user_name };
  return ref;
};

const points = (list: unknown, values: [string, unknown][]) => {
  if (Array.isArray(list)) return list;
  return values
    .filter(([, v]) => Number(v) > 0)
    .map(([transaction_type, point_value]) => ({ transaction_type, point_value: Number(point_value) }));
};

const latestStatus = (sale: Row) =>
  orgRows(SALE_STATUS_TABLE, sale.organization_id)
    .filter(s => String(s.sold_plot_id) === String(sale.id))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0];

export const presentSale = (row: Row) => {
  const plot = row.plot_id != null ? findRow('plot', row.organization_id, String(row.plot_id)) : undefined;
  const layout = plot ? layoutRef(row.organization_id, plot.lid) : null;
  const latest = latestStatus(row);
  return {
    ...row,
    plot: plot ? { id: plot.id, number: plot.number, status: plot.status, lid: plot.lid, layout } : null,
    project: layout?.project ?? null,
    customer: personRef('customer', row.organization_id, row.customer_id),
    broker: personRef('customer', row.organization_id, row.broker_id),
    user: userRef(row),
    // The status flow stores the picture's URL with the sale; a seeded sale's picture is drawn.
    cust_image_url: row.customer_image ? (row.cust_image_url ?? imageUrl(row.customer_image)) : null,
    customerplotpoints: points(row.customerplotpoints, [
      ['EARNED', row.customer_point_earned_value],
      ['SPEND', row.customer_point_spend_value],
    ]),
    brokerplotpoints: points(row.brokerplotpoints, [['EARNED', row.broker_point_value]]),
    sale_status: latest ? latest.status : null,
  };
};

/* Sale list ---------------------------------------------------------------------------------- */

const SALE_FILTER_KEYS = ['q', 'project_id', 'date_from', 'date_to'];

const filterSales = (rows: Row[], query: Values, orgid: number): Row[] => {
  let result = rows;
  const q = str(query.q).toLowerCase();
  if (q) {
    const plots = new Map(orgRows('plot', orgid).map(p => [p.id, str(p.number).toLowerCase()]));
    const customers = new Map(orgRows('customer', orgid).map(c => [c.id, str(c.name).toLowerCase()]));
    result = result.filter(
      r =>
        (plots.get(r.plot_id as number) ?? '').includes(q) ||
        (customers.get(r.customer_id as number) ?? '').includes(q) ||
        str(r.notes).toLowerCase().includes(q),
    );
  }
  if (str(query.project_id)) {
    const projects = (Array.isArray(query.project_id) ? query.project_id : [query.project_id]).map(String);
    result = result.filter(r => {
      const plot = findRow('plot', orgid, String(r.plot_id));
      return !!plot && projects.includes(str(layoutRef(orgid, plot.lid)?.project_id));
    });
  }
  const from = str(query.date_from).slice(0, 10);
  const to = str(query.date_to).slice(0, 10);
  if (from) result = result.filter(r => r.created_at.slice(0, 10) >= from);
  if (to) result = result.filter(r => r.created_at.slice(0, 10) <= to);
  return result;
};

const withoutKeys = (query: Values, keys: string[]) => Object.fromEntries(Object.entries(query).filter(([k]) => !keys.includes(k)));

/* Sale update -------------------------------------------------------------------------------- */

const validateSale = (values: Values, caller: Caller): Record<string, string> => {
  const errors: Record<string, string> = {};
  if ('price' in values) {
    if (!str(values.price)) errors.price = SALE_MESSAGES.priceRequired;
    else if (num(values.price) === null || (num(values.price) as number) <= 0) errors.price = SALE_MESSAGES.priceNumber;
  }
  if (str(values.registration_due_date) && !isDate(values.registration_due_date)) {
    errors.registration_due_date = SALE_MESSAGES.dueDateInvalid;
  }
  if (str(values.broker_id) && !findRow('customer', caller.orgid, str(values.broker_id))) errors.broker_id = SALE_MESSAGES.brokerInvalid;
  const image = values.customer_image;
  if (isFile(image) && validateCustomerImage({ rawFile: image })) errors.customer_image = SALE_MESSAGES.imageType;
  return errors;
};

/** Deleting a sale: the plot back to Available (with its history row), the sale's records with it. */
const afterSaleDeleted = (sale: Row, caller: Caller) => {
  const plot = findRow('plot', caller.orgid, String(sale.plot_id));
  if (plot) setPlotStatus(caller, plot, 'Available', null, SALE_MESSAGES.deletedHistoryNote);
  for (const name of [SALE_STATUS_TABLE, INSTALMENT_TABLE]) {
    const key = name === SALE_STATUS_TABLE ? 'sold_plot_id' : 'plot_sale_id';
    const rows = table(name);
    for (let i = rows.length - 1; i >= 0; i--) {
      if (rows[i]!.organization_id === caller.orgid && String(rows[i]![key]) === String(sale.id)) rows.splice(i, 1);
    }
  }
  if (sale.customer_image) dropImage(sale.customer_image);
};

const saleHandlers = [
  http.get(`${API}/demo-assets/customerimage/:key`, ({ params }) => {
    const key = decodeURIComponent(String(params.key));
    const drawn = drawnImage(key);
    if (drawn) return new HttpResponse(drawn, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
    const inMemory = memoryImages.get(key);
    if (inMemory) return new HttpResponse(inMemory.bytes, { headers: { 'Content-Type': inMemory.type } });
    const stored = table(IMAGE_TABLE).find(f => f.file_key === key);
    if (!stored) return new HttpResponse('Not found', { status: 404 });
    const bytes = Uint8Array.from(atob(String(stored.data)), c => c.charCodeAt(0));
    return new HttpResponse(bytes, { headers: { 'Content-Type': String(stored.type) } });
  }),

  // The sale list; the plot show 'custinfo' tab reads it with plot_id.
  http.get(`${API}/:orgid/plotsale`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plotsale', action: 'list' });
    if (caller instanceof Response) return caller;
    const query = readQuery(request);
    const rows = filterSales(orgRows('plotsale', caller.orgid), query, caller.orgid);
    const page = listRows(rows, withoutKeys(query, SALE_FILTER_KEYS), {});
    return ok({ ...page, data: page.data.map(presentSale) });
  }),

  http.get(`${API}/:orgid/plotsale/:id`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plotsale', action: 'show' });
    if (caller instanceof Response) return caller;
    const row = findRow('plotsale', caller.orgid, String(params.id));
    return row ? ok(presentSale(row)) : fail('Record not found', 404);
  }),

  http.post(`${API}/:orgid/plotsale/:id/customerimage/delete`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plotsale', action: 'update' });
    if (caller instanceof Response) return caller;
    const row = findRow('plotsale', caller.orgid, String(params.id));
    if (!row) return fail('Record not found', 404);
    const { key } = await readBody(request);
    if (!str(key) || str(key) !== str(row.customer_image)) return fail(SALE_MESSAGES.imageNotFound, 422);
    dropImage(row.customer_image);
    row.customer_image = null;
    row.cust_image_url = null;
    row.updated_at = nowIso();
    touch();
    return ok(presentSale(row), SALE_MESSAGES.imageDeleted);
  }),

  http.post(`${API}/:orgid/plotsale/:id`, async ({ request, params }) => {
    const values = await readBody(request);
    if (values._method !== 'PUT') return fail('Method not allowed', 405);
    const caller = authorize(request, params.orgid, { resource: 'plotsale', action: 'update' });
    if (caller instanceof Response) return caller;
    const row = findRow('plotsale', caller.orgid, String(params.id));
    if (!row) return fail('Record not found', 404);
    const errors = validateSale(values, caller);
    if (Object.keys(errors).length) return invalid(errors);
    // The sale fields only (G29): plot, customer and the amounts of the sale stay as recorded.
    if ('price' in values) row.price = num(values.price);
    if ('registration_due_date' in values) row.registration_due_date = dateOnly(values.registration_due_date);
    if ('notes' in values) row.notes = textOrNull(values.notes);
    if ('broker_id' in values) row.broker_id = num(values.broker_id);
    if (isFile(values.customer_image)) {
      if (row.customer_image) dropImage(row.customer_image);
      row.customer_image = await storeImage(caller, row.id, values.customer_image);
      row.cust_image_url = imageUrl(row.customer_image);
    }
    row.updated_at = nowIso();
    touch();
    return ok(presentSale(row), SALE_MESSAGES.updated);
  }),

  http.delete(`${API}/:orgid/plotsale/:id`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plotsale', action: 'delete' });
    if (caller instanceof Response) return caller;
    const rows = table('plotsale');
    const index = rows.findIndex(r => r.organization_id === caller.orgid && String(r.id) === String(params.id));
    if (index < 0) return fail('Record not found', 404);
    const [row] = rows.splice(index, 1);
    afterSaleDeleted(row!, caller);
    touch();
    return ok({ id: row!.id }, SALE_MESSAGES.deleted);
  }),
];

/* Sale status records ------------------------------------------------------------------------ */

const presentStatus = (row: Row) => ({
  ...row,
  user: userRef(row),
  statustype_name: row.status,
});

const statusHandlers = [
  http.get(`${API}/:orgid/plotsalestatus`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plotsalestatus', action: 'list' });
    if (caller instanceof Response) return caller;
    const page = listRows(orgRows(SALE_STATUS_TABLE, caller.orgid), readQuery(request), { searchFields: ['status', 'notes'] });
    return ok({ ...page, data: page.data.map(presentStatus) });
  }),

  http.post(`${API}/:orgid/plotsalestatus`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plotsalestatus', action: 'create' });
    if (caller instanceof Response) return caller;
    const values = await readBody(request);
    const errors: Record<string, string> = {};
    const sale = str(values.sold_plot_id) ? findRow('plotsale', caller.orgid, str(values.sold_plot_id)) : undefined;
    if (!sale) errors.sold_plot_id = SALE_STATUS_MESSAGES.saleInvalid;
    const type = str(values.statustype) ? findRow(SALE_STATUS_TYPE_TABLE, caller.orgid, str(values.statustype)) : undefined;
    if (!str(values.statustype)) errors.statustype = SALE_STATUS_MESSAGES.typeRequired;
    else if (!type) errors.statustype = SALE_STATUS_MESSAGES.typeInvalid;
    if (Object.keys(errors).length) return invalid(errors);
    const row: Row = {
      id: nextId(SALE_STATUS_TABLE),
      organization_id: caller.orgid,
      sold_plot_id: sale!.id,
      statustype: type!.id,
      status: type!.status,
      notes: textOrNull(values.notes),
      user_id: caller.account.id,
      user_name: caller.account.name,
      created_at: nowIso(),
    };
    table(SALE_STATUS_TABLE).push(row);
    touch();
    return ok(presentStatus(row), SALE_STATUS_MESSAGES.created);
  }),
];

/* Status types ------------------------------------------------------------------------------- */

const statusTypeHandlers = [
  // The status types are a lookup (inventory: GET plotsalestatuslist, 1000 per page for the
  // sale status selector): any member reads them; changes need the plotsalestatustype keys.
  http.get(`${API}/:orgid/${SALE_STATUS_TYPE_TABLE}`, ({ request, params }) => {
    const caller = authorize(request, params.orgid);
    if (caller instanceof Response) return caller;
    return ok(listRows(orgRows(SALE_STATUS_TYPE_TABLE, caller.orgid), readQuery(request), { searchFields: ['status'] }));
  }),
  ...crud(SALE_STATUS_TYPE_TABLE, {
    fields: ['status'],
    coerce: { status: v => str(v) },
    searchFields: ['status'],
    validate: values => {
      if (!str(values.status)) return { status: SALE_STATUS_MESSAGES.typeStatusRequired };
      if (str(values.status).length > 120) return { status: SALE_STATUS_MESSAGES.typeStatusLength };
      return null;
    },
    messages: {
      created: 'Plot sale status type created successfully.',
      updated: 'Plot sale status type updated successfully.',
      deleted: 'Plot sale status type deleted successfully.',
    },
  }),
];

/* Instalments -------------------------------------------------------------------------------- */

const presentInstalment = (row: Row) => ({
  ...row,
  plotsaleid: row.plot_sale_id,
  received_user: personRef('user', row.organization_id, row.received_user_id),
});

const validateInstalment = (values: Values, { mode, caller }: { mode: 'create' | 'update'; caller: Caller }) => {
  const errors: Record<string, string> = {};
  if (!str(values.amount)) errors.amount = INSTALMENT_MESSAGES.amount;
  else if (num(values.amount) === null || (num(values.amount) as number) <= 0) errors.amount = INSTALMENT_MESSAGES.amountNumber;
  if (!str(values.received_at)) errors.received_at = INSTALMENT_MESSAGES.receivedAt;
  else if (!isDate(values.received_at)) errors.received_at = INSTALMENT_MESSAGES.receivedAtInvalid;
  if (!str(values.received_user_id)) errors.received_user_id = INSTALMENT_MESSAGES.receivedUser;
  else if (!findRow('user', caller.orgid, str(values.received_user_id))) errors.received_user_id = INSTALMENT_MESSAGES.receivedUserInvalid;
  if (mode === 'create' || 'plotsaleid' in values) {
    const sale = str(values.plotsaleid) ? findRow('plotsale', caller.orgid, str(values.plotsaleid)) : undefined;
    if (!sale) errors.plotsaleid = INSTALMENT_MESSAGES.saleInvalid;
  }
  return Object.keys(errors).length ? errors : null;
};

const instalmentHandlers = crud(INSTALMENT_TABLE, {
  fields: ['amount', 'received_at', 'received_user_id', 'plotid', 'plotsaleid'],
  coerce: {
    amount: num,
    received_at: dateOnly,
    received_user_id: num,
    plotid: num,
    plotsaleid: num,
  },
  customFilters: { plotsaleid: (row, value) => String(row.plot_sale_id) === str(value) },
  searchFields: ['amount'],
  validate: validateInstalment,
  present: row => presentInstalment(row),
  afterChange: (event, row) => {
    if (event === 'delete') return;
    // Stored as plot_sale_id (spec 2 §3); the plot is the sale's.
    if (row.plotsaleid != null) row.plot_sale_id = row.plotsaleid;
    delete row.plotsaleid;
    const sale = findRow('plotsale', row.organization_id, String(row.plot_sale_id));
    if (sale) row.plotid = sale.plot_id;
  },
  deletable: false,
  messages: { created: INSTALMENT_MESSAGES.created, updated: INSTALMENT_MESSAGES.updated },
});

export const plotSaleHandlers = [...saleHandlers, ...statusHandlers, ...statusTypeHandlers, ...instalmentHandlers];
