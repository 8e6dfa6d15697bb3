/** The text logic of the Indian amount and date inputs (src/common/indianInput.ts, issue 39). */
import { describe, expect, it } from 'vitest';
import {
  amountText,
  amountValue,
  cleanAmount,
  dayText,
  editAmount,
  groupIndian,
  isoDayOf,
  localMomentOf,
  momentText,
  parseDay,
  parseMoment,
  validateDay,
  validateMoment,
} from '../../src/common/indianInput';

describe('amounts', () => {
  it('groups digits the Indian way', () => {
    expect(groupIndian('3636000')).toBe('36,36,000');
    expect(groupIndian('100')).toBe('100');
    expect(groupIndian('1000')).toBe('1,000');
    expect(groupIndian('123456789')).toBe('12,34,56,789');
  });

  it('reads pasted amounts with ₹, commas, spaces and paise', () => {
    expect(cleanAmount('36,36,000')).toBe('3636000');
    expect(cleanAmount('₹ 36,36,000.50')).toBe('3636000.50');
    expect(cleanAmount('Rs. 1,500')).toBe('1500');
    expect(cleanAmount('12.345')).toBe('12.34');
    expect(cleanAmount('12.5', 0)).toBe('12');
    expect(cleanAmount('-250')).toBe('-250');
    expect(cleanAmount('007')).toBe('7');
    expect(amountValue(cleanAmount('₹ 36,36,000.50'))).toBe(3636000.5);
    expect(amountValue('')).toBeNull();
    expect(amountValue('-')).toBeNull();
  });

  it('shows a stored amount grouped, its paise kept', () => {
    expect(amountText(3636000)).toBe('36,36,000');
    expect(amountText('88848.79')).toBe('88,848.79');
    expect(amountText(null)).toBe('');
    expect(amountText(0)).toBe('0');
  });

  it('keeps the caret after the same digits as commas appear', () => {
    // Typing the seventh digit at the end: 3,63,600|0 → 36,36,000|
    expect(editAmount('3,63,6000', 9, '3,63,600')).toEqual({ text: '36,36,000', caret: 9, value: 3636000 });
    // A digit typed in the middle: 1,2|0,000 + 5 → 12,5|0,000? the caret stays after the 5.
    const mid = editAmount('1,250,000', 4, '1,20,000');
    expect(mid.text).toBe('12,50,000');
    expect(mid.text.slice(0, mid.caret).replace(/,/g, '')).toBe('125');
    expect(mid.value).toBe(1250000);
  });

  it('Backspace on a comma deletes the digit before it', () => {
    // 36,|36,000 with Backspace: the browser removed the comma only.
    const edit = editAmount('3636,000', 2, '36,36,000', { inputType: 'deleteContentBackward' });
    expect(edit.text).toBe('3,36,000');
    expect(edit.value).toBe(336000);
    expect(edit.text.slice(0, edit.caret).replace(/,/g, '')).toBe('3');
  });

  it('refuses a minus where the field had min 0', () => {
    expect(editAmount('-500', 4, '500', { negative: false })).toEqual({ text: '500', caret: 3, value: 500 });
    expect(editAmount('-500', 4, '500').value).toBe(-500);
  });
});

