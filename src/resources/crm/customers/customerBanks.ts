/** A customer's bank details: no list of their own, read on the customer's Bank Details tab; a save returns to that tab. */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/customers/customerBanks.ts"
import { defineSchema, tabChild } from '../../../common/schema/define';
import { reference, text } from '../../../common/schema/fields';

export const BANK_TEXTS = {
  holder: 'Account holder name is required',
  ifsc: 'IFSC code is required',
  branch: 'Branch name is required',
  accountNo: 'Account number is required',
  accountNoDigits: 'Account number is only digits',
} as const;

const BANKS = [
  'State Bank of India',
  'Indian Bank',
  'Indian Overseas Bank',
  'Canara Bank',
  'Karur Vysya Bank',
  'City Union Bank',
  'Tamilnad Mercantile Bank',
  'HDFC Bank',
];
const IFSC = ['SBIN', 'IDIB', 'IOBA', 'CNRB', 'KVBL', 'CIUB', 'TMBL', 'HDFC'];

const customerOf = () => reference('Customer', { resource: 'customer', display: 'name', embed: 'customer' });

export const customerbank = defineSchema({
  name: 'customerbank',
  label: 'Bank Details',
  singular: 'Bank Detail',
  group: 'sales',
  icon: 'bank',
  ...tabChild('cid', 'cid', '/customer/{cid}/show/bank'),
  recordRepresentation: 'account_holder_name',
  fields: {
    cid: customerOf(),
    account_holder_name: text('Account Holder Name').required(BANK_TEXTS.holder).in('list'),
    name: text('Bank Name').in('list').seed(BANKS),
    account_no: text('Account Number')
      .required(BANK_TEXTS.accountNo)
      .digits(BANK_TEXTS.accountNoDigits, { spaces: true })
      .in('list')
      .seed(ctx => String(ctx.random.int(10_000_000, 99_999_999)) + String(ctx.random.int(1000, 9999))),
    ifsc: text('IFSC Code')
      .required(BANK_TEXTS.ifsc)
      .in('list')
      .seed(ctx => `${ctx.random.pick(IFSC)}000${ctx.random.int(1000, 9999)}`),
    branch: text('Branch')
      .required(BANK_TEXTS.branch)
      .in('list')
      .seed(ctx => ctx.fake.city()),
  },
  seed: {
    count: 40,
    after: ['customer'],
    row: ctx => ({ account_holder_name: ctx.rows('customer').find(c => c.id === ctx.row.cid)?.name ?? ctx.fake.person() }),
  },
  messages: {
    created: 'Bank details created successfully.',
    updated: 'Bank details updated successfully.',
    deleted: 'Bank details deleted successfully.',
  },
});
