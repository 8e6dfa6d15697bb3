/** Customer notifications: messages to customers, sent at once or at a scheduled time, by WhatsApp, SMS or e-mail… */
// Reasoning: docs/decisions.md "Notes: src/resources/website/customerNotifications.ts"
import { defineSchema } from '../../common/schema/define';
import { choice, choices, dateTime, flag, reference, text, type SeedFieldContext } from '../../common/schema/fields';

export const NOTIFICATION_TEXTS = {
  title: 'Title is required',
  notificationType: 'Notification Type is required',
  schedule: 'Schedule is required',
  notificationMethod: 'Notification Method is required',
  twilioTemplateId: 'Twilio Template ID is required',
  notificationFilterType: 'Notification Filter Type is required',
  notificationFilterId: 'Customer Filter is required',
  /** §4, verbatim. */
  statusUpdated: 'Notification status updated',
  /** §4, verbatim: a Sending scheduled notification. */
  onScheduled: 'On Scheduled',
  /** Not given: the Send confirmation. */
  sendTitle: 'Send Notification',
  sendConfirm: 'Send this notification to its customers now?',
  /** Not given: the demo API's refusal of a notification that is not New. */
  notNew: 'Only a new notification can be sent.',
} as const;

export const NOTIFICATION_TYPES = ['Instant', 'Scheduled'] as const;
/** G15: "Whatsapp and others" — WhatsApp, SMS and e-mail. */
export const NOTIFICATION_METHODS = ['Whatsapp', 'SMS', 'Email'] as const;
export const NOTIFICATION_FILTER_TYPES = ['Self', 'Customer Filter'] as const;
export const NOTIFICATION_GROUPS = ['plotbooked', 'plotblocked', 'plotsold', 'plotresale'] as const;
export const NOTIFICATION_STATUSES = ['New', 'Sending', 'Sent', 'Canceled'] as const;

/** A box left unticked: the form's undefined, false (its default) or 0, the API's 0. */
const UNTICKED = ['', 0, false] as const;

const isScheduled = (values: Record<string, unknown>) => values.notification_type === 'Scheduled';

/** Seeded notifications: title, type, method, filter type, status, schedule (days from the seed's now), groups (Self) or All. */
type Seed = [
  string,
  (typeof NOTIFICATION_TYPES)[number],
  (typeof NOTIFICATION_METHODS)[number],
  (typeof NOTIFICATION_FILTER_TYPES)[number],
  (typeof NOTIFICATION_STATUSES)[number],
  number | null,
  readonly string[] | 'all',
];
const SEEDS: readonly Seed[] = [
  ['Pongal greetings to plot owners', 'Scheduled', 'Whatsapp', 'Self', 'Sent', -30, 'all'],
  ['Registration camp this Saturday', 'Instant', 'SMS', 'Self', 'Sent', null, ['plotbooked']],
  ['Phase 2 launch: early bird prices', 'Instant', 'Whatsapp', 'Customer Filter', 'Canceled', null, []],
  ['EMI due reminder for booked plots', 'Scheduled', 'Whatsapp', 'Self', 'Sending', 12, ['plotbooked', 'plotblocked']],
  ['Road laying complete: site visit invitation', 'Instant', 'Email', 'Self', 'Sending', null, ['plotsold']],
  ['Resale plots now open for enquiries', 'Instant', 'Whatsapp', 'Self', 'New', null, ['plotresale']],
  ['Price revision from next month', 'Scheduled', 'SMS', 'Customer Filter', 'New', 20, []],
  ['Deepavali offer: free registration', 'Scheduled', 'Whatsapp', 'Self', 'New', 45, 'all'],
];

const seedOf = (ctx: SeedFieldContext) => SEEDS[(ctx.index + (ctx.orgid - 1) * 3) % SEEDS.length]!;

