/**
 * The price guide resource of the demo API (spec 3 "Price guides"; inventory C2): layout-scoped
 * guides (layout_id). Project-scoped rows of the same table (project_id, no layout_id: the project
 * page's price/guide/* rows) are not part of this resource: they are neither listed nor served here.
 *
 * - GET priceguide (q, layout_id), GET priceguide/filter, GET priceguide/{id} (with its plots)
 * - POST priceguide (name, price, layout required)
 * - POST priceguide/{id}/update (priceid, name, price, new_price, notes, price_rating, min_price,
 *   layout_id, action, sid[]) → 'Price Guide updated.'; sid[] is the whole set of the guide's plots
 * - DELETE priceguide/{id} (its plots become unassigned)
 * - The lookups the form's visibility choices need, customerattributetype/filter and
 *   customergroup/filter, answered with a small fixed list while no customer area serves them
 *   (a handler of that area, listed anywhere, takes over as soon as its table has rows).
 * The map's calls (priceguide/{id}/plots/{layoutid}, assign, unassign) are mocks/handlers/plotMap.ts.
 */
import { http } from 'msw';
import { findRow, nextId, nowIso, orgRows, table, touch, type Row } from '../db';
import { listRows, nextVersion, refuseStale, withVersion } from './crud';
import { API, authorize, fail, invalid, ok, readBody, readQuery, str, type Caller } from './util';

const TABLE = 'priceguide';

export const PRICE_GUIDE_API_MESSAGES = {
  created: 'Price Guide created.',
  updated: 'Price Guide updated.',
  deleted: 'Price Guide deleted.',
  nameRequired: 'Name is required',
  priceRequired: 'Price is required',
  layoutRequired: 'Layout is required',
} as const;

/* Lookups of the visibility choices -------------------------------------------------------------- */

interface AttributeType {
  id: number;
  name: string;
  option_type: string;
  option_value: Array<{ _id: string; option_value: string }>;
}

/** Served while no customer area has customer attribute types (docs/decisions.md "Price guides"). */
export const FALLBACK_ATTRIBUTE_TYPES: AttributeType[] = [
  {
    id: 1,
    name: 'Occupation',
    option_type: 'Select',
    option_value: [
      { _id: 'o1', option_value: 'Salaried' },
      { _id: 'o2', option_value: 'Business' },
      { _id: 'o3', option_value: 'NRI' },
    ],
  },
  {
    id: 2,
    name: 'Budget',
    option_type: 'Radio',
    option_value: [
      { _id: 'o1', option_value: 'Below 20 Lakhs' },
      { _id: 'o2', option_value: '20 - 40 Lakhs' },
      { _id: 'o3', option_value: 'Above 40 Lakhs' },
    ],
  },
  {
    id: 3,
    name: 'Preferred Facing',
    option_type: 'Checkbox',
    option_value: [
      { _id: 'o1', option_value: 'East' },
      { _id: 'o2', option_value: 'North' },
      { _id: 'o3', option_value: 'West' },
      { _id: 'o4', option_value: 'South' },
    ],
  },
];

/** A customer (privilege) group as the price guides and the broker offer groups read it (src/resources/crm/offers/customerGroups.ts). */
interface CustomerGroup {
  id: number;
  name: string;
  status: string;
  customergroupattributes: Array<{ name: string; value: string }>;
}

const attributeTypesOf = (orgid: number): AttributeType[] => {
  const rows = orgRows('customerattributetype', orgid);
  return rows.length ? (rows as unknown as AttributeType[]) : FALLBACK_ATTRIBUTE_TYPES;
};

export const customerGroupsOf = (orgid: number): CustomerGroup[] => orgRows('customergroup', orgid) as unknown as CustomerGroup[];

const lookupPage = (rows: unknown[]) => ({ data: rows, total: rows.length, current_page: 1, per_page: rows.length, last_page: 1 });

/* Presenting a guide ------------------------------------------------------------------------------ */

const guideRows = (orgid: number) =>
  orgRows(TABLE, orgid).filter(g => g.layout_id !== undefined && g.layout_id !== null && g.layout_id !== '');

const findGuide = (orgid: number, id: string): Row | undefined => guideRows(orgid).find(g => String(g.id) === id);

const plotsOf = (guideId: number) =>
  table('plot').filter(p => p.priceguide_id !== undefined && p.priceguide_id !== null && String(p.priceguide_id) === String(guideId));

