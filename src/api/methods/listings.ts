/** Listings (spec 3 §7 "POST listingpendingstatus: lising_id, status", the id's name as spelled). */
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

export const listingMethods = (core: CoreCalls) => ({
  /** POST listingpendingstatus: a listing's new status, chosen in the status dialog. */
  listingStatusChange: (id: Identifier, status: string, version?: string) =>
    // With the listing's version as read (issue 38): a precondition the server may check.
    core.call('POST', 'listingpendingstatus', { lising_id: String(id), status, ...(version ? { updated_at: version } : {}) }),
  /** DELETE listingbuilding/{listing id}: a listing's building details (one per listing; listingbuilding.delete, spec 3 §6). */
  deleteListingBuilding: (listingId: Identifier) => core.call('DELETE', `listingbuilding/${encodeURIComponent(String(listingId))}`),
});
