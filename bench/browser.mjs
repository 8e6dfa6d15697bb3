/**
 * The bench's measurements in headless Chromium (found by bench/chromium.mjs, through playwright-core, the flags of
 * tests/e2e/browser.ts) against `vite preview` of the demo build. Every timing is taken inside
 * the page (performance.now() at the user's action, and at the first animation frame where the
 * page is drawn), so the driver's own latency is not in the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { brokenReason, isDrawn, pageState } from './pageState.mjs';

import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
export { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
const ORG = '1';
const SESSION_KEY = 'plots-console.session';
/** How long a page may take before it counts as not there. */
const PAGE_TIMEOUT = 30000;

export const openContext = async baseURL => {
  const profile = mkdtempSync(join(tmpdir(), 'plots-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: await chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1366, height: 900 },
    baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(PAGE_TIMEOUT);
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
};

/** A page the bench wanted is not there (yet): reported, never a crash. */
export class NotAvailable extends Error {}

/**
 * Starts watching the page, one animation frame at a time, for the first frame where `until`
 * (source of a predicate over the page state `s`) holds once the previous page is gone, or the
 * page is broken; `collect` answers { at: performance.now() of that frame } or throws.
 */
export const arm = (page, until, timeout = PAGE_TIMEOUT) =>
  page.evaluate(
    ({ source, timeout }) => {
      const probe = new Function(`return ${source}`);
      const deadline = performance.now() + timeout;
      const watch = { result: null };
      window.__benchWatch = watch;
      const loop = () => {
        const result = probe();
        if (result) watch.result = result;
        else if (performance.now() > deadline) watch.result = { timeout: true };
        else requestAnimationFrame(loop);
      };
      requestAnimationFrame(loop);
    },
    {
      timeout,
      source: `(() => {
        // The page asked for is not there while the previous one shows; a tab of the same
        // record page keeps the page's root, so there a change of its content is enough.
        if (document.querySelector('[data-bench-previous]') && !(window.__benchSamePage && window.__benchChanged)) return null;
        const s = (${pageState})();
        const broken = (${brokenReason})(s, false);
        if (broken && !s.busy) return { broken, state: s };
        return (${until}) ? { at: performance.now() } : null;
      })()`,
    },
  );

/** Waits for the watch `arm` started; `target` (a pathname) only words the failure. */
export const collect = async (page, timeout = PAGE_TIMEOUT, target) => {
  const handle = await page.waitForFunction(() => window.__benchWatch?.result, undefined, { timeout: timeout + 5000 });
  const result = await handle.jsonValue();
  if (result.broken) throw new NotAvailable(`${result.state.path} ${result.broken}`);
  if (result.timeout) {
    const state = await page.evaluate(pageState);
    const pathname = state.path.split('?')[0];
    if (target && pathname !== target) throw new NotAvailable(`was sent to ${state.path}`);
    const why =
      brokenReason(state, true) ??
      (state.busy
        ? `is still loading after ${timeout / 1000} s`
        : `is not drawn within ${timeout / 1000} s (h1: ${JSON.stringify(state.h1)}, rows: ${state.rows})`);
    throw new NotAvailable(`${state.path} ${why}`);
  }
  return result.at;
};

/** The `until` of a page that is drawn: its h1 shows and nothing is loading. */
export const drawn = `(${isDrawn})(s)`;

/**
 * Navigates inside the running app, as a link would, and answers the time it was asked at; the
 * current page is marked so that the watch waits for the page asked for.
 */
export const navigate = (page, path) =>
  page.evaluate(to => {
    document.querySelectorAll('#main-content > *').forEach(el => el.setAttribute('data-bench-previous', ''));
    // Another tab of the same record page: /{org}/{resource}/{id}[/show]/… both.
    const record = p => {
      const parts = p.split('?')[0].split('/');
      return parts.slice(0, parts[4] === 'show' ? 5 : 4).join('/');
    };
    window.__benchSamePage = /^\/[^/]+\/[^/]+\/[^/]+/.test(to) && record(to) === record(location.pathname);
    window.__benchChanged = false;
    const main = document.getElementById('main-content');
    if (main)
      new MutationObserver((_, observer) => {
        window.__benchChanged = true;
        observer.disconnect();
        // Attributes too: a form that keeps every tab mounted only changes which one is shown and selected.
      }).observe(main, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['aria-selected', 'hidden', 'style'],
      });
    const at = performance.now();
    const idx = (window.history.state?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `bench${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    return at;
  }, path);

/**
 * The dashboard's first moment: the count cards show their numbers, and the Ongoing Products and
 * User Calls tables are drawn (rows, or their empty state); the charts may still be loading.
 */
export const dashboardTables = `s.h1.includes('Dashboard') && (() => {
  const cards = Array.from(document.querySelectorAll('[data-testid^="count-"]'));
  if (cards.length === 0 || cards.some(c => c.textContent.trim() === '' || c.querySelector('.MuiSkeleton-root'))) return false;
  const sections = Array.from(document.querySelectorAll('#main-content section[aria-labelledby]'));
  const named = name => sections.find(x => (document.getElementById(x.getAttribute('aria-labelledby')) || {}).textContent === name);
  return ['Ongoing Products', 'User Calls'].every(name => {
    const section = named(name);
    return !!section && section.getAttribute('aria-busy') !== 'true' && !section.querySelector('.MuiSkeleton-root, [role="progressbar"]');
  });
})()`;

/** The dashboard's chart sections: each drawn when it shows its recharts surface (or its empty state: no table). */
export const DASHBOARD_CHARTS = ['Ozonetel Calls', 'Plot Summary', 'Leads', 'Plot status'];

/**
 * The second moment: the whole page drawn (nothing loading) and every chart in the window drawn.
 * A chart below the fold loads when it is scrolled to (issue 41: its place waits empty,
 * `[data-chart-waiting]`), so it is not waited for.
 */
export const dashboardCharts = `${drawn} && ${dashboardTables} && (() => {
  const sections = Array.from(document.querySelectorAll('#main-content section[aria-labelledby]'));
  const named = name => sections.find(x => (document.getElementById(x.getAttribute('aria-labelledby')) || {}).textContent === name);
  const inWindow = el => { const r = el.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; };
  return ${JSON.stringify(DASHBOARD_CHARTS)}.every(name => {
    const section = named(name);
    if (!section) return false;
    const waiting = section.querySelector('[data-chart-waiting]');
    if (waiting) return !inWindow(waiting);
    return !!section.querySelector('svg.recharts-surface') || !section.querySelector('table');
  });
})()`;

/**
 * Like arm/collect, for several moments of one action: the first frame where each of `moments`
 * (name → predicate source over the page state `s`) holds; done when all have. Answers
 * { name: performance.now() of that frame }.
 */
export const armMoments = async (page, moments, timeout = PAGE_TIMEOUT) => {
  await page.evaluate(() => (window.__benchMoments = {}));
  await arm(
    page,
    `(() => {
      const seen = (window.__benchMoments = window.__benchMoments || {});
      ${Object.entries(moments)
        .map(
          ([name, until]) =>
            `if (seen[${JSON.stringify(name)}] === undefined && (${until})) seen[${JSON.stringify(name)}] = performance.now();`,
        )
        .join('\n')}
      return ${JSON.stringify(Object.keys(moments))}.every(name => seen[name] !== undefined);
    })()`,
    timeout,
  );
};

export const collectMoments = async (page, timeout = PAGE_TIMEOUT, target) => {
  await collect(page, timeout, target);
  return page.evaluate(() => window.__benchMoments);
};

/**
 * Signs in through the form, from the click on Sign in: { tables, charts }, the milliseconds
 * until the dashboard's count cards and tables are drawn, and until its charts are too.
 */
export const signInMoments = async (page, username = 'admin') => {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  // A person takes seconds to type: what the page does meanwhile (the demo API seeds its store
  // while idle) is done by the click.
  await readPage(page);
  // Typed as a brisk typist types (TYPING_MS a key): the page's code is fetched from the first key.
  await page.locator('input[name="username"]').pressSequentially(username, { delay: TYPING_MS });
  await page.locator('input[name="password"]').pressSequentially(username, { delay: TYPING_MS });
  // The moment of the click, as the page saw it.
  await page.evaluate(() => {
    window.__benchClick = undefined;
    document.addEventListener('click', () => (window.__benchClick = performance.now()), { capture: true, once: true });
  });
  await armMoments(page, { tables: dashboardTables, charts: dashboardCharts });
  await page.getByRole('button', { name: 'Sign in' }).click();
  const moments = await collectMoments(page);
  const click = await page.evaluate(() => window.__benchClick);
  return { tables: moments.tables - click, charts: moments.charts - click };
};

/** Signs in through the form; the milliseconds from the click until the dashboard is drawn, its charts included. */
export const signIn = async (page, username = 'admin') => (await signInMoments(page, username)).charts;

const signOut = page => page.evaluate(key => localStorage.removeItem(key), SESSION_KEY);

/** Loads `path` afresh (a full page load) and waits until it is drawn and `until` holds. */
export const loadPage = async (page, path, { until = drawn, timeout = PAGE_TIMEOUT } = {}) => {
  await page.goto(path);
  await arm(page, until, timeout);
  await collect(page, timeout, new URL(path, 'http://x').pathname);
  return page.evaluate(pageState);
};

/** A fresh start on the dashboard: a full load, so no data or page is cached in memory. */
const freshDashboard = page => loadPage(page, `/${ORG}/dashboard`, { until: dashboardCharts });

/** A call to the demo API from the page, as the signed-in user: the `data` of its envelope. */
export const apiGet = (page, path) =>
  page.evaluate(
    async ({ path, key, org }) => {
      const session = JSON.parse(localStorage.getItem(key) ?? 'null');
      const response = await fetch(`/api/v1/${org}/${path}`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${session?.token}`, 'X-Organization-Id': org },
      });
      const body = await response.json().catch(() => null);
      return body && body.status ? body.data : null;
    },
    { path, key: SESSION_KEY, org: ORG },
  );

