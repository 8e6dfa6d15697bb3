/**
 * The dashboard's pure logic: the date limit, the shaping of data.list into each chart's series,
 * the copy-link state machine and the refresh scheduler (fake timers), and which sections a
 * member sees.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardLists } from '../../src/api/methods/dashboard';
import type { Membership } from '../../src/api/permissions';
import { STATUS_COLORS } from '../../src/features/plotStatus/colors';
import { showsOngoingProducts, showsUserCalls } from '../../src/features/dashboard/access';
import { COPY_LABELS, COPY_RESET_MS, copyReducer, createCopyLink, type CopyState } from '../../src/features/dashboard/copyLink';
import {
  addDays,
  checkRange,
  daysOf,
  defaultRange,
  isIsoDate,
  isSelectable,
  latestSelectableDate,
  longDay,
  RANGE_MESSAGES,
  rangeParam,
  shortDay,
  toIsoDate,
} from '../../src/features/dashboard/dateRange';
import { createRefreshScheduler, REFRESH_INTERVAL_MS, type VisibilitySource } from '../../src/features/dashboard/refreshScheduler';
import {
  isEmptySeries,
  keysOf,
  LEAD_TABS,
  leadSeries,
  ongoingRows,
  ozonetelSeries,
  plotStatusSeries,
  plotSummary,
  toDaySeries,
  totalOf,
  userCallRows,
} from '../../src/features/dashboard/series';

/** 20 November 2026, 15:00 local time. */
const TODAY = new Date(2026, 10, 20, 15, 0, 0);
const RANGE = { from: '2026-11-13', to: '2026-11-20' };

describe('the date range (spec 1 §5, §9: last 8 days, nothing after tomorrow)', () => {
  it('opens on the last 8 days, today included', () => {
    expect(defaultRange(TODAY)).toEqual(RANGE);
    expect(daysOf(defaultRange(TODAY))).toHaveLength(8);
  });

  it('lets tomorrow be chosen, and no later date', () => {
    expect(latestSelectableDate(TODAY)).toBe('2026-11-21');
    expect(isSelectable('2026-11-21', TODAY)).toBe(true);
    expect(isSelectable('2026-11-22', TODAY)).toBe(false);
    expect(isSelectable('2025-01-01', TODAY)).toBe(true);
    // Month and year ends.
    expect(latestSelectableDate(new Date(2026, 11, 31, 23, 59))).toBe('2027-01-01');
    expect(latestSelectableDate(new Date(2028, 1, 28, 8))).toBe('2028-02-29');
  });

  it.each([
    ['2026-11-13', '2026-11-21', null],
    ['2026-11-13', '2026-11-22', { to: RANGE_MESSAGES.afterTomorrow }],
    ['2026-11-22', '2026-11-23', { from: RANGE_MESSAGES.afterTomorrow, to: RANGE_MESSAGES.afterTomorrow }],
    ['2026-11-20', '2026-11-13', { from: RANGE_MESSAGES.order }],
    ['', '2026-11-13', { from: RANGE_MESSAGES.invalid }],
    ['2026-02-30', '2026-03-01', { from: RANGE_MESSAGES.invalid }],
    ['2024-11-13', '2026-11-13', { from: RANGE_MESSAGES.tooLong }],
  ])('checkRange(%s, %s)', (from, to, errors) => {
    const result = checkRange(from, to, TODAY);
    if (errors) expect(result).toEqual({ errors });
    else expect(result).toEqual({ range: { from, to } });
  });

  it('formats dates for the API and the axes', () => {
    expect(rangeParam(RANGE)).toBe('2026-11-13,2026-11-20');
    expect(toIsoDate(TODAY)).toBe('2026-11-20');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isIsoDate('2026-11-31')).toBe(false);
    expect(shortDay('2026-11-05')).toBe('5 Nov');
    expect(longDay('2026-11-05')).toBe('5 Nov 2026');
  });
});

