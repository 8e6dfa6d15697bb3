/** The activity feed: read-only, newest first. Each message's placeholders become links to the records in `params`… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/activity/activities.ts"
import { defineSchema, type RecordOf } from '../../../common/schema/define';
import { choice, dateTime, json, longText, reference, type SeedFieldContext } from '../../../common/schema/fields';

export const ACTIVITY_TYPES = ['Customer', 'Lead', 'Plot', 'Project', 'Listing', 'Gift', 'Website', 'Offer', 'Task', 'Document'] as const;

type Ref = { table: string; text: (row: Record<string, unknown>) => unknown };
const ref = (table: string, field = 'name'): Ref => ({ table, text: row => row[field] });

/** Templates: the message, its type, and where each placeholder's record comes from. */
const TEMPLATES: readonly [message: string, type: (typeof ACTIVITY_TYPES)[number], refs: Record<string, Ref>][] = [
  ['{user} added the customer {customer}', 'Customer', { user: ref('user'), customer: ref('customer') }],
  [
    '{user} booked plot {plot} in {layout} for {customer}',
    'Plot',
    { user: ref('user'), plot: ref('plot', 'number'), layout: ref('layout'), customer: ref('customer') },
  ],
  [
    '{user} moved the lead {lead} of {customer} to Processing',
    'Lead',
    { user: ref('user'), lead: { table: 'customerinterest', text: row => `#${String(row.id)}` }, customer: ref('customer') },
  ],
  [
    '{user} sold plot {plot} of {project} to {customer} through the broker {broker}',
    'Plot',
    { user: ref('user'), plot: ref('plot', 'number'), project: ref('project'), customer: ref('customer'), broker: ref('customer') },
  ],
  [
    '{user} swapped plots {plot} and {plot_2} in {layout}',
    'Plot',
    { user: ref('user'), plot: ref('plot', 'number'), plot_2: ref('plot', 'number'), layout: ref('layout') },
  ],
  ['{user} uploaded the approval plan of {project}', 'Document', { user: ref('user'), project: ref('project') }],
  ['{user} published the blog {blog}', 'Website', { user: ref('user'), blog: ref('blog', 'title') }],
  ['{user} approved the listing {listing}', 'Listing', { user: ref('user'), listing: ref('listing', 'title') }],
  ['{user} sent the gift {gift} to {customer}', 'Gift', { user: ref('user'), gift: ref('gift'), customer: ref('customer') }],
  [
    '{user} added the offer {offer} to the group {group}',
    'Offer',
    { user: ref('user'), offer: ref('customeroffer'), group: ref('customergroup') },
  ],
  [
    '{user} gave the task {task} to the department {department}',
    'Task',
    { user: ref('user'), task: ref('usertask', 'title'), department: ref('userdepartment') },
  ],
  ['{user} exported the customer list to {spreadsheet}', 'Customer', { user: ref('user') }],
];

/** The entry's params: each placeholder's record `{ id, name }` from the organization's rows (none when its table is empty). */
const paramsFor = (ctx: SeedFieldContext, refs: Record<string, Ref>) => {
  const params: Record<string, unknown> = {};
  for (const [key, { table, text }] of Object.entries(refs)) {
    const rows = ctx.rows(table);
    if (!rows.length) continue;
    const row = rows[(ctx.index * 7 + key.length * 13) % rows.length]!;
    params[key] = { id: row.id, name: String(text(row) ?? '') };
  }
  if (refs === TEMPLATES[TEMPLATES.length - 1]![2]) params.spreadsheet = { name: 'customers.xlsx' };
  return params;
};

const templateOf = (ctx: SeedFieldContext) => TEMPLATES[ctx.index % TEMPLATES.length]!;

export const activity = defineSchema({
  name: 'activity',
  label: 'Activities',
  singular: 'Activity',
  group: 'sales',
  icon: 'activity',
  reducedMenu: false,
  views: ['list'],
  deletable: false,
  perPage: 20,
  sort: { field: 'id', order: 'DESC' },
  recordRepresentation: 'message',
  fields: {
    message: longText('Message')
      .in('list', 'search')
      .seed(ctx => templateOf(ctx)[0]),
    type: choice('Type', ACTIVITY_TYPES)
      .in('list', 'filter')
      .seed(ctx => templateOf(ctx)[1]),
    user_id: reference('User', { resource: 'user', display: 'name', embed: 'user' })
      .only()
      .seed(ctx => {
        const users = ctx.rows('user');
        return users.length ? users[(ctx.index * 3) % users.length]!.id : null;
      }),
    params: json('Params')
      .only()
      .seed(ctx => paramsFor(ctx, templateOf(ctx)[2])),
    updated_at: dateTime('Updated')
      .only()
      .seed(ctx => ctx.createdAt),
  },
  seed: {
    count: o => (o === 1 ? 48 : 24),
    after: [
      'user',
      'customer',
      'plot',
      'layout',
      'project',
      'customerinterest',
      'blog',
      'listing',
      'gift',
      'customeroffer',
      'customergroup',
      'usertask',
      'userdepartment',
    ],
    // The {user} placeholder is the entry's own user.
    row: ctx => {
      const params = (ctx.row.params ?? {}) as Record<string, { id: number; name: string }>;
      const user = ctx.rows('user').find(u => u.id === ctx.row.user_id);
      return user ? { params: { ...params, user: { id: user.id, name: String(user.name ?? '') } } } : {};
    },
  },
});

export type ActivityRecord = RecordOf<typeof activity>;
