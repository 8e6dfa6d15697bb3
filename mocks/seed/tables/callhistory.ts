/**
 * The calls of the last eight days (callhistory), made during office hours by the agents (most)
 * and the sales users to customers who existed then, a fifth of them missed; some are on one of
 * the customer's leads.
 */
import { DAY, HOUR, ORGS, SECOND, assignIds, type Row, type SeedContext } from '../context';
import { peopleOf, personBefore } from './customer';
import { salesStaff, staffOf } from './user';

/** Calls per full office day, [min, max]. */
const PER_DAY: Record<number, [number, number]> = { 1: [15, 40], 2: [3, 10] };

export function seedCalls({ tables, clock, random }: SeedContext): void {
  const r = random('calls');
  const callhistory: Row[] = [];
  const leadsByCustomer = new Map<number, number[]>();
  for (const lead of tables.customerinterest ?? []) {
    const cid = lead['customer_id'] as number;
    const list = leadsByCustomer.get(cid) ?? [];
    list.push(lead.id);
    leadsByCustomer.set(cid, list);
  }
  const today0 = clock.today();
  for (const org of ORGS) {
    const people = peopleOf(tables, org);
    const agents = staffOf(tables, org).filter(u => u.agent && u.active);
    const others = salesStaff(tables, org);
    for (let day = 7; day >= 0; day--) {
      const dayStart = today0 - day * DAY + 9.5 * HOUR;
      const dayEnd = Math.min(dayStart + 9.5 * HOUR, clock.now);
      if (dayEnd <= dayStart) continue;
      const share = (dayEnd - dayStart) / (9.5 * HOUR);
      const count = Math.round(r.int(PER_DAY[org]![0], PER_DAY[org]![1]) * share);
      for (let i = 0; i < count; i++) {
        const t = Math.floor((dayStart + r.next() * (dayEnd - dayStart)) / SECOND) * SECOND;
        const agent = r.chance(0.75) && agents.length ? r.pick(agents) : r.pick(others);
        const person = personBefore(r, people, t)!;
        const missed = r.chance(0.22);
        const duration = missed
          ? 0
          : r.weighted([
              [r.int(15, 60), 3],
              [r.int(60, 300), 5],
              [r.int(300, 900), 2],
            ] as const);
        const leads = leadsByCustomer.get(person.row.id) ?? [];
        callhistory.push({
          id: 0,
          organization_id: org,
          user_id: agent.id,
          customer_id: person.row.id,
          customer_interest_id: leads.length && r.chance(0.6) ? r.pick(leads) : null,
          phone: person.phone,
          customer_phone: person.phone,
          agent_phone: agent.mobile,
          agent_name: agent.name,
          call_type: missed ? 'Missed' : 'Outgoing',
          status: missed ? 'NotAnswered' : 'Answered',
          duration,
          start_time: clock.iso(t),
          end_time: clock.iso(t + (duration + (missed ? 30 : 0)) * SECOND),
          ucid: r.digits(16),
          audio_url: null,
          created_at: clock.iso(t),
          // Spec 3 §3 (no randomness drawn, so the rest of the seed stays as it was): agents call
          // from the web console, the others from the mobile app; a call on a lead was made from it.
          call_from: agent.agent ? 'Web' : 'Mobile',
          reference_by: null,
          call_data: null,
          call_data_updated: 0,
        });
      }
    }
  }
  assignIds(callhistory);
  for (const call of callhistory) {
    call['reference_by'] = call['customer_interest_id'] != null ? 'Lead' : 'Customer';
    // Every seventh answered call already carries an agent's action (no Add Call on it).
    if (call['status'] === 'Answered' && call.id % 7 === 0) {
      call['call_data'] = { action: 'HOLD', connumber: null, connumber_book: null, at: call['end_time'] };
      call['call_data_updated'] = 1;
    }
  }
  tables.callhistory = callhistory;
}
