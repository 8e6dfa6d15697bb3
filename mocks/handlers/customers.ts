/**
 * The customers' calls that are not a schema resource's CRUD (spec 2 §7 "Customers"):
 * - POST notes (_method=PUT, "PUT-style") with source_id, source_type, notes: a note of a customer
 *   (or a project); 'Notes is required' when empty, the customer checked in the organization.
 * - GET notes/detailtab with source_type and source_id: the notes of that record, newest first,
 *   10 per page, each with its customer.
 * - customerpoints (a customer's points, spec 2 §7): GET customerpoints (filter customer_id, 10 per
 *   page, newest first), POST customerpoints/create, POST customerpoints/{id}/update (with action),
 *   GET customerpoints/{id}/detail, DELETE customerpoints/{id}; 'Points For is required' and
 *   'Points Value is required' (src/resources/crm/customers/pointsLogic.ts, the dialogs' rules).
 * - POST customer/merge (_method=PUT) with ids (JSON list, more than one): the first selected
 *   customer stays; the others' records (any row with their customer_id, their notes) move to it
 *   and they are deleted (customer.update).
 * - POST customer/assignbrokeroffergroup (_method=PUT) with customer_group_id (one of
 *   customergroup/filter) and cust_ids (JSON list of brokers): sets their customer_group_id, and
 *   makes each broker's brokeroffergroup row of that group when there is none yet.
 * - GET export/selectcustomer/dummy: answers ok (the step before the selected export's link).
 * - GET customers/export: with pdf and sid (JSON list), a PDF of those customers; otherwise a CSV of
 *   the chosen fields (JSON list) of the list as filtered (the list's own filters, s_sort, _order).
 * - GET customer/savefilter: the organization's saved customer filters, newest first
 *   ({ id, filter_title, filter_data, created_at }; the same rows customernotification/filterdata
 *   offers); POST customer/savefilter (_method=PUT) with filter_title (the saved views' name rule)
 *   and filter_data (JSON); DELETE customer/savefilter/{id} (customer.update).
 * - POST customer/importcustomer (_method=PUT, multipart) with file: an xlsx (at most 2 MB) whose
 *   first row names the columns (IMPORT_FIELDS, or their headings in the export and the template);
 *   a row with a name and a good phone becomes a customer, any other lands in customerimportfailed
 *   with its errors map, and so does a row whose phone or WhatsApp number is a customer's already
 *   (phoneKey) unless import_duplicates=1 (issue 40).
 * Before the schema's notes routes (notes/detailtab would otherwise be taken for notes/{id}) and
 * the customer's (customer/merge would otherwise be taken for customer/{id}).
 */
import { http, HttpResponse } from 'msw';
import { NOTE_SOURCE_TYPES, NOTE_TEXTS } from '../../src/resources/crm/customers/notes';
import { CUSTOMER_TEXTS, customer as customerSchema } from '../../src/resources/crm/customers/customers';
import { readXlsxRows } from '../xlsx';
import { phoneKey } from '../../src/common/phone';
import { withEmptyDefaults } from '../../src/common/schema/rules';
import {
  CUSTOMER_EXPORT_COLUMNS,
  CUSTOMER_EXPORT_LABELS,
  CUSTOMER_LIST_TEXTS,
  IMPORT_FIELDS,
  IMPORT_TEXTS,
  importColumnOf,
  importFileError,
  importRowErrors,
  type CustomerExportColumn,
} from '../../src/resources/crm/customers/customerListLogic';
import { viewTitleError } from '../../src/api/savedViewLogic';
import { db, findRow, nextId, nowIso, orgRows, table, touch, type Row } from '../db';
import { crud, listRows, nextVersion, refuseStale, withVersion } from './crud';
import { renderPdf } from '../pdf';
import { organizationLetterhead } from '../pdf/letterhead';
import { POINTS_TEXTS, pointsCustomerType, pointsErrors } from '../../src/resources/crm/customers/pointsLogic';
import { IMPORT_DUPLICATES_FIELD, TRANSACTION_TYPES } from '../../src/api/customerValues';
import { customerGroupsOf } from './priceGuides';
import { ensureBrokerOfferGroup } from './brokerOfferGroups';
import { schemaListRows } from './schema';
import { API, authorize, fail, invalid, isFile, ok, personRef, readBody, readQuery, str, toCsv } from './util';

