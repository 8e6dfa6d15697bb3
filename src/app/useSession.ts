// Reasoning: docs/decisions.md "Notes: src/app/useSession.ts"
import { useMemo, useSyncExternalStore } from 'react';
import { getSession, sessionSnapshot, subscribeSession, type SessionUser } from '../api/session';

/** The signed-in user, re-rendering on sign-in and sign-out (also from another tab). */
export const useSession = (): SessionUser | null => {
  const raw = useSyncExternalStore(subscribeSession, sessionSnapshot, () => null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => getSession(), [raw]);
};
