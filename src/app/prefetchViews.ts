/** The menu's list pages fetched while idle after the first draw: a menu click then waits for data only, the first load stays small. */
// Reasoning: docs/decisions.md "Notes: src/app/prefetchViews.ts"
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { whenIdle } from '../common/idle';

/** The loader a view carries (`preload`: src/common/loadable.tsx `lazyView`, a generated view of src/app/schemaResource.ts), or null. */
export const viewLoader = (view: unknown): (() => Promise<unknown>) | null => {
  const preload = (view as { preload?: unknown } | null | undefined)?.preload;
  return typeof preload === 'function' ? (preload as () => Promise<unknown>) : null;
};

/** How long after the layout mounts the first prefetch may start (the first page draws meanwhile). */
export const PREFETCH_DELAY_MS = 1500;

/** While the page still loads, the next prefetch waits this long, then for idle again. */
const BUSY_RETRY_MS = 500;

/** The page shows that it is still loading: a progress bar or spinner, or a skeleton. */
const pageLoading = (): boolean =>
  typeof document !== 'undefined' &&
  Array.from(document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root')).some(el => el.getClientRects().length > 0);

/** The page's own heading is drawn in the layout (react-admin's main area): not a moment between the sign-in check and the page. */
const pageHeadingDrawn = (): boolean => typeof document !== 'undefined' && !!document.querySelector('#main-content h1');

/** The longest the registry waits for a settled page (a page that polls): then it is fetched anyway. */
export const SETTLED_AT_LATEST_MS = 10000;

/**
 * Runs `then` once the page is drawn and settled: its heading shown, no query fetching, nothing shown loading, the
 * browser idle (at the latest after SETTLED_AT_LATEST_MS). Answers the cancel.
 */
export const whenPageSettled = (queryClient: { isFetching: () => number }, then: () => void): (() => void) => {
  let cancel: () => void = () => undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    clearTimeout(latest);
    then();
  };
  const later = (ms: number) => {
    const timer = setTimeout(() => (cancel = whenIdle(check)), ms);
    cancel = () => clearTimeout(timer);
  };
  const check = () => {
    if (done) return;
    if (!pageHeadingDrawn() || queryClient.isFetching() > 0 || pageLoading()) return later(BUSY_RETRY_MS);
    run();
  };
  const latest = setTimeout(run, SETTLED_AT_LATEST_MS);
  later(0);
  return () => {
    done = true;
    cancel();
    clearTimeout(latest);
  };
};

/** Prefetches the views' code, in order, while idle: each one once the browser is idle… */
export const usePrefetchViews = (views: readonly unknown[]): void => {
  const queryClient = useQueryClient();
  // The menu's entries change only with the membership: a key of their count is enough to restart.
  const count = views.length;
  useEffect(() => {
    let cancel: () => void = () => undefined;
    let stopped = false;
    // Views that share a loader (every generated view) are fetched once.
    const queue = [...new Set(views.map(viewLoader))].filter(load => load !== null);
    const later = (ms: number) => {
      const timer = setTimeout(() => (cancel = whenIdle(step)), ms);
      cancel = () => clearTimeout(timer);
    };
    const step = () => {
      if (stopped) return;
      if (queryClient.isFetching() > 0 || pageLoading()) return later(BUSY_RETRY_MS);
      const load = queue.shift();
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
