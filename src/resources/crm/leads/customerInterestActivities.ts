/** A lead's activities (spec 2 §3 "Interest activity"): created and edited from the lead's Activities tab (`?cid=`). */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/leads/customerInterestActivities.ts"
import { defineSchema, tabChild } from '../../../common/schema/define';
import { dateTime, longText, reference, url } from '../../../common/schema/fields';
import { LEAD_TEXTS, latestActivityOf } from './customerInterests';

/** An activity's telephony recording: played only from an http(s) URL. */
export const customerinterestactivity = defineSchema({
  name: 'customerinterestactivity',
  label: 'Lead Activities',
  singular: 'Activity',
  group: 'sales',
  icon: 'leadactivity',
  ...tabChild('cid', 'interest_id', '/customerinterest/{cid}/show/activity'),
  recordRepresentation: 'note',
  // As a server would (issue 40): an activity is logged by the user who saves it ("By"), and the lead's follow-up is its latest activity's.
  onSaved: (event, row, { userId, rows }) => {
    if (event === 'create' && (row.user_id === null || row.user_id === undefined || row.user_id === '')) row.user_id = userId ?? null;
    const lead = rows('customerinterest').find(l => String(l.id) === String(row.interest_id));
    if (!lead || latestActivityOf(lead.id, rows('customerinterestactivity'))?.id !== row.id) return;
    lead.followup_on = row.followup_on || null;
    lead.updated_at = new Date().toISOString();
  },
  fields: {
    interest_id: reference('Lead', { resource: 'customerinterest', display: 'customer_name', embed: 'interest' })
      .filterKey('cid')
      .readOnly(),
    activity_type: reference('Activity Type', { resource: 'customerinteractiontype', display: 'name', embed: 'activitytype' })
      .required(LEAD_TEXTS.activityType)
      .in('list'),
    note: longText('Note').cut(80).in('list'),
    followup_on: dateTime('Follow Up On').in('list'),
    previous_interaction_type_id: reference('Previous Interaction', {
      resource: 'customerinteractiontype',
      display: 'name',
      embed: 'previous_interaction',
    }),
    next_interaction_type_id: reference('Next Interaction', {
      resource: 'customerinteractiontype',
      display: 'name',
      embed: 'next_interaction',
    }),
    user_id: reference('By', { resource: 'user', display: 'name', embed: 'user' }).only('list', 'show'),
    audio_url: url('Recording').only('show'),
  },
  seed: false,
  messages: {
    created: 'Activity created successfully.',
    updated: 'Activity updated successfully.',
    deleted: 'Activity deleted successfully.',
  },
});
