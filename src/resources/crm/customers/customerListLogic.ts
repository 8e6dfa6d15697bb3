/** The customer list's power features: the rules the console, the demo API and the tests read. */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/customers/customerListLogic.ts"

import { DUPLICATE_TEXTS } from './duplicates';

/** The console's texts where the specification gives none (docs/decisions.md "Customer list"). */
export const CUSTOMER_LIST_TEXTS = {
  merge: 'Merge',
  mergeTitle: 'Merge Customers',
  mergeNeedsMore: 'Select more than one customer to merge.',
  merged: 'Customers merged successfully.',
  mergeFailed: 'Unable to merge the customers',
  assign: 'Assign Offer Group',
  assignGroup: 'Offer Group',
  assignGroupRequired: 'Offer group is required',
  assigned: 'Offer group assigned successfully.',
  assignFailed: 'Unable to assign the offer group',
  assignNotBroker: 'Only brokers can be assigned an offer group.',
  exportPdf: 'Export PDF',
  exportPdfDone: 'The selected customers were exported.',
  exportTitle: 'Export Customers',
  filterSaved: 'Filter saved successfully.',
  filterDeleted: 'Filter deleted successfully.',
} as const;

/** §9 "Customer export columns", in the specification's order. */
export const CUSTOMER_EXPORT_COLUMNS = [
  'name',
  'honorifics',
  'gender',
  'relation_type',
  'relation_name',
  'phone',
  'address',
  'city',
  'state',
  'country',
  'pincode',
  'whatsapp',
  'email',
  'dob',
  'anniversary',
  'plotbooked',
  'plotsold',
  'plotblocked',
] as const;
export type CustomerExportColumn = (typeof CUSTOMER_EXPORT_COLUMNS)[number];

/** Headings of the exported file and of the column choice. */
export const CUSTOMER_EXPORT_LABELS: Record<CustomerExportColumn, string> = {
  name: 'Name',
  honorifics: 'Honorifics',
  gender: 'Gender',
  relation_type: 'Relation',
  relation_name: 'Relation Name',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  country: 'Country',
  pincode: 'Pincode',
  whatsapp: 'WhatsApp',
  email: 'Email',
  dob: 'Date of Birth',
  anniversary: 'Anniversary',
  plotbooked: 'Plots Booked',
  plotsold: 'Plots Sold',
  plotblocked: 'Plots Blocked',
};

/** Merge needs more than one selected customer. */
export const canMerge = (ids: readonly unknown[]): boolean => ids.length > 1;

/** Whether the list is filtered to brokers (isbroker=1; the filter's switch sends true). */
export const isBrokerFilter = (filterValues: Record<string, unknown> | undefined): boolean => {
  const value = filterValues?.isbroker;
  return value === 1 || value === '1' || value === true || value === 'true';
};

/** §5 "Customer import: xlsx only, max 2 MB, required"; §9 "import file xlsx max 2 MB". */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_TEXTS = {
  button: 'Import',
  title: 'Import Customers',
  file: 'Excel file (xlsx)',
  required: 'Please choose an xlsx file to import',
  xlsxOnly: 'Only xlsx files can be imported',
  tooLarge: 'The file may not be greater than 2 MB.',
  failure: 'Unable to import the customers',
  imported: (imported: number, failed: number) => `${imported} customers imported, ${failed} rows failed.`,
  failedRows: 'Failed rows',
  /** The failed rows dialog's link to the failed imports list. */
  openFailed: 'Open Failed Imports',
  /** Issue 40: the styled file button, the template, the preview, the duplicates choice. */
  chooseFile: 'Choose file',
  template: 'Download template',
  templateFile: 'customers-import-template.xlsx',
  preview: 'First rows of the file',
  previewMore: (shown: number, total: number) => `The first ${shown} of ${total} rows.`,
  previewUnread: 'The file could not be read as an xlsx workbook.',
  ignoredColumns: (names: string) => `Columns not imported: ${names}`,
  importDuplicates: 'Import them anyway',
  duplicatesHelp: 'Rows whose phone or WhatsApp number already belongs to a customer are listed as failed rows unless this is on.',
  /** A row whose number belongs to a customer already (issue 40 "Duplicates"). */
  duplicate: (name: unknown, phone: unknown) => `${DUPLICATE_TEXTS.already} ${String(name ?? '')} (${String(phone ?? '')})`,
} as const;

/** Why a chosen file is refused before it is sent, or undefined when it may be sent. */
export const importFileError = (file: { name: string; size: number } | null | undefined): string | undefined => {
  if (!file) return IMPORT_TEXTS.required;
  if (!/\.xlsx$/i.test(file.name)) return IMPORT_TEXTS.xlsxOnly;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_TEXTS.tooLarge;
  return undefined;
};