export const customernotification = defineSchema({
  name: 'customernotification',
  label: 'Customer Notifications',
  singular: 'Customer Notification',
  group: 'sales',
  icon: 'notification',
  reducedMenu: false,
  recordRepresentation: 'title',
  rowClick: 'show',
  editTabs: [
    { label: 'Notification' },
    { label: 'Recipients', fields: ['notification_filter_type', 'notification_filter_id', 'project_id', 'all', 'group'] },
  ],
  fields: {
    title: text('Title')
      .required(NOTIFICATION_TEXTS.title)
      .help('For the office only: customers do not see it')
      .in('list', 'search', 'sort')
      .seed(ctx => seedOf(ctx)[0]),
    notification_type: choice('Notification Type', NOTIFICATION_TYPES)
      .required(NOTIFICATION_TEXTS.notificationType)
      .in('list', 'filter')
      .seed(ctx => seedOf(ctx)[1]),
    schedule: dateTime('Schedule')
      .shownWhen('notification_type', ['Scheduled'])
      .required(NOTIFICATION_TEXTS.schedule, { when: { field: 'notification_type', in: ['Scheduled'] } })
      .in('list')
      // 10:00 in India, days from the seed's now (a sent one in the past, the others ahead).
      .seed(ctx => {
        const days = seedOf(ctx)[5];
        return days === null ? null : `${ctx.fake.date(days, days)}T04:30:00.000Z`;
      }),
    notification_method: choice('Notification Method', NOTIFICATION_METHODS)
      .required(NOTIFICATION_TEXTS.notificationMethod)
      .in('list', 'filter')
      .seed(ctx => seedOf(ctx)[2]),
    twilio_template_id: text('Twilio Template ID')
      .shownWhen('notification_method', ['Whatsapp'])
      .required(NOTIFICATION_TEXTS.twilioTemplateId, { when: { field: 'notification_method', in: ['Whatsapp'] } })
      // A Twilio content SID: HX and 32 hexadecimal digits.
      .seed(ctx =>
        seedOf(ctx)[2] === 'Whatsapp' ? `HX${Array.from({ length: 32 }, () => '0123456789abcdef'[ctx.random.int(0, 15)]).join('')}` : null,
      ),
    notification_filter_type: choice('Notification Filter Type', NOTIFICATION_FILTER_TYPES)
      .required(NOTIFICATION_TEXTS.notificationFilterType)
      .in('list')
      .seed(ctx => seedOf(ctx)[3]),
    notification_filter_id: reference('Customer Filter', {
      resource: 'customerfilter',
      lookup: 'customernotification/filterdata',
      display: 'filter_title',
      embed: 'notification_filter',
    })
      .shownWhen('notification_filter_type', ['Customer Filter'])
      .required(NOTIFICATION_TEXTS.notificationFilterId, { when: { field: 'notification_filter_type', in: ['Customer Filter'] } })
      .seed(ctx => {
        const filters = ctx.rows('customerfilter');
        return seedOf(ctx)[3] === 'Customer Filter' && filters.length ? filters[ctx.index % filters.length]!.id : null;
      }),
    project_id: reference('Project', { resource: 'project', display: 'name', embed: 'project' })
      .shownWhen('notification_filter_type', ['Self'])
      .seed(ctx =>
        seedOf(ctx)[3] === 'Self' ? (ctx.rows('project')[ctx.index % Math.max(1, ctx.rows('project').length)]?.id ?? null) : null,
      ),
    all: flag('All')
      .shownWhen('notification_filter_type', ['Self'])
      .help('Every customer of the project')
      .seed(ctx => (seedOf(ctx)[3] === 'Self' && seedOf(ctx)[6] === 'all' ? 1 : 0)),
    group: choices('Customer Group', NOTIFICATION_GROUPS)
      .shownWhen('notification_filter_type', ['Self'])
      .shownWhen('all', UNTICKED)
      .displayAs({ plotbooked: 'Plot Booked', plotblocked: 'Plot Blocked', plotsold: 'Plot Sold', plotresale: 'Plot Resale' })
      .seed(ctx => (seedOf(ctx)[3] === 'Self' && seedOf(ctx)[6] !== 'all' ? [...seedOf(ctx)[6]] : [])),
    status: choice('Status', NOTIFICATION_STATUSES)
      .not('create')
      .readOnly()
      .in('list', 'filter')
      .colors({ New: 'info', Sending: 'warning', Sent: 'success', Canceled: 'error' })
      .displayWith((value, record) => (value === 'Sending' && isScheduled(record) ? NOTIFICATION_TEXTS.onScheduled : undefined))
      .seed(ctx => seedOf(ctx)[4]),
  },
  // As a server would: the status is its own (New on create; Send changes it), and what the form hides is cleared.
  derive: (values, stored) => {
    const merged = { ...stored, ...values };
    const out: Record<string, unknown> = { status: stored ? stored.status : 'New' };
    if (!isScheduled(merged)) out.schedule = null;
    if (merged.notification_method !== 'Whatsapp') out.twilio_template_id = null;
    if (merged.notification_filter_type !== 'Customer Filter') out.notification_filter_id = null;
    const all = merged.all === 1 || merged.all === '1' || merged.all === true;
    if (merged.notification_filter_type !== 'Self') Object.assign(out, { project_id: null, all: 0, group: [] });
    else Object.assign(out, { all: all ? 1 : 0 }, all ? { group: [] } : {});
    return out;
  },
  seed: { count: o => (o === 1 ? 8 : 4), after: ['customerfilter'] },
});
