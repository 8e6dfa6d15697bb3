/**
 * The leads (customerinterest) of each organization: a customer's interest in a project, with a
 * budget from the project's rate, a status, and for most open leads a follow-up (missed, today
 * or upcoming); most are assigned to a team head and a sales user.
 */
import { DAY, HOUR, MINUTE, ORGS, assignIds, type Row, type SeedContext } from '../context';
import { peopleOf, personBefore } from './customer';
import { projectRate } from './inventory';
import { seedSizes } from '../scale';
import { salesStaff, staffOf } from './user';

const LEAD_NOTES = [
  'Looking for an east facing plot near the park',
  'Wants a plot below 15 lakhs with bank loan',
  'NRI customer, will visit in December',
  'Interested in corner plots only',
  'Asked for brochure and price list on WhatsApp',
  'Site visit done, discussing with family',
  'Compared with a nearby layout, asked for a discount',
  'Needs two adjacent plots for a joint family house',
  'Enquired about the DTCP approval and patta',
  'Call back after the salary date',
];

const LEAD_FEEDBACK = [
  'Liked the location, price is a concern',
  'Happy with the road width and amenities',
  'Will decide after the site visit',
  'Prefers a layout closer to the city',
  null,
  null,
];

// The chances of a lead's fields, made once (the large seed draws 30,000 leads, issue 41).
const STATUSES = [
  ['New', 30],
  ['Processing', 30],
  ['Converted', 14],
  ['Canceled', 14],
  ['Hold', 8],
] as const;
const SQFT_FROM = [600, 800, 1000, 1200, 1500, 1800, 2400];
const SQFT_MORE = [400, 600, 800, 1200];
const FOLLOWUPS = [
  ['missed', 3],
  ['today', 2],
  ['upcoming', 5],
] as const;
const SITE_SOURCES = [
  ['DagaSite', 55],
  ['DagaApp', 45],
] as const;
const LEAD_TYPES = [
  ['Hot', 25],
  ['Warm', 45],
  ['Cold', 30],
] as const;
const ADMIN_SOURCES = [
  ['Walk-in', 20],
  ['Newspaper', 12],
  ['Referral', 22],
  ['Facebook', 26],
  ['Hoarding', 10],
  ['Google Ads', 10],
] as const;

export function seedLeads({ tables, clock, random }: SeedContext): void {
  const r = random('leads');
  const customerinterest: Row[] = [];
  const today0 = clock.today();
  const rates = new Map<Row, number>();
  for (const org of ORGS) {
    const people = peopleOf(tables, org);
    const projects = (tables.project ?? []).filter(p => p.organization_id === org);
    const heads = staffOf(tables, org).filter(u => u.head && u.active);
    const staff = salesStaff(tables, org);
    for (let i = 0; i < seedSizes().leads[org]!; i++) {
      const ms = clock.recent(r, clock.ago(390), 0.14);
      const person = personBefore(r, people, ms + HOUR)!;
      const proj = r.pick(projects);
      let rate = rates.get(proj);
      if (rate === undefined) rates.set(proj, (rate = projectRate(proj)));
      const status = r.weighted(STATUSES);
      const sqftFrom = r.pick(SQFT_FROM);
      const sqftTo = sqftFrom + r.pick(SQFT_MORE);
      const budgetFrom = Math.max(300000, Math.round((sqftFrom * rate) / 100000) * 100000);
      const budgetTo = Math.round((sqftTo * rate * 1.05) / 100000) * 100000;
      const open = status === 'New' || status === 'Processing' || status === 'Hold';
      let followup: string | null = null;
      if (open && r.chance(0.75)) {
        const kind = r.weighted(FOLLOWUPS);
        const t =
          kind === 'today'
            ? today0 + 9.5 * HOUR + r.int(0, 18) * 30 * MINUTE
            : kind === 'missed'
              ? Math.max(ms + HOUR, clock.between(r, clock.ago(10), today0 - HOUR))
              : today0 + r.int(1, 21) * DAY + 9.5 * HOUR + r.int(0, 18) * 30 * MINUTE;
        followup = clock.iso(t);
      }
      const assigned = r.chance(0.72);
      const source = r.weighted(SITE_SOURCES);
      customerinterest.push({
        id: 0,
        organization_id: org,
        customer_id: person.row.id,
        project_id: proj.id,
        phone: person.phone,
        status,
        hold_date: status === 'Hold' ? clock.date(clock.now + r.int(7, 60) * DAY) : null,
        lead_type: r.weighted(LEAD_TYPES),
        enquire_source: source,
        site_source: source,
        admin_source: r.weighted(ADMIN_SOURCES),
        listing_type: 'Sale',
        property_type: 'Land',
        budget_from: budgetFrom,
        budget_to: Math.max(budgetTo, budgetFrom + 200000),
        square_feet_from: sqftFrom,
        square_feet_to: sqftTo,
        address: person.row['address'],
        note: r.pick(LEAD_NOTES),
        feedback: status === 'New' ? null : r.pick(LEAD_FEEDBACK),
        followup_on: followup,
        team_head_id: assigned && heads.length ? r.pick(heads).id : null,
        staff_id: assigned && r.chance(0.85) ? r.pick(staff).id : null,
        created_at: clock.iso(ms),
      });
    }
  }
  assignIds(customerinterest);
  tables.customerinterest = customerinterest;
}
