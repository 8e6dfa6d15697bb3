import { defineSchema } from '../../../common/schema/define';
import { reference, text } from '../../../common/schema/fields';
import { OFFER_ASSIGNERS } from './customerOffers';

/** A group's offers (GET offergroup?group_id=): the Offer Group Details tab. */
export const offergroup = defineSchema({
  name: 'offergroup',
  label: 'Group Offers',
  singular: 'Group Offer',
  group: 'sales',
  icon: 'customergroup',
  reducedMenu: false,
  views: [],
  recordRepresentation: 'offer_id',
  fields: {
    group_id: reference('Group', { resource: 'customergroup', display: 'name', embed: 'group' }).owned(),
    offer_id: reference('Offer', {
      resource: 'customeroffer',
      display: 'name',
      embed: 'offer',
      embedFields: ['name_tamil', 'status', 'to_date'],
    }).owned(),
    assignedby: text('Assigned By'),
  },
  seed: {
    count: o => (o === 1 ? 8 : 3),
    after: ['customergroup', 'customeroffer'],
    row: ctx => {
      const groups = ctx.rows('customergroup');
      const offers = ctx.rows('customeroffer');
      // Each group but the last two gets two offers, no pair twice.
      const group = groups[Math.floor(ctx.index / 2) % Math.max(groups.length, 1)];
      const offer = offers[(ctx.index * 5 + Math.floor(ctx.index / 2)) % Math.max(offers.length, 1)];
      return {
        group_id: group?.id ?? null,
        offer_id: offer?.id ?? null,
        assignedby: OFFER_ASSIGNERS[(ctx.index + 1) % OFFER_ASSIGNERS.length],
      };
    },
  },
});
