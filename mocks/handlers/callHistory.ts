/**
 * Call history in the demo API (spec 3 §2, §3, §6 C30, §7; issue 17): the list with its filters
 * (q on the customer, phone, agent and call id; status, reference_by, call_from, assigned =
 * assigned/unassigned to a lead, date_from/date_to on the start), a call, its delete behind
 * listing.delete, and an agent's action on a call (POST callhistory/{id}/addcall with callid,
 * action, connumber, connumber_book; the rules of callLogic.ts; only an account flagged as agent).
 */
import { http } from 'msw';
import { findRow, nowIso, orgRows, table, touch, type Row } from '../db';
import { CALL_TEXTS, callActionErrors } from '../../src/resources/crm/callhistory/callLogic';
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
    rows = rows.filter(r => (people.get(r.customer_id as number) ?? '').includes(text) || ['customer_phone', 'agent_name', 'agent_phone', 'ucid'].some(f => str(r[f]).toLowerCase().includes(text)));
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
    row.call_data = { action: str(values.action), connumber: str(values.connumber) || null, connumber_book: str(values.connumber_book) || null, at: nowIso() };
    row.call_data_updated = 1;
    touch();
    return ok(present(row), CALL_TEXTS.actionSent);
  }),
];
