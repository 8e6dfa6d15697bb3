/**
 * The menu's idle prefetch (src/app/prefetchViews.ts): every lazy view of the registry carries its
 * loader (`preload`), and the menu calls each loader once, in order, while nothing else loads.
 */
import { createElement, lazy, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PREFETCH_DELAY_MS, SETTLED_AT_LATEST_MS, usePrefetchViews, viewLoader, whenPageSettled } from '../../src/app/prefetchViews';
import { lazyView } from '../../src/common/loadable';
import { RESOURCES } from '../../src/resources';

const Plain = () => null;
const module = () => Promise.resolve({ default: Plain });

describe('viewLoader', () => {
  it('answers the loader a lazy view carries, and null for a view without one', () => {
    const View = lazyView(module);
    expect(viewLoader(View)).toBe(View.preload);
    expect(viewLoader(Plain)).toBeNull();
    expect(viewLoader(lazy(module))).toBeNull();
    expect(viewLoader(undefined)).toBeNull();
  });

  it('finds a loader on every list of the registry that the menu shows (hand-written or generated)', () => {
    const lists = RESOURCES.filter(r => r.list && r.menu !== false);
    expect(lists.length).toBeGreaterThan(20);
    expect(lists.filter(r => !viewLoader(r.list)).map(r => r.name)).toEqual([]);
  });
});

describe('usePrefetchViews', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const mount = (views: readonly unknown[], client = new QueryClient()) =>
    renderHook(() => usePrefetchViews(views), {
      wrapper: ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children),
    });

  /** A lazy view whose loader records its call. */
  const recorded = (name: string, calls: string[]) =>
    lazyView(() => {
      calls.push(name);
      return Promise.resolve({ default: Plain });
    });

  it('fetches each loader once, in order, only after the page has had time to draw', async () => {
    const calls: string[] = [];
    const first = recorded('first', calls);
    const second = recorded('second', calls);
    // Two generated views share one loader: it is called once.
    const shared = vi.fn(() => Promise.resolve());
    const generatedA = Object.assign(() => null, { preload: shared });
    const generatedB = Object.assign(() => null, { preload: shared });
    mount([first, Plain, generatedA, second, generatedB, undefined]);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 100);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(10000);
    expect(calls).toEqual(['first', 'second']);
    expect(shared).toHaveBeenCalledTimes(1);
  });

  it('waits while a call of the page is under way, and stops when the menu goes', async () => {
    const calls: string[] = [];
    const client = new QueryClient();
    let answer!: () => void;
    void client.fetchQuery({ queryKey: ['rows'], queryFn: () => new Promise(resolve => (answer = () => resolve(1))) });
    const { unmount } = mount([recorded('list', calls), recorded('other', calls)], client);
    await vi.advanceTimersByTimeAsync(10000);
    expect(calls).toEqual([]);
    answer();
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS);
    expect(calls[0]).toBe('list');
    unmount();
    const before = calls.length;
    await vi.advanceTimersByTimeAsync(10000);
    expect(calls.length).toBe(before);
  });
});

/** The registry's declarations are fetched once the first page is drawn and settled (issue 41: the dashboard's cards and tables first). */
describe('whenPageSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  /** The layout's main area, with the page's heading drawn or not. */
  const main = (heading: boolean) => {
    const area = document.createElement('main');
    area.id = 'main-content';
    if (heading) area.append(Object.assign(document.createElement('h1'), { textContent: 'Dashboard' }));
    document.body.replaceChildren(area);
    return area;
  };

  it('waits for the page heading and for the page calls, then runs once', async () => {
    const area = main(false);
    const client = new QueryClient();
    let answer!: () => void;
    void client.fetchQuery({ queryKey: ['summary'], queryFn: () => new Promise(resolve => (answer = () => resolve(1))) });
    const then = vi.fn();
    whenPageSettled(client, then);
    await vi.advanceTimersByTimeAsync(2000);
    expect(then).not.toHaveBeenCalled();
    area.append(Object.assign(document.createElement('h1'), { textContent: 'Dashboard' }));
    await vi.advanceTimersByTimeAsync(2000);
    // Drawn, but its call is still under way.
    expect(then).not.toHaveBeenCalled();
    answer();
    await vi.advanceTimersByTimeAsync(1000);
    expect(then).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SETTLED_AT_LATEST_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest after SETTLED_AT_LATEST_MS, and never once cancelled', async () => {
    main(false);
    const then = vi.fn();
    whenPageSettled(new QueryClient(), then);
    await vi.advanceTimersByTimeAsync(SETTLED_AT_LATEST_MS - 100);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(then).toHaveBeenCalledTimes(1);

    main(true);
    const cancelled = vi.fn();
    const cancel = whenPageSettled(new QueryClient(), cancelled);
    cancel();
    await vi.advanceTimersByTimeAsync(SETTLED_AT_LATEST_MS * 2);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
