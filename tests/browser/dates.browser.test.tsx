/** Dates day/month/year whatever the browser's locale (src/common/format.ts, src/features/emi/emiLogic.ts formatDay). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../src/common/format';
import { formatDay } from '../../src/features/emi/emiLogic';
import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'ra-core';
import { DayField } from '../../src/common/DayField';

describe('dates', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['2026-11-27', false, '27/11/2026'],
    ['2026-01-05', false, '05/01/2026'],
    [new Date(2026, 10, 27, 10, 42).toISOString(), true, '27/11/2026 10:42 am'],
    [new Date(2026, 10, 27, 0, 5).toISOString(), true, '27/11/2026 12:05 am'],
    [new Date(2026, 10, 27, 15, 7).toISOString(), true, '27/11/2026 3:07 pm'],
    [new Date(2026, 10, 27, 15, 7).toISOString(), false, '27/11/2026'],
    ['', false, '-'],
    ['not a date', false, 'not a date'],
  ])('%s (time %s) → %s', (value, withTime, shown) => {
    expect(formatDate(value, withTime)).toBe(shown);
  });

  it('does not follow an en-US locale', () => {
    const toLocale = vi.spyOn(Date.prototype, 'toLocaleDateString').mockReturnValue('11/27/2026');
    vi.spyOn(Date.prototype, 'toLocaleString').mockReturnValue('11/27/2026, 10:42:00 AM');
    expect(formatDate(new Date(2026, 10, 27, 10, 42).toISOString(), true)).toBe('27/11/2026 10:42 am');
    expect(formatDate(new Date(2026, 10, 27).toISOString())).toBe('27/11/2026');
    expect(toLocale).not.toHaveBeenCalled();
  });

  it('a calendar day without time-zone shift', () => {
    expect(formatDay('2026-11-05')).toBe('05/11/2026');
    expect(formatDay('2026-11-05T23:30:00Z')).toBe('05/11/2026');
  });

  it("the lists' date field reads the same, with its empty text", () => {
    const at = new Date(2026, 10, 27, 10, 42).toISOString();
    render(
      <RecordContextProvider value={{ id: 1, created_at: at, sent_date: null }}>
        <span data-testid="day">
          <DayField source="created_at" />
        </span>
        <span data-testid="time">
          <DayField source="created_at" showTime />
        </span>
        <span data-testid="empty">
          <DayField source="sent_date" emptyText="-" />
        </span>
      </RecordContextProvider>,
    );
    expect(screen.getByTestId('day')).toHaveTextContent(/^27\/11\/2026$/);
    expect(screen.getByTestId('time')).toHaveTextContent(/^27\/11\/2026 10:42 am$/);
    expect(screen.getByTestId('empty')).toHaveTextContent(/^-$/);
  });
});
