/** The calls this agent placed from this tab, by customer: the phone cell offers a conference on them. */
// Kept in the tab's sessionStorage per user: a forced sign-out and sign-in keeps them, a new tab does not.
// Reasoning: docs/decisions.md "Notes: src/features/telephony/activeCalls.ts"
import { useCallback, useSyncExternalStore } from 'react';
import { getSession } from '../../api/session';

const keyOf = () => `plots-console.calls.${String(getSession()?.id ?? '')}`;
const listeners = new Set<() => void>();

const stored = (): string | null => {
  try {
    return sessionStorage.getItem(keyOf());
  } catch {
    return null;
  }
};
const parse = (text: string | null): Record<string, string | number> => {
  try {
    return (JSON.parse(text ?? '{}') as Record<string, string | number> | null) ?? {};
  } catch {
    return {};
  }
};

/** Remembers a call placed to a customer (its call-history id). */
export const useRememberCall = (): ((customerId: string | number, historyId: string | number) => void) =>
  useCallback((customerId, historyId) => {
    try {
      sessionStorage.setItem(keyOf(), JSON.stringify({ ...parse(stored()), [String(customerId)]: historyId }));
    } catch {
      // A refused write only loses the conference button of this call.
    }
    listeners.forEach(listener => listener());
  }, []);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The customer's last call placed here (its call-history id), or undefined. */
export const useActiveCall = (customerId: string | number): string | number | undefined =>
  parse(useSyncExternalStore(subscribe, stored))[String(customerId)];
