/** The read-only lists of spec 2 §2 "Users, messages, members" and §3: a list each, no create, edit, show nor delete. */
// Reasoning: docs/decisions.md "Notes: src/resources/admin/readOnlyLists.ts"
import { defineSchema } from '../../common/schema/define';
import { email, image, text } from '../../common/schema/fields';

const READ_ONLY = { group: 'admin', reducedMenu: false, views: ['list'], deletable: false } as const;

const TEMPLATES = [
  ['Welcome to the Family', 'Welcome'],
  ['New Layout Launch', 'Promotional'],
  ['Site Visit Invitation', 'Promotional'],
  ['Pongal Greetings', 'Greeting'],
  ['Instalment Due Reminder', 'Transactional'],
  ['Booking Confirmation', 'Transactional'],
  ['Registration Day Details', 'Transactional'],
  ['Monthly Newsletter', 'Newsletter'],
  ['Diwali Festival Offer', 'Promotional'],
  ['Price Revision Notice', 'Announcement'],
  ['Referral Rewards', 'Promotional'],
  ['Happy New Year', 'Greeting'],
] as const;

export const mailTemplates = defineSchema({
  ...READ_ONLY,
  name: 'mail/templates',
  label: 'Mail Templates',
  singular: 'Mail Template',
  icon: 'mail',
  recordRepresentation: 'name',
  fields: {
    name: text('Name')
      .in('list', 'search', 'sort')
      .seed(TEMPLATES.map(([name]) => name)),
    type: text('Type')
      .in('list', 'sort')
      .seed(TEMPLATES.map(([, type]) => type)),
    thumbnail: image('Thumbnail')
      .in('list')
      .seed(ctx => ctx.fake.image(String(ctx.row.name))),
  },
  seed: { count: o => (o === 1 ? 12 : 6) },
});

export const members = defineSchema({
  ...READ_ONLY,
  name: 'members',
  label: 'Members',
  singular: 'Member',
  icon: 'members',
  recordRepresentation: 'Fname',
  fields: {
    Fname: text('First Name').in('list', 'search', 'sort').seed('skip'),
    Lname: text('Last Name').in('list', 'search', 'sort').seed('skip'),
    email: email('Email').in('list', 'search').seed('skip'),
  },
  seed: {
    count: o => (o === 1 ? 26 : 11),
    row: ctx => {
      const [Fname, Lname] = ctx.fake.person().split(' ');
      return { Fname, Lname, email: ctx.fake.email(`${Fname} ${Lname} ${ctx.index + 1}`) };
    },
  },
});

export const loanrequiredocuments = defineSchema({
  ...READ_ONLY,
  name: 'loanrequiredocuments',
  label: 'Loan Required Documents',
  singular: 'Loan Required Document',
  icon: 'loandocs',
  recordRepresentation: 'documenttype',
  fields: {
    documenttype: text('Document Type')
      .in('list', 'search', 'sort')
      .seed([
        'Sale Deed',
        'Patta',
        'Chitta and Adangal',
        'EC (Encumbrance Certificate)',
        'Approved Layout Plan',
        'Parent Documents (30 years)',
        'Salary Slips (last 3 months)',
        'Form 16',
        'Bank Statement (6 months)',
        'PAN Card',
        'Aadhaar Card',
        'Legal Opinion',
      ]),
  },
  seed: { count: o => (o === 1 ? 12 : 7) },
});
