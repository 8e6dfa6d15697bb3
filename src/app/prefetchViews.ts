/**
 * The code of the list pages in the member's menu, fetched while the browser is idle once the
 * page the member opened has had time to draw: a click in the menu then waits for the list's data
 * only, as in react-admin's smallest app (whose every page is in its first load), while the first
 * load stays small. Measured: opening the plot list fetched 42 chunks before it could ask for its
 * rows, most of the time of a menu click on 2 cores (docs/performance.md "Profiles").
 *
 * One view at a time, each after the previous one has arrived and the browser is idle again, so
 * it never competes with what the member is doing. Nothing is rendered and no data is asked for.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { whenIdle } from '../common/idle';

/** A React.lazy component, as React 16.6–19 build it: its loader until it is first rendered. */
interface LazyView {
  _payload?: { _status?: number; _result?: unknown };
}

/**
 * The loader of a lazy view that has not started loading, or null (not a lazy view, already
 * loading or loaded, or a React whose lazy components look different: then nothing is prefetched).
 * Calling it does not touch React's state: React's own later call finds the module in the
 * browser's module map.
 */
export const lazyLoader = (view: unknown): (() => Promise<unknown>) | null => {
  const payload = (view as LazyView | null | undefined)?._payload;
  return payload && payload._status === -1 && typeof payload._result === 'function' ? (payload._result as () => Promise<unknown>) : null;
};

/** How long after the layout mounts the first prefetch may start (the first page draws meanwhile). */
export const PREFETCH_DELAY_MS = 1500;

/** While the page still loads, the next prefetch waits this long, then for idle again. */
const BUSY_RETRY_MS = 500;

/** The page shows that it is still loading: a progress bar or spinner, or a skeleton. */
const pageLoading = (): boolean =>
  typeof document !== 'undefined' &&
  Array.from(document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root')).some(el => el.getClientRects().length > 0);

/**
 * Prefetches the views' code, in order, while idle (see above): each one once the browser is
 * idle, no call of the page is under way and nothing on the page shows that it is loading (its
 * own code and data come first).
 */
export const usePrefetchViews = (views: readonly unknown[]): void => {
  const queryClient = useQueryClient();
  // The menu's entries change only with the membership: a key of their count is enough to restart.
  const count = views.length;
  useEffect(() => {
    let cancel: () => void = () => undefined;
    let stopped = false;
    const queue = [...views];
    const later = (ms: number) => {
      const timer = setTimeout(() => (cancel = whenIdle(step)), ms);
      cancel = () => clearTimeout(timer);
    };
    const step = () => {
      if (stopped) return;
      if (queryClient.isFetching() > 0 || pageLoading()) return later(BUSY_RETRY_MS);
      let load: (() => Promise<unknown>) | null = null;
      while (!load && queue.length) load = lazyLoader(queue.shift());
      if (!load) return;
      const next = () => later(0);
      load().then(next, next);
    };
    later(PREFETCH_DELAY_MS);
    return () => {
      stopped = true;
      cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restarts on the count only (above)
  }, [count, queryClient]);
};
