/** The gifts of each organization (data.ts) and the gifts given to customers (customergift). */
import { DAY, HOUR, MINUTE, ORGS, assignIds, type Row, type SeedContext } from '../context';
import { GIFTS } from '../data';
import { peopleOf, personBefore } from './customer';

export function seedGifts({ tables, clock }: SeedContext): void {
  const gift: Row[] = [];
  for (const org of ORGS) {
    GIFTS[org]!.forEach(([name, description, points, quantity], i) => {
      gift.push({
        id: gift.length + 1,
        organization_id: org,
        name,
        description,
        points,
        quantity,
        gift_image: null,
        status: i === GIFTS[org]!.length - 1 && org === 1 ? 'Inactive' : 'Active',
        created_at: clock.iso(clock.ago(org === 1 ? 370 - i * 40 : 300 - i * 50) - 3 * HOUR + i * MINUTE),
      });
    });
  }
  tables.gift = gift;
}

const COUNTS: Record<number, number> = { 1: 60, 2: 12 };

/** Gifts given after the gift existed, to customers who existed then; most older ones sent. */
export function seedCustomerGifts({ tables, clock, random }: SeedContext): void {
  const r = random('gifts');
  const customergift: Row[] = [];
  for (const org of ORGS) {
    const people = peopleOf(tables, org);
    const gifts = (tables.gift ?? []).filter(g => g.organization_id === org);
    for (let i = 0; i < COUNTS[org]!; i++) {
      const g = r.pick(gifts);
      const t = clock.recent(r, Date.parse(g.created_at) + DAY, 0.15);
      const person = personBefore(r, people, t)!;
      const sent = r.chance(0.6) && t < clock.ago(1);
      customergift.push({
        id: 0,
        organization_id: org,
        gift_id: g.id,
        customer_id: person.row.id,
        gift_status: sent ? 'send' : 'notsend',
        sent: sent ? 1 : 0,
        sent_date: sent ? clock.date(clock.between(r, t + HOUR, Math.min(clock.now, t + 20 * DAY))) : null,
        created_at: clock.iso(t),
      });
    }
  }
  assignIds(customergift);
  tables.customergift = customergift;
}