export const rowsOf = data => (Array.isArray(data) ? data : Array.isArray(data?.data) ? data.data : []);

/** The JavaScript files (under /assets/) the page requests while `action` runs. */
export const scriptsLoaded = async (page, action) => {
  const files = new Set();
  const onRequest = request => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) files.add(pathname);
  };
  page.on('request', onRequest);
  try {
    await action();
  } finally {
    page.off('request', onRequest);
  }
  return [...files];
};

/**
 * The JavaScript files (under /assets/) a fresh load of `path` asked for before the first frame
 * where `until` holds, read from the page's own resource timing: what the page fetches after it
 * is drawn (the menu's idle prefetch of the lists' code) is not part of it.
 */
export const scriptsUntilDrawn = async (page, path, until) => {
  await page.goto(path);
  await arm(page, until);
  const at = await collect(page, PAGE_TIMEOUT, new URL(path, 'http://x').pathname);
  return scriptsBefore(page, at);
};

/** The console's scripts the page had asked for by `at` (ms from navigation start). */
export const scriptsBefore = (page, at) =>
  page.evaluate(
    at =>
      performance
        .getEntriesByType('resource')
        .filter(e => e.startTime <= at)
        .map(e => new URL(e.name).pathname)
        .filter(p => p.startsWith('/assets/') && p.endsWith('.js')),
    at,
  );

