/**
 * Long lists in the bench (issue 41): "All" on the plot list (3,814 plots of the standard demo,
 * then 50,000 at the large seed), each beside the floor's own 25-row list of the same run; the
 * frames while the All list scrolls; then at the large seed (`?demo-scale=large`, mocks/seed/
 * scale.ts) the time to the demo API's first answer after a fresh load (the seeding), and the
 * customer, lead and plot lists side by side with the floor's list of the same rows. The demo is
 * put back to the standard seed afterwards. docs/performance.md explains the figures.
 */
import {
  arm,
  armMoments,
  collect,
  collectMoments,
  dashboardCharts,
  drawn,
  loadPage,
  median,
  FLOOR_LIST,
  navigate,
  NotAvailable,
  openFloorList,
  openPage,
  percentile,
  readPage,
  sideBySide,
  signIn,
} from './browser.mjs';

const ORG = '1';
/** The page size that stands for All (src/api/listQuery.ts ALL_PER_PAGE). */
const ALL = 1_000_000;
/** A first screen of rows: the rows a 900 px window shows under the toolbar. */
const FIRST_SCREEN = 10;
/** Generous: the whole list is read from the demo API before the first row shows. */
const ALL_TIMEOUT = 60000;

const round = ms => Math.round(ms * 10) / 10;

/** The All list shows a first screen of its rows (drawn rows of records, not the spacers). */
const allRowsDrawn = `${drawn} && document.querySelectorAll('#main-content tbody tr[data-index]').length >= ${FIRST_SCREEN}`;
const listRows = n => `${drawn} && s.rows >= ${n}`;
/** A list's rows shown, nothing loading inside the page (the app bar's loader may turn for other calls at the large seed). */
const listShown = n =>
  `s.h1.some(h => h) && s.rows >= ${n} && !document.querySelector('#main-content [role="progressbar"], #main-content .MuiSkeleton-root')`;

/** From a freshly loaded dashboard, once read, a link to `path`: the time until `until` (ms). */
const fromDashboard = async (page, path, until, timeout = ALL_TIMEOUT) => {
  await loadPage(page, `/${ORG}/dashboard`, { until: dashboardCharts, timeout });
  await readPage(page);
  const target = new URL(path, 'http://x').pathname;
  await arm(page, `location.pathname === ${JSON.stringify(target)} && ${until}`, timeout);
  const asked = await navigate(page, path);
  return (await collect(page, timeout, target)) - asked;
};

/**
 * The All list's first screen of rows: drawn from its first page while the rest comes (the app
 * bar's loader turns meanwhile), nothing loading inside the page.
 */
const allFirstScreen = `s.h1.some(h => h) && document.querySelectorAll('#main-content tbody tr[data-index]').length >= ${FIRST_SCREEN} && !document.querySelector('#main-content [role="progressbar"], #main-content .MuiSkeleton-root')`;
/** The whole All list there: nothing loading anywhere, the table no longer busy (no placeholder rows). */
const allWhole = `${allRowsDrawn} && !document.querySelector('#main-content tbody[aria-busy="true"]')`;

/** From a freshly loaded dashboard, once read, a link to All: { first, whole } (ms), the two moments above. */
const allFromDashboard = async page => {
  const path = `/${ORG}/plot?page=1&perPage=${ALL}`;
  await loadPage(page, `/${ORG}/dashboard`, { until: dashboardCharts, timeout: ALL_TIMEOUT });
  await readPage(page);
  const at = `location.pathname === ${JSON.stringify(`/${ORG}/plot`)}`;
  await armMoments(page, { first: `${at} && ${allFirstScreen}`, whole: `${at} && ${allWhole}` }, ALL_TIMEOUT);
  const asked = await navigate(page, path);
  const moments = await collectMoments(page, ALL_TIMEOUT, `/${ORG}/plot`);
  return { first: moments.first - asked, whole: moments.whole - asked };
};

/**
 * All, its first screen side by side with the floor's 25 rows; `whole`: the same runs until the
 * whole list is there; the plots counted from the table (aria-rowcount).
 */