describe('shaping data.list into the charts', () => {
  it('Ozonetel Calls: one point per day of the range, Outgoing and Missed, 0 where the answer has none', () => {
    const series = ozonetelSeries(
      {
        ozonetel: [
          { date: '2026-11-14', Outgoing: 12, Missed: 3 },
          { date: '2026-11-20', Outgoing: '7', Missed: 1 },
          { date: '2026-11-01', Outgoing: 99, Missed: 99 }, // outside the range
        ],
      },
      RANGE,
    );
    expect(series.rows.map(r => r.date)).toEqual(daysOf(RANGE));
    expect(series.rows[0]).toEqual({ date: '2026-11-13', Outgoing: 0, Missed: 0 });
    expect(series.rows[1]).toEqual({ date: '2026-11-14', Outgoing: 12, Missed: 3 });
    expect(series.rows[7]).toEqual({ date: '2026-11-20', Outgoing: 7, Missed: 1 });
    expect(series.series.map(s => s.key)).toEqual(['Outgoing', 'Missed']);
    expect(totalOf(series.rows, 'Outgoing')).toBe(19);
  });

  it('accepts rows keyed by date, and no rows at all (an empty chart)', () => {
    const series = toDaySeries({ '2026-11-15': { New: 2 } }, ['New', 'Processing'], RANGE);
    expect(series.rows[2]).toEqual({ date: '2026-11-15', New: 2, Processing: 0 });
    expect(isEmptySeries(series)).toBe(false);
    const empty = ozonetelSeries({}, RANGE);
    expect(empty.rows).toHaveLength(8);
    expect(isEmptySeries(empty)).toBe(true);
    expect(isEmptySeries(ozonetelSeries(undefined, RANGE))).toBe(true);
  });

  it('Leads: the tabs and their series; Admin Source takes the sources the answer carries', () => {
    expect(LEAD_TABS.map(t => t.label)).toEqual(['Status', 'Site Sources', 'Lead Type', 'Admin Source']);
    const list: Partial<DashboardLists> = {
      leads_status: [{ date: '2026-11-13', New: 1, Processing: 2, Converted: 0, Canceled: 1, Hold: 5 }],
      leads_site_source: [{ date: '2026-11-13', DagaSite: 3, DagaApp: 1 }],
      leads_leadtype: [{ date: '2026-11-13', Hot: 1, Warm: 2, Cold: 1 }],
      leads_admin_source: [
        { date: '2026-11-13', Facebook: 2, Referral: 1 },
        { date: '2026-11-14', Facebook: 0, Referral: 0, 'Walk-in': 4 },
      ],
    };
    expect(leadSeries(list, 'leads_status', RANGE).series.map(s => s.key)).toEqual(['New', 'Processing', 'Converted', 'Canceled']);
    expect(leadSeries(list, 'leads_site_source', RANGE).series.map(s => s.key)).toEqual(['DagaSite', 'DagaApp']);
    expect(leadSeries(list, 'leads_leadtype', RANGE).rows[0]).toEqual({ date: '2026-11-13', Hot: 1, Warm: 2, Cold: 1 });
    const admin = leadSeries(list, 'leads_admin_source', RANGE);
    expect(admin.series.map(s => s.key)).toEqual(['Facebook', 'Referral', 'Walk-in']);
    expect(admin.rows[0]).toEqual({ date: '2026-11-13', Facebook: 2, Referral: 1, 'Walk-in': 0 });
    expect(new Set(admin.series.map(s => s.color)).size).toBe(3);
    expect(keysOf(list.leads_admin_source)).toEqual(['Facebook', 'Referral', 'Walk-in']);
  });

  it('Plot status: Booked, Blocked and Sold, or the one chosen, in the plot map colours', () => {
    const list = { plotstatus: [{ date: '2026-11-16', Booked: 2, Blocked: 1, Sold: 4 }] };
    const all = plotStatusSeries(list, '', RANGE);
    expect(all.series).toEqual([
      { key: 'Booked', color: STATUS_COLORS.Booked },
      { key: 'Blocked', color: STATUS_COLORS.Blocked },
      { key: 'Sold', color: STATUS_COLORS.Sold },
    ]);
    const sold = plotStatusSeries(list, 'Sold', RANGE);
    expect(sold.series.map(s => s.key)).toEqual(['Sold']);
    expect(sold.rows[3]).toEqual({ date: '2026-11-16', Sold: 4 });
  });

  it('Plot Summary: totals by status with the map colours (Available green, Blocked yellow, Booked orange, Sold dark red)', () => {
    const { bars, total } = plotSummary({ Available: 3033, Blocked: 159, Booked: 155, Sold: 441, Hold: 26, totalCounts: 3814 });
    expect(bars.map(b => [b.status, b.count])).toEqual([
      ['Available', 3033],
      ['Blocked', 159],
      ['Booked', 155],
      ['Sold', 441],
      ['Hold', 26],
    ]);
    expect(bars.map(b => b.color).slice(0, 4)).toEqual(['#2e7d32', '#f9a825', '#ef6c00', '#8b0000']);
    expect(total).toBe(3814);
    // Without totalCounts, the bars' sum; Resale shows once there are resale plots.
    expect(plotSummary({ Available: 1, Resale: 2 }).total).toBe(3);
    expect(plotSummary({ Available: 1, Resale: 2 }).bars.map(b => b.status)).toEqual(['Available', 'Blocked', 'Booked', 'Sold', 'Resale']);
    expect(plotSummary(undefined)).toEqual({ bars: expect.any(Array), total: 0 });
  });

  it('User Calls and Ongoing Products rows', () => {
    expect(
      userCallRows([
        { id: 1, name: 'Arun', callhistory: 3, missedcallhistory: 1 },
        { id: 2, name: 'Meena', callhistory: 10, missedcallhistory: 2 },
        { id: 3, name: 'Anitha', callhistory: 3, missedcallhistory: 1 },
      ]),
    ).toEqual([
      { id: '2', name: 'Meena', missed: 2, outgoing: 10 },
      { id: '3', name: 'Anitha', missed: 1, outgoing: 3 },
      { id: '1', name: 'Arun', missed: 1, outgoing: 3 },
    ]);
    expect(userCallRows(undefined)).toEqual([]);
    expect(ongoingRows([{ id: 5, name: 'Daga Nagar', plotsavailable: 2017, plotssold: 133 }])).toEqual([
      { id: '5', name: 'Daga Nagar', available: 2017, sold: 133 },
    ]);
  });
});

