/**
 * Gifts in the demo API (spec 2 §7; issue 16): assign a gift to customers, send it, remove them
 * (POST customergift/assigngiftcustomer | sendgiftcustomer | removeassigngiftcustomer with gid and
 * sid[], behind sendgift.send), and the Gift to Customer PDF (GET giftcustomer/pdf/{id}). Sending
 * takes from the gift's quantity; a gift already sent cannot be removed. The lists and pages are
 * the schema's (src/resources/crm/gifts/).
 */
import { HttpResponse, http } from 'msw';
import { findRow, nextId, nowIso, orgRows, table, touch } from '../db';
import { GIFT_STATUS_TEXT, GIFT_TEXTS } from '../../src/resources/crm/gifts/gifts';
import { renderPdf } from '../pdf';
import { organizationLetterhead } from '../pdf/letterhead';
import { API, authorize, fail, ok, readBody, str } from './util';

const ACTIONS = ['assigngiftcustomer', 'sendgiftcustomer', 'removeassigngiftcustomer'] as const;

const idsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(str).filter(Boolean);

export const giftHandlers = [
  http.post(`${API}/:orgid/customergift/:action`, async ({ request, params }) => {
    const action = ACTIONS.find(a => a === params.action);
    if (!action) return undefined;
    const caller = authorize(request, params.orgid, { resource: 'customergift', action: 'send' });
    if (caller instanceof Response) return caller;
    const body = await readBody(request);
    const gift = findRow('gift', caller.orgid, str(body.gid));
    if (!gift) return fail('Record not found', 404);
    const sids = idsOf(body.sid);
    if (!sids.length) return fail(GIFT_TEXTS.noCustomers);
    const given = orgRows('customergift', caller.orgid).filter(g => g.gift_id === gift.id && sids.includes(String(g.customer_id)));
    if (action === 'assigngiftcustomer') {
      const customers = sids.map(id => findRow('customer', caller.orgid, id));
      if (customers.some(c => !c)) return fail('Record not found', 404);
      const fresh = customers.filter(c => !given.some(g => g.customer_id === c!.id));
      for (const customer of fresh) {
        table('customergift').push({
          id: nextId('customergift'),
          organization_id: caller.orgid,
          gift_id: gift.id,
          customer_id: customer!.id,
          gift_status: 'notsend',
          sent: 0,
          sent_date: null,
          created_at: nowIso(),
        });
      }
      touch();
      return ok({ assigned: fresh.length }, `${str(gift.name)} assigned to ${fresh.length} customer${fresh.length === 1 ? '' : 's'}.`);
    }
    if (action === 'sendgiftcustomer') {
      const pending = given.filter(g => g.gift_status !== 'send');
      const left = Number(str(gift.quantity).replace(/\s/g, '')) || 0;
      if (pending.length > left) return fail(GIFT_TEXTS.notEnough);
      const today = nowIso().slice(0, 10);
      for (const row of pending) Object.assign(row, { gift_status: 'send', sent: 1, sent_date: today });
      gift.quantity = String(left - pending.length);
      touch();
      return ok({ sent: pending.length }, `${str(gift.name)} sent to ${pending.length} customer${pending.length === 1 ? '' : 's'}.`);
    }
    if (given.some(g => g.gift_status === 'send')) return fail(GIFT_TEXTS.alreadySent);
    const rows = table('customergift');
    for (const row of given) rows.splice(rows.indexOf(row), 1);
    touch();
    return ok({ removed: given.length }, GIFT_TEXTS.removed);
  }),

  http.get(`${API}/:orgid/giftcustomer/pdf/:id`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'customergift', action: 'show' });
    if (caller instanceof Response) return caller;
    const row = findRow('customergift', caller.orgid, str(params.id));
    if (!row) return fail('Record not found', 404);
    const gift = findRow('gift', caller.orgid, str(row.gift_id));
    const customer = findRow('customer', caller.orgid, str(row.customer_id));
    const bytes = await renderPdf({
      letterhead: organizationLetterhead(caller.orgid),
      title: `Gift to Customer #${row.id}`,
      lines: [
        `Customer: ${str(customer?.name) || '-'}`,
        `Phone: ${str(customer?.phone) || '-'}`,
        `Gift: ${str(gift?.name) || '-'}`,
        `Status: ${GIFT_STATUS_TEXT[row.gift_status as keyof typeof GIFT_STATUS_TEXT] ?? str(row.gift_status)}`,
        `Sent on: ${str(row.sent_date) || '-'}`,
      ],
    });
    return new HttpResponse(bytes as BodyInit, {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="gift-to-customer-${row.id}.pdf"` },
    });
  }),
];
