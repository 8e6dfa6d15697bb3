import { defineSchema } from '../../../common/schema/define';
import { reference, text } from '../../../common/schema/fields';
import { OFFER_ASSIGNERS } from './customerOffers';

/** The seed's link rows: each of the first offers gets layouts, every third none. */
const layoutPairs = (offers: readonly { id: number }[], layouts: readonly { id: number }[]) =>
  offers.flatMap((offer, i) =>
    i % 3 === 2 || !layouts.length
      ? []
      : [0, 1].slice(0, 1 + (i % 2)).map(k => [offer.id, layouts[(i + k * 3) % layouts.length]!.id] as const),
  );

/** An offer's layouts (GET offerlayout?offer_id=): the Offer Layout Details tab. */
export const offerlayout = defineSchema({
  name: 'offerlayout',
  label: 'Offer Layouts',
  singular: 'Offer Layout',
  group: 'sales',
  icon: 'offer',
  reducedMenu: false,
  views: [],
  recordRepresentation: 'layout_id',
  fields: {
    offer_id: reference('Offer', { resource: 'customeroffer', display: 'name', embed: 'offer' }).owned(),
    layout_id: reference('Layout', { resource: 'layout', display: 'name', embed: 'layout', embedFields: ['location'] }),
    assignedby: text('Assigned By'),
  },
  seed: {
    count: o => (o === 1 ? 10 : 4),
    after: ['customeroffer', 'layout'],
    row: ctx => {
      const pairs = layoutPairs(ctx.rows('customeroffer'), ctx.rows('layout'));
      const [offer_id, layout_id] = pairs[ctx.index % Math.max(pairs.length, 1)] ?? [null, null];
      return { offer_id, layout_id, assignedby: OFFER_ASSIGNERS[ctx.index % OFFER_ASSIGNERS.length] };
    },
  },
});