/** A JSON list of ids (or an array already decoded), as numbers where they are numbers. */
const idsOf = (value: unknown): string[] => {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      list = value.split(',');
    }
  }
  return (Array.isArray(list) ? list : []).map(v => str(v).trim()).filter(Boolean);
};

/** Plots per customer and status (`{customer id} {status}`), one pass over the organization's plots. */
const plotCounts = (orgid: number): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const p of orgRows('plot', orgid)) {
    if (p.customer_id === null || p.customer_id === undefined) continue;
    const key = `${str(p.customer_id)} ${str(p.status)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};

/**
 * A cell of the export; the plot counts from `counts` (a scan of the plots per customer and column
 * took minutes for an export of 20,000 customers over 50,000 plots: issue 41).
 */
const exportValue = (customer: Row, column: CustomerExportColumn, counts: Map<string, number>): unknown => {
  const status = column === 'plotbooked' ? 'Booked' : column === 'plotsold' ? 'Sold' : column === 'plotblocked' ? 'Blocked' : null;
  return status ? (counts.get(`${str(customer.id)} ${status}`) ?? 0) : (customer[column] ?? '');
};

const fileResponse = (body: string | Uint8Array, type: string, filename: string) =>
  new HttpResponse(body, { headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${filename}"` } });

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
      const row: Row = {
        id: nextId('customerpoints'),
        organization_id: caller.orgid,
        ...values,
        created_at: nowIso(),
        updated_at: nowIso(),
      };
      table('customerpoints').push(row);
      touch();
      return ok(row, POINTS_TEXTS.created);
    }),
    http.post(`${API}/:orgid/customerpoints/:id/update`, async ({ request, params }) => {
      const caller = authorize(request, params.orgid, { resource: 'customerpoints', action: 'edit' });
      if (caller instanceof Response) return caller;
      const row = findRow('customerpoints', caller.orgid, str(params.id));
      if (!row) return fail('Not found', 404);
      const body = await readBody(request);
      const values = pointsValues(body, caller.orgid);
      if (values instanceof Response) return values;
      // A stale edit (issue 38): refused with the transaction as it is now.
      const stale = refuseStale(body, row);
      if (stale) return stale;
      Object.assign(row, values, { updated_at: nextVersion(row) });
      touch();
      return ok(row, POINTS_TEXTS.updated);
    }),
    http.get(`${API}/:orgid/customerpoints/:id/detail`, ({ request, params }) => {
      const caller = authorize(request, params.orgid, { resource: 'customerpoints', action: 'show' });
      if (caller instanceof Response) return caller;
      const row = findRow('customerpoints', caller.orgid, str(params.id));
      return row ? ok(withVersion(row, row)) : fail('Not found', 404);
    }),
  ],
});

/**
 * A row of an import (or a failed row that passed Verify) as a new customer: a broker when
 * is_broker says yes / 1 / true; an empty country code +91, by the customer form's own rule.
 */
export const addImportedCustomer = (orgid: number, values: Record<string, unknown>, createdBy: number): Row => {
  const broker = ['1', 'yes', 'true'].includes(str(values.is_broker).toLowerCase()) ? 1 : 0;
  const fields = Object.fromEntries(
    IMPORT_FIELDS.filter(f => f !== 'is_broker').map(f => [
      f,
      values[f] === undefined || values[f] === null ? null : str(values[f]).trim() || null,
    ]),
  );
  const now = nowIso();
  const row: Row = {
    id: nextId('customer'),
    organization_id: orgid,
    ...withEmptyDefaults(customerSchema, fields),
    isbroker: broker,
    created_by: createdBy,
    created_at: now,
    updated_at: now,
  };
  table('customer').push(row);
  return row;
};

/** The customers of the organization by the key of their phone and WhatsApp numbers (src/common/phone.ts phoneKey, the one rule). */
const customersByNumber = (orgid: number) => {
  const known = new Map<string, Row>();
  const add = (row: Row) => {
    for (const number of [row.phone, row.whatsapp]) {
      const key = phoneKey(number);
      if (key && !known.has(key)) known.set(key, row);
    }
  };
  orgRows('customer', orgid).forEach(add);
  return { add, find: (number: unknown) => (phoneKey(number) ? known.get(phoneKey(number)) : undefined) };
};

