/** Notifications that show the server's message: on success the envelope's message, on failure the message as a warning (spec 1 §7, §8). */
// Reasoning: docs/decisions.md "Notes: src/common/useServerNotify.ts"
import { useCallback, useState } from 'react';
import { useNotify } from 'ra-core';
import { getServerMessage } from '../api/dataProvider';
import { errorMessage } from './errorMessage';

export { errorMessage };

export const useServerNotify = () => {
  const notify = useNotify();
  const success = useCallback(
    (data: unknown, fallback: string) => notify(getServerMessage(data) ?? fallback, { type: 'info', messageArgs: { smart_count: 1 } }),
    [notify],
  );
  const failure = useCallback((error: unknown) => notify(errorMessage(error), { type: 'warning' }), [notify]);
  return { success, failure };
};

/** Runs one custom call at a time: `pending` while it runs, its failure shown as a warning; resolves true when it succeeded. */
export const usePendingCall = () => {
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const run = async (call: () => Promise<void>, fallback?: string): Promise<boolean> => {
    if (pending) return false;
    setPending(true);
    try {
      await call();
      return true;
    } catch (error) {
      const own = error instanceof Error && error.message;
      notify(fallback && !own ? fallback : errorMessage(error), { type: 'warning' });
      return false;
    } finally {
      setPending(false);
    }
  };
  const done = (message: string | undefined, fallback: string) =>
    notify(message || fallback, { type: 'info', messageArgs: { smart_count: 1 } });
  return { run, pending, done };
};
