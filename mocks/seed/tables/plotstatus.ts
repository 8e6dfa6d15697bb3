/**
 * The status history of the plots (plotstatus) with the bookings (plotbook) and sales (plotsale)
 * made along it, drawn from one random stream plot by plot, so the three tables are seeded
 * together. Each layout sells more the older it is; a plot's chain of statuses ends at its
 * current status (set on the plot with its owner), the last step recency-weighted.
 */
import { DAY, HOUR, MINUTE, ORGS, assignIds, round100, round1000, type Random, type Row, type SeedContext } from '../context';
import { peopleOf, personBefore, type Person } from './customer';
import { NO_EMI, emiPlan } from './emi';
import { plotsByLayout } from './inventory';
import { activeStaff, type Staff } from './user';

const STATUS_NOTES: Record<string, string[]> = {
  Blocked: [
    'Blocked for site visit on Sunday',
    'Token advance of ₹10,000 received',
    'Customer asked to hold the plot for a week till the loan eligibility is checked',
    'Blocked on request of the broker',
  ],
  Booked: [
    'Booking advance received by cheque',
    'Booking confirmed at the site office',
    'Advance paid by NEFT, agreement to be signed on Friday',
  ],
  Sold: [
    'Registered at the Sub Registrar Office',
    'Sale deed registered, patta transfer applied',
    'Full payment received and registration completed',
  ],
  Available: ['Block released — customer not interested', 'Token refunded, plot released', 'Released after the block period expired'],
  Hold: ['On hold for the road widening survey', 'Held by management for the price revision', 'Hold — EB line shifting pending'],
};

const BOOKING_NOTES = [
  'Balance to be paid before registration',
  'Customer opted for a bank loan, sanction awaited',
  'Registration preferred on an auspicious day next month',
  'Broker commission to be settled after registration',
  null,
];

/** The statuses a plot went through to reach `status`. */
function chainTo(r: Random, status: string): string[] {
  if (status === 'Blocked') return r.chance(0.2) ? ['Blocked', 'Available', 'Blocked'] : ['Blocked'];
  if (status === 'Booked') return r.chance(0.45) ? ['Blocked', 'Booked'] : ['Booked'];
  if (status === 'Sold') return r.chance(0.85) ? (r.chance(0.3) ? ['Blocked', 'Booked', 'Sold'] : ['Booked', 'Sold']) : ['Sold'];
  return r.chance(0.25) ? ['Blocked', 'Available', 'Hold'] : ['Hold'];
}

