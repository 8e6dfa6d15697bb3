/**
 * The leads' details (issue 16), after the schema resources (the lead sources, the interaction
 * types): each seeded lead gets its source (source_id, by the admin source's name when a lead
 * source has it) and property sub type, and its activities (customerinterestactivity): calls,
 * visits and messages between the lead's creation and now by its staff or team head, some with a
 * telephony recording (audio_url), the latest carrying the lead's follow-up.
 */
import { HOUR, ORGS, Random, seedOf, type Row, type Tables } from './context';

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

export function seedLeadDetails(tables: Tables, now: Date): void {
  const activities: Row[] = [];
  const nowMs = now.getTime();
  let id = 0;
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
      const created = Date.parse(String(lead.created_at));
      const count = lead.status === 'New' ? r.int(0, 1) : r.int(1, 4);
      const by = [lead.staff_id, lead.team_head_id].filter(v => v !== null && v !== undefined);
      let at = created;
      for (let i = 0; i < count; i++) {
        at = Math.min(nowMs - HOUR, at + r.int(1, 96) * HOUR);
        if (at <= created) break;
        const type = r.pick(types);
        const last = i === count - 1;
        const moment = new Date(at).toISOString();
        activities.push({
          id: ++id,
          organization_id: orgid,
          interest_id: lead.id,
          activity_type: type.id,
          note: r.pick(NOTES),
          followup_on: last ? (lead.followup_on ?? null) : null,
          history_id: null,
          previous_interaction_type_id: i > 0 ? r.pick(types).id : null,
          next_interaction_type_id: r.chance(0.6) ? r.pick(types).id : null,
          user_id: by.length ? r.pick(by) : users.length ? r.pick(users).id : null,
          // A telephony recording of some calls (Ozonetel-style URL).
          audio_url: r.chance(0.3) ? `https://recordings.ozonetel.example/daga/${orgid}/${lead.id}-${i + 1}.mp3` : null,
          created_at: moment,
          updated_at: moment,
        });
      }
    }
  }
  tables.customerinterestactivity = activities;
}