describe('the copy-link state machine (copied or failed, back after 4 seconds)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the transitions', () => {
    expect(copyReducer('idle', { type: 'copied' })).toBe('copied');
    expect(copyReducer('copied', { type: 'failed' })).toBe('failed');
    expect(copyReducer('failed', { type: 'reset' })).toBe('idle');
    expect(COPY_LABELS).toEqual({ idle: 'Copy link', copied: 'Copied', failed: 'Failed' });
  });

  it('copied, then back to normal after exactly 4 seconds', async () => {
    const states: CopyState[] = [];
    const write = vi.fn(async () => undefined);
    const link = createCopyLink({ write, onChange: s => states.push(s) });
    await expect(link.copy('https://example.test/app')).resolves.toBe('copied');
    expect(write).toHaveBeenCalledWith('https://example.test/app');
    expect(link.state).toBe('copied');
    vi.advanceTimersByTime(COPY_RESET_MS - 1);
    expect(link.state).toBe('copied');
    vi.advanceTimersByTime(1);
    expect(link.state).toBe('idle');
    expect(states).toEqual(['copied', 'idle']);
  });

  it('failed when the clipboard refuses, back after 4 seconds', async () => {
    const link = createCopyLink({ write: () => Promise.reject(new Error('denied')), onChange: () => undefined });
    await expect(link.copy('x')).resolves.toBe('failed');
    vi.advanceTimersByTime(COPY_RESET_MS);
    expect(link.state).toBe('idle');
  });

  it('failed without any clipboard at all (the default writer)', async () => {
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      const link = createCopyLink({ onChange: () => undefined });
      await expect(link.copy('x')).resolves.toBe('failed');
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    }
  });

  it('a second copy restarts the 4 seconds; dispose stops the reset', async () => {
    const link = createCopyLink({ write: async () => undefined, onChange: () => undefined });
    await link.copy('x');
    vi.advanceTimersByTime(3000);
    await link.copy('x');
    vi.advanceTimersByTime(3000);
    expect(link.state).toBe('copied');
    vi.advanceTimersByTime(1000);
    expect(link.state).toBe('idle');
    await link.copy('x');
    link.dispose();
    vi.advanceTimersByTime(COPY_RESET_MS);
    expect(link.state).toBe('copied');
  });
});

