/** Click-to-call and its call flow, pure: who gets a call button, what the call sends, where a successful call leads… */
// Reasoning: docs/decisions.md "Notes: src/api/callFlow.ts"

/** G5: the telephony provider's path segment (customer/{id}/{provider}call), in one place. */
export const TELEPHONY_PROVIDER = 'ozonetel';

export const callPath = (customerId: string | number) => `customer/${encodeURIComponent(String(customerId))}/${TELEPHONY_PROVIDER}call`;
export const callActivityPath = (customerId: string | number) =>
  `customer/${encodeURIComponent(String(customerId))}/${TELEPHONY_PROVIDER}addactivity`;

/** Where the phone cell is: a customer's phone, or a lead's (the lead's customer is called). */
export type CallOrigin =
  { from: 'customer'; customerId: string | number } | { from: 'lead'; customerId: string | number; leadId: string | number };

/** The call's body: `itemid` the lead the call is made from, `agentid` the signed-in user… docs/decisions.md "Click-to-call" */
export const callBody = (origin: CallOrigin, userId: string | number) => ({
  itemid: origin.from === 'lead' ? String(origin.leadId) : '',
  agentid: String(userId),
  call_from: 'Web',
});

/** The call's answer (spec 2 §7): the message, whether the customer has a lead, and the call-history row. */
export interface CallAnswer {
  message?: string;
  checkinterest?: unknown;
  customer_id?: string | number;
  historyid?: string | number;
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** After a confirmed, successful call (spec 2 §2): a new lead, a new activity of the lead, or the assign dialog. */
export type AfterCall = { kind: 'go'; to: string } | { kind: 'assign'; customerId: string | number; historyId: string | number };

export const afterCall = (origin: CallOrigin, answer: CallAnswer): AfterCall => {
  if (origin.from === 'lead')
    return { kind: 'go', to: `/customerinterestactivity/create?cid=${encodeURIComponent(String(origin.leadId))}` };
  const customerId = answer.customer_id ?? origin.customerId;
  const historyId = answer.historyid ?? '';
  if (!truthy(answer.checkinterest)) {
    return {
      kind: 'go',
      to: `/customerinterest/create?customer_id=${encodeURIComponent(String(customerId))}&his_id=${encodeURIComponent(String(historyId))}`,
    };
  }
  return { kind: 'assign', customerId, historyId };
};

export const CALL_FLOW_TEXTS = {
  confirmTitle: 'Call Customer',
  confirm: (name: string, phone: string) => `Call ${name} on ${phone}?`,
  /** Not given by the specifications (G31 for the dialog's rules, spec 1 §8 for failures). */
  callFailed: 'Unable to make call',
  called: 'Call connected.',
  assignTitle: 'Add Call Activity',
  interest: 'Interest is required',
  note: 'Note is required',
  followup: 'Follow up is required',
  assigned: 'Activity added successfully.',
  assignFailed: 'Unable to add activity',
  conferenceTitle: 'Call Conference',
  /** The demo API's answers. */
  noPhone: 'Customer phone number is not available',
  unreachable: 'Call could not be connected: the customer is not reachable.',
  notAgent: 'Only agents can make calls.',
} as const;

/** The assign-as-activity dialog's rule (spec 2 §5 "needs interest, note and followup_on"): the form and the demo API. */
export const callActivityErrors = (values: Record<string, unknown>): Record<string, string> => {
  const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
  const errors: Record<string, string> = {};
  if (blank(values.interest_id)) errors.interest_id = CALL_FLOW_TEXTS.interest;
  if (blank(values.note)) errors.note = CALL_FLOW_TEXTS.note;
  if (blank(values.followup_on) || Number.isNaN(new Date(String(values.followup_on)).getTime()))
    errors.followup_on = CALL_FLOW_TEXTS.followup;
  return errors;
};

/** Who gets a call button (spec 2 §6, C29): a user flagged as agent, in an organization whose software access is Daga. */
export const canCall = (
  user: { agent?: unknown } | null | undefined,
  membership: { software_access?: string | null } | null | undefined,
): boolean => !!user && truthy(user.agent) && membership?.software_access === 'Daga';

/** The call's origin from the record the phone cell shows: a customer, or a lead (with its customer_id). */
export const originOf = (kind: 'customer' | 'lead', record: Record<string, unknown> & { id: string | number }): CallOrigin =>
  kind === 'lead'
    ? { from: 'lead', customerId: record.customer_id as string | number, leadId: record.id }
    : { from: 'customer', customerId: record.id };

/** The name the confirmation says: the customer's, or the lead's customer's. */
export const nameOf = (kind: 'customer' | 'lead', record: Record<string, unknown>): unknown =>
  kind === 'lead' ? (record.customer as { name?: unknown } | null | undefined)?.name : record.name;