/** A signed-in user's stored session (localStorage), from a browser of its own. */
export const signedInStorage = async baseURL => {
  const session = await openContext(baseURL);
  try {
    await session.page.goto('/login');
    await session.page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await signIn(session.page);
    // The demo API saves its store (the session's token with it) while the page is idle, and at
    // once when the page is hidden: hide it, so the copied storage holds the token.
    await session.page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const storage = await session.context.storageState();
    return storage.origins.find(o => o.origin === baseURL)?.localStorage ?? [];
  } finally {
    await session.close();
  }
};

/**
 * The dashboard opened directly by a signed-in user (`storage`, signedInStorage) in a browser that
 * has loaded nothing yet: the scripts asked for by the first frame where `until` holds; a page still
 * loading after PAGE_TIMEOUT is reported as not measured.
 */
export const dashboardScripts = async (baseURL, storage, until) => {
  const session = await openContext(baseURL);
  try {
    await session.context.addInitScript(state => {
      for (const { name, value } of state) localStorage.setItem(name, value);
      performance.setResourceTimingBufferSize(5000);
    }, storage);
    return await scriptsUntilDrawn(session.page, `/${ORG}/dashboard`, until);
  } catch (error) {
    return { notMeasured: String(error?.message ?? error).split('\n')[0] };
  } finally {
    await session.close();
  }
};

