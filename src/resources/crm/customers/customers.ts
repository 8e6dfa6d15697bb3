/** Customers: the register. */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/customers/customers.ts"
import { defineSchema } from '../../../common/schema/define';
import { DEFAULT_COUNTRY_CODE, countryCode } from '../../../common/phone';
import { CUSTOMER_EXPORT_COLUMNS, CUSTOMER_EXPORT_LABELS, CUSTOMER_LIST_TEXTS } from './customerListLogic';
import { CUSTOMER_ATTRIBUTE_PREFIX } from '../../../common/attributeTypes';
import { choice, date, email, flag, image, longText, phone, reference, text, type Field } from '../../../common/schema/fields';

/** The texts of spec 2 §5 verbatim, and this console's own where it gives none (docs/decisions.md). */
export const CUSTOMER_TEXTS = {
  name: 'Customer name is required',
  honorifics: 'Honorifics is required',
  gender: 'Gender is required',
  email: 'Valid email id required',
  phone: 'Valid phone number required',
  phoneMin: 'The phone must be at least 8 characters.',
  phoneMax: 'The phone may not be greater than 12 characters.',
  /** "the edit form says digit instead of characters" (C10). */
  phoneMinEdit: 'The phone must be at least 8 digit.',
  phoneMaxEdit: 'The phone may not be greater than 12 digit.',
  pincode: 'Please enter valid pincode',
  pincodeLength: 'The pincode must be 6 numbers.',
  whatsapp: 'Valid whatsapp number required',
  whatsappMin: 'The whatsapp must be at least 8 characters.',
  whatsappMax: 'The whatsapp may not be greater than 12 characters.',
  accessRequired: 'Mobile number or Email required',
  accessMobile: 'The Mobile must be 10 digit.',
  accessEmail: 'Provied valid Email id',
  accessPassMin: 'The password must be at least 6 characters.',
  accessPassMax: 'The password may not be greater than 32 characters.',
  accessConfirm: 'Password and Confirm Password do not match.',
  /** G24: the App Access tab of the show page when the customer has none. */
  noAppAccess: 'App access is not enabled for this customer.',
} as const;

/** The heading of the list's attribute panel and of the forms' attribute section (not given: decided). */
export const CUSTOMER_ATTRIBUTE_TITLE = 'Attributes';

export const HONORIFICS = ['Mr', 'Mrs', 'Ms', 'Dr'] as const;
export const GENDERS = ['Male', 'Female', 'Others'] as const;
export const RELATIONS = ['S/O', 'W/O', 'D/O', 'C/O', 'H/O'] as const;
/** §9 "Default country code +91" (src/common/phone.ts, shared with the leads). */
export { DEFAULT_COUNTRY_CODE };

/** The App Access fields: on the edit form's App Access tab, checked only with the access on. */
const access = <T>(field: Field<T>) => field.only('edit').shownWhen('app_access', [1]);

