/** Failed customer import rows. */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/customers/customerImportFailed.ts"
import { defineSchema } from '../../../common/schema/define';
import { email, json, longText, phone, text } from '../../../common/schema/fields';
import { CUSTOMER_TEXTS } from './customers';
import { importRowErrors } from './customerListLogic';

export { IMPORT_FAILED_TEXTS, errorEntries } from './customerListLogic';

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
