/**
 * Seed of the plots and properties area: the status notes of every property (a short history
 * ending at the property's current status), and a few Blocked plots held by several member
 * customers (the plot list shows '+N Members').
 */
import { HOUR, Random, seedOf, type Row, type Tables } from './context';

const NOTES: Record<string, string[]> = {
  Available: [
    'Ready for sale, keys with the site office',
    'Painting and final cleaning completed',
    'Released back to sales after the buyer withdrew',
  ],
  Blocked: [
    'Blocked for a customer site visit this weekend',
    'Token advance received, documents under verification',
    'Held for the customer till the bank loan sanction',
  ],
  Booked: [
    'Booking advance received by cheque',
    'Agreement of sale signed at the site office',
    'Booking confirmed, balance due before registration',
  ],
  Sold: [
    'Sale deed registered at the Sub Registrar Office',
    'Full payment received, possession handed over',
    'Registration completed, EB name transfer applied',
  ],
};

/** The steps that lead to a status, oldest first. */
const CHAINS: Record<string, string[][]> = {
  Available: [['Available'], ['Available', 'Blocked', 'Available']],
  Blocked: [['Available', 'Blocked'], ['Blocked']],
  Booked: [
    ['Available', 'Booked'],
    ['Available', 'Blocked', 'Booked'],
  ],
  Sold: [
    ['Available', 'Booked', 'Sold'],
    ['Available', 'Blocked', 'Booked', 'Sold'],
  ],
};

const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, '.000Z');

export const seedPlotsAndProperties = (tables: Tables, now: Date): void => {
  const r = new Random(seedOf('properties-area'));
  const end = now.getTime();

  /* Property status notes ------------------------------------------------------------------ */
  const notes: Row[] = [];
  const users = (org: number) => (tables.user ?? []).filter(u => u.organization_id === org && u.status !== 'Blocked');
  for (const property of tables.property ?? []) {
    const status = String(property.status);
    const chain = r.pick(CHAINS[status] ?? [[status]]);
    // The notes spread between the property's creation and now, oldest first.
    const start = Date.parse(property.created_at);
    const window = Math.max(end - start, 0);
    chain.forEach((step, i) => {
      const at = start + window * (i === 0 ? 0.02 : (i + r.float(0.1, 0.8)) / chain.length);
      const staff = users(property.organization_id);
      notes.push({
        id: 0,
        organization_id: property.organization_id,
        property_id: property.id,
        status: step,
        notes: r.pick(NOTES[step] ?? [step]),
        user_id: staff.length ? r.pick(staff).id : null,
        createdat: iso(at),
        created_at: iso(at),
      });
    });
  }
  notes.sort((a, b) => a.created_at.localeCompare(b.created_at));
  notes.forEach((row, i) => {
    row.id = i + 1;
  });
  tables.propertystatus = notes;

  /* Blocked plots with several member customers ------------------------------------------- */
  const history = tables.plotstatus ?? [];
  const customers = (org: number) => (tables.customer ?? []).filter(c => c.organization_id === org);
  let nextStatusId = history.reduce((m, s) => Math.max(m, s.id), 0) + 1;
  for (const org of [1, 2]) {
    const blocked = (tables.plot ?? []).filter(p => p.organization_id === org && p.status === 'Blocked' && p.customer_id != null);
    for (const plot of r.sample(blocked, org === 1 ? 6 : 2)) {
      const last = history.filter(s => s.plot_id === plot.id).reduce((m, s) => (s.created_at > m ? s.created_at : m), plot.created_at);
      const extra = r.int(1, 2);
      const pool = customers(org).filter(c => c.id !== plot.customer_id && c.created_at < last);
      r.sample(pool, extra).forEach((member, i) => {
        const at = Math.min(Date.parse(last) + (i + 1) * r.int(2, 30) * HOUR, end);
        history.push({
          id: nextStatusId++,
          organization_id: org,
          plot_id: plot.id,
          status: 'Blocked',
          customer_id: member.id,
          notes: r.pick([
            'Joint purchase with a family member',
            'Added as a co-applicant',
            'Brother of the first customer joins the block',
          ]),
          user_id: users(org).length ? r.pick(users(org)).id : null,
          created_at: iso(at),
        });
      });
    }
  }
};
