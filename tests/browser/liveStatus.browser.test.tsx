/**
 * Live plot statuses (issue 38) and the map's colours (issue 40), as logic: the refresh every 30 s
 * while the page is shown and at once when it is shown again or focused; the changed plots marked
 * for a few seconds; a read that changes nothing keeps what is shown; the scene's bitmaps patched
 * only where a colour changed; the legend's colours from the one table the status chips use.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook } from '@testing-library/react';
import {
  CHANGED_MARK_MS,
  LIVE_REFRESH_MS,
  changedStatuses,
  sameMapRows,
  statusesOf,
  useChangedMark,
  useChangedPlots,
  useLiveRefresh,
} from '../../src/features/plotMap/live';
import { legendEntries, plotColor } from '../../src/features/plotMap/mapLogic';
import { SceneCache, recoloured, type ScenePlot } from '../../src/features/plotMap/sceneCache';
import { MAP_COLORS, PLOT_STATUSES, statusColor } from '../../src/features/plotStatus/colors';
import { MapLegend } from '../../src/features/plotMap/parts';

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('useLiveRefresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    setVisibility('visible');
    vi.useRealTimers();
  });

  it('asks every 30 s while shown, not while the tab is hidden, and at once when shown again or focused', () => {
    const refresh = vi.fn();
    const { unmount } = renderHook(() => useLiveRefresh(refresh));
    expect(refresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(LIVE_REFRESH_MS - 1));
    expect(refresh).toHaveBeenCalledTimes(0);
    act(() => vi.advanceTimersByTime(1));
    expect(refresh).toHaveBeenCalledTimes(1);

    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(3 * LIVE_REFRESH_MS));
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => setVisibility('visible'));
    expect(refresh).toHaveBeenCalledTimes(2);
    // The focus that comes with it asks no second time.
    act(() => window.dispatchEvent(new Event('focus')));
    expect(refresh).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(5000));
    act(() => window.dispatchEvent(new Event('focus')));
    expect(refresh).toHaveBeenCalledTimes(3);

    unmount();
    act(() => vi.advanceTimersByTime(3 * LIVE_REFRESH_MS));
    act(() => window.dispatchEvent(new Event('focus')));
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('asks nothing while paused', () => {
    const refresh = vi.fn();
    renderHook(() => useLiveRefresh(refresh, false));
    act(() => vi.advanceTimersByTime(2 * LIVE_REFRESH_MS));
    act(() => window.dispatchEvent(new Event('focus')));
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('changed plots', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('are the plots whose status differs from the read before (new plots are not changes)', () => {
    const before = statusesOf([
      { id: 1, status: 'Available' },
      { id: 2, status: 'Booked' },
    ]);
    expect(
      changedStatuses(before, [
        { id: 1, status: 'Blocked' },
        { id: 2, status: 'Booked' },
        { id: 3, status: 'Sold' },
      ]),
    ).toEqual(['1']);
  });

  it('are marked for a few seconds, the first rows marking nothing', () => {
    const first = [
      { id: 1, status: 'Available' },
      { id: 2, status: 'Available' },
    ];
    const { result, rerender } = renderHook(({ rows }) => useChangedPlots(rows), { initialProps: { rows: first } });
    expect([...result.current]).toEqual([]);
    rerender({
      rows: [
        { id: 1, status: 'Hold' },
        { id: 2, status: 'Available' },
      ],
    });
    expect([...result.current]).toEqual(['1']);
    act(() => vi.advanceTimersByTime(CHANGED_MARK_MS / 2));
    // A second change meanwhile: each keeps its own few seconds.
    rerender({
      rows: [
        { id: 1, status: 'Hold' },
        { id: 2, status: 'Sold' },
      ],
    });
    expect([...result.current].sort()).toEqual(['1', '2']);
    act(() => vi.advanceTimersByTime(CHANGED_MARK_MS / 2));
    expect([...result.current]).toEqual(['2']);
    act(() => vi.advanceTimersByTime(CHANGED_MARK_MS / 2));
    expect([...result.current]).toEqual([]);
  });

  it('a list row marks its own status change for a few seconds', () => {
    const { result, rerender } = renderHook(({ status }) => useChangedMark(status), { initialProps: { status: 'Available' } });
    expect(result.current).toBe(false);
    rerender({ status: 'Booked' });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(CHANGED_MARK_MS));
    expect(result.current).toBe(false);
  });
});

describe('a read that changes nothing', () => {
  const row = (status: string): Record<string, unknown> => ({
    id: 7,
    number: '7',
    status,
    measurement: '30:40:30:40',
    coordinates: [
      [0, 0],
      [1, 0],
      [1, 1],
    ],
    plotbooked: null,
    plotResale: [],
  });
  it('is the same rows (nothing drawn again); a status, a payment or a shape is not', () => {
    expect(sameMapRows([row('Available')], [row('Available')])).toBe(true);
    expect(sameMapRows([row('Available')], [row('Booked')])).toBe(false);
    expect(sameMapRows([row('Booked')], [{ ...row('Booked'), plotbooked: { id: 1, paid: 1 } }])).toBe(false);
    expect(
      sameMapRows(
        [row('Booked')],
        [
          {
            ...row('Booked'),
            coordinates: [
              [0, 0],
              [2, 0],
              [1, 1],
            ],
          },
        ],
      ),
    ).toBe(false);
    expect(sameMapRows([row('Booked')], [])).toBe(false);
  });
});

describe('the scene recoloured', () => {
  const plot = (id: number, x: number): ScenePlot => ({
    id,
    number: String(id),
    points: [
      [x, 0],
      [x + 10, 0],
      [x + 10, 10],
      [x, 10],
    ],
    box: { x0: x, y0: 0, x1: x + 10, y1: 10 },
  });
  const a = plot(1, 0);
  const b = plot(2, 20);

  it('finds only the plots whose colour changed', () => {
    const before = [['#2e7d32', [a, b]]] as const;
    const after = [
      ['#2e7d32', [a]],
      ['#757575', [b]],
    ] as const;
    expect(recoloured(before, after)).toEqual([['#757575', b]]);
    expect(recoloured(after, after)).toEqual([]);
  });

  /** The colour of a bitmap's pixel, as [r, g, b]. */
  const pixel = (canvas: HTMLCanvasElement, x: number, y: number) =>
    Array.from(canvas.getContext('2d')!.getImageData(x, y, 1, 1).data.slice(0, 3));
  /** A plot's fill (half opacity) over the scene's background #fafafa, as the browser blends it (±2). */
  const over = (hex: string) => [1, 3, 5].map(i => (parseInt(hex.slice(i, i + 2), 16) + 0xfa) / 2);
  const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 2);

  it('patches the bitmaps already drawn instead of drawing the scene again', () => {
    const cache = new SceneCache({ width: 100, height: 50, image: null, groups: [['#2e7d32', [a, b]]] });
    const bitmap = cache.get(1)!;
    expect(pixel(bitmap, 25, 5), 'drawn first').toSatisfy((rgb: number[]) => near(rgb, over('#2e7d32')));
    const ctx = bitmap.getContext('2d')!;
    const fillRect = vi.spyOn(ctx, 'fillRect');
    expect(
      cache.recolour([
        ['#2e7d32', [a]],
        ['#757575', [b]],
      ]),
    ).toBe(1);
    expect(cache.get(1)).toBe(bitmap);
    // Only the changed plot's box is cleared (the whole scene would be fillRect(0, 0, 100, 50))…
    expect(fillRect.mock.calls).toEqual([[20, 0, 10, 10]]);
    // …and drawn in its new colour over the background, not over its old colour; the other plot keeps its own.
    expect(pixel(bitmap, 25, 5), 'the recoloured plot').toSatisfy((rgb: number[]) => near(rgb, over('#757575')));
    expect(pixel(bitmap, 5, 5), 'the plot left as it was').toSatisfy((rgb: number[]) => near(rgb, over('#2e7d32')));
    expect(cache.groups).toEqual([
      ['#2e7d32', [a]],
      ['#757575', [b]],
    ]);
  });
});

