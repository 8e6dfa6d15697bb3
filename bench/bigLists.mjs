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
  collect,
  dashboardCharts,
  drawn,
  loadPage,
  median,
  navigate,
  NotAvailable,
  openFloorList,
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

/** From a freshly loaded dashboard, once read, a link to `path`: the time until `until` (ms). */
const fromDashboard = async (page, path, until, timeout = ALL_TIMEOUT) => {
  await loadPage(page, `/${ORG}/dashboard`, { until: dashboardCharts, timeout });
  await readPage(page);
  const target = new URL(path, 'http://x').pathname;
  await arm(page, `location.pathname === ${JSON.stringify(target)} && ${until}`, timeout);
  const asked = await navigate(page, path);
  return (await collect(page, timeout, target)) - asked;
};

/** All, side by side with the floor's 25 rows; the plots counted from the table (aria-rowcount). */
const timeAll = async (page, runs) => {
  const result = await sideBySide(
    runs,
    () => fromDashboard(page, `/${ORG}/plot?page=1&perPage=${ALL}`, allRowsDrawn),
    () => openFloorList(page, 25),
  );
  await loadPage(page, `/${ORG}/plot?page=1&perPage=${ALL}`, { until: allRowsDrawn, timeout: ALL_TIMEOUT }).catch(() => undefined);
  const rowCount = await page.evaluate(() => Number(document.querySelector('#main-content table')?.getAttribute('aria-rowcount') ?? 0));
  return { ...result, plots: rowCount ? rowCount - 1 : null };
};

/**
 * The All list scrolled down by 120 px a frame for 240 frames (a fast wheel), then to its end: the
 * frame times meanwhile, and whether its last plot was drawn.
 */
const scrollFrames = async page => {
  await loadPage(page, `/${ORG}/plot?page=1&perPage=${ALL}`, { until: allRowsDrawn, timeout: ALL_TIMEOUT });
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
const seedAt = async (page, scale) => {
  await page.goto(`/login?demo-scale=${scale}`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor({ timeout: ALL_TIMEOUT });
  return page.evaluate(async () => {
    const body = new FormData();
    body.append('username', 'admin');
    body.append('password', 'admin');
    // Any answer will do (the store is seeded before the demo API answers its first call).
    const response = await fetch('/api/v1/account/login', { method: 'POST', body });
    await response.text();
    return Math.round(performance.now());
  });
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
  ];
};