const describeAttributes = (guide: Row): Array<{ name: string; value: string }> => {
  const orgid = guide.organization_id;
  if (guide.visibility === 'Customer') {
    const chosen = (guide.customer_attributes ?? {}) as Record<string, unknown>;
    return attributeTypesOf(orgid)
      .map(t => {
        const ids = chosen[`t${t.id}`];
        const list = (Array.isArray(ids) ? ids : ids ? [ids] : []).map(String);
        const names = t.option_type === 'Bool' ? list : (t.option_value ?? []).filter(o => list.includes(o._id)).map(o => o.option_value);
        return { name: t.name, value: names.join(', ') };
      })
      .filter(a => a.value);
  }
  const ids = (Array.isArray(guide.customer_group_ids) ? guide.customer_group_ids : []).map(String);
  return customerGroupsOf(orgid)
    .filter(g => ids.includes(String(g.id)))
    .map(g => ({
      name: g.name,
      value: (g.customergroupattributes ?? []).map(a => `${a.name} ${a.value}`).join(', ') || g.name,
    }));
};

const present = (guide: Row, detail = false): Row => {
  const layout = findRow('layout', guide.organization_id, String(guide.layout_id));
  const project = layout ? findRow('project', guide.organization_id, String(layout.project_id)) : undefined;
  const plots = plotsOf(guide.id);
  return {
    ...guide,
    layout: layout ? { id: layout.id, name: layout.name, project_id: layout.project_id } : null,
    project: project ? { id: project.id, name: project.name } : null,
    plots_count: plots.length,
    priceguideattributes: describeAttributes(guide),
    ...(detail
      ? {
          plots: plots.map(p => ({ id: p.id, number: p.number })),
          sid: plots.map(p => p.id),
        }
      : {}),
  };
};

/* Validation and writing -------------------------------------------------------------------------- */

const numberOrNull = (v: unknown): number | null | undefined => {
  if (v === undefined) return undefined;
  const s = str(v);
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : NaN;
};

const validate = (values: Record<string, unknown>, caller: Caller): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (!str(values.name)) errors.name = PRICE_GUIDE_API_MESSAGES.nameRequired;
  const price = numberOrNull(values.price);
  if (price === undefined || price === null) errors.price = PRICE_GUIDE_API_MESSAGES.priceRequired;
  else if (Number.isNaN(price)) errors.price = 'Valid Price amount is required';
  for (const f of ['new_price', 'min_price'] as const) {
    if (Number.isNaN(numberOrNull(values[f]))) errors[f] = `Valid ${f === 'new_price' ? 'New price' : 'Min price'} amount is required`;
  }
  if (!str(values.layout_id)) errors.layout_id = PRICE_GUIDE_API_MESSAGES.layoutRequired;
  else if (!findRow('layout', caller.orgid, str(values.layout_id))) errors.layout_id = 'Layout not found';
  const rating = str(values.price_rating);
  if (rating && !/^[1-5]$/.test(rating)) errors.price_rating = 'The price rating must be 1 to 5 stars.';
  return errors;
};

const writable = (values: Record<string, unknown>): Partial<Row> => {
  const out: Record<string, unknown> = {
    name: str(values.name),
    price: Number(values.price),
    layout_id: Number(values.layout_id),
  };
  for (const f of ['new_price', 'min_price'] as const) {
    const n = numberOrNull(values[f]);
    if (n !== undefined) out[f] = n;
  }
  if (values.notes !== undefined) out.notes = str(values.notes) || null;
  if (values.price_rating !== undefined) out.price_rating = str(values.price_rating) ? Number(values.price_rating) : null;
  if (values.visibility !== undefined) out.visibility = str(values.visibility) || null;
  if (values.visibility !== undefined || values.customer_attributes !== undefined) {
    const attrs = values.customer_attributes;
    out.customer_attributes = attrs && typeof attrs === 'object' && !Array.isArray(attrs) ? attrs : {};
  }
  if (values.visibility !== undefined || values.customer_group_ids !== undefined) {
    out.customer_group_ids = Array.isArray(values.customer_group_ids) ? values.customer_group_ids.map(Number) : [];
  }
  return out as Partial<Row>;
};

