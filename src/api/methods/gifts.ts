/** Gifts (spec 2 §7 "Gifts, sales, bookings"): assign a gift to customers, send it, remove them, and the Gift to Customer PDF. */
// Reasoning: docs/decisions.md "Notes: src/api/methods/gifts.ts"
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

export type GiftAction = 'assigngiftcustomer' | 'sendgiftcustomer' | 'removeassigngiftcustomer';

export const giftMethods = (core: CoreCalls) => ({
  /** POST customergift/{action}: gid, sid[] (the customers' ids); the answer's message. */
  giftCustomers: (action: GiftAction, giftId: Identifier, customerIds: readonly Identifier[]) =>
    core.call('POST', `customergift/${action}`, { gid: String(giftId), sid: customerIds.map(String) }),
  /** GET giftcustomer/pdf/{id}: the Gift to Customer PDF of a customer gift. */
  giftCustomerPdf: (id: Identifier) => core.download(`giftcustomer/pdf/${encodeURIComponent(String(id))}`),
});
