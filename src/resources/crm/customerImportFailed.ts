/**
 * Failed customer import rows (spec 2 §2 "customerimportfailed list with Edit, Verify and Errors
 * dialogs", §3 "Failed customer import row", §4 "Failed import rows are edited and saved with
 * action full", §5 "Failed import edit: name and phone required", §7 "Failed imports", §9 "failed
 * imports by id descending"; issue 15). The rows the customer import (customer/importcustomer)
 * could not take, each with its errors map. List only (id descending, 20 per page), each row with:
 * - Edit: GET customerimportfailed/{id}/detail, then PUT-style customerimportfailed/{id}/update with
 *   the edited fields and action=full (name and phone required);
 * - Verify (not specified, docs/decisions.md): POST customerimportfailed/{id}/verify checks the row
 *   with the import's rules; a row that passes becomes a customer and leaves this list, otherwise
 *   its errors are answered and kept;
 * - Errors: the row's errors map, field by field.
 * Read with customer.view, edited and verified with customer.create (the import's key), deleted
 * with customer.delete (src/api/permissions.ts). Demo API: mocks/handlers/customerImportFailed.ts;
 * seed: mocks/seed/customerImportFailed.ts.
 */
import { lazy } from 'react';
import { defineSchema } from '../../common/schema/define';
import { email, json, longText, phone, text } from '../../common/schema/fields';
import { CUSTOMER_TEXTS } from './customers';
import { importRowErrors } from './customerListLogic';

export { IMPORT_FAILED_TEXTS, IMPORT_FAILED_UPDATE_ACTION, errorEntries } from './customerListLogic';

/** The import's rules (name, phone digits and spaces 8 to 12): the import, the edit's errors map and Verify read them. */
export const importFailedErrors = (row: Record<string, unknown>): Record<string, string> => importRowErrors(row, CUSTOMER_TEXTS);

export const customerimportfailed = defineSchema({
  name: 'customerimportfailed',
  label: 'Failed Imports',
  singular: 'Failed Import',
  group: 'sales',
  icon: 'importfailed',
  reducedMenu: false,
  views: ['list'],
  demoApi: false,
  seed: false,
  perPage: 20,
  sort: { field: 'id', order: 'DESC' },
  recordRepresentation: 'name',
  rowActions: lazy(() => import('./ImportFailedActions')),
  fields: {
    name: text('Name').required(CUSTOMER_TEXTS.name).in('list', 'search'),
    phone: phone('Phone').required(CUSTOMER_TEXTS.phone).in('list', 'search'),
    email: email('Email').in('list', 'search'),
    honorifics: text('Honorifics'),
    gender: text('Gender'),
    relation_type: text('Relation'),
    relation_name: text('Relation Name'),
    whatsapp: text('WhatsApp'),
    address: longText('Address', 2),
    city: text('City').in('list'),
    state: text('State'),
    country: text('Country'),
    pincode: text('Pincode'),
    // As the sheet gave them (a date the form could not read would be lost on an edit).
    dob: text('Date of Birth'),
    anniversary: text('Anniversary'),
    is_broker: text('Is Broker'),
    errors: json('Errors').only(),
  },
});
