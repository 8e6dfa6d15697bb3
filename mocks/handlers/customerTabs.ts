/**
 * The reads of a customer's show tabs whose areas are not served yet (spec 2 §2 "Activities",
 * "Interest Details", "Gift Details"; issue 15): GET customergift, customerinterest and
 * customerinterestactivity with the customer's filter (customer_id), read-only, each row with the
 * records it names embedded. Registered LAST, just before the 404s: when the gifts and leads areas
 * add their own routes for these paths, theirs answer and these are never reached.
 */
import { http } from 'msw';
import { findRow, orgRows, type Row } from '../db';
import { listRows } from './crud';
import { API, authorize, ok, personRef, readQuery } from './util';

const read = (name: string, present: (row: Row) => Row, rows: (orgid: number) => Row[] = orgid => orgRows(name, orgid)) =>
  http.get(`${API}/:orgid/${name}`, ({ request, params }) => {
    // Read on the customer's page: the customer's reader reads them.
    const caller = authorize(request, params.orgid, { resource: 'customer', action: 'list' });
    if (caller instanceof Response) return caller;
    const page = listRows(rows(caller.orgid), { perPage: 10, ...readQuery(request) }, {});
    return ok({ ...page, data: page.data.map(present) });
  });

/** An activity's customer is its lead's customer. */
const activitiesOf = (orgid: number): Row[] =>
  orgRows('customerinterestactivity', orgid).map(a => ({ ...a, customer_id: a.customer_id ?? findRow('customerinterest', orgid, String(a.interest_id))?.customer_id ?? null }));

export const customerTabHandlers = [
  read('customergift', row => ({ ...row, gift: personRef('gift', row.organization_id, row.gift_id), customer: personRef('customer', row.organization_id, row.customer_id) })),
  read('customerinterest', row => ({
    ...row,
    project: personRef('project', row.organization_id, row.project_id),
    customer: personRef('customer', row.organization_id, row.customer_id),
  })),
  read(
    'customerinterestactivity',
    row => ({ ...row, user: personRef('user', row.organization_id, row.user_id) }),
    activitiesOf,
  ),
];

