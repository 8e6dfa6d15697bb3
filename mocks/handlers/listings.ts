/**
 * Listings in the demo API (spec 3 §7; issue 18): POST {orgid}/listingpendingstatus with lising_id
 * (sic) and status, behind listing.update; the status is required and must be one the dialog
 * offers for the current status (listingLogic.ts). DELETE {orgid}/listingbuilding/{listing id}
 * behind listingbuilding.delete: the listing's building details are emptied. The CRUD is the
 * schema's (./schema.ts).
 */
import { http } from 'msw';
import { findRow, nowIso, touch } from '../db';
import { BUILDING_FIELDS, LISTING_TEXTS, statusOptionsFor } from '../../src/resources/website/listings/listingLogic';
import { API, authorize, fail, invalid, ok, readBody, str } from './util';
import { nextVersion, refuseStale } from './crud';

export const listingHandlers = [
  http.post(`${API}/:orgid/listingpendingstatus`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'listing', action: 'update' });
    if (caller instanceof Response) return caller;
    const values = await readBody(request);
    const status = str(values.status);
    if (!status) return invalid({ status: LISTING_TEXTS.statusRequired });
    const row = findRow('listing', caller.orgid, str(values.lising_id));
    if (!row) return fail('Record not found', 404);
    // A stale change (issue 38): refused with the listing as it is now.
    const stale = refuseStale(values, row);
    if (stale) return stale;
    if (!(statusOptionsFor(row.status) as readonly string[]).includes(status)) return invalid({ status: LISTING_TEXTS.notAllowed });
    row.status = status;
    row.updated_at = nextVersion(row);
    touch();
    return ok({ id: row.id, status }, LISTING_TEXTS.statusUpdated);
  }),
  http.delete(`${API}/:orgid/listingbuilding/:id`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'listingbuilding', action: 'delete' });
    if (caller instanceof Response) return caller;
    const row = findRow('listing', caller.orgid, str(params.id));
    if (!row) return fail('Record not found', 404);
    for (const source of BUILDING_FIELDS) row[source] = null;
    row.updated_at = nowIso();
    touch();
    return ok({ id: row.id }, LISTING_TEXTS.buildingDeleted);
  }),
];
