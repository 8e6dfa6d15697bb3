/** Reminders: list, create, edit, show. reminder_to and repeat values per G14… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/activity/reminders.ts"
import { defineSchema } from '../../../common/schema/define';
import { choice, choices, date, longText, reference, time, type SeedFieldContext } from '../../../common/schema/fields';

const REMINDER_TO = ['User', 'Customer'] as const;
const REPEAT = ['Once', 'Daily', 'Weekly', 'Monthly', 'Yearly', 'Custom'] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const USER_NOTES = [
  'Follow up with the registration office on the sale deed of plot 14.',
  'Prepare the monthly collection report for the review meeting.',
  'Send the DTCP approval copies to the website team.',
  'Check the site visit schedule for the weekend.',
  'Renew the hoarding permission at Guduvanchery.',
  'Collect the signed booking forms from the site office.',
  'Pay the electricity deposit for the layout street lights.',
  'Review the broker commission statement.',
  'Order the boundary stones for the new phase.',
];

/** Customer reminders name the customer. */
const CUSTOMER_NOTES = [
  (name: string) => `Call ${name} about the second instalment due this month.`,
  (name: string) => `Remind ${name} about the patta transfer documents.`,
  (name: string) => `Invite ${name} to the new layout launch at Chengalpattu.`,
  (name: string) => `Confirm the Saturday site visit with ${name}.`,
  (name: string) => `Share the bank loan checklist with ${name}.`,
  (name: string) => `Wish ${name} on the anniversary and mention the festival offer.`,
];

/** One of the rows of another table (the seed of a reference shown only for one reminder_to). */
const pickId = (ctx: SeedFieldContext, table: string, when: string) => {
  const rows = ctx.rows(table);
  return ctx.row.reminder_to === when && rows.length ? ctx.random.pick(rows).id : null;
};

export const reminder = defineSchema({
  name: 'reminder',
  label: 'Reminders',
  singular: 'Reminder',
  group: 'sales',
  icon: 'reminder',
  reducedMenu: false,
  recordRepresentation: 'note',
  fields: {
    reminder_to: choice('Reminder to', REMINDER_TO).required('Reminder to is required').in('filter'),
    user_id: reference('User', { resource: 'user', display: 'name', embed: 'user' })
      .required('User is required', { when: { field: 'reminder_to', in: ['User'] } })
      .shownWhen('reminder_to', ['User'])
      .in('list')
      .seed(ctx => pickId(ctx, 'user', 'User')),
    customer_id: reference('Customer', { resource: 'customer', display: 'name', embed: 'customer' })
      .required('Customer is required', { when: { field: 'reminder_to', in: ['Customer'] } })
      .shownWhen('reminder_to', ['Customer'])
      .in('list')
      .seed(ctx => pickId(ctx, 'customer', 'Customer')),
    note: longText('Note')
      .required('Note is required')
      .in('list', 'search')
      .seed(ctx => {
        const customer = ctx.rows('customer').find(row => row.id === ctx.row.customer_id);
        return customer
          ? CUSTOMER_NOTES[ctx.index % CUSTOMER_NOTES.length]!(String(customer.name))
          : USER_NOTES[(ctx.index + ctx.orgid) % USER_NOTES.length]!;
      }),
    reminder_time: time('Reminder time').required('Reminder time is required').in('list'),
    repeat: choice('Repeat', REPEAT).required('Repeat is required').in('list', 'filter'),
    repeatdays: choices('Repeat days', WEEKDAYS)
      .required('Repeat days is required', { when: { field: 'repeat', in: ['Custom'] } })
      .shownWhen('repeat', ['Custom'])
      .seed(ctx => (ctx.row.repeat === 'Custom' ? WEEKDAYS.filter((_, i) => (i + ctx.index) % 3 === 0) : [])),
    from_date: date('From date')
      .in('list')
      .seed(ctx => ctx.fake.date(-20, 10)),
    to_date: date('To date')
      .in('list')
      .seed(ctx => ctx.fake.date(15, 120)),
  },
  seed: { count: o => (o === 1 ? 16 : 7) },
});
