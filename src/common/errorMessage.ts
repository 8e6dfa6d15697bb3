/** The text of a failure: the server's message, else "Error in processing request…" (spec 1 §8). */
// Reasoning: docs/decisions.md "Notes: src/common/errorMessage.ts"
import { MESSAGES } from './messages';

export const errorMessage = (error: unknown): string => {
  if (typeof error === 'string' && error) return error;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message || MESSAGES.processRequest;
  }
  return MESSAGES.processRequest;
};