/** The first-load scripts of the sign-in page and of the dashboard, each in a fresh browser. */
export const measureFirstLoads = async baseURL => {
  const result = {};
  const session = await openContext(baseURL);
  try {
    result.signIn = await scriptsLoaded(session.page, async () => {
      await session.page.goto('/login');
      await session.page.getByRole('heading', { name: 'Sign in' }).waitFor();
    });
  } finally {
    await session.close();
  }
  const storage = await signedInStorage(baseURL);
  result.dashboard = await dashboardScripts(baseURL, storage, dashboardCharts);
  // Issue 41: the same, until its first moment (the count cards and the tables drawn).
  result.dashboardTables = await dashboardScripts(baseURL, storage, dashboardTables);
  return result;
};

export const median = values => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = ms => Math.round(ms * 10) / 10;

/** One measurement repeated: a warm-up run (not counted), then `runs` runs; their median. */
const repeat = async (runs, once) => {
  try {
    await once();
    const values = [];
    for (let i = 0; i < runs; i += 1) values.push(await once());
    return { status: 'ok', medianMs: round(median(values)), runsMs: values.map(round) };
  } catch (error) {
    if (error instanceof NotAvailable) return { status: 'not available yet', reason: error.message };
    return { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
};

/** Opens `path` inside the running app, as a link would; the time until `until` holds (ms). */
const timedOpen = async (page, path, until, timeout = PAGE_TIMEOUT) => {
  const target = new URL(path, 'http://x').pathname;
  await arm(page, `location.pathname === ${JSON.stringify(target)} && ${until}`, timeout);
  const asked = await navigate(page, path);
  return (await collect(page, timeout, target)) - asked;
};

/**
 * Opens `path` inside the running app and waits until that page is drawn (or `until`); answers
 * its state, or throws NotAvailable saying what it shows instead.
 */
export const openPage = async (page, path, { until = drawn, timeout = PAGE_TIMEOUT } = {}) => {
  const here = await page.evaluate(() => location.pathname + location.search).catch(() => null);
  const same = (a, b) => a.replace(/\/(?=\?|$)/, '') === b.replace(/\/(?=\?|$)/, '');
  // A link to the page already shown changes nothing: load it afresh instead.
  if (!here || same(here, path) || !/^https?:/.test(page.url())) return loadPage(page, path, { until, timeout });
  await timedOpen(page, path, until, timeout);
  return page.evaluate(pageState);
};

/**
 * How long a person looks at a page before clicking on: the bench waits that long, then for the
 * page to be idle, before a timed navigation (what the page does meanwhile — e.g. fetch the code
 * of the menu's lists while idle — is done by the click, as for a person).
 */
export const READING_MS = 3000;
/** A brisk typist's pace, a key every 150 ms (80 words a minute): how the sign-in form is filled. */
export const TYPING_MS = 150;

/** Waits READING_MS, then for an idle moment of the page. */
export const readPage = page =>
  page.evaluate(ms => new Promise(resolve => setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 5000 }), ms)), READING_MS);

/** Opens `path` from a freshly loaded dashboard, once read; the time until `until` holds (ms). */
const openFromDashboard = async (page, path, until, timeout = PAGE_TIMEOUT) => {
  await freshDashboard(page);
  await readPage(page);
  return timedOpen(page, path, until, timeout);
};

/* The floor's list (bench/floor/list): the same plot rows as plain react-admin, served under
 * /floor-list/ by the same preview and answered by the same service worker. */

/** Where the floor's list app is served (bench/run.mjs builds it there). */
export const FLOOR_LIST = '/floor-list/';

/**
 * The floor's list is drawn: `n` rows, nothing loading, no call in flight, and every reference
 * (project, layout, customer) shown as its link — what the console's rows show at once.
 */
const floorRows = n =>
  `s.rows >= ${n} && !s.busy && window.__floorPending === 0 && document.querySelectorAll('#main-content tbody a.RaReferenceField-link').length >= window.__floorExpectedLinks`;

