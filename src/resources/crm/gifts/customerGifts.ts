/** The gifts given to customers (spec 2 §2 "customergift (Customer Gifts)", §3 "Customer gift", §6 giftcustomer.view): list and show. */
import { defineSchema } from '../../../common/schema/define';
import { choice, date, reference } from '../../../common/schema/fields';
import { GIFT_STATUSES, GIFT_STATUS_TEXT } from './gifts';

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