export const timeAll = async (page, runs) => {
  const wholes = [];
  const result = await sideBySide(
    runs,
    async () => {
      const { first, whole } = await allFromDashboard(page);
      wholes.push(whole);
      return first;
    },
    () => openFloorList(page, 25),
  );
  // The first value is sideBySide's warm-up.
  const measured = wholes.slice(1);
  const whole = measured.length ? { status: 'ok', medianMs: round(median(measured)), runsMs: measured.map(round) } : null;
  await loadPage(page, `/${ORG}/plot?page=1&perPage=${ALL}`, { until: allWhole, timeout: ALL_TIMEOUT }).catch(() => undefined);
  const rowCount = await page.evaluate(() => Number(document.querySelector('#main-content table')?.getAttribute('aria-rowcount') ?? 0));
  return { ...result, whole, plots: rowCount ? rowCount - 1 : null };
};

/**
 * The All list scrolled down by 120 px a frame for 240 frames (a fast wheel), then to its end: the
 * frame times meanwhile, and whether its last plot was drawn.
 */
export const scrollFrames = async page => {
  await loadPage(page, `/${ORG}/plot?page=1&perPage=${ALL}`, { until: allWhole, timeout: ALL_TIMEOUT });
  return page.evaluate(
    () =>
      new Promise(resolve => {
        const frames = [];
        let last = performance.now();
        let n = 0;
        const step = now => {
          frames.push(now - last);
          last = now;
          window.scrollBy(0, 120);
          if (++n < 240) requestAnimationFrame(step);
          else {
            window.scrollTo(0, document.documentElement.scrollHeight);
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const count = document.querySelector('#main-content table')?.getAttribute('aria-rowcount');
                resolve({ frames: frames.slice(1), lastDrawn: !!document.querySelector(`tbody tr[aria-rowindex="${count}"]`) });
              }),
            );
          }
        };
        requestAnimationFrame(now => {
          last = now;
          requestAnimationFrame(step);
        });
      }),
  );
};

const frameFigure = ({ frames, lastDrawn }) => ({
  status: 'ok',
  frameMedianMs: round(median(frames)),
  frameP95Ms: round(percentile(frames, 95)),
  frameLongestMs: round(Math.max(...frames)),
  framesOver16_7Ms: frames.filter(f => f > 16.7 + 1).length,
  frames: frames.length,
  lastPlotDrawn: lastDrawn,
});

const attempt = async once => {
  try {
    return await once();
  } catch (error) {
    return {
      status: error instanceof NotAvailable ? 'not available yet' : 'failed',
      reason: error instanceof Error ? error.message : String(error),
    };
  }
};

/** A fresh load of the sign-in page at a seed size: the time from the page's start to the demo API's first answer (ms). */
export const seedAt = async (page, scale) => {
  await page.goto(`/login?demo-scale=${scale}`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: ALL_TIMEOUT });
  return page.evaluate(async () => {
    // The pre-rendered form loads the page's code (and the demo API) at the first interaction: a
    // key, as a person's first. Until the demo's service worker controls the page, a call would be
    // the preview server's 404; the demo API's own answer (after its seeding) is the moment.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
    const deadline = performance.now() + 120000;
    while (performance.now() < deadline) {
      if (navigator.serviceWorker?.controller) {
        const body = new FormData();
        body.append('username', 'admin');
        body.append('password', 'admin');
        const response = await fetch('/api/v1/account/login', { method: 'POST', body });
        const text = await response.text();
        if (response.status !== 404 && text) return Math.round(performance.now());
      }
      await new Promise(resolve => setTimeout(resolve, 25));
    }
    throw new Error('the demo API did not answer within 120 s');
  });
};

/* At scale (issue 41): a filter, the attribute panel, the palette's search and the export, each
 * on a page already shown (a full load seeds the large store again), the floor's list search of
 * the same run beside them (the floor has neither an attribute panel nor a palette). */

