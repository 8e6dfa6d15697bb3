/**
 * A customer's loyalty points (customerpoints, spec 2 §3 "Customer points transaction"): the points
 * each plot sale gave — the buyer's earned and spent points, the broker's referral points (the
 * sale's customer_point_earned_value, customer_point_spend_value, broker_point_value) — and a few
 * entered by hand (a festival bonus, a gift redeemed, a site-visit referral).
 */
import { DAY, HOUR, ORGS, assignIds, lazyTables, type Clock, type Random, type Row, type SeedContext, type Tables } from '../context';
import { peopleOf } from './customer';

const MANUAL: readonly (readonly ['EARNED' | 'SPEND', string, number, string | null])[] = [
  ['EARNED', 'Pongal festival bonus', 100, 'Festival offer for registered customers'],
  ['EARNED', 'Referred a friend for a site visit', 50, 'Friend visited the layout on Sunday'],
  ['SPEND', 'Redeemed for a gift', 200, 'Silver coin given at the office'],
  ['EARNED', 'Deepavali festival bonus', 150, null],
  ['SPEND', 'Redeemed against registration charges', 300, 'Adjusted in the registration amount'],
  ['EARNED', 'Customer meet attendance', 25, null],
];

/**
 * Drawn when first read (issue 41: some 14,000 rows at the large seed, which nobody reads at
 * sign-in), from the tables as they are here: the core customers (the register's bulk is drawn
 * later), the plots and the sales.
 */
export function seedCustomerPoints({ tables, clock, random }: SeedContext): void {
  const here: Tables = { plot: tables.plot ?? [], customer: tables.customer ?? [], plotsale: tables.plotsale ?? [] };
  lazyTables(tables, ['customerpoints'], () => ({ customerpoints: drawCustomerPoints(here, clock, random('customerpoints')) }));
}

function drawCustomerPoints(tables: Tables, clock: Clock, r: Random): Row[] {
  const customerpoints: Row[] = [];
  const plots = new Map((tables.plot ?? []).map(p => [p.id, p]));
  const customers = new Map((tables.customer ?? []).map(c => [c.id, c]));
  const typeOf = (id: unknown) => (Number(customers.get(id as number)?.isbroker) === 1 ? 'Broker' : 'Customer');
  // A row written out field by field, in the order the seed always gave (no object spreads: the
  // large seed makes some 14,000 of these, issue 41).
  const add = (
    organizationId: number,
    createdAt: string,
    customerId: unknown,
    customerType: string,
    transactionType: string,
    pointFor: string,
    pointValue: number,
    customerNote: string | null,
  ) =>
    customerpoints.push({
      organization_id: organizationId,
      created_at: createdAt,
      customer_id: customerId,
      customer_type: customerType,
      transaction_type: transactionType,
      point_for: pointFor,
      point_value: pointValue,
      customer_note: customerNote,
      id: 0,
    });
  for (const sale of tables.plotsale ?? []) {
    const t = Date.parse(sale.created_at) + HOUR;
    const number = String(plots.get(sale.plot_id as number)?.number ?? '');
    const org = sale.organization_id;
    const at = clock.iso(Math.min(t, clock.now));
    const earned = Number(sale.customer_point_earned_value) || 0;
    const spent = Number(sale.customer_point_spend_value) || 0;
    const broker = Number(sale.broker_point_value) || 0;
    if (earned > 0) add(org, at, sale.customer_id, typeOf(sale.customer_id), 'EARNED', `Purchase of plot ${number}`, earned, null);
    if (spent > 0)
      add(org, at, sale.customer_id, typeOf(sale.customer_id), 'SPEND', `Redeemed on plot ${number}`, spent, 'Adjusted in the sale price');
    if (broker > 0 && sale.broker_id) add(org, at, sale.broker_id, 'Broker', 'EARNED', `Referral for plot ${number}`, broker, null);
  }
  for (const org of ORGS) {
    const people = peopleOf(tables, org);
    for (let i = 0; i < (org === 1 ? 24 : 6); i++) {
      const person = r.pick(people);
      const [type, pointFor, value, note] = MANUAL[i % MANUAL.length]!;
      const from = Math.max(Date.parse(person.row.created_at) + DAY, clock.ago(300));
      customerpoints.push({
        organization_id: org,
        customer_id: person.row.id,
        customer_type: typeOf(person.row.id),
        transaction_type: type,
        point_for: pointFor,
        point_value: value,
        customer_note: note,
        created_at: clock.iso(clock.between(r, from, clock.now)),
        id: 0,
      });
    }
  }
  assignIds(customerpoints);
  return customerpoints;
}
