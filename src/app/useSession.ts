import { useMemo, useSyncExternalStore } from 'react';
import { getSession, sessionSnapshot, subscribeSession, type SessionUser } from '../api/session';

/**
 * The signed-in user, re-rendering on sign-in and sign-out (also from another tab). When the
 * session ends (logout, 401, 403) the organization's <Admin> unmounts at once.
 */
export const useSession = (): SessionUser | null => {
  const raw = useSyncExternalStore(subscribeSession, sessionSnapshot, () => null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => getSession(), [raw]);
};