export function seedPlotStatus({ tables, clock, random }: SeedContext): void {
  const r = random('plot-status');
  const plotstatus: Row[] = [];
  const plotbook: Row[] = [];
  const plotsale: Row[] = [];
  const saleBooking = new Map<Row, Row>();
  const layoutPlots = plotsByLayout(tables);
  const people: Record<number, Person[]> = {};
  const brokers: Record<number, Person[]> = {};
  const staffOf: Record<number, Staff[]> = {};
  for (const org of ORGS) {
    people[org] = peopleOf(tables, org);
    brokers[org] = people[org]!.filter(x => x.broker);
    staffOf[org] = activeStaff(tables, org);
  }
  // Owners: the least-loaded of three eligible customers, so plots spread over many buyers.
  const owned = new Map<Row, number>();
  const ownerBefore = (org: number, t: number): Person | null => {
    let best: Person | null = null;
    for (let i = 0; i < 3; i++) {
      const c = personBefore(r, people[org]!, t);
      if (c && (!best || (owned.get(c.row) ?? 0) < (owned.get(best.row) ?? 0))) best = c;
    }
    if (best) owned.set(best.row, (owned.get(best.row) ?? 0) + 1);
    return best;
  };
  for (const lay of tables.layout ?? []) {
    const infos = layoutPlots.get(lay.id) ?? [];
    const age = Math.min(1, (clock.now - Date.parse(lay.created_at)) / (400 * DAY));
    const mega = String(lay['name']).includes('Mega');
    const sold = mega ? 0.05 : 0.08 + 0.32 * age;
    const booked = mega ? 0.035 : 0.06;
    const blocked = mega ? 0.035 : 0.06;
    const hold = mega ? 0.004 : 0.01;
    const weights = [
      ['Available', 1 - sold - booked - blocked - hold],
      ['Sold', sold],
      ['Booked', booked],
      ['Blocked', blocked],
      ['Hold', hold],
    ] as const;
    for (const info of infos) {
      const status = info.placed ? r.weighted(weights) : 'Available';
      if (status === 'Available') continue;
      const org = info.org;
      const chain = chainTo(r, status);

      // Times: the last event is recency-weighted, the earlier ones spread before it.
      const start = info.ms + 6 * HOUR;
      const last = clock.recent(r, start + chain.length * DAY, 0.16);
      const times = chain
        .slice(1)
        .map(() => clock.between(r, start, last - HOUR))
        .sort((a, b) => a - b);
      times.push(last);
      for (let i = 1; i < times.length; i++) if (times[i]! <= times[i - 1]!) times[i] = times[i - 1]! + MINUTE;

      // The current owner joins at the first event of the final run of the chain.
      const released = chain.indexOf('Available');
      const ownerFrom = released >= 0 ? released + 1 : 0;
      const owner = status === 'Hold' ? null : ownerBefore(org, times[ownerFrom]!);
      const earlier = released > 0 ? personBefore(r, people[org]!, times[0]!, owner ?? undefined) : null;
      const staff = staffOf[org]!;

      let booking: Row | null = null;
      chain.forEach((st, i) => {
        const t = times[i]!;
        const who = st === 'Available' || st === 'Hold' ? null : i < ownerFrom ? earlier : owner;
        plotstatus.push({
          id: 0,
          organization_id: org,
          plot_id: info.row.id,
          status: st,
          customer_id: who ? who.row.id : null,
          notes: r.chance(0.85) ? r.pick(STATUS_NOTES[st]!) : null,
          user_id: r.pick(staff).id,
          created_at: clock.iso(t),
        });
        if (st === 'Booked' && who) {
          const broker = r.chance(0.35) ? personBefore(r, brokers[org]!, t, who) : null;
          const salesPrice = round1000(info.price * r.float(0.96, 1));
          const patta = r.pick([5000, 7500, 10000, 15000]);
          const others = r.sample(
            [
              ['EB Deposit', r.pick([12000, 15000, 18000])],
              ['Corpus Fund', r.pick([10000, 25000])],
              ['Documentation', r.pick([5000, 7500])],
              ['Water Connection', r.pick([8000, 12000])],
            ] as [string, number][],
            r.int(0, 2),
          );
          const registration = round100(salesPrice * 0.09);
          const total = salesPrice + patta + registration + others.reduce((sum, [, v]) => sum + v, 0);
          const emi =
            !chain.includes('Sold') && r.chance(0.25)
              ? emiPlan(r, clock, total, t)
              : chain.includes('Sold') && r.chance(0.12)
                ? emiPlan(r, clock, total, t)
                : NO_EMI;
          booking = {
            id: 0,
            organization_id: org,
            plot_id: info.row.id,
            customer_id: who.row.id,
            ocustomer_id: null,
            broker_id: broker ? broker.row.id : null,
            status: 'Booked',
            notes: r.pick(BOOKING_NOTES),
            due_date: clock.date(t + r.int(30, 75) * DAY),
            payment_mode: r.weighted([
              ['Cheque', 4],
              ['Cash', 3],
              ['DD', 2],
            ] as const),
            booking_advance: Math.min(round1000(salesPrice * 0.1), r.pick([25000, 50000, 100000, 200000])),
            patta_cost: patta,
            other_amount: others.map(([label, v]) => `${label}:${v}`),
            sales_price: salesPrice,
            registration_cost: registration,
            total_amount: total,
            paid: chain.includes('Sold') ? 1 : r.chance(0.45) ? 1 : 0,
            // The plan's fields named, in its order (a spread in the middle of a literal is V8's slow
            // path, and the large seed makes some 18,000 bookings and sales, issue 41).
            isemi: emi.isemi,
            total_duration: emi.total_duration,
            interest_rate: emi.interest_rate,
            emi_number: emi.emi_number,
            instalment_amount: emi.instalment_amount,
            due_type: emi.due_type,
            prior_notification_days: emi.prior_notification_days,
            emi_due_date: emi.emi_due_date,
            yearly_due_date: emi.yearly_due_date,
            downpayment: emi.downpayment,
            final_due_date: emi.final_due_date,
            // Who recorded the booking: the user of its Booked history row (no draw: the stream stays as it was).
            user_id: plotstatus[plotstatus.length - 1]!.user_id,
            created_at: clock.iso(t),
          };
          plotbook.push(booking);
        }
        if (st === 'Sold' && who) {
          const b: Row | null = booking;
          const broker = b
            ? (b['broker_id'] as number | null)
            : r.chance(0.3)
              ? (personBefore(r, brokers[org]!, t, who)?.row.id ?? null)
              : null;
          const price = b ? (b['sales_price'] as number) : round1000(info.price * r.float(0.97, 1));
          const total = b ? (b['total_amount'] as number) : price + round100(price * 0.09) + r.pick([5000, 10000]);
          const emi = b && b['isemi'] === 1 ? NO_EMI : r.chance(0.18) ? emiPlan(r, clock, total, t) : NO_EMI;
          const lakh = Math.floor(price / 100000);
          const sale: Row = {
            id: 0,
            organization_id: org,
            plot_id: info.row.id,
            customer_id: who.row.id,
            broker_id: broker,
            notes: r.chance(0.7) ? r.pick(STATUS_NOTES['Sold']!) : null,
            price,
            registration_due_date: clock.date(t + r.int(15, 45) * DAY),
            total_amount: total,
            broker_point_value: broker ? lakh * 10 : 0,
            customer_point_earned_value: lakh * 5,
            customer_point_spend_value: r.chance(0.15) ? r.pick([100, 250, 500]) : 0,
            customer_image: null,
            plot_book_id: null,
            // The plan's fields named, in its order (a spread in the middle of a literal is V8's slow
            // path, and the large seed makes some 18,000 bookings and sales, issue 41).
            isemi: emi.isemi,
            total_duration: emi.total_duration,
            interest_rate: emi.interest_rate,
            emi_number: emi.emi_number,
            instalment_amount: emi.instalment_amount,
            due_type: emi.due_type,
            prior_notification_days: emi.prior_notification_days,
            emi_due_date: emi.emi_due_date,
            yearly_due_date: emi.yearly_due_date,
            downpayment: emi.downpayment,
            final_due_date: emi.final_due_date,
            created_at: clock.iso(t),
          };
          if (b) saleBooking.set(sale, b);
          plotsale.push(sale);
        }
      });
      info.row['status'] = status;
      info.row['customer_id'] = status === 'Hold' || !owner ? null : owner.row.id;
    }
  }
  assignIds(plotstatus);
  assignIds(plotbook);
  assignIds(plotsale);
  for (const [sale, booking] of saleBooking) sale['plot_book_id'] = booking.id;
  tables.plotstatus = plotstatus;
  tables.plotbook = plotbook;
  tables.plotsale = plotsale;
}