/** The list's shown range ("1–20 of 20,000"): it changes when a filter's answer is drawn. */
export const shownRange = `(document.querySelector('#main-content .MuiTablePagination-displayedRows')?.textContent ?? '')`;

/**
 * Types `value` into the input `handle` in one input event (as a paste), the page's clock at that
 * moment; resource timings are cleared so that the calls it causes can be read after.
 */
export const typeInto = (handle, value) =>
  handle.evaluate((el, value) => {
    performance.setResourceTimingBufferSize(10000);
    performance.clearResourceTimings();
    el.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(el, value);
    const at = performance.now();
    el.dispatchEvent(new Event('input', { bubbles: true }));
    return at;
  }, value);

/** The start of the first call to the API (a fetch whose address has `part`) after `at`. */
const firstCallAfter = (page, at, part) =>
  page.evaluate(
    ({ at, part }) =>
      performance
        .getEntriesByType('resource')
        .filter(e => e.initiatorType === 'fetch' && e.startTime >= at && e.name.includes(part))
        .reduce((first, e) => Math.min(first, e.startTime), Infinity),
    { at, part },
  );

/**
 * One typed filter on a shown list: from the keystroke to the first frame where the list's range
 * changed and nothing loads; `afterCallMs` from the filter's call (after the debounce) to then.
 */
export const typedFilter = async (page, input, value, callPart) => {
  // The page is the one shown: nothing of it is the previous page's (bench/browser.mjs navigate).
  const before = await page.evaluate(source => {
    document.querySelectorAll('[data-bench-previous]').forEach(el => el.removeAttribute('data-bench-previous'));
    return new Function(`return ${source}`)();
  }, shownRange);
  // Not `drawn`: the app bar's loader may turn for another call (on the customer list it did for
  // seconds); the list's new range is its answer drawn.
  await arm(
    page,
    `${shownRange} !== ${JSON.stringify(before)} && !!${shownRange} && !document.querySelector('#main-content [role="progressbar"]')`,
    ALL_TIMEOUT,
  );
  const at = await typeInto(await input(), value);
  const shown = await collect(page, ALL_TIMEOUT);
  const call = await firstCallAfter(page, at, callPart);
  return { fromKeyMs: shown - at, afterCallMs: Number.isFinite(call) ? shown - call : null };
};

/** Repeats a measurement of { fromKeyMs, afterCallMs }: a warm-up, then `runs`; medians. */
const repeatTyped = async (runs, once) => {
  try {
    await once();
    const values = [];
    for (let i = 0; i < runs; i += 1) values.push(await once());
    const after = values.map(v => v.afterCallMs).filter(v => v !== null);
    return {
      status: 'ok',
      medianMs: round(median(values.map(v => v.fromKeyMs))),
      runsMs: values.map(v => round(v.fromKeyMs)),
      afterCallMedianMs: after.length ? round(median(after)) : null,
      afterCallRunsMs: after.map(round),
    };
  } catch (error) {
    return {
      status: error instanceof NotAvailable ? 'not available yet' : 'failed',
      reason: error instanceof Error ? error.message : String(error),
    };
  }
};

/** Filters that alternate, so that each run changes what the list shows. */
const SEARCHES = ['12', '34'];

/**
 * The console's searches: a term not searched before in the run, so that each run is a call of its
 * own (the pair above was answered from the query cache after the first round: no call to time).
 */
const CONSOLE_SEARCHES = ['12', '34', '56', '78', '90', '23', '45', '67', '89', '01'];

