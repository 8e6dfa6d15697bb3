/**
 * Call history in the demo API (spec 3 §2, §3, §6 C30, §7; issue 17): the list with its filters
 * (q on the customer, phone, agent and call id; status, reference_by, call_from, assigned =
 * assigned/unassigned to a lead, date_from/date_to on the start), a call, its delete behind
 * listing.delete, and an agent's action on a call (POST callhistory/{id}/addcall with callid,
 * action, connumber, connumber_book; the rules of callLogic.ts; only an account flagged as agent).
 * It also plays the telephony provider of click-to-call (spec 2 §7 "Call action"): a call from an
 * agent of a Daga organization rings the customer — a phone ending in 7 is not reachable, so that a
 * failed call can be tried — and writes its call-history row either way; `addactivity` files a
 * call as an activity of one of the customer's leads.
 */
import { http } from 'msw';
import { findRow, nextId, nowIso, orgRows, table, touch, type Row } from '../db';
import { CALL_FLOW_TEXTS, TELEPHONY_PROVIDER, callActivityErrors, canCall } from '../../src/api/callFlow';
import { CALL_TEXTS, callActionErrors } from '../../src/features/telephony/callLogic';
import { listRows } from './crud';
import { API, authorize, fail, invalid, ok, personRef, readBody, readQuery, str } from './util';

const day = (v: unknown) => str(v).slice(0, 10);

const present = (row: Row) => ({ ...row, customer: personRef('customer', row.organization_id, row.customer_id) });

const page = (query: Record<string, unknown>, orgid: number) => {
  const { q, assigned, date_from, date_to, ...rest } = query;
  let rows = orgRows('callhistory', orgid);
  const text = str(q).toLowerCase();
  if (text) {
    const people = new Map(orgRows('customer', orgid).map(c => [c.id, str(c.name).toLowerCase()]));
    rows = rows.filter(
      r =>
        (people.get(r.customer_id as number) ?? '').includes(text) ||
        ['customer_phone', 'agent_name', 'agent_phone', 'ucid'].some(f => str(r[f]).toLowerCase().includes(text)),
    );
  }
  if (str(assigned) === 'assigned') rows = rows.filter(r => r.customer_interest_id != null);
  if (str(assigned) === 'unassigned') rows = rows.filter(r => r.customer_interest_id == null);
  if (day(date_from)) rows = rows.filter(r => day(r.start_time) >= day(date_from));
  if (day(date_to)) rows = rows.filter(r => day(r.start_time) <= day(date_to));
  return listRows(rows, rest, {});
};

export const callHistoryHandlers = [
  http.get(`${API}/:orgid/callhistory`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'callhistory', action: 'list' });
    if (caller instanceof Response) return caller;
    const result = page(readQuery(request), caller.orgid);
    return ok({ ...result, data: result.data.map(present) });
  }),
  http.get(`${API}/:orgid/callhistory/:id`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'callhistory', action: 'show' });
    if (caller instanceof Response) return caller;
    const row = findRow('callhistory', caller.orgid, String(params.id));
    return row ? ok(present(row)) : fail('Record not found', 404);
  }),
  http.delete(`${API}/:orgid/callhistory/:id`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'callhistory', action: 'delete' });
    if (caller instanceof Response) return caller;
    const rows = table('callhistory');
    const index = rows.findIndex(r => r.organization_id === caller.orgid && String(r.id) === String(params.id));
    if (index < 0) return fail('Record not found', 404);
    const [row] = rows.splice(index, 1);
    touch();
    return ok(present(row!), 'Call deleted successfully.');
  }),
  http.post(`${API}/:orgid/callhistory/:id/addcall`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'callhistory', action: 'show' });
    if (caller instanceof Response) return caller;
    if (caller.account.agent !== 1) return fail(CALL_TEXTS.onlyAgents, 403);
    const row = findRow('callhistory', caller.orgid, String(params.id));
    if (!row) return fail('Record not found', 404);
    const values = await readBody(request);
    const errors = callActionErrors(values);
    if (str(values.callid) !== str(row.ucid)) errors.callid = 'The call id does not match.';
    if (Object.keys(errors).length) return invalid(errors);
    row.call_data = {
      action: str(values.action),
      connumber: str(values.connumber) || null,
      connumber_book: str(values.connumber_book) || null,
      at: nowIso(),
    };
    row.call_data_updated = 1;
    touch();
    return ok(present(row), CALL_TEXTS.actionSent);
  }),

  http.post(`${API}/:orgid/customer/:id/:provider`, async ({ request, params }) => {
    const action = /^(.+?)(call|addactivity)$/.exec(str(params.provider));
    if (!action || action[1] !== TELEPHONY) return undefined;
    const caller = authorize(request, params.orgid, { resource: 'customer', action: 'show' });
    if (caller instanceof Response) return caller;
    if (!canCall(caller.account, caller.membership)) return fail(CALL_FLOW_TEXTS.notAgent, 403);
    const customer = findRow('customer', caller.orgid, str(params.id));
    if (!customer) return fail('Record not found', 404);
    const body = await readBody(request);
    return action[2] === 'call'
      ? placeCall(caller.orgid, caller.account, customer, body)
      : fileActivity(caller.orgid, caller.account, customer, body);
  }),
];

