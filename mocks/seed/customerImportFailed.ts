/**
 * Failed customer import rows (spec 2 §3 "Failed customer import row"): the rows earlier imports
 * of each organization could not take — a name missing, a phone missing, with letters or a dash,
 * too short or too long — each with the errors map the import's rules give it
 * (importFailedErrors, which the demo API's import and Verify read too). Three imports in organization
 * 1 and one in organization 2 over the last two months; the newest row has a name.
 */
import { Clock, HOUR, MINUTE, ORGS, Random, seedOf, type Row, type Tables } from './context';
import { FEMALE_NAMES, MALE_NAMES, PLACES, STREETS, SURNAMES, mobileNumber } from './data';
import { importFailedErrors } from '../../src/resources/crm/customers/customerImportFailed';

/** How a sheet's phone cell goes wrong (or not: the row failed for its name). */
const BAD_PHONES: ReadonlyArray<(r: Random) => string> = [
  () => '',
  r => `${mobileNumber(r).slice(0, 5)}-${mobileNumber(r).slice(5)}`,
  r => mobileNumber(r).slice(0, 6),
  r => `91${mobileNumber(r)}${r.digits(2)}`,
  r => `${mobileNumber(r).slice(0, 8)}xx`,
  r => `+91 ${mobileNumber(r)}`,
];

const IMPORTS: Record<number, Array<{ daysAgo: number; rows: number }>> = {
  1: [
    { daysAgo: 58, rows: 6 },
    { daysAgo: 23, rows: 5 },
    { daysAgo: 4, rows: 4 },
  ],
  2: [{ daysAgo: 17, rows: 4 }],
};

export function seedCustomerImportFailed(tables: Tables, now: Date): void {
  const clock = new Clock(now);
  const rows: Row[] = [];
  for (const org of ORGS) {
    const r = new Random(seedOf('customerimportfailed', org));
    for (const { daysAgo, rows: count } of IMPORTS[org] ?? []) {
      const at = clock.between(r, clock.ago(daysAgo), clock.ago(daysAgo) + 8 * HOUR);
      for (let i = 0; i < count; i++) {
        const female = r.chance(0.45);
        const fullName = `${r.pick(female ? FEMALE_NAMES : MALE_NAMES)} ${r.pick(SURNAMES)}`;
        const place = r.pick(PLACES);
        const last = daysAgo === Math.min(...(IMPORTS[org] ?? []).map(x => x.daysAgo)) && i === count - 1;
        // A row fails for its name, its phone, or both; the newest of each organization has a name.
        const noName = !last && r.chance(0.3);
        const phone = noName && r.chance(0.5) ? mobileNumber(r) : r.pick(BAD_PHONES)(r);
        const values: Record<string, unknown> = {
          name: noName ? '' : fullName,
          email: r.chance(0.6) ? `${fullName.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com` : '',
          gender: female ? 'Female' : 'Male',
          phone,
          whatsapp: r.chance(0.4) ? mobileNumber(r) : '',
          honorifics: female ? r.pick(['Mrs', 'Ms']) : 'Mr',
          relation_type: r.chance(0.5) ? (female ? 'W/O' : 'S/O') : '',
          relation_name: r.chance(0.5) ? `${r.pick(MALE_NAMES)} ${r.pick(SURNAMES)}` : '',
          address: `No. ${r.int(1, 240)}, ${r.pick(STREETS)}, ${place.area}`,
          city: place.city,
          state: 'Tamil Nadu',
          country: 'India',
          pincode: place.pincode,
          dob: r.chance(0.3)
            ? `${String(r.int(1, 28)).padStart(2, '0')}/${String(r.int(1, 12)).padStart(2, '0')}/${r.int(1960, 1998)}`
            : '',
          anniversary: '',
          is_broker: r.chance(0.15) ? 'yes' : 'no',
        };
        const errors = importFailedErrors(values);
        // A row that would pass (a good phone drawn for a row with a name) gets a phone cell with letters instead.
        if (!Object.keys(errors).length) {
          values.phone = `${mobileNumber(r).slice(0, 8)}xx`;
          Object.assign(errors, importFailedErrors(values));
        }
        const created = clock.iso(at + i * 2 * MINUTE);
        rows.push({ id: 0, organization_id: org, ...values, errors, created_at: created, updated_at: created });
      }
    }
  }
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.organization_id - b.organization_id);
  rows.forEach((row, i) => (row.id = i + 1));
  tables.customerimportfailed = rows;
}
