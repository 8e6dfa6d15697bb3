/** Customers (spec 2 §7 "Customers"): the calls that are not the resource's CRUD; docs/decisions.md "Failed customer imports" */
// Reasoning: docs/decisions.md "Notes: src/api/methods/customers.ts"
import type { Identifier } from 'ra-core';
import type { CoreCalls, ExportParams } from '../coreCalls';
import { IMPORT_DUPLICATES_FIELD, IMPORT_FAILED_UPDATE_ACTION, POINTS_UPDATE_ACTION, idList, type PointsValues } from '../customerValues';

const idPath = (id: Identifier) => encodeURIComponent(String(id));

/** What the import answers: counts, and the rows that failed with their errors map. */
export interface ImportReply {
  imported?: number;
  failed?: number;
  failed_rows?: Array<{ id: Identifier; name?: string; phone?: string; errors?: Record<string, string> }>;
}

export const CUSTOMER_EXPORT_PATH = 'customers/export';

export const customerMethods = (core: CoreCalls) => ({
  /** POST notes (_method=PUT) with source_id, source_type, notes. */
  createNote: (note: { source_id: Identifier; source_type: 'Customer' | 'Project'; notes: string }) =>
    core.call('POST', 'notes', { _method: 'PUT', ...note }),
  /** POST customerpoints/create with customer_type, transaction_type, point_for, point_value, customer_id, customer_note. */
  createCustomerPoints: (values: PointsValues) => core.call('POST', 'customerpoints/create', { ...values }),
  /** POST customerpoints/{id}/update: the same fields plus action, and the version edited (updated_at, issue 38) when known. */
  updateCustomerPoints: (id: Identifier, values: PointsValues, version?: string) =>
    core.call('POST', `customerpoints/${idPath(id)}/update`, {
      ...values,
      action: POINTS_UPDATE_ACTION,
      ...(version ? { updated_at: version } : {}),
    }),
  /** GET customerpoints/{id}/detail: the transaction (reply data). */
  customerPointsDetail: async (id: Identifier) =>
    (await core.call<PointsValues & { id: Identifier }>('GET', `customerpoints/${idPath(id)}/detail`)).data,
  /** PUT-style customer/merge: the selected customers' ids as a JSON list under `ids`. */
  mergeCustomers: (ids: readonly Identifier[]) => core.call('PUT', 'customer/merge', { ids: JSON.stringify(idList(ids)) }),
  /** PUT-style customer/assignbrokeroffergroup: customer_group_id, cust_ids (JSON list). */
  assignBrokerOfferGroup: (customerGroupId: Identifier, ids: readonly Identifier[]) =>
    core.call('PUT', 'customer/assignbrokeroffergroup', { customer_group_id: customerGroupId, cust_ids: JSON.stringify(idList(ids)) }),
  /** GET export/selectcustomer/dummy, then the export link with pdf=1 and sid (the selected ids, JSON). */
  async exportSelectedCustomers(ids: readonly Identifier[]) {
    await core.call('GET', 'export/selectcustomer/dummy');
    return core.download(CUSTOMER_EXPORT_PATH, { pdf: 1, sid: JSON.stringify(idList(ids)) });
  },
  /** PUT-style customer/importcustomer, multipart, the field file… */
  importCustomers: (file: File, importDuplicates = false) =>
    core.call<ImportReply>('PUT', 'customer/importcustomer', importDuplicates ? { file, [IMPORT_DUPLICATES_FIELD]: 1 } : { file }),
  /** GET customerimportfailed/{id}/detail: the failed row (reply data), read for its Edit dialog. */
  importFailedDetail: async (id: Identifier) =>
    (await core.call<Record<string, unknown> & { id: Identifier }>('GET', `customerimportfailed/${idPath(id)}/detail`)).data,
  /** PUT-style customerimportfailed/{id}/update: the edited fields plus action=full. */
  updateImportFailed: (id: Identifier, values: Record<string, unknown>, version?: string) =>
    core.call('PUT', `customerimportfailed/${idPath(id)}/update`, {
      ...values,
      action: IMPORT_FAILED_UPDATE_ACTION,
      ...(version ? { updated_at: version } : {}),
    }),
  /** POST customerimportfailed/{id}/verify: the row checked again; when it passes, a customer ({ customer_id }). */
  verifyImportFailed: (id: Identifier) => core.call<{ customer_id?: Identifier }>('POST', `customerimportfailed/${idPath(id)}/verify`),
  /** GET customers/export with the chosen columns and the list's filters. */
  exportCustomers: (params: ExportParams) => core.exportList(CUSTOMER_EXPORT_PATH, params),
});
