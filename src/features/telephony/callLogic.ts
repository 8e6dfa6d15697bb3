/** Call history's rules, pure: the agent's call actions and their labels, the conference rule, when Add Call is offered… */
// Reasoning: docs/decisions.md "Notes: src/features/telephony/callLogic.ts"

/** The actions of callhistory/{id}/addcall, with their labels (KICK_CALL is shown as DISCONNECT). */
export const CALL_ACTIONS = [
  { id: 'CONFERENCE', name: 'CONFERENCE' },
  { id: 'HOLD', name: 'HOLD' },
  { id: 'UNHOLD', name: 'UNHOLD' },
  { id: 'MUTE', name: 'MUTE' },
  { id: 'UNMUTE', name: 'UNMUTE' },
  { id: 'KICK_CALL', name: 'DISCONNECT' },
] as const;

export type CallAction = (typeof CALL_ACTIONS)[number]['id'];

export const CALL_TEXTS = {
  /** Spec 2 §5 "Call conference: connumber or connumber_book required" (as written). */
  conferenceNumber: 'connumber or connumber_book required',
  /** Not given by the specifications. */
  actionRequired: 'Action is required',
  actionFailed: 'Unable to update call',
  actionSent: 'Call action sent.',
  onlyAgents: 'Only agents can act on calls.',
} as const;

export const isCallAction = (value: unknown): value is CallAction => CALL_ACTIONS.some(a => a.id === value);

/** The rule of the call action form (the form and the demo API): an action, and for a conference a number to bring in. */
export const callActionErrors = (values: Record<string, unknown>): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (!isCallAction(values.action)) errors.action = CALL_TEXTS.actionRequired;
  const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
  if (values.action === 'CONFERENCE' && blank(values.connumber) && blank(values.connumber_book))
    errors.connumber = CALL_TEXTS.conferenceNumber;
  return errors;
};

/** Add Call is offered only while the call has no call data and was not updated (spec 3 §2). */
export const canAddCall = (row: Readonly<Record<string, unknown>>): boolean => {
  const data = row.call_data;
  const empty =
    data === undefined ||
    data === null ||
    data === '' ||
    (Array.isArray(data) && data.length === 0) ||
    (typeof data === 'object' && !Array.isArray(data) && Object.keys(data as object).length === 0);
  const updated = row.call_data_updated === true || row.call_data_updated === 1 || row.call_data_updated === '1';
  return empty && !updated;
};

/** The filters' choices (spec 3 §2: Call Status, Reference By, Call From, Assigned Status). */
export const CALL_STATUS_CHOICES = [
  { id: 'Answered', name: 'Answered' },
  { id: 'NotAnswered', name: 'Not Answered' },
];
export const REFERENCE_BY_CHOICES = [
  { id: 'Customer', name: 'Customer' },
  { id: 'Lead', name: 'Lead' },
];
export const CALL_FROM_CHOICES = [
  { id: 'Web', name: 'Web' },
  { id: 'Mobile', name: 'Mobile' },
];
/** Assigned: the call is on a lead (customer_interest_id). */
export const ASSIGNED_CHOICES = [
  { id: 'assigned', name: 'Assigned' },
  { id: 'unassigned', name: 'Not Assigned' },
];

/** A call's length as m:ss (h:mm:ss from an hour), '-' without one. */
export const formatDuration = (seconds: unknown): string => {
  const s = Math.floor(Number(seconds));
  if (!Number.isFinite(s) || s <= 0) return '-';
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
};