describe('the refresh scheduler (every 50 seconds, paused while hidden, no overlap)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const fakeVisibility = (visible = true) => {
    const listeners = new Set<() => void>();
    const source: VisibilitySource & { set(v: boolean): void } = {
      isVisible: () => visible,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      set(v) {
        visible = v;
        listeners.forEach(l => l());
      },
    };
    return source;
  };

  it('refreshes every 50 seconds', async () => {
    const refresh = vi.fn(async () => undefined);
    const scheduler = createRefreshScheduler({ refresh, visibility: fakeVisibility() });
    scheduler.start();
    expect(REFRESH_INTERVAL_MS).toBe(50_000);
    await vi.advanceTimersByTimeAsync(49_999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(200_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('skips the ticks while the page is hidden, and catches up once when it is visible again', async () => {
    const refresh = vi.fn(async () => undefined);
    const visibility = fakeVisibility();
    const scheduler = createRefreshScheduler({ refresh, visibility });
    scheduler.start();
    visibility.set(false);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(refresh).not.toHaveBeenCalled();
    visibility.set(true);
    expect(refresh).toHaveBeenCalledTimes(1);
    // The interval starts again from the catch-up.
    await vi.advanceTimersByTimeAsync(49_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });

  it('becoming visible without a missed tick does not refresh', async () => {
    const refresh = vi.fn(async () => undefined);
    const visibility = fakeVisibility();
    const scheduler = createRefreshScheduler({ refresh, visibility });
    scheduler.start();
    visibility.set(false);
    await vi.advanceTimersByTimeAsync(10_000);
    visibility.set(true);
    expect(refresh).not.toHaveBeenCalled();
    scheduler.stop();
  });

  it('never overlaps: a tick while the previous refresh is pending is skipped', async () => {
    let finish: () => void = () => undefined;
    const refresh = vi.fn(() => new Promise<void>(resolve => (finish = resolve)));
    const scheduler = createRefreshScheduler({ refresh, visibility: fakeVisibility() });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(50_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(scheduler.pending).toBe(true);
    await vi.advanceTimersByTimeAsync(150_000); // the API is slow: three ticks pass
    expect(refresh).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.pending).toBe(false);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });

  it('a failed refresh does not stop the next one', async () => {
    const refresh = vi.fn(async () => {
      throw new Error('down');
    });
    const scheduler = createRefreshScheduler({ refresh, visibility: fakeVisibility() });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });
});

describe('which sections a member sees', () => {
  const member = (permissions: string[], master = 0): Membership => ({ organization_id: 1, name: 'Daga', master, permissions });

  it('User Calls: organization 1 only, and only with user.view', () => {
    expect(showsUserCalls('1', member(['user.view']))).toBe(true);
    expect(showsUserCalls('1', member([], 1))).toBe(true);
    expect(showsUserCalls('2', member([], 1))).toBe(false);
    expect(showsUserCalls('1', member(['project.view']))).toBe(false);
  });

  it('Ongoing Products: project.view', () => {
    expect(showsOngoingProducts(member(['project.view']))).toBe(true);
    expect(showsOngoingProducts(member(['plot.view']))).toBe(false);
  });
});
