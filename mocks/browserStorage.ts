/** The demo store's slot in the browser's localStorage (mocks/browser.ts). */
import { reportDemoStorageRefused } from '../src/api/demoStorage';
import type { Persistence } from './db';

export const STORE_KEY = 'plots-console.demo-db.v2';

export const browserPersistence = (key: string = STORE_KEY): Persistence => ({
  read: () => localStorage.getItem(key),
  write(text) {
    try {
      localStorage.setItem(key, text);
    } catch {
      // Over the quota: setItem leaves the stored copy as it was, the store keeps the change in
      // memory for this tab, and the console tells the user so (once).
      reportDemoStorageRefused();
    }
  },
  clear() {
    localStorage.removeItem(key);
  },
});
