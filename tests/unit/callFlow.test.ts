/** The call flow's pure rules (spec 2 §2, §6, §7; inventory G5, C29): who calls, what is sent, where a call leads. */
import { describe, expect, it } from 'vitest';
import { CALL_FLOW_TEXTS, afterCall, callActivityErrors, callBody, callPath, canCall, originOf } from '../../src/api/callFlow';

describe('click-to-call rules', () => {
  it('gives a call button only to an agent in a Daga organization', () => {
    expect(canCall({ agent: 1 }, { software_access: 'Daga' })).toBe(true);
    expect(canCall({ agent: true }, { software_access: 'Daga' })).toBe(true);
    expect(canCall({ agent: 0 }, { software_access: 'Daga' })).toBe(false);
    expect(canCall({ agent: 1 }, { software_access: 'Standard' })).toBe(false);
    expect(canCall(null, { software_access: 'Daga' })).toBe(false);
  });

  it('posts customer/{id}/ozonetelcall with the lead as itemid (empty from a customer), the user as agentid, call_from Web', () => {
    expect(callPath(12)).toBe('customer/12/ozonetelcall');
    expect(callBody(originOf('customer', { id: 12 }), 3)).toEqual({ itemid: '', agentid: '3', call_from: 'Web' });
    expect(callBody(originOf('lead', { id: 40, customer_id: 12 }), 3)).toEqual({ itemid: '40', agentid: '3', call_from: 'Web' });
  });

  it('leads on: a lead to its new activity, a customer without a lead to a new lead, else the assign dialog', () => {
    expect(afterCall(originOf('lead', { id: 40, customer_id: 12 }), { checkinterest: 1, historyid: 9 })).toEqual({
      kind: 'go',
      to: '/customerinterestactivity/create?cid=40',
    });
    expect(afterCall(originOf('customer', { id: 12 }), { checkinterest: 0, customer_id: 12, historyid: 9 })).toEqual({
      kind: 'go',
      to: '/customerinterest/create?customer_id=12&his_id=9',
    });
    expect(afterCall(originOf('customer', { id: 12 }), { checkinterest: '1', customer_id: 12, historyid: 9 })).toEqual({
      kind: 'assign',
      customerId: 12,
      historyId: 9,
    });
  });

  it('needs interest, note and a follow-up date to file a call as an activity', () => {
    expect(callActivityErrors({})).toEqual({
      interest_id: CALL_FLOW_TEXTS.interest,
      note: CALL_FLOW_TEXTS.note,
      followup_on: CALL_FLOW_TEXTS.followup,
    });
    expect(callActivityErrors({ interest_id: 4, note: ' ', followup_on: 'soon' })).toEqual({
      note: CALL_FLOW_TEXTS.note,
      followup_on: CALL_FLOW_TEXTS.followup,
    });
    expect(callActivityErrors({ interest_id: 4, note: 'Call back', followup_on: '2026-12-01T10:30:00.000Z' })).toEqual({});
  });
});
