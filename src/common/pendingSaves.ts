/** Saves in flight, by the identity of what they save: a save that is pending cannot be sent a second time, whatever the user clicks… */
// Reasoning: docs/decisions.md "Notes: src/common/pendingSaves.ts"
type Listener = () => void;

const pending = new Map<string, Promise<unknown>>();
/** How the last save of a key ended, for a dialog reopened while it was pending. */
const outcomes = new Map<string, 'ok' | 'failed'>();
const listeners = new Set<Listener>();
const notify = () => listeners.forEach(l => l());

export const subscribePendingSaves = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const isSavePending = (key: string): boolean => pending.has(key);

export const lastSaveOutcome = (key: string): 'ok' | 'failed' | undefined => outcomes.get(key);

/** Runs the save unless one with the same key is already in flight; then it resolves to `{ started: false }` and sends nothing. */
export const runSaveOnce = async <T>(key: string, save: () => Promise<T>): Promise<{ started: true; value: T } | { started: false }> => {
  if (pending.has(key)) return { started: false };
  const run = (async () => save())();
  pending.set(key, run);
  outcomes.delete(key);
  notify();
  try {
    const value = await run;
    outcomes.set(key, 'ok');
    return { started: true, value };
  } catch (error) {
    outcomes.set(key, 'failed');
    throw error;
  } finally {
    pending.delete(key);
    notify();
  }
};
