/**
 * Broker offer groups (spec 2 §3 "Broker offer group"): about two brokers in three of each
 * organization have been given an offer group (their customer row's customer_group_id), each with
 * the broker's page of that group — a few brokers also kept the page of an earlier group. Scanned
 * counts from none to a few hundred. The groups are the organization's privilege groups
 * (customergroup).
 */
import { Clock, DAY, HOUR, ORGS, Random, seedOf, type Row, type Tables } from './context';
import { ORG_DOMAINS } from './data';
import { brokerOfferKey } from '../../src/resources/crm/offers/brokerOfferGroups';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The offer page of a broker's group and its QR code's file name (the seed's rows and the demo API's new ones). */
export const brokerOfferPage = (orgid: number, key: string, groupName: string) => ({
  offerpage_url: `https://${ORG_DOMAINS[orgid] ?? 'offers.example.com'}/offers/broker/${key}`,
  downloadqrcode_filename: `${slug(groupName) || 'offer'}-qrcode.svg`,
});

export function seedBrokerOfferGroups(tables: Tables, now: Date): void {
  const clock = new Clock(now);
  const rows: Row[] = [];
  for (const org of ORGS) {
    const r = new Random(seedOf('brokeroffergroup', org));
    const groups = (tables.customergroup ?? [])
      .filter(g => g.organization_id === org)
      .map(g => ({ id: Number(g.id), name: String(g.name) }));
    if (!groups.length) continue;
    const brokers = (tables.customer ?? []).filter(c => c.organization_id === org && c.isbroker === 1).sort((a, b) => a.id - b.id);
    for (const broker of brokers) {
      if (!r.chance(0.66)) continue;
      const given = r.sample(groups, r.chance(0.2) ? 2 : 1);
      let from = Date.parse(broker.created_at) + HOUR;
      given.forEach((group, i) => {
        const t = clock.between(r, from, Math.min(clock.now, from + 200 * DAY));
        from = t + DAY;
        const key = brokerOfferKey(broker.id, group.id, r.hex(3));
        rows.push({
          id: 0,
          organization_id: org,
          broker_id: broker.id,
          customer_group_id: group.id,
          unique_key: key,
          scanner_count: r.chance(0.15) ? 0 : r.int(1, i === given.length - 1 ? 320 : 60),
          ...brokerOfferPage(org, key, group.name),
          created_at: clock.iso(t),
          updated_at: clock.iso(t),
        });
        // The broker's offer group is the last one given.
        broker.customer_group_id = group.id;
      });
    }
  }
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.organization_id - b.organization_id);
  rows.forEach((row, i) => (row.id = i + 1));
  tables.brokeroffergroup = rows;
}
