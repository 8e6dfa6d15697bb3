/** The dashboard's refresh (spec 1 §2, §9: every 50 seconds). docs/decisions.md "Notes: src/features/dashboard/refreshScheduler.ts" */

export const REFRESH_INTERVAL_MS = 50_000;

export interface VisibilitySource {
  isVisible(): boolean;
  /** Calls the listener on every visibility change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The page's visibility (document.visibilityState). */
export const documentVisibility: VisibilitySource = {
  isVisible: () => typeof document === 'undefined' || document.visibilityState === 'visible',
  subscribe(listener) {
    if (typeof document === 'undefined') return () => undefined;
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

export interface RefreshSchedulerOptions {
  refresh: () => Promise<unknown>;
  intervalMs?: number;
  visibility?: VisibilitySource;
}

export interface RefreshScheduler {
  start(): void;
  stop(): void;
  /** One tick, as the interval does it. Returns whether a refresh started. */
  tick(): boolean;
  readonly pending: boolean;
}

export const createRefreshScheduler = ({
  refresh,
  intervalMs = REFRESH_INTERVAL_MS,
  visibility = documentVisibility,
}: RefreshSchedulerOptions): RefreshScheduler => {
  let timer: ReturnType<typeof setInterval> | undefined;
  let unsubscribe: (() => void) | undefined;
  let pending = false;
  let missed = false;
  let running = false;

  const tick = (): boolean => {
    if (!running) return false;
    if (!visibility.isVisible()) {
      missed = true;
      return false;
    }
    if (pending) return false;
    missed = false;
    pending = true;
    let run: Promise<unknown>;
    try {
      run = Promise.resolve(refresh());
    } catch (error) {
      run = Promise.reject(error);
    }
    run
      .catch(() => undefined) // each section shows its own error
      .finally(() => {
        pending = false;
      });
    return true;
  };

  const restartInterval = () => {
    clearInterval(timer);
    timer = setInterval(tick, intervalMs);
  };

  const onVisibility = () => {
    if (running && missed && visibility.isVisible() && tick()) restartInterval();
  };

  return {
    start() {
      if (running) return;
      running = true;
      restartInterval();
      unsubscribe = visibility.subscribe(onVisibility);
    },
    stop() {
      running = false;
      clearInterval(timer);
      unsubscribe?.();
      unsubscribe = undefined;
    },
    tick,
    get pending() {
      return pending;
    },
  };
};
