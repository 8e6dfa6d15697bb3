/**
 * The customers' calls that are not a schema resource's CRUD (spec 2 §7 "Customers"):
 * - POST notes (_method=PUT, "PUT-style") with source_id, source_type, notes: a note of a customer
 *   (or a project); 'Notes is required' when empty, the customer checked in the organization.
 * - GET notes/detailtab with source_type and source_id: the notes of that record, newest first,
 *   10 per page, each with its customer.
 * - customerpoints (a customer's points, spec 2 §7): GET customerpoints (filter customer_id, 10 per
 *   page, newest first), POST customerpoints/create, POST customerpoints/{id}/update (with action),
 *   GET customerpoints/{id}/detail, DELETE customerpoints/{id}; 'Points For is required' and
 *   'Points Value is required' (src/resources/crm/customerPoints.ts, the dialogs' rules).
 * Before the schema's notes routes (notes/detailtab would otherwise be taken for notes/{id}).
 */
import { http } from 'msw';
import { NOTE_SOURCE_TYPES, NOTE_TEXTS } from '../../src/resources/crm/notes';
import { findRow, nextId, nowIso, orgRows, table, touch, type Row } from '../db';
import { crud, listRows } from './crud';
import { POINTS_TEXTS, TRANSACTION_TYPES, pointsCustomerType, pointsErrors } from '../../src/resources/crm/pointsLogic';
import { API, authorize, fail, invalid, ok, personRef, readBody, readQuery, str } from './util';

const presentNote = (row: Row) => ({
  ...row,
  customer: row.source_type === 'Customer' ? personRef('customer', row.organization_id, row.source_id) : null,
  project: row.source_type === 'Project' ? personRef('project', row.organization_id, row.source_id) : null,
});

const POINTS_FIELDS = ['customer_type', 'transaction_type', 'point_for', 'point_value', 'customer_id', 'customer_note'] as const;

/** A points create or update: the rules of the dialogs, the customer of the organization; the row's values or the answer refusing them. */
const pointsValues = (body: Record<string, unknown>, orgid: number): Record<string, unknown> | Response => {
  const errors = pointsErrors(body);
  const type = str(body.transaction_type) || 'EARNED';
  if (!(TRANSACTION_TYPES as readonly string[]).includes(type)) errors.transaction_type = 'The selected transaction type is invalid.';
  const customer = findRow('customer', orgid, str(body.customer_id));
  if (!customer) errors.customer_id = 'The selected customer is invalid.';
  if (Object.keys(errors).length) return invalid(errors);
  return {
    customer_type: pointsCustomerType(customer),
    transaction_type: type,
    point_for: str(body.point_for),
    point_value: Number(str(body.point_value)),
    customer_id: customer!.id,
    customer_note: str(body.customer_note) || null,
  };
};

const pointsHandlers = crud('customerpoints', {
  operations: ['list', 'get', 'delete'],
  fields: [...POINTS_FIELDS],
  searchFields: ['point_for', 'customer_note'],
  messages: { deleted: POINTS_TEXTS.deleted },
  routes: [
    http.post(`${API}/:orgid/customerpoints/create`, async ({ request, params }) => {
      const caller = authorize(request, params.orgid, { resource: 'customerpoints', action: 'create' });
      if (caller instanceof Response) return caller;
      const values = pointsValues(await readBody(request), caller.orgid);
      if (values instanceof Response) return values;
      const row: Row = { id: nextId('customerpoints'), organization_id: caller.orgid, ...values, created_at: nowIso(), updated_at: nowIso() };
      table('customerpoints').push(row);
      touch();
      return ok(row, POINTS_TEXTS.created);
    }),
    http.post(`${API}/:orgid/customerpoints/:id/update`, async ({ request, params }) => {
      const caller = authorize(request, params.orgid, { resource: 'customerpoints', action: 'edit' });
      if (caller instanceof Response) return caller;
      const row = findRow('customerpoints', caller.orgid, str(params.id));
      if (!row) return fail('Not found', 404);
      const values = pointsValues(await readBody(request), caller.orgid);
      if (values instanceof Response) return values;
      Object.assign(row, values, { updated_at: nowIso() });
      touch();
      return ok(row, POINTS_TEXTS.updated);
    }),
    http.get(`${API}/:orgid/customerpoints/:id/detail`, ({ request, params }) => {
      const caller = authorize(request, params.orgid, { resource: 'customerpoints', action: 'show' });
      if (caller instanceof Response) return caller;
      const row = findRow('customerpoints', caller.orgid, str(params.id));
      return row ? ok(row) : fail('Not found', 404);
    }),
  ],
});

export const customerHandlers = [
  ...pointsHandlers,
  http.get(`${API}/:orgid/notes/detailtab`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'notes/detailtab', action: 'list' });
    if (caller instanceof Response) return caller;
    const query = { perPage: 10, ...readQuery(request) };
    const page = listRows(orgRows('notes', caller.orgid), query, { searchFields: ['notes'] });
    return ok({ ...page, data: page.data.map(presentNote) });
  }),

  http.post(`${API}/:orgid/notes`, async ({ request, params }) => {
    // Written from the customer's Notes tab, open to whoever reads it (N12).
    const caller = authorize(request, params.orgid, { resource: 'notes/detailtab', action: 'list' });
    if (caller instanceof Response) return caller;
    const body = await readBody(request);
    const notes = str(body.notes).trim();
    const type = str(body.source_type) || 'Customer';
    if (!notes) return invalid({ notes: NOTE_TEXTS.notes });
    if (!(NOTE_SOURCE_TYPES as readonly string[]).includes(type)) return invalid({ source_type: 'The selected source type is invalid.' });
    const target = findRow(type === 'Project' ? 'project' : 'customer', caller.orgid, str(body.source_id));
    if (!target) return invalid({ source_id: 'The selected source is invalid.' });
    const row: Row = {
      id: nextId('notes'),
      organization_id: caller.orgid,
      notes,
      source_type: type,
      source_id: target.id,
      created_at: nowIso(),
      updated_at: nowIso(),
    };
    table('notes').push(row);
    touch();
    return ok(presentNote(row), NOTE_TEXTS.created);
  }),
];
