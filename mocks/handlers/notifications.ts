/**
 * Customer notifications in the demo API besides their CRUD (the declaration's,
 * mocks/handlers/schema.ts; these routes are placed ahead of its `customernotification/:id`):
 * the Customer Filter lookup `customernotification/filterdata` (the organization's saved customer
 * filters, `{ id, filter_title }`, as a 30-per-page lookup with q and ids[]) and Send (spec 3 §7
 * `customernotification/{id}/sendnotification` with id, status, nofifystatus): a New notification
 * with nofifystatus true becomes Sending — a scheduled one then reads 'On Scheduled' until its
 * time — and the answer is 'Notification status updated'. Sending needs customernotification.update.
 */
import { http } from 'msw';
import { findRow, nowIso, orgRows, touch } from '../db';
import { NOTIFICATION_TEXTS } from '../../src/resources/website/customerNotifications';
import { listRows } from './crud';
import { API, authorize, fail, flag, ok, readBody, readQuery, str } from './util';

export const notificationHandlers = [
  http.get(`${API}/:orgid/customernotification/filterdata`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'customerfilter', action: 'lookup' });
    if (caller instanceof Response) return caller;
    const page = listRows(
      orgRows('customerfilter', caller.orgid),
      { perPage: 30, ...readQuery(request) },
      { searchFields: ['filter_title'] },
    );
    return ok({ ...page, data: page.data.map(row => ({ id: row.id, filter_title: row.filter_title, filter_data: row.filter_data })) });
  }),

  http.post(`${API}/:orgid/customernotification/:id/sendnotification`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'customernotification', action: 'update' });
    if (caller instanceof Response) return caller;
    const row = findRow('customernotification', caller.orgid, String(params.id));
    if (!row) return fail('Record not found', 404);
    const body = await readBody(request);
    if (str(body.id) !== String(row.id)) return fail('Record not found', 404);
    if (row.status !== 'New' || str(body.status) !== 'New' || !flag(body.nofifystatus)) return fail(NOTIFICATION_TEXTS.notNew);
    row.status = 'Sending';
    row.updated_at = nowIso();
    touch();
    return ok({ id: row.id, status: row.status }, NOTIFICATION_TEXTS.statusUpdated);
  }),
];
