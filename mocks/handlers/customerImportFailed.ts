/**
 * The customer import's failed rows (spec 2 §7 "Failed imports"; src/resources/crm/customers/customerImportFailed.ts):
 * - GET customerimportfailed: list (id descending by default; q on name, phone, email, city),
 *   customer.view;
 * - GET customerimportfailed/{id}/detail: the row (reply data), customer.view;
 * - POST customerimportfailed/{id}/update with _method=PUT ("PUT-style"), the edited fields and
 *   action=full: name and phone required ('Customer name is required', 'Valid phone number
 *   required'); the row is stored with its errors map made again by the import's rules;
 *   customer.create;
 * - POST customerimportfailed/{id}/verify (this console's call: the specification does not give
 *   Verify's): the stored row checked by the import's rules; passing, it becomes a customer and
 *   leaves the table ({ customer_id }, 'Customer imported successfully.'); failing, 422 with the
 *   errors map (also stored on the row) and 'The row still has errors: …'; customer.create;
 * - DELETE customerimportfailed/{id}: customer.delete.
 */
import { http } from 'msw';
import { findRow, nowIso, table, touch, type Row } from '../db';
import { IMPORT_FIELDS } from '../../src/resources/crm/customers/customerListLogic';
import { CUSTOMER_TEXTS } from '../../src/resources/crm/customers/customers';
import { IMPORT_FAILED_TEXTS, importFailedErrors } from '../../src/resources/crm/customers/customerImportFailed';
import { crud, nextVersion, refuseStale, withVersion } from './crud';
import { addImportedCustomer } from './customers';
import { API, authorize, fail, invalid, ok, readBody, str } from './util';

const TABLE = 'customerimportfailed';

/** The fields of a failed row the edit writes, trimmed; what is not sent stays as it was. */
const editedValues = (body: Record<string, unknown>, row: Row): Record<string, unknown> =>
  Object.fromEntries(IMPORT_FIELDS.map(f => [f, body[f] === undefined ? (row[f] ?? null) : str(body[f]).trim() || null]));

export const customerImportFailedHandlers = crud(TABLE, {
  operations: ['list', 'delete'],
  fields: [...IMPORT_FIELDS],
  searchFields: ['name', 'phone', 'email', 'city'],
  routes: [
    http.get(`${API}/:orgid/${TABLE}/:id/detail`, ({ request, params }) => {
      const caller = authorize(request, params.orgid, { resource: TABLE, action: 'show' });
      if (caller instanceof Response) return caller;
      const row = findRow(TABLE, caller.orgid, str(params.id));
      return row ? ok(withVersion(row, row)) : fail('Record not found', 404);
    }),

    http.post(`${API}/:orgid/${TABLE}/:id/update`, async ({ request, params }) => {
      const caller = authorize(request, params.orgid, { resource: TABLE, action: 'update' });
      if (caller instanceof Response) return caller;
      const row = findRow(TABLE, caller.orgid, str(params.id));
      if (!row) return fail('Record not found', 404);
      const body = await readBody(request);
      const values = editedValues(body, row);
      // §5 "Failed import edit: name and phone required".
      const required: Record<string, string> = {};
      if (!str(values.name)) required.name = CUSTOMER_TEXTS.name;
      if (!str(values.phone)) required.phone = CUSTOMER_TEXTS.phone;
      if (Object.keys(required).length) return invalid(required);
      // A stale edit (issue 38): refused with the row as it is now.
      const stale = refuseStale(body, row);
      if (stale) return stale;
      Object.assign(row, values, { errors: importFailedErrors(values), updated_at: nextVersion(row) });
      touch();
      return ok(row, IMPORT_FAILED_TEXTS.updated);
    }),

    http.post(`${API}/:orgid/${TABLE}/:id/verify`, ({ request, params }) => {
      const caller = authorize(request, params.orgid, { resource: TABLE, action: 'verify' });
      if (caller instanceof Response) return caller;
      const rows = table(TABLE);
      const row = rows.find(r => r.organization_id === caller.orgid && str(r.id) === str(params.id));
      if (!row) return fail('Record not found', 404);
      const errors = importFailedErrors(row);
      if (Object.keys(errors).length) {
        Object.assign(row, { errors, updated_at: nowIso() });
        touch();
        return fail(IMPORT_FAILED_TEXTS.stillFailing, 422, errors);
      }
      const customer = addImportedCustomer(caller.orgid, row, caller.account.id);
      rows.splice(rows.indexOf(row), 1);
      touch();
      return ok({ customer_id: customer.id, id: row.id }, IMPORT_FAILED_TEXTS.verified);
    }),
  ],
});
