/**
 * Customers (spec 2 §7 "Customers"): the note written from a customer's Notes tab ("PUT-style
 * notes: source_id, source_type, notes"; G4: POST with _method=PUT).
 */
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../dataProvider';

export const customerMethods = (core: CoreCalls) => ({
  /** POST notes (_method=PUT) with source_id, source_type, notes. */
  createNote: (note: { source_id: Identifier; source_type: 'Customer' | 'Project'; notes: string }) =>
    core.call('POST', 'notes', { _method: 'PUT', ...note }),
});
