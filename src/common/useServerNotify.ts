/**
 * Notifications that show the server's message: on success the envelope's message (or
 * react-admin's default), on failure the message as a warning (spec 1 §7, §8).
 */
import { useCallback } from 'react';
import { useNotify } from 'ra-core';
import { getServerMessage } from '../api/dataProvider';
import { MESSAGES } from './messages';

export const errorMessage = (error: unknown): string => {
  if (typeof error === 'string' && error) return error;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message || MESSAGES.processRequest;
  }
  return MESSAGES.processRequest;
};

export const useServerNotify = () => {
  const notify = useNotify();
  const success = useCallback(
    (data: unknown, fallback: string) =>
      notify(getServerMessage(data) ?? fallback, { type: 'info', messageArgs: { smart_count: 1 } }),
    [notify],
  );
  const failure = useCallback((error: unknown) => notify(errorMessage(error), { type: 'warning' }), [notify]);
  return { success, failure };
};
