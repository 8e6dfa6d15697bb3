/** The demo store's slot in the browser's localStorage (mocks/browser.ts). */
import { reportDemoStorageRefused, reportDemoStorageStored } from '../src/api/demoStorage';
import type { Persistence } from './db';
import { isSeedScale, type SeedScale } from './seed/scale';

export const STORE_KEY = 'plots-console.demo-db.v2';

/** The slot's revision key: a short mark rewritten after every stored write (db.ts syncFromStorage). */
export const revisionKey = (key: string = STORE_KEY): string => `${key}.rev`;

/** A new mark of fixed length (so that rewriting it never needs more of the quota). */
const newRevision = (): string => `${Date.now().toString(36).padStart(9, '0')}${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`;

/** Where the size asked for in an address is remembered (a reload keeps it). */
export const SCALE_KEY = 'plots-console.demo-scale';

/**
 * The demo seed's size (issue 41): `?demo-scale=large` (or `standard`) in the address the console
 * is opened at, remembered in this browser; else the build's VITE_DEMO_SCALE; else standard.
 */
export const demoScale = (search: string = typeof location === 'undefined' ? '' : location.search): SeedScale => {
  const asked = new URLSearchParams(search).get('demo-scale');
  if (isSeedScale(asked)) {
    try {
      localStorage.setItem(SCALE_KEY, asked);
    } catch {
      // Storage refused: this page still uses the size asked for.
    }
    return asked;
  }
  const kept = localStorage.getItem(SCALE_KEY);
  if (isSeedScale(kept)) return kept;
  const built: unknown = import.meta.env.VITE_DEMO_SCALE;
  return isSeedScale(built) ? built : 'standard';
};

export const browserPersistence = (key: string = STORE_KEY): Persistence => ({
  read: () => localStorage.getItem(key),
  write(text) {
    try {
      localStorage.setItem(key, text);
      // After the text: a tab that sees the new mark reads the new text.
      localStorage.setItem(revisionKey(key), newRevision());
      reportDemoStorageStored();
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
  scale: () => demoScale(),
});
