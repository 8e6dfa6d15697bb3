/**
 * Properties in the demo API (spec 1 §2 "Properties", §3, §5, §7): CRUD with the section 5
 * rules, the assignment of a plot (property/{id}/assignplot) and the status notes
 * (property/status: list with target proid, create, delete).
 */
import { http } from 'msw';
import { PROPERTY_MESSAGES, PROPERTY_STATUSES } from '../../src/resources/inventory/property/propertyLogic';
import { findRow, nextId, nowIso, orgRows, table, touch, type Row } from '../db';
import { crud, listRows, type Values } from './crud';
import { API, personRef, layoutRef, textOrNull, num, authorize, fail, invalid, ok, readBody, readQuery, str } from './util';

/** The store's table of property status notes. */
export const PROPERTY_STATUS_TABLE = 'propertystatus';

const isStatus = (v: unknown) => (PROPERTY_STATUSES as readonly string[]).includes(str(v));

const plotIdsOf = (property: Row): number[] => (Array.isArray(property.plot_ids) ? (property.plot_ids as number[]) : []);

export const presentProperty = (row: Row) => {
  const plots = plotIdsOf(row)
    .map(id => findRow('plot', row.organization_id, id))
    .filter((p): p is Row => !!p)
    .map(p => ({
      id: p.id,
      number: p.number,
      lid: p.lid,
      status: p.status,
      measurement: p.measurement,
      squarefeet: p.squarefeet,
      facing: p.facing,
      layout: layoutRef(row.organization_id, p.lid),
    }));
  return { ...row, customer: personRef('customer', row.organization_id, row.customer_id), plots, plotscount: plots.length };
};

const validateProperty = (values: Values, mode: 'create' | 'update') => {
  const errors: Record<string, string> = {};
  if (!str(values.name)) errors.name = PROPERTY_MESSAGES.nameRequired;
  // On update a field that is not sent keeps its value; one sent empty is refused.
  if ((mode === 'create' || 'status' in values) && !isStatus(values.status)) errors.status = PROPERTY_MESSAGES.statusRequired;
  if (mode === 'update' && !('name' in values)) delete errors.name;
  return Object.keys(errors).length ? errors : null;
};

export const propertyHandlers = [
  // Before crud('property'): property/status would otherwise be taken for property/{id}.
  http.get(`${API}/:orgid/property/status`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'property/status', action: 'list' });
    if (caller instanceof Response) return caller;
    const query = { perPage: 30, s_sort: 'createdat', _order: 'DESC', ...readQuery(request) };
    const page = listRows(orgRows(PROPERTY_STATUS_TABLE, caller.orgid), query, {
      searchFields: ['notes'],
      customFilters: { proid: (row, value) => str(row.property_id) === str(value) },
    });
    return ok({
      ...page,
      data: page.data.map(r => ({ ...r, user: personRef('user', r.organization_id, r.user_id) })),
    });
  }),

  http.post(`${API}/:orgid/property/status`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'property/status', action: 'create' });
    if (caller instanceof Response) return caller;
    const values = await readBody(request);
    const errors: Record<string, string> = {};
    if (!str(values.notes)) errors.notes = PROPERTY_MESSAGES.notesRequired;
    if (!isStatus(values.status)) errors.status = PROPERTY_MESSAGES.statusRequired;
    const property = findRow('property', caller.orgid, str(values.property_id));
    if (!property) errors.property_id = 'The selected property is invalid.';
    if (Object.keys(errors).length) return invalid(errors);
    const at = nowIso();
    const row: Row = {
      id: nextId(PROPERTY_STATUS_TABLE),
      organization_id: caller.orgid,
      property_id: property!.id,
      status: str(values.status),
      notes: str(values.notes),
      user_id: caller.account.id,
      createdat: at,
      created_at: at,
    };
    table(PROPERTY_STATUS_TABLE).push(row);
    // The property takes the status of its newest note.
    property!.status = row.status;
    property!.updated_at = at;
    touch();
    return ok(row, 'Property status updated successfully.');
  }),

  http.delete(`${API}/:orgid/property/status/:id`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'property/status', action: 'delete' });
    if (caller instanceof Response) return caller;
    const rows = table(PROPERTY_STATUS_TABLE);
    const index = rows.findIndex(r => r.organization_id === caller.orgid && String(r.id) === String(params.id));
    if (index < 0) return fail('Record not found', 404);
    const [row] = rows.splice(index, 1);
    touch();
    return ok({ id: row.id }, 'Property status deleted successfully.');
  }),

  http.post(`${API}/:orgid/property/:id/assignplot`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'property', action: 'update' });
    if (caller instanceof Response) return caller;
    const property = findRow('property', caller.orgid, String(params.id));
    if (!property) return fail('Record not found', 404);
    const values = await readBody(request);
    const errors: Record<string, string> = {};
    const layout = str(values.layout_id) ? findRow('layout', caller.orgid, str(values.layout_id)) : undefined;
    if (!layout) errors.layout_id = PROPERTY_MESSAGES.selectProject;
    const plot = str(values.plot_id) ? findRow('plot', caller.orgid, str(values.plot_id)) : undefined;
    if (!plot || (layout && plot.lid !== layout.id)) errors.plot_id = PROPERTY_MESSAGES.selectPlot;
    if (Object.keys(errors).length) return invalid(errors);
    if (plotIdsOf(property).includes(plot!.id)) {
      return invalid({ plot_id: 'The plot is already assigned to this property.' });
    }
    const other = orgRows('property', caller.orgid).find(p => p.id !== property.id && plotIdsOf(p).includes(plot!.id));
    if (other) return invalid({ plot_id: `The plot is already assigned to ${str(other.name)}.` });
    property.plot_ids = [...plotIdsOf(property), plot!.id];
    property.updated_at = nowIso();
    touch();
    return ok(presentProperty(property), 'Plot assigned successfully.');
  }),

  // Customer lookups for the property form's customer selector, until the customers area lands
  // (its crud('customer') answers the same call with the same shape).
  http.get(`${API}/:orgid/customer/filter`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'customer', action: 'lookup' });
    if (caller instanceof Response) return caller;
    const page = listRows(
      orgRows('customer', caller.orgid),
      { perPage: 30, s_sort: 'name', _order: 'ASC', ...readQuery(request) },
      {
        searchFields: ['name', 'phone'],
      },
    );
    return ok({ ...page, data: page.data.map(c => ({ id: c.id, name: c.name, phone: c.phone })) });
  }),

  ...crud('property', {
    fields: ['name', 'address', 'customer_id', 'measurement', 'measurement_text', 'land_area', 'buildup_area', 'status'],
    coerce: {
      name: v => str(v),
      address: textOrNull,
      customer_id: num,
      measurement: textOrNull,
      measurement_text: textOrNull,
      land_area: num,
      buildup_area: num,
      status: v => str(v),
    },
    searchFields: ['name', 'address', 'measurement_text'],
    validate: (values, { mode }) => validateProperty(values, mode),
    present: row => presentProperty(row),
    afterChange: (event, row) => {
      if (event === 'create' && !Array.isArray(row.plot_ids)) row.plot_ids = [];
      if (event === 'delete') {
        const notes = table(PROPERTY_STATUS_TABLE);
        for (let i = notes.length - 1; i >= 0; i--) if (notes[i].property_id === row.id) notes.splice(i, 1);
      }
    },
    messages: {
      created: 'Property created successfully.',
      updated: 'Property updated successfully.',
      deleted: 'Property deleted successfully.',
    },
  }),
];