/** The guide's plots become exactly `sid` (plots of its layout); plots of other layouts are let go. */
const assignPlots = (guide: Row, sid: unknown) => {
  const wanted = new Set((Array.isArray(sid) ? sid : sid === undefined || sid === '' ? [] : [sid]).map(String));
  for (const plot of table('plot')) {
    if (plot.organization_id !== guide.organization_id) continue;
    const mine = plot.priceguide_id !== undefined && plot.priceguide_id !== null && String(plot.priceguide_id) === String(guide.id);
    const inLayout = String(plot.lid) === String(guide.layout_id);
    if (inLayout && wanted.has(String(plot.id))) plot.priceguide_id = guide.id;
    else if (mine) plot.priceguide_id = null;
  }
};

export const priceGuideHandlers = [
  http.get(`${API}/:orgid/customerattributetype/filter`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'customerattributetype', action: 'lookup' });
    if (caller instanceof Response) return caller;
    if (orgRows('customerattributetype', caller.orgid).length) return undefined;
    return ok(lookupPage(FALLBACK_ATTRIBUTE_TYPES));
  }),

  http.get(`${API}/:orgid/priceguide/filter`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: TABLE, action: 'lookup' });
    if (caller instanceof Response) return caller;
    const page = listRows(guideRows(caller.orgid), { perPage: 30, ...readQuery(request) }, { searchFields: ['name'] });
    return ok({ ...page, data: page.data.map(g => present(g)) });
  }),

  http.get(`${API}/:orgid/priceguide`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: TABLE, action: 'list' });
    if (caller instanceof Response) return caller;
    const page = listRows(guideRows(caller.orgid), readQuery(request), { searchFields: ['name', 'notes'] });
    return ok({ ...page, data: page.data.map(g => present(g)) });
  }),

  http.get(`${API}/:orgid/priceguide/:id`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: TABLE, action: 'show' });
    if (caller instanceof Response) return caller;
    const guide = findGuide(caller.orgid, String(params.id));
    // With its version: the edit form sends it back (issue 38).
    return guide ? ok(withVersion(guide, present(guide, true))) : fail('Record not found', 404);
  }),

  http.post(`${API}/:orgid/priceguide`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: TABLE, action: 'create' });
    if (caller instanceof Response) return caller;
    const values = await readBody(request);
    const errors = validate(values, caller);
    if (Object.keys(errors).length) return invalid(errors);
    const row: Row = {
      new_price: null,
      min_price: null,
      notes: null,
      price_rating: null,
      visibility: 'Public',
      customer_attributes: {},
      customer_group_ids: [],
      ...writable(values),
      id: nextId(TABLE),
      organization_id: caller.orgid,
      created_at: nowIso(),
    };
    table(TABLE).push(row);
    if (values.sid !== undefined) assignPlots(row, values.sid);
    touch();
    return ok(present(row, true), PRICE_GUIDE_API_MESSAGES.created);
  }),

  http.post(`${API}/:orgid/priceguide/:id/update`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: TABLE, action: 'update' });
    if (caller instanceof Response) return caller;
    const guide = findGuide(caller.orgid, String(params.id));
    if (!guide) return fail('Record not found', 404);
    const values = await readBody(request);
    if (str(values.priceid) && str(values.priceid) !== String(guide.id)) return invalid({ priceid: 'The price guide does not match.' });
    const errors = validate(values, caller);
    if (Object.keys(errors).length) return invalid(errors);
    // A stale edit (issue 38): refused with the guide as it is now.
    const stale = refuseStale(values, guide, present(guide, true));
    if (stale) return stale;
    Object.assign(guide, writable(values), { updated_at: nextVersion(guide) });
    // The form sends the whole set of the guide's plots; none sent (an empty sid[] is not
    // representable in multipart) means none.
    assignPlots(guide, values.sid);
    touch();
    return ok(withVersion(guide, present(guide, true)), PRICE_GUIDE_API_MESSAGES.updated);
  }),

  http.delete(`${API}/:orgid/priceguide/:id`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: TABLE, action: 'delete' });
    if (caller instanceof Response) return caller;
    const rows = table(TABLE);
    const index = rows.findIndex(r => r.organization_id === caller.orgid && String(r.id) === String(params.id) && r.layout_id);
    if (index < 0) return fail('Record not found', 404);
    const [row] = rows.splice(index, 1);
    for (const plot of plotsOf(row!.id)) plot.priceguide_id = null;
    touch();
    return ok({ id: row!.id }, PRICE_GUIDE_API_MESSAGES.deleted);
  }),
];