const TELEPHONY = TELEPHONY_PROVIDER;

const leadsOf = (orgid: number, customerId: unknown) =>
  orgRows('customerinterest', orgid).filter(l => str(l.customer_id) === str(customerId));

const placeCall = (orgid: number, agent: { id: number; name: string; mobile: string }, customer: Row, body: Record<string, unknown>) => {
  const phone = str(customer.phone);
  if (!phone) return fail(CALL_FLOW_TEXTS.noPhone);
  const lead = str(body.itemid) ? leadsOf(orgid, customer.id).find(l => str(l.id) === str(body.itemid)) : undefined;
  if (str(body.itemid) && !lead) return fail('Record not found', 404);
  const reached = !phone.replace(/\D/g, '').endsWith('7');
  const at = nowIso();
  const row: Row = {
    id: nextId('callhistory'),
    organization_id: orgid,
    user_id: agent.id,
    customer_id: customer.id,
    customer_interest_id: lead?.id ?? null,
    phone,
    customer_phone: phone,
    agent_phone: agent.mobile,
    agent_name: agent.name,
    call_type: reached ? 'Outgoing' : 'Missed',
    status: reached ? 'Answered' : 'NotAnswered',
    duration: 0,
    start_time: at,
    end_time: at,
    ucid: String(Date.now()).padStart(16, '0').slice(-16),
    audio_url: null,
    created_at: at,
    call_from: str(body.call_from) || 'Web',
    reference_by: lead ? 'Lead' : 'Customer',
    call_data: null,
    call_data_updated: 0,
  };
  table('callhistory').push(row);
  touch();
  if (!reached) return fail(CALL_FLOW_TEXTS.unreachable);
  return ok(
    { checkinterest: leadsOf(orgid, customer.id).length ? 1 : 0, customer_id: customer.id, historyid: row.id },
    'Call initiated successfully.',
  );
};

const fileActivity = (orgid: number, agent: { id: number; name: string }, customer: Row, body: Record<string, unknown>) => {
  const errors = callActivityErrors(body);
  const lead = leadsOf(orgid, customer.id).find(l => str(l.id) === str(body.interest_id));
  if (!errors.interest_id && !lead) errors.interest_id = CALL_FLOW_TEXTS.interest;
  if (Object.keys(errors).length) return invalid(errors);
  const call = findRow('callhistory', orgid, str(body.history_id));
  const at = nowIso();
  const activity: Row = {
    id: nextId('customerinterestactivity'),
    organization_id: orgid,
    interest_id: lead!.id,
    activity_type: 'Call',
    note: str(body.note),
    followup_on: new Date(str(body.followup_on)).toISOString(),
    history_id: call?.id ?? null,
    audio_url: call?.audio_url ?? null,
    user_id: agent.id,
    user: { id: agent.id, name: agent.name },
    created_at: at,
    updated_at: at,
  };
  table('customerinterestactivity').push(activity);
  lead!.followup_on = activity.followup_on;
  if (call) {
    call.customer_interest_id = lead!.id;
    call.reference_by = 'Lead';
  }
  touch();
  return ok({ id: activity.id }, 'Activity added successfully.');
};
