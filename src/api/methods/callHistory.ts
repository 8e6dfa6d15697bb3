/** Call history (spec 3 §7 "POST callhistory/{id}/addcall: callid, action, connumber, connumber_book"). */
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../dataProvider';

export interface CallActionPayload {
  callid: string;
  action: string;
  connumber: string;
  connumber_book: string;
}

export const callHistoryMethods = (core: CoreCalls) => ({
  /** POST callhistory/{id}/addcall: an agent's action on a call (conference, hold, mute, disconnect...). */
  callAction: (id: Identifier, payload: CallActionPayload) => core.call('POST', `callhistory/${encodeURIComponent(String(id))}/addcall`, { ...payload }),
});
