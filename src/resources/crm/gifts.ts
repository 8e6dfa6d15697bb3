/**
 * Gifts and the gifts given to customers (spec 2 §2 "gift", "customergift (Customer Gifts)", §3
 * "Gift", "Customer gift", §5 'Gift name is required', 'Gift quantity is required', 'Gift quantity
 * is only digits', §6 gift.*, giftcustomer.view, sendgift.send, §7 customergift/assigngiftcustomer,
 * sendgiftcustomer, removeassigngiftcustomer (gid, sid[]), giftcustomer/pdf/{id}; issue 16).
 * A gift: list (created_at descending, 20 per page), create, edit, show in the tabs Gift Details,
 * Assigned Customers (`assignedcustomer`: send and remove) and Assign Customers (`assigncustomer`),
 * its customer count answered by the API. Customer gifts: list and show, filtered by gift and
 * status (Not Sent by default), each with its Gift to Customer PDF. The tables are seeded by
 * mocks/seed/tables/gift.ts.
 */
import { lazy } from 'react';
import { defineSchema } from '../../common/schema/define';
import { choice, date, image, longText, number, reference, text } from '../../common/schema/fields';

export const GIFT_TEXTS = {
  name: 'Gift name is required',
  quantity: 'Gift quantity is required',
  quantityDigits: 'Gift quantity is only digits',
  /** Not given by the specifications (spec 1 §8 for failures). */
  assigned: 'Gift assigned to the customers.',
  sent: 'Gift sent to the customers.',
  removed: 'Customers removed from the gift.',
  assignFailed: 'Unable to assign gift',
  sendFailed: 'Unable to send gift',
  removeFailed: 'Unable to remove customers',
  /** The demo API's refusals. */
  noCustomers: 'Select at least one customer',
  alreadySent: 'A gift already sent cannot be removed.',
  notEnough: 'Not enough gifts left for the selected customers.',
} as const;

/** customergift.gift_status (spec 2 §3): stored send / notsend, shown Sent / Not Sent. */
export const GIFT_STATUSES = ['notsend', 'send'] as const;
export const GIFT_STATUS_TEXT = { notsend: 'Not Sent', send: 'Sent' } as const;

export const gift = defineSchema({
  name: 'gift',
  label: 'Gifts',
  singular: 'Gift',
  group: 'sales',
  icon: 'gift',
  reducedMenu: false,
  recordRepresentation: 'name',
  seed: false,
  custom: { show: lazy(() => import('./GiftShow')) },
  // The API answers how many customers the gift is given to (spec 2 §3 "customer count").
  computed: (row, rows) => ({ customer_count: rows('customergift').filter(g => g.gift_id === row.id).length }),
  fields: {
    name: text('Name').required(GIFT_TEXTS.name).in('list', 'search', 'sort'),
    quantity: text('Quantity').required(GIFT_TEXTS.quantity).digits(GIFT_TEXTS.quantityDigits, { spaces: true }).in('list'),
    description: longText('Description').in('search'),
    gift_image: image('Gift Image').answeredAs('existing_image').in('list'),
    customer_count: number('Customers').only('list', 'show'),
  },
});

export const customergift = defineSchema({
  name: 'customergift',
  label: 'Customer Gifts',
  singular: 'Customer Gift',
  group: 'sales',
  icon: 'giftcustomer',
  reducedMenu: false,
  views: ['list', 'show'],
  deletable: false,
  recordRepresentation: 'customer_id',
  seed: false,
  rowActions: lazy(() => import('./GiftPdfButton')),
  // Spec 2 §2 "default view gift_status notsend".
  filterDefaults: { gift_status: 'notsend' },
  fields: {
    customer_id: reference('Customer', { resource: 'customer', display: 'name', embed: 'customer' }).in('list', 'search'),
    gift_id: reference('Gift', { resource: 'gift', display: 'name', embed: 'gift' }).in('list', 'filter'),
    gift_status: choice('Status', GIFT_STATUSES)
      .displayAs(GIFT_STATUS_TEXT)
      .colors({ send: 'success', notsend: 'warning' })
      .in('list', 'filter'),
    sent_date: date('Sent Date').in('list', 'sort'),
  },
});
