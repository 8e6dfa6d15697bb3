/**
 * The customers' calls that are not a schema resource's CRUD (spec 2 §7 "Customers"):
 * - POST notes (_method=PUT, "PUT-style") with source_id, source_type, notes: a note of a customer
 *   (or a project); 'Notes is required' when empty, the customer checked in the organization.
 * - GET notes/detailtab with source_type and source_id: the notes of that record, newest first,
 *   10 per page, each with its customer.
 * Before the schema's notes routes (notes/detailtab would otherwise be taken for notes/{id}).
 */
import { http } from 'msw';
import { NOTE_SOURCE_TYPES, NOTE_TEXTS } from '../../src/resources/crm/notes';
import { findRow, nextId, nowIso, orgRows, table, touch, type Row } from '../db';
import { listRows } from './crud';
import { API, authorize, invalid, ok, personRef, readBody, readQuery, str } from './util';

const presentNote = (row: Row) => ({
  ...row,
  customer: row.source_type === 'Customer' ? personRef('customer', row.organization_id, row.source_id) : null,
  project: row.source_type === 'Project' ? personRef('project', row.organization_id, row.source_id) : null,
});

export const customerHandlers = [
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
