/**
 * Customers (spec 2 §7 "Customers"): the note written from a customer's Notes tab ("PUT-style
 * notes: source_id, source_type, notes"; G4: POST with _method=PUT), and a customer's points:
 * POST customerpoints/create, POST customerpoints/{id}/update (the same fields plus action),
 * GET customerpoints/{id}/detail (the reply's data, read for the edit dialog).
 */
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../dataProvider';
import { POINTS_UPDATE_ACTION, type PointsValues } from '../../resources/crm/pointsLogic';

const idPath = (id: Identifier) => encodeURIComponent(String(id));

export const customerMethods = (core: CoreCalls) => ({
  /** POST notes (_method=PUT) with source_id, source_type, notes. */
  createNote: (note: { source_id: Identifier; source_type: 'Customer' | 'Project'; notes: string }) =>
    core.call('POST', 'notes', { _method: 'PUT', ...note }),
  /** POST customerpoints/create with customer_type, transaction_type, point_for, point_value, customer_id, customer_note. */
  createCustomerPoints: (values: PointsValues) => core.call('POST', 'customerpoints/create', { ...values }),
  /** POST customerpoints/{id}/update: the same fields plus action. */
  updateCustomerPoints: (id: Identifier, values: PointsValues) =>
    core.call('POST', `customerpoints/${idPath(id)}/update`, { ...values, action: POINTS_UPDATE_ACTION }),
  /** GET customerpoints/{id}/detail: the transaction (reply data). */
  customerPointsDetail: async (id: Identifier) => (await core.call<PointsValues & { id: Identifier }>('GET', `customerpoints/${idPath(id)}/detail`)).data,
});
