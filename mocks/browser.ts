/** The demo API in the browser: a service worker, and the store kept in localStorage. */
import { setupWorker } from 'msw/browser';
import { browserPersistence } from './browserStorage';
import { configureDb, flush, warmDb } from './db';
import { gateHandlers } from './fastMatch';
import { handlers } from './handlers';

export const startDemoApi = async (): Promise<void> => {
  configureDb({
    // Seeded relative to this hour, so that 'the last 8 days' of the demo are never empty and
    // what the user creates is newer than every seeded row.
    now: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000),
    persistence: browserPersistence(),
  });
  // A navigation right after a change (e.g. sign-in, then a typed URL) must not lose it.
  window.addEventListener('pagehide', flush);
  window.addEventListener('beforeunload', flush);
  await setupWorker(...gateHandlers(handlers)).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  // Seed the store while the first page is idle (the sign-in page while a person types), not
  // inside the first request: seeding is about half a second of main thread on 2 cores.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warmDb, { timeout: 3000 });
  else setTimeout(warmDb, 0);
};