/** Waits until the list's shown range is `range` again (the box emptied), then lets the page settle. */
const backTo = async (page, range, what) => {
  // (Expressions as text: page.evaluate of a string is not refused by the page's Content Security Policy.)
  for (const deadline = Date.now() + ALL_TIMEOUT; (await page.evaluate(shownRange)) !== range;) {
    if (Date.now() > deadline) throw new NotAvailable(`the unfiltered ${what} did not come back`);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(500);
};

/** The console's plot list (50,000 plots), its search box. */
export const consoleSearch = async (page, runs) => {
  let i = 0;
  let unfiltered = null;
  const input = () => page.locator('#main-content input[name="q"]').first().elementHandle();
  return repeatTyped(runs, async () => {
    if (unfiltered === null) {
      // The list afresh, without a filter, shown inside the running app (no full load).
      await openPage(page, `/${ORG}/plot?page=1&perPage=25&filter=%7B%7D`, { until: listShown(25), timeout: ALL_TIMEOUT });
      unfiltered = await page.evaluate(shownRange);
    } else {
      // The box emptied on the page shown: a link to the same list keeps its elements, which the
      // bench had marked as the previous page's, so the list was never seen drawn (not measured).
      await typeInto(await input(), '');
      await backTo(page, unfiltered, 'plot list');
    }
    const value = CONSOLE_SEARCHES[i++ % CONSOLE_SEARCHES.length];
    return typedFilter(page, input, value, '/plot?');
  });
};

/** The floor's plot list (the same 50,000 plots), its search box, in a tab of its own. */
export const floorSearch = async (floorPage, runs) => {
  await loadPage(floorPage, FLOOR_LIST, { until: `${drawn} && s.h1.includes('Home')`, timeout: ALL_TIMEOUT });
  let i = 0;
  return repeatTyped(runs, async () => {
    await floorPage.evaluate(() => (location.hash = '#/plot?filter=%7B%7D&order=DESC&page=1&perPage=25&sort=created_at'));
    await floorPage.waitForFunction(
      () => document.querySelectorAll('#main-content tbody tr').length >= 25 && !document.querySelector('[role="progressbar"]'),
      undefined,
      { timeout: ALL_TIMEOUT },
    );
    const value = SEARCHES[i++ % SEARCHES.length];
    return typedFilter(
      floorPage,
      () => floorPage.locator('#main-content input[name="q"]').first().elementHandle(),
      value,
      '/floor-api/plot',
    );
  });
};

/** The customer list's attribute panel (20,000 customers): a text attribute typed in. */
export const attributePanel = async (page, runs) => {
  let i = 0;
  let unfiltered = null;
  // The District attribute (a text), else the panel's first text box.
  const input = async () => {
    const district = page.locator('aside').getByRole('textbox', { name: /District/ });
    return ((await district.count()) ? district.first() : page.locator('aside input[type="text"]').first()).elementHandle();
  };
  return repeatTyped(runs, async () => {
    if (unfiltered === null) {
      // Loaded afresh: opened inside the page, the plot list's search before it could write its own
      // address back over it (the quiet run of 23:25 found the page still on the plot list).
      await loadPage(page, `/${ORG}/customer?page=1&perPage=20&filter=%7B%7D`, {
        until: `${listShown(20)} && !!document.querySelector('aside input[type="text"]')`,
        timeout: ALL_TIMEOUT,
      });
      await page.waitForTimeout(2000);
      unfiltered = await page.evaluate(shownRange);
    } else {
      // The box emptied on the page shown (reopening the list kept the previous filter's rows
      // until the unfiltered ones came, whose arrival was taken for the answer: negative times).
      await typeInto(await input(), '');
      await backTo(page, unfiltered, 'customer list');
    }
    // A district not typed in the last 10 s: not an answer the query cache still holds.
    const value = ['Madurai', 'Salem', 'Vellore', 'Coimbatore', 'Thanjavur', 'Cuddalore'][i++ % 6];
    return typedFilter(page, input, value, '/customer?');
  });
};

/**
 * The palette's search (Ctrl+K) of a name: from the keystroke to the first frame after its
 * "Searching …" where the results are shown; `afterCallMs` from its first call (after its pause).
 */
export const paletteSearch = async (page, runs) => {
  let i = 0;
  let opened = false;
  return repeatTyped(runs, async () => {
    // Over the dashboard once drawn and read: at the large seed its own calls took seconds of the
    // main thread the demo API shares, which would be timed as the palette's.
    if (!opened) {
      await openPage(page, `/${ORG}/dashboard`, { until: dashboardCharts, timeout: ALL_TIMEOUT });
      await readPage(page);
    }
    opened = true;
    await page.evaluate(() => document.querySelectorAll('[data-bench-previous]').forEach(el => el.removeAttribute('data-bench-previous')));
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Search records or go to a page' });
    await box.waitFor({ timeout: ALL_TIMEOUT });
    await page.evaluate(() => {
      const status = document.querySelector('[aria-label="Command palette"] [role="status"]');
      window.__benchSearching = false;
      new MutationObserver(() => {
        if (status.textContent.startsWith('Searching')) window.__benchSearching = true;
      }).observe(status, { childList: true, subtree: true, characterData: true });
    });
    await arm(
      page,
      `window.__benchSearching && (() => { const t = document.querySelector('[aria-label="Command palette"] [role="status"]')?.textContent ?? ''; return !t.startsWith('Searching') && / results?$/.test(t); })()`,
      ALL_TIMEOUT,
    );
    const value = ['Murugan', 'Lakshmi'][i++ % 2];
    const at = await typeInto(await box.elementHandle(), value);
    const shown = await collect(page, ALL_TIMEOUT);
    // The palette's own calls (its text as q), not another call of the page that started meanwhile.
    const call = await firstCallAfter(page, at, `q=${value}`);
    await page.keyboard.press('Escape');
    return { fromKeyMs: shown - at, afterCallMs: Number.isFinite(call) ? shown - call : null };
  });
};

/**
 * An export as a file: `prepare` opens its dialog, `start` starts it; from then until the file is
 * handed to the browser (a download link clicked). Meanwhile the page's JavaScript heap (Chromium's
 * own figure, through the DevTools protocol) every 100 ms, and the progress values shown. The watch
 * is installed after `prepare`: opening the list may load the page afresh, which dropped a watch
 * installed before it (no file seen within 300 s at the large seed, the file made in seconds).
 */
const timedExport = async (page, prepare, start, timeout = 300_000) => {
  await prepare();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const heap = async () => (await cdp.send('Performance.getMetrics')).metrics.find(m => m.name === 'JSHeapUsedSize').value;
  try {
    await cdp.send('HeapProfiler.collectGarbage').catch(() => undefined);
    const baseline = await heap();
    await page.evaluate(() => {
      window.__benchFile = null;
      window.__benchProgress = [];
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function () {
        if (this.download) window.__benchFile = { at: performance.now(), name: this.download };
        return click.call(this);
      };
      const watch = () => {
        const bar = document.querySelector('[role="dialog"] [role="progressbar"]');
        const now = bar?.getAttribute('aria-valuenow');
        if (now && window.__benchProgress.at(-1) !== now) window.__benchProgress.push(now);
        if (!window.__benchFile) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    const at = await start();
    let peak = baseline;
    const deadline = Date.now() + timeout;
    for (;;) {
      peak = Math.max(peak, await heap());
      const file = await page.evaluate(() => window.__benchFile);
      if (file) {
        const progress = await page.evaluate(() => window.__benchProgress);
        return { ms: file.at - at, file: file.name, heapPeakMb: round((peak - baseline) / 1048576), progress };
      }
      if (Date.now() > deadline) throw new NotAvailable(`no file within ${timeout / 1000} s`);
      await new Promise(r => setTimeout(r, 100));
    }
  } finally {
    await cdp.detach().catch(() => undefined);
  }
};

/** The console's export of the customer list (20,000 rows, CSV, every column). */
export const consoleExport = page => {
  const dialog = page.getByRole('dialog', { name: 'Export Customers' });
  return timedExport(
    page,
    async () => {
      await openPage(page, `/${ORG}/customer?page=1&perPage=20&filter=%7B%7D`, { until: listShown(20), timeout: ALL_TIMEOUT });
      await page.locator('#main-content').getByRole('button', { name: 'Export', exact: true }).first().click();
      await dialog.getByRole('radio', { name: 'CSV' }).check();
    },
    async () => {
      const button = await dialog.getByRole('button', { name: 'Export', exact: true }).elementHandle();
      return button.evaluate(el => {
        const at = performance.now();
        el.click();
        return at;
      });
    },
  );
};

/** The floor's export (react-admin's ExportButton: at most 1,000 rows, its default maxResults). */
const floorExport = floorPage => {
  const button = floorPage.getByRole('button', { name: 'Export' }).first();
  return timedExport(
    floorPage,
    async () => {
      await floorPage.evaluate(() => (location.hash = '#/plot?filter=%7B%7D&order=DESC&page=1&perPage=25&sort=created_at'));
      await button.waitFor({ timeout: ALL_TIMEOUT });
    },
    async () =>
      (await button.elementHandle()).evaluate(el => {
        const at = performance.now();
        el.click();
        return at;
      }),
  );
};

const EXPORT_RUNS = 2;

export const exportFigure = async (runs, once) => {
  try {
    const values = [];
    for (let i = 0; i < runs; i += 1) values.push(await once());
    return {
      status: 'ok',
      medianMs: round(median(values.map(v => v.ms))),
      runsMs: values.map(v => round(v.ms)),
      heapPeakMb: Math.max(...values.map(v => v.heapPeakMb)),
      progress: values[0].progress,
      file: values[0].file,
    };
  } catch (error) {
    return {
      status: error instanceof NotAvailable ? 'not available yet' : 'failed',
      reason: error instanceof Error ? error.message : String(error),
    };
  }
};

/** The at-scale figures; the page is signed in at the large seed. */
export const timeAtScale = async (page, runs, timings) => {
  const log = message => console.log(`[bench] at the large seed: ${message} …`);
  // The console loaded afresh: the list pairs before leave the tab on the floor's list app, where a
  // link to a console page is the floor's own route (its "Home": every line below failed so).
  await loadPage(page, `/${ORG}/dashboard`, { until: dashboardCharts, timeout: ALL_TIMEOUT });
  await readPage(page);
  log("the plot list's search");
  timings.largeFilter = await consoleSearch(page, runs);
  log("the customer list's attribute panel");
  timings.largeAttributePanel = await attributePanel(page, runs);
  log("the palette's search");
  timings.largePaletteSearch = await paletteSearch(page, runs);
  log('the export of 20,000 customers');
  timings.largeExport = await exportFigure(EXPORT_RUNS, () => consoleExport(page));
  log("the floor's search and export");
  // The floor in a tab of its own, so that the console's page (and its seeded store) stays.
  const floorPage = await page.context().newPage();
  // Its first load seeds the large store, as the console's did.
  floorPage.setDefaultTimeout(5 * ALL_TIMEOUT);
  try {
    await floorPage.bringToFront();
    timings.largeFloorSearch = await floorSearch(floorPage, runs);
    timings.largeFloorExport = await exportFigure(EXPORT_RUNS, () => floorExport(floorPage));
  } finally {
    await page.bringToFront().catch(() => undefined);
    await floorPage.close().catch(() => undefined);
  }
};

/** The long lists' part of the bench (bench/browser.mjs TIMING_PARTS.big). */
export const timeBigLists = async (page, runs, timings) => {
  timings.allStandard = await attempt(() => timeAll(page, runs));
  timings.allScrollStandard = await attempt(async () => frameFigure(await scrollFrames(page)));
  try {
    timings.largeSeedFirstAnswer = await attempt(async () => ({ status: 'ok', medianMs: await seedAt(page, 'large') }));
    await signIn(page);
    timings.allLarge = await attempt(() => timeAll(page, Math.max(3, Math.ceil(runs / 2))));
    timings.allScrollLarge = await attempt(async () => frameFigure(await scrollFrames(page)));
    for (const [key, resource, n] of [
      ['largePlotList', 'plot', 25],
      ['largeCustomerList', 'customer', 20],
      ['largeLeadList', 'customerinterest', 20],
    ]) {
      timings[key] = await attempt(() =>
        sideBySide(
          runs,
          () => fromDashboard(page, `/${ORG}/${resource}?page=1&perPage=${n}`, listRows(n)),
          () => openFloorList(page, n),
        ),
      );
    }
    await timeAtScale(page, runs, timings);
  } finally {
    // The rest of the bench (and the next run) on the standard seed.
    await seedAt(page, 'standard').catch(() => undefined);
    await signIn(page).catch(() => undefined);
  }
};

const fmt = t =>
  !t
    ? 'not measured'
    : t.status === 'ok'
      ? `${t.medianMs} ms (runs: ${t.runsMs?.join(', ') ?? '—'})`
      : `${t.status}${t.reason ? ` — ${t.reason}` : ''}`;
const fmtPair = (label, r) => {
  if (!r) return [`  ${label.padEnd(37)} not measured`];
  if (!r.console) return [`  ${label.padEnd(37)} ${fmt(r)}`];
  return [
    `  ${label.padEnd(37)} ${fmt(r.console)}${r.plots ? `; ${r.plots} plots` : ''}`,
    `    floor list (plain react-admin)      ${fmt(r.floor)}`,
    `    ratio console ÷ floor               ${r.ratio != null ? `${r.ratio} × (pairs' median ${r.pairedRatioMedian} ×)` : '—'}`,
  ];
};
const fmtFrames = (label, f) =>
  `  ${label.padEnd(37)} ${
    f?.status === 'ok'
      ? `median ${f.frameMedianMs} ms, p95 ${f.frameP95Ms} ms, longest ${f.frameLongestMs} ms, ${f.framesOver16_7Ms} of ${f.frames} over a 60 Hz frame; last plot drawn: ${f.lastPlotDrawn ? 'yes' : 'NO'}`
      : fmt(f)
  }`;

const fmtTyped = t =>
  t?.status === 'ok'
    ? `${t.afterCallMedianMs ?? '—'} ms after the call (runs: ${t.afterCallRunsMs?.join(', ') || '—'}); ${t.medianMs} ms from the key`
    : fmt(t);
const fmtExport = t =>
  t?.status === 'ok'
    ? `${t.medianMs} ms (runs: ${t.runsMs.join(', ')}); heap peak +${t.heapPeakMb} MB; progress shown: ${t.progress.length ? `${t.progress.join(', ')} %` : 'none'}; ${t.file}`
    : fmt(t);

/** The at-scale lines: each beside the floor's figure of the same run (its list's search, its export). */
const atScaleLines = timings =>
  'largeFilter' in timings
    ? [
        '  at the large seed, answers drawn (targets: a filter, the attribute panel 200 ms after the debounce; the palette 300 ms):',
        `    plot list, search typed             ${fmtTyped(timings.largeFilter)}`,
        `    customer list, attribute panel      ${fmtTyped(timings.largeAttributePanel)}`,
        `    palette's search                    ${fmtTyped(timings.largePaletteSearch)}`,
        `    floor list, search typed            ${fmtTyped(timings.largeFloorSearch)}`,
        `    export, 20,000 customers (CSV)      ${fmtExport(timings.largeExport)}`,
        `    floor's export (react-admin's ExportButton, 1,000 rows at most) ${fmtExport(timings.largeFloorExport)}`,
      ]
    : [];

/** The printed lines of this part (bench/run.mjs). */
export const bigListLines = timings => {
  if (!timings || !('allStandard' in timings)) return [];
  return [
    '',
    'Long lists (issue 41): "All" to its first screen of rows, beside the floor\'s 25-row list',
    ...fmtPair('plot list, All (standard seed)', timings.allStandard),
    fmtFrames('  scrolling All, frames', timings.allScrollStandard),
    `  large seed: load → first API answer  ${fmt(timings.largeSeedFirstAnswer)}`,
    ...fmtPair('plot list, All (large seed)', timings.allLarge),
    fmtFrames('  scrolling All, frames', timings.allScrollLarge),
    ...fmtPair('large seed: plot list, 25 rows', timings.largePlotList),
    ...fmtPair('large seed: customer list, 20 rows', timings.largeCustomerList),
    ...fmtPair('large seed: lead list, 20 rows', timings.largeLeadList),
    ...atScaleLines(timings),
  ];
};