const importHandler = http.post(`${API}/:orgid/customer/importcustomer`, async ({ request, params }) => {
  const caller = authorize(request, params.orgid, { resource: 'customer', action: 'create' });
  if (caller instanceof Response) return caller;
  const body = await readBody(request);
  const file = body.file;
  if (!isFile(file)) return invalid({ file: IMPORT_TEXTS.required });
  const refused = importFileError({ name: file.name ?? '', size: file.size });
  if (refused) return invalid({ file: refused });
  let rows: string[][];
  try {
    rows = readXlsxRows(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return invalid({ file: IMPORT_TEXTS.xlsxOnly });
  }
  const [header = [], ...sheet] = rows.filter(r => r.some(c => c.trim()));
  // A column by its field name or its heading in the export and the template (issue 40).
  const columns = header.map(importColumnOf);
  // Rows whose number is a customer's already are failed rows, unless the import says to take them (issue 40).
  const takeDuplicates = str(body[IMPORT_DUPLICATES_FIELD]) === '1';
  const known = customersByNumber(caller.orgid);
  let imported = 0;
  const failedIds: number[] = [];
  const failedRows: Row[] = [];
  for (const cells of sheet) {
    const values: Record<string, unknown> = {};
    columns.forEach((c, i) => {
      if (c) values[c] = (cells[i] ?? '').trim();
    });
    const errors = importRowErrors(values, CUSTOMER_TEXTS);
    if (!Object.keys(errors).length && !takeDuplicates) {
      for (const field of ['phone', 'whatsapp'] as const) {
        const customer = known.find(values[field]);
        if (customer) {
          // The customer's own number that matched: its phone, or else its WhatsApp number.
          errors[field] = IMPORT_TEXTS.duplicate(
            customer.name,
            phoneKey(customer.phone) === phoneKey(values[field]) ? customer.phone : customer.whatsapp,
          );
          break;
        }
      }
    }
    const now = nowIso();
    if (Object.keys(errors).length) {
      const id = nextId('customerimportfailed');
      const failed: Row = { id, organization_id: caller.orgid, ...values, errors, created_at: now, updated_at: now };
      table('customerimportfailed').push(failed);
      failedIds.push(id);
      failedRows.push(failed);
      continue;
    }
    known.add(addImportedCustomer(caller.orgid, values, caller.account.id));
    imported++;
  }
  touch();
  return ok(
    { imported, failed: failedIds.length, failed_ids: failedIds, failed_rows: failedRows.map(({ organization_id: _o, ...r }) => r) },
    IMPORT_TEXTS.imported(imported, failedIds.length),
  );
});

const presentFilter = (row: Row) => ({
  id: row.id,
  filter_title: row.filter_title,
  filter_data: row.filter_data,
  created_at: row.created_at,
});

export const customerHandlers = [
  ...pointsHandlers,
  importHandler,
  http.get(`${API}/:orgid/customer/savefilter`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'customer', action: 'list' });
    if (caller instanceof Response) return caller;
    const rows = [...orgRows('customerfilter', caller.orgid)].sort(
      (a, b) => str(b.created_at).localeCompare(str(a.created_at)) || b.id - a.id,
    );
    return ok(rows.map(presentFilter));
  }),

  http.post(`${API}/:orgid/customer/savefilter`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'customer', action: 'list' });
    if (caller instanceof Response) return caller;
    const body = await readBody(request);
    const titleError = viewTitleError(body.filter_title);
    if (titleError) return invalid({ filter_title: titleError });
    let data: unknown;
    try {
      data = JSON.parse(str(body.filter_data));
    } catch {
      data = null;
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) return invalid({ filter_data: 'The filter data must be JSON.' });
    const row: Row = {
      id: nextId('customerfilter'),
      organization_id: caller.orgid,
      user_id: caller.account.id,
      filter_title: str(body.filter_title).trim(),
      filter_data: data,
      created_at: nowIso(),
    };
    table('customerfilter').push(row);
    touch();
    return ok(presentFilter(row), CUSTOMER_LIST_TEXTS.filterSaved);
  }),

  http.delete(`${API}/:orgid/customer/savefilter/:id`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'customer', action: 'update' });
    if (caller instanceof Response) return caller;
    const rows = table('customerfilter');
    const index = rows.findIndex(r => r.organization_id === caller.orgid && str(r.id) === str(params.id));
    if (index < 0) return fail('Record not found', 404);
    const [row] = rows.splice(index, 1);
    touch();
    return ok(presentFilter(row!), CUSTOMER_LIST_TEXTS.filterDeleted);
  }),

  http.post(`${API}/:orgid/customer/merge`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'customer', action: 'update' });
    if (caller instanceof Response) return caller;
    const ids = idsOf((await readBody(request)).ids);
    const rows = ids.map(id => findRow('customer', caller.orgid, id));
    if (rows.some(r => !r)) return invalid({ ids: 'The selected customer is invalid.' });
    if (new Set(ids).size < 2) return invalid({ ids: CUSTOMER_LIST_TEXTS.mergeNeedsMore });
    const [kept, ...merged] = rows as Row[];
    const gone = new Set(merged.map(r => str(r.id)));
    for (const rowsOfTable of Object.values(db().tables)) {
      for (const row of rowsOfTable) {
        if (row.organization_id !== caller.orgid) continue;
        if ('customer_id' in row && gone.has(str(row.customer_id))) row.customer_id = kept!.id;
        if (row.source_type === 'Customer' && gone.has(str(row.source_id))) row.source_id = kept!.id;
      }
    }
    const customers = table('customer');
    for (let i = customers.length - 1; i >= 0; i--)
      if (customers[i]!.organization_id === caller.orgid && gone.has(str(customers[i]!.id))) customers.splice(i, 1);
    touch();
    return ok({ id: kept!.id }, CUSTOMER_LIST_TEXTS.merged);
  }),

  http.post(`${API}/:orgid/customer/assignbrokeroffergroup`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'customer', action: 'update' });
    if (caller instanceof Response) return caller;
    const body = await readBody(request);
    const group = customerGroupsOf(caller.orgid).find(g => str(g.id) === str(body.customer_group_id));
    if (!group) return invalid({ customer_group_id: CUSTOMER_LIST_TEXTS.assignGroupRequired });
    const rows = idsOf(body.cust_ids).map(id => findRow('customer', caller.orgid, id));
    if (!rows.length || rows.some(r => !r)) return invalid({ cust_ids: 'The selected customer is invalid.' });
    if (rows.some(r => Number(r!.isbroker) !== 1)) return invalid({ cust_ids: CUSTOMER_LIST_TEXTS.assignNotBroker });
    for (const row of rows) {
      row!.customer_group_id = group.id;
      row!.updated_at = nowIso();
      // The broker's own page of the group (a broker offer group row), made once per broker and group.
      ensureBrokerOfferGroup(caller.orgid, row!, group);
    }
    touch();
    return ok({ customer_group_id: group.id, cust_ids: rows.map(r => r!.id) }, CUSTOMER_LIST_TEXTS.assigned);
  }),

  http.get(`${API}/:orgid/export/selectcustomer/dummy`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'customer', action: 'list' });
    if (caller instanceof Response) return caller;
    return ok({});
  }),

  http.get(`${API}/:orgid/customers/export`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'customer', action: 'list' });
    if (caller instanceof Response) return caller;
    const query = readQuery(request);
    const date = new Date().toISOString().slice(0, 10);
    if (str(query.pdf)) {
      const rows = idsOf(query.sid)
        .map(id => findRow('customer', caller.orgid, id))
        .filter((r): r is Row => !!r);
      if (!rows.length) return fail('Please select the customers to export.', 422, { sid: 'Please select the customers to export.' });
      const lines = rows.map(r => `${str(r.name)}  ${str(r.phone)}  ${str(r.email)}  ${str(r.city)}`);
      const pdf = await renderPdf({ letterhead: organizationLetterhead(caller.orgid), title: 'Customers', lines });
      return fileResponse(pdf, 'application/pdf', `customers-${date}.pdf`);
    }
    let fields: CustomerExportColumn[] = [];
    try {
      const parsed: unknown = JSON.parse(str(query.fields) || '[]');
      fields = CUSTOMER_EXPORT_COLUMNS.filter(c => Array.isArray(parsed) && parsed.includes(c));
    } catch {
      fields = [];
    }
    if (!fields.length) return fail('Please choose the fields to export.', 422, { fields: 'Please choose the fields to export.' });
    const { pdf: _pdf, sid: _sid, fields: _fields, ...rest } = query;
    // A long export comes a page at a time (page, perPage: issue 41); otherwise every row.
    const rows = schemaListRows(customerSchema, caller.orgid, str(rest.page) ? rest : { ...rest, showall: 'true' }).data;
    const counts = fields.some(f => f.startsWith('plot')) ? plotCounts(caller.orgid) : new Map<string, number>();
    const csv = toCsv([fields.map(f => CUSTOMER_EXPORT_LABELS[f]), ...rows.map(r => fields.map(f => exportValue(r, f, counts)))]);
    return fileResponse(csv, 'text/csv; charset=utf-8', `customers-${date}.csv`);
  }),

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
