/**
 * A customer's Activities tab (spec 2 §2 "Activities"; issue 15): GET customerinterestactivity with
 * the customer's filter (customer_id). An activity belongs to a lead, so its customer is its lead's
 * customer: this read joins them. Registered ahead of the leads' own routes and answers only a
 * read by customer_id; every other read of the activities is the leads area's.
 */
import { http } from 'msw';
import { findRow, orgRows, type Row } from '../db';
import { listRows } from './crud';
import { API, authorize, ok, personRef, readQuery, str } from './util';

/** An activity's customer is its lead's customer. */
const activitiesOf = (orgid: number): Row[] =>
  orgRows('customerinterestactivity', orgid).map(a => ({
    ...a,
    customer_id: a.customer_id ?? findRow('customerinterest', orgid, String(a.interest_id))?.customer_id ?? null,
  }));

export const customerTabHandlers = [
  http.get(`${API}/:orgid/customerinterestactivity`, ({ request, params }) => {
    const query = readQuery(request);
    if (!str(query.customer_id)) return undefined;
    const caller = authorize(request, params.orgid, { resource: 'customerinterestactivity', action: 'list' });
    if (caller instanceof Response) return caller;
    const page = listRows(activitiesOf(caller.orgid), { perPage: 10, ...query }, {});
    return ok({ ...page, data: page.data.map(row => ({ ...row, user: personRef('user', row.organization_id, row.user_id) })) });
  }),
];
