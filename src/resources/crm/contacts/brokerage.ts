/** Brokerage contacts: list, create, edit, show. mobile2 is optional with the rules of mobile1, its messages written with mobile2. */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/contacts/brokerage.ts"
import { defineSchema } from '../../../common/schema/define';
import { email, longText, phone, text } from '../../../common/schema/fields';

const mobile = (n: 1 | 2) =>
  phone(`Mobile ${n}`)
    .digits(`Valid mobile${n} number id required`)
    .min(10, `The mobile${n} must be at least 10 characters.`)
    .max(14, `The mobile${n} may not be greater than 14 characters.`);

export const brokerage = defineSchema({
  name: 'brokerage',
  label: 'Brokerage Contacts',
  singular: 'Brokerage Contact',
  group: 'sales',
  icon: 'brokerage',
  reducedMenu: false,
  perPage: 20,
  sort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  fields: {
    name: text('Broker Name')
      .required('Broker name is required')
      .in('list', 'search', 'sort')
      .seed(ctx => ctx.fake.person()),
    mobile1: mobile(1).required('mobile1 is required').in('list', 'search'),
    mobile2: mobile(2)
      .in('list')
      .seed(ctx => (ctx.random.chance(0.4) ? ctx.fake.mobile() : null)),
    email: email('Email', 'Valid email id required').in('list', 'search'),
    address: longText('Address').seed(ctx => ctx.fake.address()),
  },
  seed: { count: o => (o === 1 ? 24 : 9) },
});
