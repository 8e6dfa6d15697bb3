/** The demo API in the browser: a service worker, and the store kept in localStorage. */
import { setupWorker } from 'msw/browser';
import { configureDb, flush, type DbState } from './db';
import { handlers } from './handlers';

const STORE_KEY = 'plots-console.demo-db.v1';

export const startDemoApi = async (): Promise<void> => {
  configureDb({
    persistence: {
      load() {
        try {
          const raw = localStorage.getItem(STORE_KEY);
          return raw ? (JSON.parse(raw) as DbState) : null;
        } catch {
          return null;
        }
      },
      save(state) {
        try {
          localStorage.setItem(STORE_KEY, JSON.stringify(state));
        } catch {
          // Over the storage quota: the demo keeps working in memory.
        }
      },
      clear() {
        localStorage.removeItem(STORE_KEY);
      },
    },
  });
  // A navigation right after a change (e.g. sign-in, then a typed URL) must not lose it.
  window.addEventListener('pagehide', flush);
  window.addEventListener('beforeunload', flush);
  await setupWorker(...handlers).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
};
