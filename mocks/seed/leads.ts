/**
 * The leads' details (issue 16), after the schema resources (the lead sources, the interaction
 * types): each seeded lead gets its source (source_id, by the admin source's name when a lead
 * source has it) and property sub type, and its activities (customerinterestactivity): calls,
 * visits and messages between the lead's creation and now by its staff or team head, some with a
 * telephony recording (audio_url), the latest carrying the lead's follow-up.
 */
import { HOUR, ORGS, Random, lazyTables, seedOf, type Row, type Tables } from './context';

const SUB_TYPES = ['Residential Plot', 'Residential Plot', 'Residential Plot', 'Commercial Plot', 'Agricultural Land', 'Villa'];

const NOTES = [
  'Called the customer, discussed the plot sizes available in the east side of the layout. Customer asked for the price list and the DTCP approval copy on WhatsApp; sent both.',
  'Site visit done with the family. They liked the park-facing plots and the road width, but want to compare with one more layout on the same highway before deciding.',
  'Customer did not pick up the call. Sent a WhatsApp message with the brochure.',
  'Explained the bank loan process with SBI and Indian Bank; customer will share the salary slips next week.',
  'Negotiated on the price per square feet; customer expects a discount for two adjacent plots.',
  'Customer asked to call back after Pongal.',
  'Booking advance discussed; customer will visit the office on Saturday with the cheque.',
  'Short call, customer busy.',
];

const byOrg = (rows: Row[] | undefined, orgid: number) => (rows ?? []).filter(r => r.organization_id === orgid);

/** What a lead's activities are drawn from: its stream where they start, and the lead's fields they read. */
interface ActivityPlan {
  /** The stream where its activities start (a copy: drawing them leaves it as it is). */
  r: Random;
  orgid: number;
  leadId: number;
  created: number;
  count: number;
  by: unknown[];
  followup: unknown;
  types: Row[];
  users: Row[];
}

/**
 * A lead's activities drawn from `r` (the seed's stream, or a copy of it from the plan); without
 * `out`, only the draws (the stream moves on exactly as when they are made), which is what the seed
 * does for every lead (the next lead's fields come after them in the stream).
 */
function drawActivities(plan: ActivityPlan, r: Random, nowMs: number, out?: { rows: Row[]; id: number }): void {
  const { orgid, leadId, created, count, by, types, users } = plan;
  let at = created;
  for (let i = 0; i < count; i++) {
    at = Math.min(nowMs - HOUR, at + r.int(1, 96) * HOUR);
    if (at <= created) break;
    const type = r.pick(types);
    const last = i === count - 1;
    // The draws in the order the row's fields were always drawn in.
    const note = r.pick(NOTES);
    const previous = i > 0 ? r.pick(types).id : null;
    const next = r.chance(0.6) ? r.pick(types).id : null;
    const userId = by.length ? r.pick(by) : users.length ? r.pick(users).id : null;
    const audio = r.chance(0.3);
    if (!out) continue;
    const moment = new Date(at).toISOString();
    out.rows.push({
      id: ++out.id,
      organization_id: orgid,
      interest_id: leadId,
      activity_type: type.id,
      note,
      followup_on: last ? (plan.followup ?? null) : null,
      history_id: null,
      previous_interaction_type_id: previous,
      next_interaction_type_id: next,
      user_id: userId,
      // A telephony recording of some calls (Ozonetel-style URL).
      audio_url: audio ? `https://recordings.ozonetel.example/daga/${orgid}/${leadId}-${i + 1}.mp3` : null,
      created_at: moment,
      updated_at: moment,
    });
  }
}

export function seedLeadDetails(tables: Tables, now: Date): void {
  const nowMs = now.getTime();
  const plans: ActivityPlan[] = [];
  for (const orgid of ORGS) {
    const r = new Random(seedOf('leadactivities', orgid));
    const sources = byOrg(tables.source, orgid);
    const types = byOrg(tables.customerinteractiontype, orgid);
    const users = byOrg(tables.user, orgid);
    const customers = new Map(byOrg(tables.customer, orgid).map(c => [String(c.id), c]));
    for (const lead of byOrg(tables.customerinterest, orgid)) {
      // The lead's name (its record representation), answered flat as the API does (nameAs).
      lead.customer_name = customers.get(String(lead.customer_id))?.name ?? null;
      const named = sources.find(s => s.source === lead.admin_source);
      lead.source_id = named ? named.id : sources.length ? r.pick(sources).id : null;
      lead.property_type_sub = r.pick(SUB_TYPES);
      lead.history_id = null;
      if (!types.length) continue;
      const count = lead.status === 'New' ? r.int(0, 1) : r.int(1, 4);
      const plan: ActivityPlan = {
        r: r.fork(),
        orgid,
        leadId: lead.id,
        created: Date.parse(String(lead.created_at)),
        count,
        by: [lead.staff_id, lead.team_head_id].filter(v => v !== null && v !== undefined),
        followup: lead.followup_on,
        types,
        users,
      };
      plans.push(plan);
      // The draws of its activities, so that the next lead's fields are drawn as they always were.
      drawActivities(plan, r, nowMs);
    }
  }
  // The activities (some 75,000 at the large seed) are drawn when first read: nothing reads them
  // at sign-in. Each lead's come from its own point of the stream, so they are as drawn above.
  lazyTables(tables, ['customerinterestactivity'], () => {
    const out = { rows: [] as Row[], id: 0 };
    for (const plan of plans) drawActivities(plan, plan.r.fork(), nowMs, out);
    return { customerinterestactivity: out.rows };
  });
}
