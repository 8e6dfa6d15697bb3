/** The demo store's slot in the browser's localStorage (mocks/browser.ts). */
import { reportDemoStorageRefused } from '../src/api/demoStorage';
import type { Persistence } from './db';

export const STORE_KEY = 'plots-console.demo-db.v2';

/** The slot's revision key: a short mark rewritten after every stored write (db.ts syncFromStorage). */
export const revisionKey = (key: string = STORE_KEY): string => `${key}.rev`;

/** A new mark of fixed length (so that rewriting it never needs more of the quota). */
const newRevision = (): string => `${Date.now().toString(36).padStart(9, '0')}${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`;

export const browserPersistence = (key: string = STORE_KEY): Persistence => ({
  read: () => localStorage.getItem(key),
  write(text) {
    try {
      localStorage.setItem(key, text);
      // After the text: a tab that sees the new mark reads the new text.
      localStorage.setItem(revisionKey(key), newRevision());
    } catch {
      // Over the quota: setItem leaves the stored copy as it was, the store keeps the change in
      // memory for this tab, and the console tells the user so (once).
      reportDemoStorageRefused();
    }
  },
  clear() {
    localStorage.removeItem(key);
    localStorage.removeItem(revisionKey(key));
  },
  revision: () => localStorage.getItem(revisionKey(key)),
});
