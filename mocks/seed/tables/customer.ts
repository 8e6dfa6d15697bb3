/**
 * The customers of each organization: Tamil Nadu names (unique per seed), relation, address,
 * mobile numbers unique across users and customers, created over the last 400 days (the first
 * 18% in the first two weeks, the rest recency-weighted). Also the lookup the later seeds use to
 * pick a customer who already existed at a moment.
 */
import { HOUR, ORGS, assignIds, seedContext, type Clock, type Random, type Row, type SeedContext, type Tables } from '../context';
import { FEMALE_NAMES, MALE_NAMES, PLACES, STREETS, SURNAMES, uniqueMobile, type Place } from '../data';
import { activeStaff } from './user';
import { SEED_SIZES, seedSizes } from '../scale';

const COUNTS: Record<number, number> = { 1: 180, 2: 40 };

/** The places in Chennai (a quarter of the customers live there). */
const CHENNAI = PLACES.filter(x => x.city === 'Chennai');

const NOTES = [
  'Prefers calls after 6 pm',
  'Government employee, bank loan eligible',
  'Referred by an existing customer',
  'NRI — contact on WhatsApp',
];

/** One customer of an organization, its draws in a fixed order (`when` draws its creation at its place among them). */
function drawCustomer(
  r: Random,
  org: number,
  creators: readonly { id: number }[],
  /** The names taken, which it joins; null: any name (a namesake may be drawn). */
  names: Set<string> | null,
  phones: Set<string>,
  clock: Clock,
  when: () => number,
): Row {
  const female = r.chance(0.38);
  const married = female && r.chance(0.6);
  let name = '';
  let relationType = '';
  let relationName = '';
  for (;;) {
    const given = r.pick(female ? FEMALE_NAMES : MALE_NAMES);
    if (married) {
      const husband = r.pick(MALE_NAMES);
      name = `${given} ${husband}`;
      relationType = 'W/O';
      relationName = `${husband} ${r.pick(SURNAMES)}`;
    } else {
      const father = r.pick(SURNAMES);
      name = `${given} ${father}`;
      relationType = female ? 'D/O' : 'S/O';
      relationName = `${father} ${r.pick(SURNAMES)[0]}`;
    }
    if (!names?.has(name)) break;
  }
  names?.add(name);
  const doctor = r.chance(0.05);
  const honorifics = doctor ? 'Dr' : female ? (married ? 'Mrs' : 'Ms') : 'Mr';
  const place: Place = r.chance(0.75) ? r.pick(PLACES) : r.pick(CHENNAI);
  const phone = uniqueMobile(r, phones);
  const whatsapp = r.chance(0.85) ? phone : uniqueMobile(r, phones);
  const broker = r.chance(0.1);
  const ms = when();
  const first = name.split(' ')[0]!.toLowerCase();
  const email = r.chance(0.8)
    ? `${first}.${name.split(' ')[1]!.toLowerCase()}${r.int(1, 99)}@${r.pick(['example.com', 'example.net', 'example.org'])}`
    : null;
  const birthYear = 2026 - r.int(26, 66);
  const dob = `${birthYear}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
  const anniversary =
    married || (!female && r.chance(0.6))
      ? `${birthYear + r.int(22, 32)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`
      : null;
  return {
    id: 0,
    organization_id: org,
    name,
    honorifics,
    gender: female ? 'Female' : 'Male',
    relation_type: relationType,
    relation_name: relationName,
    country_code: '+91',
    phone,
    country_code_whatsapp: '+91',
    whatsapp,
    email,
    address: `No. ${r.int(1, 240)}${r.chance(0.2) ? '/' + r.int(1, 9) : ''}, ${r.pick(STREETS)}, ${place.area}`,
    city: place.city,
    state: 'Tamil Nadu',
    country: 'India',
    pincode: place.pincode,
    dob,
    anniversary: anniversary && anniversary < clock.date(clock.now) ? anniversary : null,
    notes: r.chance(0.15) ? r.pick(NOTES) : null,
    isbroker: broker ? 1 : 0,
    customer_group_id: null,
    created_by: r.pick(creators).id,
    created_at: clock.iso(ms),
  };
}

/** The mobile-app access of about a quarter of the rows (a stream of its own: the rows' other values stay as they were). */
function grantAppAccess(rows: Row[], a: Random): void {
  for (const row of rows) {
    const on = a.chance(0.25);
    row['photo'] = null;
    row['app_access'] = on ? 1 : 0;
    row['access_mobile'] = on ? row['phone'] : null;
    row['access_email'] = on ? row['email'] : null;
    row['access_status'] = on ? (a.chance(0.9) ? 'Active' : 'Inactive') : null;
  }
}

export function seedCustomers({ tables, clock, random }: SeedContext): void {
  const r = random('customers');
  const phones = new Set((tables.user ?? []).map(u => String(u['mobile'])));
  const names = new Set<string>();
  const customer: Row[] = [];
  for (const org of ORGS) {
    const n = COUNTS[org]!;
    const creators = activeStaff(tables, org);
    for (let i = 0; i < n; i++) {
      const when = () =>
        i < Math.round(n * 0.18) ? clock.between(r, clock.ago(400), clock.ago(386)) : clock.recent(r, clock.ago(385), 0.1);
      customer.push(drawCustomer(r, org, creators, names, phones, clock, when));
    }
  }
  assignIds(customer);
  grantAppAccess(customer, random('customerAccess'));
  tables.customer = customer;
}

/**
 * The register's bulk (issue 15: "at least 2,000 customers across the organizations, brokers among
 * them"): more customers of each organization, drawn after every other seed that picks customers
 * (bookings, sales, leads, bank rows … keep the core customers above) and before their attribute
 * values, from streams of their own, created over the last 385 days (recency-weighted), numbered
 * after every core customer in order of creation. The core customers keep their ids and values.
 */
export const MORE_CUSTOMERS: Record<number, number> = SEED_SIZES.standard.moreCustomers;

export function seedMoreCustomers(tables: Tables, now: Date): void {
  const { clock, random } = seedContext(tables, now);
  const { moreCustomers, uniqueNames } = seedSizes();
  const r = random('customersMore');
  const core = tables.customer ?? [];
  const phones = new Set([
    ...(tables.user ?? []).map(u => String(u['mobile'])),
    ...core.flatMap(c => [String(c['phone']), String(c['whatsapp'])]),
  ]);
  const names = new Set(core.map(c => String(c['name'])));
  const more: Row[] = [];
  for (const org of ORGS) {
    const creators = activeStaff(tables, org);
    for (let i = 0; i < moreCustomers[org]!; i++)
      more.push(drawCustomer(r, org, creators, uniqueNames ? names : null, phones, clock, () => clock.recent(r, clock.ago(385), 0.06)));
  }
  assignIds(more);
  const after = core.reduce((m, c) => Math.max(m, c.id), 0);
  for (const row of more) row.id += after;
  grantAppAccess(more, random('customersMoreAccess'));
  tables.customer = [...core, ...more];
}

/* Lookups of the later seeds ------------------------------------------------------------------- */

/** A customer with what the later seeds read of it. */
export interface Person {
  row: Row;
  /** Its creation, in ms. */
  ms: number;
  org: number;
  phone: string;
  broker: boolean;
}

/** The customers of an organization in order of creation (id). */
export function peopleOf(tables: Tables, org: number): Person[] {
  return (tables.customer ?? [])
    .filter(c => c.organization_id === org)
    .sort((a, b) => a.id - b.id)
    .map(row => ({ row, ms: Date.parse(row.created_at), org, phone: String(row['phone']), broker: row['isbroker'] === 1 }));
}

/**
 * A customer of `list` (sorted by creation) who existed an hour before `t` — or, early on, one of
 * the first three — other than `not`; null when there is none.
 */
export function personBefore(r: Random, list: Person[], t: number, not?: Person): Person | null {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.ms <= t - HOUR) lo = mid + 1;
    else hi = mid;
  }
  const n = Math.max(lo, Math.min(3, list.length));
  if (n === 0) return null;
  const i = r.int(0, n - 1);
  if (list[i]!.row !== not?.row) return list[i]!;
  return n > 1 ? list[(i + 1) % n]! : null;
}