/** The columns an import row may carry. */
export const IMPORT_FIELDS = [
  'name',
  'email',
  'gender',
  'country_code',
  'phone',
  'country_code_whatsapp',
  'whatsapp',
  'honorifics',
  'relation_type',
  'relation_name',
  'address',
  'city',
  'state',
  'country',
  'pincode',
  'dob',
  'anniversary',
  'is_broker',
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The headings of the template: the customer export's and, for the columns the export has not, their own. */
export const IMPORT_COLUMN_LABELS: Record<ImportField, string> = {
  name: CUSTOMER_EXPORT_LABELS.name,
  honorifics: CUSTOMER_EXPORT_LABELS.honorifics,
  gender: CUSTOMER_EXPORT_LABELS.gender,
  relation_type: CUSTOMER_EXPORT_LABELS.relation_type,
  relation_name: CUSTOMER_EXPORT_LABELS.relation_name,
  country_code: 'Country Code',
  phone: CUSTOMER_EXPORT_LABELS.phone,
  country_code_whatsapp: 'WhatsApp Country Code',
  whatsapp: CUSTOMER_EXPORT_LABELS.whatsapp,
  email: CUSTOMER_EXPORT_LABELS.email,
  address: CUSTOMER_EXPORT_LABELS.address,
  city: CUSTOMER_EXPORT_LABELS.city,
  state: CUSTOMER_EXPORT_LABELS.state,
  country: CUSTOMER_EXPORT_LABELS.country,
  pincode: CUSTOMER_EXPORT_LABELS.pincode,
  dob: CUSTOMER_EXPORT_LABELS.dob,
  anniversary: CUSTOMER_EXPORT_LABELS.anniversary,
  is_broker: 'Is Broker',
};

/** The template's heading row, in the export's column order. */
export const IMPORT_TEMPLATE_HEADINGS: readonly string[] = [
  ...CUSTOMER_EXPORT_COLUMNS.filter((c): c is CustomerExportColumn & ImportField => (IMPORT_FIELDS as readonly string[]).includes(c)).map(
    c => IMPORT_COLUMN_LABELS[c],
  ),
  ...IMPORT_FIELDS.filter(f => !(CUSTOMER_EXPORT_COLUMNS as readonly string[]).includes(f)).map(f => IMPORT_COLUMN_LABELS[f]),
];

const headingKey = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
const COLUMN_BY_HEADING = new Map<string, ImportField>([
  ...IMPORT_FIELDS.map(f => [headingKey(f), f] as [string, ImportField]),
  ...IMPORT_FIELDS.map(f => [headingKey(IMPORT_COLUMN_LABELS[f]), f] as [string, ImportField]),
]);

/** The import column a sheet's heading names: the field's name or its heading, in any case and spacing… */
export const importColumnOf = (heading: string): ImportField | undefined => COLUMN_BY_HEADING.get(headingKey(heading));

/** An import row's errors: name required, phone required, digits and spaces, 8 to 12 — the customer form's messages. */
export const importRowErrors = (
  row: Record<string, unknown>,
  texts: { name: string; phone: string; phoneMin: string; phoneMax: string },
): Record<string, string> => {
  const errors: Record<string, string> = {};
  const name = String(row.name ?? '').trim();
  const phone = String(row.phone ?? '').trim();
  if (!name) errors.name = texts.name;
  if (!phone || !/^[\d ]+$/.test(phone)) errors.phone = texts.phone;
  else if (phone.length < 8) errors.phone = texts.phoneMin;
  else if (phone.length > 12) errors.phone = texts.phoneMax;
  return errors;
};

/* Failed import rows (customerimportfailed, ./customerImportFailed.ts) ------------------------------ */

/** The console's texts where the specification gives none (docs/decisions.md "Failed customer imports"). */
export const IMPORT_FAILED_TEXTS = {
  edit: 'Edit',
  editTitle: 'Edit Failed Import',
  updated: 'Failed import row updated.',
  updateFailed: 'Unable to update the row',
  verify: 'Verify',
  verifyTitle: 'Verify Import Row',
  verifyAsk: 'Check this row again with the import rules and, when it passes, add it as a customer.',
  verified: 'Customer imported successfully.',
  verifyFailed: 'Unable to verify the row',
  stillFailing: 'The row still has errors: fix them with Edit, then verify again.',
  errors: 'Errors',
  errorsTitle: 'Import Errors',
  noErrors: 'No errors recorded for this row.',
} as const;

/** The errors map of a row as [field, message] pairs (a stored map, or JSON text of one). */
export const errorEntries = (value: unknown): Array<[string, string]> => {
  let map: unknown = value;
  if (typeof value === 'string') {
    try {
      map = JSON.parse(value);
    } catch {
      return value.trim() ? [['', value]] : [];
    }
  }
  if (!map || typeof map !== 'object' || Array.isArray(map)) return [];
  return Object.entries(map as Record<string, unknown>).flatMap(([field, message]) =>
    (Array.isArray(message) ? message : [message])
      .filter(m => m !== null && m !== undefined && String(m).trim())
      .map(m => [field, String(m)] as [string, string]),
  );
};
