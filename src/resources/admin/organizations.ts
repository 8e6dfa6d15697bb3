/** Organizations: the client organizations administered from this one. docs/decisions.md "Notes: src/resources/admin/organizations.ts" */
import { defineSchema } from '../../common/schema/define';
import { choice, email, image, longText, phone, reference, text } from '../../common/schema/fields';

/** The texts of spec 3 §5 "Organization", verbatim, and this console's own (docs/decisions.md). */
export const ORGANIZATION_TEXTS = {
  name: 'Organization name is required',
  status: 'Status is required',
  address: 'Address is required',
  user: 'User is required',
  email: 'Valid email id required',
  phone: 'Phone is required',
  phoneDigits: 'Valid phone number required',
  phoneMin: 'The phone must be at least 10 characters.',
  phoneMax: 'The phone may not be greater than 10 characters.',
  whatsapp: 'Please enter valid whatsapp number',
  /** Not given (N14). */
  assigned: 'User assigned successfully.',
  assignFailed: 'Unable to assign the user',
} as const;

const CLIENTS: ReadonlyArray<[string, string]> = [
  ['Daga Estates', 'Chennai'],
  ['Green Acres Realty', 'Coimbatore'],
  ['Sri Balaji Promoters', 'Tiruchirappalli'],
  ['Kaveri Homes and Plots', 'Salem'],
  ['Madurai Meenakshi Layouts', 'Madurai'],
  ['Nilgiri Hill Estates', 'Ooty'],
  ['Thanjavur Delta Realtors', 'Thanjavur'],
];

const client = (index: number, orgid: number) => CLIENTS[orgid === 1 ? index : (index + 1) % CLIENTS.length]!;

export const organization = defineSchema({
  name: 'organization',
  label: 'Organizations',
  singular: 'Organization',
  group: 'admin',
  icon: 'organization',
  reducedMenu: false,
  recordRepresentation: 'name',
  sort: { field: 'name', order: 'ASC' },
  rowClick: 'show',
  createTitle: 'Create Customer',
  fields: {
    name: text('Name')
      .required(ORGANIZATION_TEXTS.name)
      .in('list', 'search', 'sort')
      .seed(ctx => client(ctx.index, ctx.orgid)[0]),
    email: email('Email', ORGANIZATION_TEXTS.email)
      .in('list', 'search')
      .seed(ctx => ctx.fake.email(client(ctx.index, ctx.orgid)[0])),
    mobile: phone('Phone')
      .required(ORGANIZATION_TEXTS.phone)
      .digits(ORGANIZATION_TEXTS.phoneDigits, { spaces: true })
      .exactly(10, ORGANIZATION_TEXTS.phoneMin, ORGANIZATION_TEXTS.phoneMax)
      .in('list', 'search'),
    whatsapp: phone('WhatsApp').digits(ORGANIZATION_TEXTS.whatsapp, { spaces: true }).exactly(10, ORGANIZATION_TEXTS.whatsapp),
    status: choice('Status', ['Active', 'Blocked'] as const)
      .required(ORGANIZATION_TEXTS.status)
      .colors({ Active: 'success', Blocked: 'error' })
      .in('list', 'filter')
      .seed(ctx => (ctx.index === 5 ? 'Blocked' : 'Active')),
    address: longText('Address')
      .required(ORGANIZATION_TEXTS.address)
      .seed(ctx => `${ctx.fake.address().split(',').slice(0, 2).join(',')}, ${client(ctx.index, ctx.orgid)[1]}`),
    description: longText('Description'),
    user: reference('User', { resource: 'user', display: 'name', embed: 'owner' })
      .required(ORGANIZATION_TEXTS.user, { on: 'create' })
      .only('create'),
    photo: image('Photo')
      .deletePath('organizationimage')
      .seed(ctx => ctx.fake.image(client(ctx.index, ctx.orgid)[0])),
  },
  seed: {
    count: o => (o === 1 ? 7 : 1),
    // The users assigned to it (organization/{id}/organizationuser/create): its owner, a master.
    row: ctx => {
      const owner = ctx.rows('user')[0];
      return { users: owner ? [{ id: owner.id, name: owner.name, master: 1 }] : [] };
    },
  },
});
