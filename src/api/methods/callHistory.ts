/** Call history (spec 3 §7 "POST callhistory/{id}/addcall: callid, action, connumber, connumber_book"). */
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';
import { callActivityPath, callPath, type CallAnswer } from '../callFlow';

export interface CallActionPayload {
  callid: string;
  action: string;
  connumber: string;
  connumber_book: string;
}

export interface CallActivityPayload {
  interest_id: string | number;
  note: string;
  history_id: string | number;
  /** ISO 8601 (G20). */
  followup_on: string;
}

export const callHistoryMethods = (core: CoreCalls) => ({
  /** POST customer/{id}/{provider}call (spec 2 §7): itemid, agentid, call_from; the answer's data carries checkinterest, customer_id, historyid. */
  callCustomer: async (customerId: Identifier, body: { itemid: string; agentid: string; call_from: string }): Promise<CallAnswer> => {
    const { data, message } = await core.call<CallAnswer | null>('POST', callPath(customerId), body);
    return { ...(data && typeof data === 'object' ? data : {}), message };
  },
  /** POST customer/{id}/{provider}addactivity (spec 2 §7): the call as an activity of one of the customer's leads. */
  addCallActivity: (customerId: Identifier, payload: CallActivityPayload) =>
    core.call('POST', callActivityPath(customerId), { ...payload }),
  /** POST callhistory/{id}/addcall: an agent's action on a call (conference, hold, mute, disconnect...). */
  callAction: (id: Identifier, payload: CallActionPayload) =>
    core.call('POST', `callhistory/${encodeURIComponent(String(id))}/addcall`, { ...payload }),
});