export const customer = defineSchema({
  name: 'customer',
  label: 'Customers',
  singular: 'Customer',
  group: 'sales',
  icon: 'customer',
  reducedMenu: true,
  perPage: 20,
  recordRepresentation: 'name',
  search: true,
  rowClick: 'show',
  // §9: the eighteen columns, All by default; GET customers/export with the list's filters.
  listExport: {
    path: 'customers/export',
    columns: CUSTOMER_EXPORT_COLUMNS.map(id => ({ id, name: CUSTOMER_EXPORT_LABELS[id] })),
    title: CUSTOMER_LIST_TEXTS.exportTitle,
    noun: 'customers',
  },
  editTabs: [
    { label: 'Profile' },
    { label: 'App Access', fields: ['app_access', 'access_mobile', 'access_email', 'access_pass', 'access_cpass', 'access_status'] },
  ],
  // The side panel of attribute filters and the form's attribute inputs (spec 2 §2, §3 Type-{attrid}).
  attributes: { types: 'customerattributetype', prefix: CUSTOMER_ATTRIBUTE_PREFIX, title: CUSTOMER_ATTRIBUTE_TITLE },
  // "An invalid filter parameter in the URL is ignored" (§2).
  strictFilters: true,
  listFilters: [
    { kind: 'contains', source: 'address', label: 'Address', fields: ['address', 'city', 'state', 'pincode'] },
    { kind: 'contains', source: 'phone', label: 'Phone', fields: ['phone', 'whatsapp'] },
    { kind: 'dateRange', label: 'Created', field: 'created_at' },
    { kind: 'toggle', source: 'showall', label: 'Show All' },
  ],
  fields: {
    honorifics: choice('Honorifics', HONORIFICS).required(CUSTOMER_TEXTS.honorifics),
    name: text('Name').required(CUSTOMER_TEXTS.name).in('list', 'search', 'sort'),
    gender: choice('Gender', GENDERS).required(CUSTOMER_TEXTS.gender),
    relation_type: choice('Relation', RELATIONS),
    relation_name: text('Relation Name'),
    country_code: countryCode('Country Code'),
    phone: phone('Phone')
      .required(CUSTOMER_TEXTS.phone)
      .digits(CUSTOMER_TEXTS.phone, { spaces: true })
      .min(8, CUSTOMER_TEXTS.phoneMin, { on: 'create' })
      .max(12, CUSTOMER_TEXTS.phoneMax, { on: 'create' })
      .min(8, CUSTOMER_TEXTS.phoneMinEdit, { on: 'update' })
      .max(12, CUSTOMER_TEXTS.phoneMaxEdit, { on: 'update' })
      .callable('customer')
      .in('list', 'search'),
    country_code_whatsapp: countryCode('WhatsApp Country Code'),
    whatsapp: phone('WhatsApp').digits(CUSTOMER_TEXTS.whatsapp).min(8, CUSTOMER_TEXTS.whatsappMin).max(12, CUSTOMER_TEXTS.whatsappMax),
    email: email('Email', CUSTOMER_TEXTS.email).in('list'),
    address: longText('Address'),
    city: text('City').in('list'),
    state: text('State'),
    country: text('Country'),
    pincode: text('Pincode').digits(CUSTOMER_TEXTS.pincode).exactly(6, CUSTOMER_TEXTS.pincodeLength),
    dob: date('Date of Birth'),
    anniversary: date('Anniversary'),
    notes: longText('Notes'),
    isbroker: flag('Broker').in('list', 'filter'),
    photo: image('Photo').accept('image/*', 2 * 1024 * 1024),
    created_by: reference('Created By', { resource: 'user', display: 'name', embed: 'user' }).only('list', 'filter', 'show'),
    // App Access (edit tab `appaccess`): spec 2 §5 "Customer edit with app access on".
    app_access: flag('App Access').only('edit'),
    access_mobile: access(phone('Mobile'))
      .required(CUSTOMER_TEXTS.accessRequired, { unless: ['access_email'] })
      .digits(CUSTOMER_TEXTS.accessMobile)
      .exactly(10, CUSTOMER_TEXTS.accessMobile),
    access_email: access(email('Email', CUSTOMER_TEXTS.accessEmail)),
    access_pass: access(text('Password')).min(6, CUSTOMER_TEXTS.accessPassMin).max(32, CUSTOMER_TEXTS.accessPassMax).secret(),
    access_cpass: access(text('Confirm Password')).equals('access_pass', CUSTOMER_TEXTS.accessConfirm).secret(),
    access_status: access(choice('Status', ['Active', 'Inactive'] as const)).default('Active'),
  },
  // Seeded with the core tables (mocks/seed/tables/customer.ts): bookings, sales, plots, call history and EMI reference their ids.
  seed: false,
  messages: {
    created: 'Customer created successfully.',
    updated: 'Customer updated successfully.',
    deleted: 'Customer deleted successfully.',
  },
});
