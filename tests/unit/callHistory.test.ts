/** Call history's rules (spec 3 §2, §7; spec 2 §5 "Call conference"): actions, the conference rule, Add Call, durations. */
import { describe, expect, it } from 'vitest';
import { CALL_ACTIONS, CALL_TEXTS, callActionErrors, canAddCall, formatDuration } from '../../src/features/telephony/callLogic';

describe('call history rules', () => {
  it('the six actions, KICK_CALL shown as DISCONNECT', () => {
    expect(CALL_ACTIONS.map(a => `${a.id}=${a.name}`)).toEqual([
      'CONFERENCE=CONFERENCE',
      'HOLD=HOLD',
      'UNHOLD=UNHOLD',
      'MUTE=MUTE',
      'UNMUTE=UNMUTE',
      'KICK_CALL=DISCONNECT',
    ]);
  });
  it('an action is required; a conference needs connumber or connumber_book', () => {
    expect(callActionErrors({})).toEqual({ action: CALL_TEXTS.actionRequired });
    expect(callActionErrors({ action: 'DISCONNECT' })).toEqual({ action: CALL_TEXTS.actionRequired });
    expect(callActionErrors({ action: 'HOLD' })).toEqual({});
    expect(callActionErrors({ action: 'CONFERENCE', connumber: ' ' })).toEqual({ connumber: 'connumber or connumber_book required' });
    expect(callActionErrors({ action: 'CONFERENCE', connumber_book: '9840012345' })).toEqual({});
    expect(callActionErrors({ action: 'CONFERENCE', connumber: '9840012345' })).toEqual({});
  });
  it('Add Call only while the call has no call data and was not updated', () => {
    expect(canAddCall({ call_data: null, call_data_updated: 0 })).toBe(true);
    expect(canAddCall({ call_data: {}, call_data_updated: '0' })).toBe(true);
    expect(canAddCall({ call_data: [], call_data_updated: false })).toBe(true);
    expect(canAddCall({ call_data: { action: 'HOLD' }, call_data_updated: 0 })).toBe(false);
    expect(canAddCall({ call_data: null, call_data_updated: 1 })).toBe(false);
  });
  it('durations read m:ss, h:mm:ss from an hour, - without one', () => {
    expect([
      formatDuration(125),
      formatDuration(59),
      formatDuration(3725),
      formatDuration(0),
      formatDuration(null),
      formatDuration('x'),
    ]).toEqual(['2:05', '0:59', '1:02:05', '-', '-', '-']);
  });
});
