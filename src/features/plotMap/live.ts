/** Live plot statuses: the maps and the plot list ask again every 30 s while the page is shown… */
// Reasoning: docs/decisions.md "Notes: src/features/plotMap/live.ts"
import { useEffect, useRef, useState } from 'react';

export const LIVE_REFRESH_MS = 30_000;
/** How long a changed plot stays marked. */
export const CHANGED_MARK_MS = 6_000;
/** A focus right after a visibility change (both come when a tab is shown) asks once. */
const SAME_MOMENT_MS = 1_000;

const shown = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** Calls `refresh` every `everyMs` while the page is shown, and at once when it is shown again or the window regains focus. */
export const useLiveRefresh = (refresh: () => void, active = true, everyMs = LIVE_REFRESH_MS) => {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!active || typeof window === 'undefined') return undefined;
    let last = -Infinity;
    const run = () => {
      last = Date.now();
      latest.current();
    };
    const timer = setInterval(() => {
      if (shown()) run();
    }, everyMs);
    const onShown = () => {
      if (shown() && Date.now() - last >= SAME_MOMENT_MS) run();
    };
    document.addEventListener('visibilitychange', onShown);
    window.addEventListener('focus', onShown);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onShown);
      window.removeEventListener('focus', onShown);
    };
  }, [active, everyMs]);
};

type Keyed = { id: number | string; status?: unknown };

/** The ids whose status differs between two reads (plots new to the second read are not changes). */
export const changedStatuses = (before: ReadonlyMap<string, unknown>, rows: readonly Keyed[]): string[] => {
  const changed: string[] = [];
  for (const row of rows) {
    const id = String(row.id);
    if (before.has(id) && before.get(id) !== row.status) changed.push(id);
  }
  return changed;
};

export const statusesOf = (rows: readonly Keyed[]): Map<string, unknown> => new Map(rows.map(r => [String(r.id), r.status]));

/** The plots whose status changed between the rows shown before and these, each marked for CHANGED_MARK_MS. */
export const useChangedPlots = (rows: readonly Keyed[] | null): ReadonlySet<string> => {
  const seen = useRef<Map<string, unknown> | null>(null);
  const [marked, setMarked] = useState<ReadonlySet<string>>(() => new Set());
  // Each change's own timer: a later refresh does not cut an earlier mark short or keep it forever.
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const running = timers.current;
    return () => {
      for (const t of running) clearTimeout(t);
      running.clear();
    };
  }, []);
  useEffect(() => {
    if (!rows) return;
    const before = seen.current;
    seen.current = statusesOf(rows);
    const changed = before ? changedStatuses(before, rows) : [];
    if (changed.length === 0) return;
    setMarked(m => new Set([...m, ...changed]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setMarked(m => {
        const next = new Set(m);
        for (const id of changed) next.delete(id);
        return next;
      });
    }, CHANGED_MARK_MS);
    timers.current.add(timer);
  }, [rows]);
  return marked;
};

/** One value's change marked for CHANGED_MARK_MS (a list row's status: the row stays mounted while the list reads its page again). */
export const useChangedMark = (value: unknown): boolean => {
  const previous = useRef(value);
  const [marked, setMarked] = useState(false);
  useEffect(() => {
    if (previous.current === value) return undefined;
    previous.current = value;
    setMarked(true);
    const timer = setTimeout(() => setMarked(false), CHANGED_MARK_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return marked;
};

/** The rows of a fresh read, or the rows shown when nothing a map draws or lists has changed (the same array: no render, no redraw). */
export const sameMapRows = <R extends Record<string, unknown>>(shownRows: readonly R[], fresh: readonly R[]): boolean => {
  if (shownRows.length !== fresh.length) return false;
  for (let i = 0; i < fresh.length; i++) {
    const a = shownRows[i]!;
    const b = fresh[i]!;
    if (a.id !== b.id || a.status !== b.status || a.number !== b.number || a.measurement !== b.measurement) return false;
    if (a.priceguide_id !== b.priceguide_id) return false;
    if (JSON.stringify(a.coordinates) !== JSON.stringify(b.coordinates)) return false;
    if (JSON.stringify(a.plotbooked ?? null) !== JSON.stringify(b.plotbooked ?? null)) return false;
    if (JSON.stringify(a.plotResale ?? null) !== JSON.stringify(b.plotResale ?? null)) return false;
  }
  return true;
};

/* A pan under way: a refresh asked meanwhile waits for its end, both to ask and to apply the answer… */
let panning = false;
const afterPanQueue: Array<() => void> = [];

export const setPanning = (on: boolean) => {
  panning = on;
  if (!on) for (const run of afterPanQueue.splice(0)) run();
};

/** Resolves at once, or when the pan under way ends. */
export const afterPan = (): Promise<void> => (panning ? new Promise(resolve => afterPanQueue.push(resolve)) : Promise.resolve());