/**
 * From a freshly loaded floor start page (its "Home", as the console's dashboard), a client-side
 * navigation to its plot list with `perPage` rows, as a menu link does: the time until drawn (ms).
 */
export const openFloorList = async (page, perPage) => {
  await loadPage(page, FLOOR_LIST, { until: `${drawn} && s.h1.includes('Home')` });
  await readPage(page);
  await arm(page, `location.hash.startsWith('#/plot') && ${floorRows(perPage)}`);
  const asked = await page.evaluate(to => {
    document.querySelectorAll('#main-content > *').forEach(el => el.setAttribute('data-bench-previous', ''));
    window.__benchSamePage = false;
    const at = performance.now();
    location.hash = to;
    return at;
  }, `#/plot?filter=%7B%7D&order=DESC&page=1&perPage=${perPage}&sort=created_at`);
  return (await collect(page, PAGE_TIMEOUT, new URL(FLOOR_LIST, 'http://x').pathname)) - asked;
};

/**
 * Two measurements side by side: a warm-up of each, then `runs` pairs, alternating which goes
 * first, so both see the same load on the machine. Each side's median and runs, and the ratio
 * console ÷ floor of the medians (and the median of the pairs' own ratios).
 */
export const sideBySide = async (runs, consoleOnce, floorOnce) => {
  const attempt = async once => {
    try {
      return { value: await once() };
    } catch (error) {
      const status = error instanceof NotAvailable ? 'not available yet' : 'failed';
      return { status, reason: error instanceof Error ? error.message : String(error) };
    }
  };
  const sides = { console: [], floor: [] };
  const failed = {};
  const one = async (name, once) => {
    if (failed[name]) return;
    const r = await attempt(once);
    if ('value' in r) sides[name].push(r.value);
    else failed[name] = r;
  };
  await one('console', consoleOnce);
  await one('floor', floorOnce);
  sides.console = [];
  sides.floor = [];
  for (let i = 0; i < runs; i += 1) {
    const order = i % 2 ? ['floor', 'console'] : ['console', 'floor'];
    for (const name of order) await one(name, name === 'console' ? consoleOnce : floorOnce);
  }
  const summary = name => failed[name] ?? { status: 'ok', medianMs: round(median(sides[name])), runsMs: sides[name].map(round) };
  const result = { console: summary('console'), floor: summary('floor') };
  if (result.console.status === 'ok' && result.floor.status === 'ok') {
    result.ratio = Math.round((result.console.medianMs / result.floor.medianMs) * 100) / 100;
    const pairs = sides.console.map((c, i) => c / sides.floor[i]);
    result.pairedRatioMedian = Math.round(median(pairs) * 100) / 100;
  }
  return result;
};

/** How long the plot map may take to draw before it counts as not there. */
const MAP_TIMEOUT = 15000;

const listRows = n => `${drawn} && s.rows >= ${n}`;

/** The plot map has drawn every plot of its layout (src/features/plotMap/stats.ts). */
const mapDrawn = `${drawn} && !!document.querySelector('[data-testid="plot-map"][data-ready="true"]')`;

/** The layout the plot map is measured on: the seeded 2,000-plot one ("… (Mega)"). */
const megaLayout = async page => {
  const layouts = rowsOf(await apiGet(page, 'layout?showall=true'));
  const mega = layouts.find(l => /mega/i.test(String(l.name)));
  if (!mega) throw new NotAvailable('no layout API or no "(Mega)" layout in the demo data');
  return mega;
};

/**
 * One zoom step and one pan on the drawn map. A zoom step: from the click on the zoom-in button
 * to the animation frame after the map has drawn the new zoom (window.__plotMapStats.frames grows).
 * A pan: a 300 px drag in 30 moves, with every requestAnimationFrame interval meanwhile, and the
 * longest draw of the map's own (its plots layer) during it.
 */
