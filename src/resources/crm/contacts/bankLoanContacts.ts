/** Bank loan contacts: list, create, edit, show. */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/contacts/bankLoanContacts.ts"
import { defineSchema } from '../../../common/schema/define';
import { email, image, longText, phone, text } from '../../../common/schema/fields';

const BANKS = [
  ['State Bank of India', 'Anna Salai'],
  ['Indian Bank', 'T. Nagar'],
  ['Indian Overseas Bank', 'Tambaram'],
  ['Canara Bank', 'Chengalpattu'],
  ['HDFC Bank', 'Velachery'],
  ['ICICI Bank', 'Porur'],
  ['Karur Vysya Bank', 'Kanchipuram'],
  ['City Union Bank', 'Guduvanchery'],
  ['Tamilnad Mercantile Bank', 'Tiruvallur'],
  ['LIC Housing Finance', 'Adyar'],
  ['Axis Bank', 'Sholinganallur'],
  ['Bank of Baroda', 'Poonamallee'],
] as const;

const bank = (index: number, orgid: number) => BANKS[(index + (orgid - 1) * 5) % BANKS.length]!;

export const bankloancontact = defineSchema({
  name: 'bankloancontact',
  label: 'Bank Loan Contacts',
  singular: 'Bank Loan Contact',
  group: 'sales',
  icon: 'bank',
  reducedMenu: false,
  recordRepresentation: 'name',
  fields: {
    name: text('Bank Name')
      .required('Bank Name is required')
      .in('list', 'search', 'sort')
      .seed(ctx => bank(ctx.index, ctx.orgid)[0]),
    bank_logo: image('Bank Logo')
      .in('list')
      .deletePath('bankloancontactimage')
      .seed(ctx => ctx.fake.image(String(ctx.row.name))),
    branch_address: longText('Branch Address')
      .required('Branch Address is required')
      .in('list')
      .seed(ctx => `${bank(ctx.index, ctx.orgid)[1]} Branch, ${ctx.fake.address()}`),
    contact_person: text('Contact Person')
      .required('Contact Person is required')
      .in('list', 'search')
      .seed(ctx => ctx.fake.person()),
    contact_email: email('Contact Email', 'Valid email id required')
      .required('Contact Email is required')
      .in('list')
      .seed(ctx => ctx.fake.email(String(ctx.row.contact_person))),
    contact_number: phone('Contact Number')
      .required('Contact Number is required')
      .min(10, 'The Contact Number must be at least 10 digit.')
      .in('list', 'search'),
  },
  seed: { count: o => (o === 1 ? 12 : 6) },
});
