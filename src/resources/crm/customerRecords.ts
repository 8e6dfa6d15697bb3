/**
 * A customer's bank details (spec 2 §2 "customerbank/create?cid= and customerbank/{id}?cid=", §3
 * "Customer bank", §5 "Bank"; issue 15): no list of their own — read on the customer's Bank
 * Details tab (`bank`: GET customerbank?cid=), created and edited with the customer from `?cid=`,
 * a save (and a delete on the edit form) returning to that tab. Their ID proofs (customerproof,
 * §3 "Customer proof", §5 "Proof") the same way on the ID Proofs tab (`idproof`: GET
 * customerproof?cid=): a proof type of the eight and an image (`file`, answered as `url`).
 */
import { defineSchema } from '../../common/schema/define';
import { choice, image, reference, text } from '../../common/schema/fields';
import { UPLOAD_MAX_BYTES } from '../../common/uploads';

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
  reducedMenu: false,
  views: ['create', 'edit'],
  recordRepresentation: 'account_holder_name',
  fromQuery: { cid: 'cid' },
  returnTo: '/customer/{cid}/show/bank',
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

export const PROOF_TEXTS = {
  proofType: 'Proof type is required',
} as const;

/** The proof types of spec 2 §5, verbatim and in its order. */
export const PROOF_TYPES = [
  'Passport',
  'Arms License',
  'Driving License',
  'Ration Card',
  'Pan Card',
  'Business Pan Card',
  'Voter Id',
  'Others',
] as const;

export const customerproof = defineSchema({
  name: 'customerproof',
  label: 'ID Proofs',
  singular: 'ID Proof',
  group: 'sales',
  icon: 'idproof',
  reducedMenu: false,
  views: ['create', 'edit'],
  recordRepresentation: 'proof_type',
  fromQuery: { cid: 'cid' },
  returnTo: '/customer/{cid}/show/idproof',
  fields: {
    cid: customerOf(),
    proof_type: choice('Proof Type', PROOF_TYPES)
      .required(PROOF_TEXTS.proofType)
      .in('list')
      .seed(['Pan Card', 'Driving License', 'Voter Id', 'Ration Card', 'Passport', 'Pan Card', 'Voter Id']),
    // The uploads' limits of spec 1 §6 (an image, at most 10,000,000 bytes): no other is given for a proof.
    file: image('Proof Image')
      .accept('image/*', UPLOAD_MAX_BYTES)
      .answeredAs('url')
      .in('list')
      .seed(ctx =>
        ctx.fake.image(`${String(ctx.row.proof_type)} ${ctx.rows('customer').find(c => c.id === ctx.row.cid)?.name ?? ''}`.trim()),
      ),
  },
  seed: { count: 36, after: ['customer'] },
  messages: {
    created: 'Proof details created successfully.',
    updated: 'Proof details updated successfully.',
    deleted: 'Proof details deleted successfully.',
  },
});
