/** Customer privilege groups: edit tabs Summary and Attributes; the API answers `offerpage_url`, `downloadqrcode_filename` and `offers`. */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/offers/customerGroups.ts"
import { defineSchema } from '../../../common/schema/define';
import { choice, list, longText, number, text, url } from '../../../common/schema/fields';
import { OFFER_SITE, OFFER_STATUSES } from './customerOffers';

/** Spec 2 §5 gives no message for the group's rules: G31 ('<Field label> is required'). */
export const GROUP_TEXTS = { name: 'Name is required', status: 'Status is required' } as const;

const GROUPS: ReadonlyArray<readonly [string, string, ReadonlyArray<readonly [string, string]>]> = [
  ['Gold Members', 'Customers who bought two or more plots with us.', [['Plots bought', '2 or more']]],
  [
    'Platinum Investors',
    'Investors holding plots in three or more of our layouts.',
    [
      ['Layouts', '3 or more'],
      ['Relationship manager', 'Yes'],
    ],
  ],
  [
    'Broker Partners',
    'Brokers who share our offers with their buyers.',
    [
      ['Is broker', 'Yes'],
      ['Commission', '2%'],
    ],
  ],
  ['Early Bird', 'Customers who booked in the launch month of a layout.', [['Booked in launch month', 'Yes']]],
  [
    'Repeat Buyers',
    'Customers coming back for a second plot.',
    [
      ['Plots bought', '1'],
      ['Enquired again', 'Yes'],
    ],
  ],
  [
    'NRI Customers',
    'Customers living abroad who buy through a power of attorney.',
    [
      ['Country', 'Outside India'],
      ['Documentation', 'Power of attorney'],
    ],
  ],
] as const;

const groupAt = (index: number, orgid: number) => GROUPS[(index + (orgid - 1) * 3) % GROUPS.length]!;

export const customergroup = defineSchema({
  name: 'customergroup',
  label: 'Customer Privilege Group',
  singular: 'Customer Privilege Group',
  group: 'sales',
  icon: 'customergroup',
  reducedMenu: false,
  perPage: 20,
  recordRepresentation: 'name',
  editTabs: [{ label: 'Summary' }, { label: 'Attributes', fields: ['customergroupattributes'] }],
  computed: (row, rows) => ({
    offerpage_url: `${OFFER_SITE}/${row.organization_id as number}/group/${row.id}`,
    downloadqrcode_filename: `group-${row.id}-qrcode.svg`,
    offers: rows('offergroup').filter(link => link.group_id === row.id).length,
  }),
  fields: {
    name: text('Name')
      .required(GROUP_TEXTS.name)
      .in('list', 'search', 'sort')
      .seed(ctx => groupAt(ctx.index, ctx.orgid)[0]),
    status: choice('Status', OFFER_STATUSES)
      .required(GROUP_TEXTS.status)
      .colors({ Active: 'success', Inactive: 'error' })
      .in('list', 'filter')
      .seed(ctx => (ctx.index === 4 ? 'Inactive' : 'Active')),
    description: longText('Description').seed(ctx => groupAt(ctx.index, ctx.orgid)[1]),
    customergroupattributes: list('Attributes', { name: text('Name'), value: text('Value') }).seed(ctx =>
      groupAt(ctx.index, ctx.orgid)[2].map(([name, value]) => ({ name, value })),
    ),
    offers: number('Offers').only('list').seed('skip'),
    offerpage_url: url('Page').only('list', 'show').seed('skip'),
    downloadqrcode_filename: url('QR Code')
      .only('list')
      .displayWith(() => '')
      .seed('skip'),
  },
  seed: { count: o => (o === 1 ? 5 : 3) },
});