describe('the map legend (issue 40)', () => {
  it('gives every status the colour of its status chip (statusColor) and of its plots on the map: one table', () => {
    const entries = legendEntries('status');
    const { getByTestId } = render(<MapLegend entries={entries} />);
    expect([...getByTestId('map-legend').querySelectorAll('li')].map(li => [li.textContent, li.getAttribute('data-color')])).toEqual(
      entries.map(e => [e.label, e.color]),
    );
    // What the eye sees (real CSS): each swatch is painted in its entry's colour.
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map(i => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    expect(
      [...getByTestId('map-legend').querySelectorAll('li > span[aria-hidden]')].map(swatch => getComputedStyle(swatch).backgroundColor),
    ).toEqual(entries.map(e => rgb(e.color)));
    for (const status of PLOT_STATUSES) {
      const entry = entries.find(e => e.label === status)!;
      expect(entry.color).toBe(statusColor(status));
      expect(
        plotColor({
          id: 1,
          status,
          coordinates: [
            [0, 0],
            [1, 0],
            [1, 1],
          ],
        }),
      ).toBe(entry.color);
    }
    expect(entries.find(e => e.label === 'Booked, paid')?.color).toBe(MAP_COLORS.bookedPaid);
    expect(legendEntries('status', { resaleView: true }).some(e => e.color === MAP_COLORS.soldResale)).toBe(true);
    expect(legendEntries('priceGuide', { unplaced: true }).map(e => e.color)).toEqual([
      MAP_COLORS.unassigned,
      MAP_COLORS.assigned,
      MAP_COLORS.unplaced,
    ]);
  });
});
