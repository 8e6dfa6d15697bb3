/** Gifts and the gifts given to customers. */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/gifts/gifts.ts"
import { defineSchema } from '../../../common/schema/define';
import { image, longText, number, text } from '../../../common/schema/fields';

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
