/**
 * The calls this agent placed from the console in this page's life, by customer: the phone cell
 * offers a conference on a customer's call while it is there (spec 2 §2 "call conference" among
 * the customer list's dialogs). Kept in memory only: a call is not a thing to restore after a reload.
 */
import { useSyncExternalStore } from 'react';

const calls = new Map<string, string | number>();
const listeners = new Set<() => void>();
let version = 0;

export const rememberCall = (customerId: string | number, historyId: string | number): void => {
  calls.set(String(customerId), historyId);
  version += 1;
  listeners.forEach(listener => listener());
};

/** For tests: nothing remembered. */
export const forgetCalls = (): void => {
  calls.clear();
  version += 1;
  listeners.forEach(listener => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The customer's last call placed here (its call-history id), or undefined. */
export const useActiveCall = (customerId: string | number): string | number | undefined => {
  useSyncExternalStore(subscribe, () => version);
  return calls.get(String(customerId));
};