describe('days', () => {
  it('reads a day typed day first, in any of the usual separators', () => {
    for (const typed of ['05/09/2026', '5/9/2026', '05-09-2026', '05.09.2026', '05092026', '2026-09-05', ' 5 / 9 / 2026 '])
      expect(parseDay(typed)).toEqual({ kind: 'day', iso: '2026-09-05' });
  });

  it('tells an impossible day from text that is no date', () => {
    expect(parseDay('31/02/2026')).toEqual({ kind: 'impossible' });
    expect(parseDay('29/02/2027')).toEqual({ kind: 'impossible' });
    expect(parseDay('29/02/2028')).toEqual({ kind: 'day', iso: '2028-02-29' });
    expect(parseDay('05/13/2026')).toEqual({ kind: 'impossible' });
    expect(parseDay('05/09')).toEqual({ kind: 'malformed' });
    expect(parseDay('')).toEqual({ kind: 'empty' });
  });

  it('shows a stored day as dd/mm/yyyy and holds it as ISO', () => {
    expect(dayText('2026-09-05')).toBe('05/09/2026');
    expect(dayText('2026-09-05 10:30:00')).toBe('05/09/2026');
    expect(dayText(null)).toBe('');
    expect(isoDayOf('2026-09-05T00:00:00.000Z')).toBe('2026-09-05');
    expect(isoDayOf(new Date(2026, 8, 5))).toBe('2026-09-05');
  });

  it('gives the message of each refusal; a day or nothing passes', () => {
    expect(validateDay('2026-09-05')).toBeUndefined();
    expect(validateDay(null)).toBeUndefined();
    expect(validateDay('31/02/2026')).toEqual({ message: 'There is no such date: %{date}', args: { date: '31/02/2026' } });
    expect(validateDay('5 Sept')).toBe('Enter the date as dd/mm/yyyy');
  });
});

describe('dates with a time', () => {
  const at = (h: number, m: number) => new Date(2026, 10, 27, h, m).toISOString();

  it('reads a date and time typed day first, 12-hour or 24-hour, and an ISO moment pasted', () => {
    for (const typed of ['27/11/2026 10:42 am', '27-11-2026 10:42AM', '27.11.2026 10.42 a.m.', '27/11/2026 10:42', '2026-11-27T10:42'])
      expect(parseMoment(typed)).toEqual({ kind: 'moment', iso: at(10, 42) });
    expect(parseMoment('27/11/2026 10:42 pm')).toEqual({ kind: 'moment', iso: at(22, 42) });
    expect(parseMoment('27/11/2026 12:05 am')).toEqual({ kind: 'moment', iso: at(0, 5) });
    expect(parseMoment('27/11/2026 12 pm')).toEqual({ kind: 'moment', iso: at(12, 0) });
    expect(parseMoment('2026-11-27T04:30:00.000Z')).toEqual({ kind: 'moment', iso: '2026-11-27T04:30:00.000Z' });
  });

  it('tells an impossible date or time from text that is no date and time', () => {
    expect(parseMoment('31/02/2026 10:00 am')).toEqual({ kind: 'impossible' });
    expect(parseMoment('27/11/2026 13:00 pm')).toEqual({ kind: 'impossible' });
    expect(parseMoment('27/11/2026 24:10')).toEqual({ kind: 'impossible' });
    expect(parseMoment('27/11/2026 10:75 am')).toEqual({ kind: 'impossible' });
    expect(parseMoment('27/11/2026')).toEqual({ kind: 'malformed' });
    expect(parseMoment('tomorrow 10 am')).toEqual({ kind: 'malformed' });
    expect(parseMoment('  ')).toEqual({ kind: 'empty' });
  });

  it('shows a stored moment as dd/mm/yyyy h:mm am in the browser clock, and typed text as typed', () => {
    expect(momentText(at(22, 42))).toBe('27/11/2026 10:42 pm');
    expect(momentText(new Date(2026, 10, 27, 9, 5))).toBe('27/11/2026 9:05 am');
    // Typed text is never re-read by the browser's own date parser (05/09 would be May 9th there).
    expect(momentText('05/09/2026 25:00')).toBe('05/09/2026 25:00');
    expect(momentText(null)).toBe('');
    expect(localMomentOf(at(22, 42))).toBe('2026-11-27T22:42');
    expect(localMomentOf('27/11/2026')).toBe('');
  });

  it('gives the message of each refusal; a moment or nothing passes', () => {
    expect(validateMoment(at(10, 42))).toBeUndefined();
    expect(validateMoment(null)).toBeUndefined();
    expect(validateMoment('27/11/2026 13:00 pm')).toEqual({
      message: 'There is no such date and time: %{date}',
      args: { date: '27/11/2026 13:00 pm' },
    });
    expect(validateMoment('27/11/2026')).toBe('Enter the date and time as dd/mm/yyyy hh:mm am');
  });
});