const mapFrames = async page => {
  const canvas = page.locator('[data-testid="plot-map"] canvas').last();
  const box = await canvas.boundingBox();
  if (!box) throw new NotAvailable('the plot map canvas has no size');
  const zoomSteps = [];
  for (let i = 0; i < 3; i += 1) {
    const ms = await page
      .evaluate(
        () =>
          new Promise((resolve, reject) => {
            const button = document.querySelector('button[aria-label="Zoom in"]');
            if (!button || button.disabled) return reject(new Error('no enabled zoom-in button'));
            const before = window.__plotMapStats?.frames ?? 0;
            const at = performance.now();
            button.click();
            const started = at;
            const wait = t => {
              if ((window.__plotMapStats?.frames ?? 0) > before) return requestAnimationFrame(t2 => resolve(t2 - at));
              if (t - started > 3000) return reject(new Error('the map did not redraw after a zoom step'));
              requestAnimationFrame(wait);
            };
            requestAnimationFrame(wait);
          }),
      )
      .catch(error => {
        throw new NotAvailable(error.message);
      });
    zoomSteps.push(ms);
    await page.waitForTimeout(150);
  }
  const cx = box.x + box.width / 2;
  const cy = box.y + Math.min(box.height, 600) / 2;
  await page.evaluate(() => {
    if (window.__plotMapStats) window.__plotMapStats.maxFrameMs = 0;
    window.__benchFrames = [];
    window.__benchRecording = true;
    const loop = t => {
      window.__benchFrames.push(t);
      if (window.__benchRecording) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx + 300, cy + 120, { steps: 30 });
  await page.mouse.up();
  await page.waitForTimeout(100);
  const { stamps, drawMax } = await page.evaluate(() => {
    window.__benchRecording = false;
    return { stamps: window.__benchFrames, drawMax: window.__plotMapStats?.maxFrameMs ?? null };
  });
  const frames = stamps.slice(1).map((t, i) => t - stamps[i]);

  // The same drag with a live status refresh landing during it (issue 38): a plot of the layout
  // changed first (Available → Hold, as another tab would), the map asked again a third of the
  // way through the drag (what its 30 s timer does), its answer applied while the pointer moves.
  await page.waitForTimeout(300);
  const layoutId = await page.evaluate(() => /\/layout\/([^/]+)\/show\/map/.exec(location.pathname)?.[1] ?? null);
  const available = layoutId
    ? rowsOf(await apiGet(page, `layout/${layoutId}/plots`)).find(
        p => p.status === 'Available' && Array.isArray(p.coordinates) && p.coordinates.length >= 3,
      )
    : null;
  if (!available) throw new NotAvailable('no Available placed plot to change for the refresh during a pan');
  await page.evaluate(
    async ({ id, key, org }) => {
      const session = JSON.parse(localStorage.getItem(key) ?? 'null');
      const body = new FormData();
      body.set('plot_id', String(id));
      body.set('status', 'Hold');
      body.set('from_status', 'Available');
      await fetch(`/api/v1/${org}/plotstatus`, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json', Authorization: `Bearer ${session?.token}`, 'X-Organization-Id': org },
      });
    },
    { id: available.id, key: SESSION_KEY, org: String(ORG) },
  );
  await page.evaluate(() => {
    if (window.__plotMapStats) window.__plotMapStats.maxFrameMs = 0;
    window.__benchFrames = [];
    window.__benchRecording = true;
    window.__benchRefreshed = null;
    const loop = t => {
      window.__benchFrames.push(t);
      if (window.__benchRecording) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
  await page.mouse.move(cx + 300, cy + 120);
  await page.mouse.down();
  await page.mouse.move(cx + 200, cy + 80, { steps: 10 });
  await page.evaluate(() => {
    window.__plotMap?.refresh().then(() => {
      window.__benchRefreshed = performance.now();
    });
  });
  await page.mouse.move(cx, cy, { steps: 20 });
  const dragEnd = await page.evaluate(() => performance.now());
  await page.mouse.up();
  await page.waitForFunction(() => window.__benchRefreshed !== null, undefined, { timeout: 10000 }).catch(() => undefined);
  await page.waitForTimeout(100);
  const during = await page.evaluate(() => {
    window.__benchRecording = false;
    return {
      stamps: window.__benchFrames,
      drawMax: window.__plotMapStats?.maxFrameMs ?? null,
      refreshedAt: window.__benchRefreshed,
      recoloured: window.__plotMap?.changed().length ?? 0,
    };
  });
  // The drag's frames (to the pointer's release); the frame that applies the answer comes after.
  const inDrag = during.stamps.filter(t => t <= dragEnd);
  const refreshFrames = inDrag.slice(1).map((t, i) => t - inDrag[i]);
  const after = during.stamps.filter(t => t > dragEnd);
  const applyFrameMs = after.length > 1 ? Math.max(...after.slice(1).map((t, i) => t - after[i])) : null;
  return {
    zoomSteps,
    frames,
    drawMax,
    refreshFrames,
    refreshDrawMax: during.drawMax,
    applyFrameMs,
    // Whether the refresh asked during the drag was applied (the map holds it until the drag ends).
    refreshLanded: during.refreshedAt !== null && during.recoloured > 0,
    refreshAppliedAfterDrag: during.refreshedAt !== null && during.refreshedAt > dragEnd,
  };
};

/** The pan with a live refresh landing during it (issue 38), beside the plain pan's figures. */
const panWithRefresh = measured => {
  const frames = measured.flatMap(r => r.refreshFrames ?? []);
  if (!frames.length) return {};
  return {
    refreshPanFrameMedianMs: round(median(frames)),
    refreshPanFrameP95Ms: round(percentile(frames, 95)),
    refreshPanFrameLongestMs: round(Math.max(...frames)),
    refreshPanFramesOver16_7Ms: frames.filter(f => f > 16.7 + 1).length,
    refreshPanFrames: frames.length,
    refreshPanLanded: measured.filter(r => r.refreshLanded).length,
    refreshPanRuns: measured.length,
    refreshPanDrawLongestMs: round(Math.max(...measured.map(r => r.refreshDrawMax ?? 0))),
    refreshApplyFrameLongestMs: round(Math.max(...measured.map(r => r.applyFrameMs ?? 0))),
  };
};

/** Sign-in → dashboard, two moments of one sign-in: the count cards and tables drawn; the charts drawn too. */
const timeSignIn = async (page, runs, timings) => {
  await page.goto('/login');
  const tablesMs = [];
  timings.signInToDashboard = await repeat(runs, async () => {
    await signOut(page);
    const moments = await signInMoments(page);
    tablesMs.push(moments.tables);
    return moments.charts;
  });
  const counted = tablesMs.slice(1).map(round); // the warm-up run is not counted
  timings.signInToDashboardTables =
    timings.signInToDashboard.status === 'ok'
      ? { status: 'ok', medianMs: round(median(counted)), runsMs: counted }
      : { ...timings.signInToDashboard };
};

/** The console's plot list and the floor's (plain react-admin, the same rows), side by side. */
const timeLists = async (page, runs, timings) => {
  for (const n of [25, 100]) {
    const lists = await sideBySide(
      runs,
      () => openFromDashboard(page, `/${ORG}/plot?page=1&perPage=${n}`, listRows(n)),
      () => openFloorList(page, n),
    );
    timings[`plotList${n}`] = lists.console;
    timings[`floorList${n}`] = lists.floor;
    timings[`plotListRatio${n}`] = { ratio: lists.ratio ?? null, pairedRatioMedian: lists.pairedRatioMedian ?? null };
  }
  // Back in the console (the floor's page answers none of the console's API calls).
  await freshDashboard(page).catch(() => undefined);
};

/**
 * The customer list (2,000 customers in the demo data, the attribute panel beside it) and the lead
 * list, 20 rows each (their page size), each side by side with the floor's list of 20 plot rows:
 * the same yardstick as the plot list.
 */
const timeCrmLists = async (page, runs, timings) => {
  for (const [key, resource] of [
    ['customerList', 'customer'],
    ['leadList', 'customerinterest'],
  ]) {
    const lists = await sideBySide(
      runs,
      () => openFromDashboard(page, `/${ORG}/${resource}?page=1&perPage=20`, listRows(20)),
      () => openFloorList(page, 20),
    );
    timings[key] = lists.console;
    timings[`${key}Floor`] = lists.floor;
    timings[`${key}Ratio`] = { ratio: lists.ratio ?? null, pairedRatioMedian: lists.pairedRatioMedian ?? null };
  }
  await freshDashboard(page).catch(() => undefined);
};

const timeProjectShow = async (page, runs, timings) => {
  let project;
  timings.projectShow = await repeat(runs, async () => {
    project ??= rowsOf(await apiGet(page, 'project?page=1&perPage=1'))[0];
    if (!project) throw new NotAvailable('no project API or no project in the demo data');
    return openFromDashboard(page, `/${ORG}/project/${project.id}/show`, drawn);
  });
};

const timePlotMap = async (page, runs, timings) => {
  let layout;
  const frameRuns = [];
  const inPage = [];
  timings.plotMapFirstDraw = await repeat(runs, async () => {
    layout ??= await megaLayout(page);
    // The layout's page first, read as every page before a timed click (READING_MS and an idle
    // moment), then its Map tab, as a person opens it.
    await openFromDashboard(page, `/${ORG}/layout/${layout.id}/show`, drawn);
    await readPage(page);
    const path = `/${ORG}/layout/${layout.id}/show/map`;
    const ms = await timedOpen(page, path, mapDrawn, MAP_TIMEOUT).catch(error => {
      const notDrawn = error instanceof NotAvailable && /not drawn/.test(error.message);
      throw new NotAvailable(notDrawn ? `no plot map drawn on ${path} within ${MAP_TIMEOUT / 1000} s` : error.message);
    });
    inPage.push(await page.evaluate(() => window.__plotMapStats ?? null));
    frameRuns.push(await mapFrames(page));
    return ms;
  });
  if (timings.plotMapFirstDraw.status !== 'ok') {
    timings.plotMapZoomPanFrames = { status: timings.plotMapFirstDraw.status, reason: timings.plotMapFirstDraw.reason };
    return;
  }
  const counted = inPage.slice(1).filter(Boolean); // the warm-up run is not counted
  timings.plotMapFirstDraw.layout = { id: layout.id, name: layout.name, plots: counted[0]?.plots ?? null };
  timings.plotMapFirstDraw.mapOwnMedianMs = counted.length ? round(median(counted.map(s => s.firstDrawMs))) : null;
  const measured = frameRuns.slice(1);
  const zoom = measured.flatMap(r => r.zoomSteps);
  const pan = measured.flatMap(r => r.frames);
  timings.plotMapZoomPanFrames = {
    status: 'ok',
    zoomStepMedianMs: round(median(zoom)),
    zoomStepLongestMs: round(Math.max(...zoom)),
    panFrameMedianMs: round(median(pan)),
    panFrameP95Ms: round(percentile(pan, 95)),
    panFrameLongestMs: round(Math.max(...pan)),
    panFramesOver16_7Ms: pan.filter(f => f > 16.7 + 1).length,
    panFrames: pan.length,
    mapDrawLongestMs: round(Math.max(...measured.map(r => r.drawMax ?? 0))),
    ...panWithRefresh(measured),
  };
};

/** The parts of measureTimings, in their order; BENCH_ONLY names some of them. */
export const TIMING_PARTS = {
  signin: timeSignIn,
  lists: timeLists,
  crm: timeCrmLists,
  project: timeProjectShow,
  map: timePlotMap,
  big: (...args) => import('./bigLists.mjs').then(m => m.timeBigLists(...args)),
};

/**
 * Every timing of the bench; a page that is not there yet is reported as such. `only`: some of
 * the parts (BENCH_ONLY=signin,lists), for a quicker look at a few.
 */
export const measureTimings = async (
  baseURL,
  runs,
  only = process.env.BENCH_ONLY?.split(',')
    .map(x => x.trim())
    .filter(Boolean),
) => {
  const session = await openContext(baseURL);
  const { page } = session;
  try {
    const timings = {};
    let signedIn = false;
    for (const [name, part] of Object.entries(TIMING_PARTS)) {
      if (only?.length && !only.includes(name)) continue;
      if (name !== 'signin' && !signedIn) {
        // Every other part starts signed in (the sign-in part leaves the browser signed in).
        await signIn(page).catch(() => undefined);
        signedIn = true;
      }
      await part(page, runs, timings);
      if (name === 'signin') signedIn = timings.signInToDashboard.status === 'ok';
    }
    return timings;
  } finally {
    await session.close();
  }
};
