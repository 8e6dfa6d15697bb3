/** Messages: mails to the organization's members, written here and sent with a template of mail/templates. */
// Reasoning: docs/decisions.md "Notes: src/resources/admin/messages.ts"
import { defineSchema } from '../../common/schema/define';
import { longText, reference, text, type SeedFieldContext } from '../../common/schema/fields';

/** The texts of spec 2 §5 and §8, and this console's own where the specification gives none. */
export const MESSAGE_TEXTS = {
  subject: 'Subject is required',
  fromName: 'From Name is required',
  sendFailed: 'Unable to send mail',
  /** §5 "a template must be selected to send" (no wording given). */
  templateRequired: 'Please select a template',
  /** Not given by the specification. */
  sent: 'Mail sent successfully.',
} as const;

const SUBJECTS = [
  [
    'New layout launch at Chengalpattu this Sunday',
    'Join us for the launch of Daga Avenue II: plots from ₹9.5 lakh, site visit and lunch arranged.',
  ],
  [
    'Pongal greetings from our family to yours',
    'Wishing you and your family a happy Pongal. Our offices stay open on the 16th for site visits.',
  ],
  [
    'Your instalment reminder',
    'A gentle reminder that the instalment for your plot is due this month. Pay at the site office or by bank transfer.',
  ],
  [
    'Registration day details',
    'Your registration is scheduled at the sub-registrar office. Please carry your ID proof and two photographs.',
  ],
  [
    'Price revision from next month',
    'Plot prices in our layouts will be revised from the first of next month. Book this month at the current rate.',
  ],
  [
    'Monthly newsletter: what is new at our sites',
    "Roads laid in the new phase, street lights along the main avenue, and a children's park opened near the entrance.",
  ],
  ['Refer a friend and earn rewards', 'Refer a friend who books a plot and earn reward points worth ₹10,000 on your account.'],
  [
    'Site visit invitation for this weekend',
    'Free pick-up from Tambaram and Guduvanchery for the Saturday site visit. Reply to book a seat.',
  ],
] as const;

const pickTemplate = (ctx: SeedFieldContext) => {
  const templates = ctx.rows('mail/templates');
  return templates.length ? templates[ctx.index % templates.length]!.id : null;
};

export const message = defineSchema({
  name: 'message',
  label: 'Messages',
  singular: 'Message',
  group: 'admin',
  icon: 'message',
  reducedMenu: false,
  recordRepresentation: 'subject',
  rowClick: 'show',
  fields: {
    subject: text('Subject')
      .required(MESSAGE_TEXTS.subject)
      .in('list', 'search', 'sort')
      .seed(SUBJECTS.map(([subject]) => subject)),
    from_name: text('From Name')
      .required(MESSAGE_TEXTS.fromName)
      .in('list', 'search')
      .seed(ctx => (ctx.orgid === 1 ? 'Daga Estates' : 'Green Acres Realty')),
    template_id: reference('Template', { resource: 'mail/templates', display: 'name', embed: 'template' }).in('list').seed(pickTemplate),
    template_text: longText('Template text').seed(SUBJECTS.map(([, body]) => body)),
  },
  seed: { count: o => (o === 1 ? 8 : 4) },
});
