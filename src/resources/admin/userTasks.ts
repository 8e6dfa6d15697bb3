/** User tasks: list, create, edit, show; docs/decisions.md "User tasks"; docs/decisions.md "Notes: src/resources/admin/userTasks.ts" */
import { defineSchema } from '../../common/schema/define';
import { choice, date, longText, reference, text } from '../../common/schema/fields';

const STATUSES = ['Active', 'Inactive'] as const;

/** This console's texts where §5 gives none (G31: '{Label} is required'), and §5's verbatim one. */
export const USER_TASK_TEXTS = {
  title: 'Title is required',
  titleMax: 'The title may not be greater than 255 characters.',
  status: 'Status is required',
  user: 'user is required',
  start: 'Start date is required',
  end: 'End date is required',
} as const;

/** Tasks of a Tamil Nadu plot-promotion office: title, description. */
const TASKS: readonly (readonly [string, string])[] = [
  [
    'Site visit follow-up for Sri Balaji Nagar enquiries',
    'Call back every customer who visited Sri Balaji Nagar last Sunday and fix a second visit or a booking date.',
  ],
  [
    'Collect EC and patta copies for Guduvanchery layout',
    'Get the encumbrance certificate and patta copies from the Sub-Registrar office for the new Guduvanchery survey numbers.',
  ],
  ['Prepare DTCP approval file for Padappai Phase 2', 'Compile the layout plan, FMB sketch and parent documents for the DTCP submission.'],
  [
    'Weekend site expo at Tambaram',
    'Arrange the canopy, brochures and site vehicle for the Saturday and Sunday expo near Tambaram bus stand.',
  ],
  ['Instalment reminder calls – October', 'Call every customer with an instalment due this month and note promised payment dates.'],
  ['Update plot prices on the website', 'Apply the revised guideline rates to the Coimbatore Saravanampatti layout plots.'],
  ['Registration day coordination', 'Book the registration slot, inform the customers and keep the stamp paper and DDs ready.'],
  ['Survey stones for Madurai Othakadai layout', 'Fix the boundary stones and mark the corner plots with the surveyor.'],
  ['Facebook campaign for Pongal offer', 'Publish the Pongal offer posts and reply to enquiries within the day.'],
  [
    'Bank loan documents for booked customers',
    'Collect salary slips, Form 16 and bank statements for the customers applying for a home loan.',
  ],
  ['Road laying inspection at Trichy Manikandam', 'Check the progress of the blacktop road and send site photos to the office.'],
  ['Customer feedback calls after registration', 'Call the customers registered last month and record their feedback.'],
  ['Brochure reprint for Chennai offices', 'Get quotations from two printers and order 2,000 brochures for the Chennai offices.'],
  ['Legal opinion for the Tirunelveli land purchase', 'Send the parent documents to the advocate and follow up on the opinion.'],
];

export const usertask = defineSchema({
  name: 'usertask',
  label: 'User Tasks',
  singular: 'User Task',
  group: 'admin',
  icon: 'task',
  reducedMenu: false,
  recordRepresentation: 'title',
  rowClick: 'show',
  fields: {
    title: text('Title')
      .required(USER_TASK_TEXTS.title)
      .max(255, USER_TASK_TEXTS.titleMax)
      .in('list', 'search', 'sort')
      .seed(TASKS.map(([title]) => title)),
    description: longText('Description')
      .in('search')
      .seed(TASKS.map(([, description]) => description)),
    user_id: reference('Assignee', { resource: 'user', display: 'name', embed: 'assigneduser' })
      .required(USER_TASK_TEXTS.user)
      .in('list', 'filter'),
    status: choice('Status', STATUSES)
      .required(USER_TASK_TEXTS.status)
      .in('list', 'filter')
      .colors({ Active: 'success', Inactive: 'error' })
      .default('Active')
      .seed(ctx => (ctx.index % 5 === 4 ? 'Inactive' : 'Active')),
    start_date: date('Start Date')
      .required(USER_TASK_TEXTS.start)
      .in('list', 'sort')
      .seed(ctx => ctx.createdAt.slice(0, 10)),
    end_date: date('End Date')
      .required(USER_TASK_TEXTS.end)
      .in('list', 'sort')
      .seed(ctx => new Date(Date.parse(String(ctx.row.start_date)) + ctx.random.int(2, 21) * 86_400_000).toISOString().slice(0, 10)),
  },
  seed: { count: o => (o === 1 ? 14 : 7) },
});
