/** The demo API in the browser: a service worker, and the store kept in localStorage. */
import { getResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { browserPersistence, revisionKey, STORE_KEY } from './browserStorage';
import { beginWrite, configureDb, flush, syncFromStorage, warmDb } from './db';
import { gateHandlers } from './fastMatch';
import { handlers } from './handlers';
import { API } from './handlers/util';

/** Calls that only read: answered from this tab's copy, brought up to date first. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One store for every tab of the browser (issue 38): a call that writes runs under the lock
 * 'demo-db', which every tab takes in turn; under it the tab loads what the others saved since it
 * last read the stored copy, answers, and saves at once. So two tabs booking one plot are answered
 * one after the other, the second seeing the first's booking.
 */
const inTurn = <T>(write: boolean, answer: () => Promise<T>): Promise<T> => {
  if (!write) {
    syncFromStorage();
    return answer();
  }
  const run = async () => {
    syncFromStorage();
    beginWrite();
    try {
      return await answer();
    } finally {
      flush();
    }
  };
  // Without the Web Locks API (a page served over plain http from another host) the tabs are not
  // serialized, but each write still starts from the stored copy and is saved at once.
  return typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks.request('demo-db', run) as Promise<T>) : run();
};

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
  // Another tab saved the store: this tab's copy follows at once.
  window.addEventListener('storage', event => {
    if (event.storageArea === localStorage && (event.key === null || event.key === revisionKey(STORE_KEY))) syncFromStorage();
  });
  const api = gateHandlers(handlers);
  await setupWorker(http.all(`${API}/*`, ({ request }) => inTurn(!READS.has(request.method), () => getResponse(api, request)))).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  // Seed the store while the first page is idle (the sign-in page while a person types), not
  // inside the first request: seeding is about half a second of main thread on 2 cores.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warmDb, { timeout: 3000 });
  else setTimeout(warmDb, 0);
};
