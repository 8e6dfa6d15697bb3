/**
 * The sign-in page where people open it (issue 41): at the site's root `/` (no session: the
 * console sends it to the sign-in page) and at `/login`, each in a fresh browser (nothing cached):
 * every script requested until the first frame where the form can be typed in (the heading and an
 * enabled username field; the form is in the HTML), apart from the page's code that index.html
 * only prefetches, and the time of that frame from the start of the navigation. The two
 * addresses are timed in alternating pairs, so both see the same load on the machine.
 */
import { openContext } from './browser.mjs';

/** Records, from the document's start, the first animation frame where the sign-in form is usable. */
const watchForm = () => {
  const usable = () => {
    const input = document.querySelector('input[name="username"]');
    return !!input && !input.disabled && Array.from(document.querySelectorAll('h1')).some(h => h.textContent.trim() === 'Sign in');
  };
  const loop = () => {
    if (usable()) window.__formAt = performance.now();
    else requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  performance.setResourceTimingBufferSize(5000);
};

/**
 * Loads `path` in `page` (of a fresh `context`): { files: the scripts under /assets/ started
 * before the form was usable, prefetched: those only downloaded by then, formMs: that frame from the navigation's start, path: where it landed }.
 * Shared with tests/e2e/build.e2e.ts.
 */
export const formLoad = async (context, page, path) => {
  await context.addInitScript(watchForm);
  await page.goto(path);
  const handle = await page.waitForFunction(() => window.__formAt, undefined, { timeout: 30000 });
  const formMs = await handle.jsonValue();
  const { files, prefetched } = await page.evaluate(
    at =>
      performance
        .getEntriesByType('resource')
        .filter(e => e.startTime <= at && /^\/assets\/.*\.js$/.test(new URL(e.name).pathname))
        // A <link rel="prefetch"> (initiator "link") only downloads: its script runs at the first interaction.
        .reduce((out, e) => (out[e.initiatorType === 'link' ? 'prefetched' : 'files'].push(new URL(e.name).pathname), out), {
          files: [],
          prefetched: [],
        }),
    formMs,
  );
  return { files, prefetched, formMs, path: await page.evaluate(() => location.pathname) };
};

/** One load of `path` in a fresh browser (nothing cached): see formLoad. */
export const signInFormLoad = async (baseURL, path) => {
  const session = await openContext(baseURL);
  try {
    return await formLoad(session.context, session.page, path);
  } finally {
    await session.close();
  }
};

const median = values => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = ms => Math.round(ms * 10) / 10;

/**
 * The sign-in page at `/` and at `/login`: the scripts of each (from the first load) and, with
 * `runs`, the time until the form is usable, alternating pairs after a warm-up of each.
 */
export const measureSignInAtRoot = async (baseURL, runs = 0) => {
  const root = await signInFormLoad(baseURL, '/');
  const login = await signInFormLoad(baseURL, '/login');
  const result = { root: { files: root.files, landedOn: root.path }, login: { files: login.files } };
  if (!runs) return result;
  const times = { root: [], login: [] };
  for (let i = 0; i < runs; i += 1) {
    const order = i % 2 ? ['login', 'root'] : ['root', 'login'];
    for (const name of order) times[name].push((await signInFormLoad(baseURL, name === 'root' ? '/' : '/login')).formMs);
  }
  for (const name of ['root', 'login'])
    result[name].form = { status: 'ok', medianMs: round(median(times[name])), runsMs: times[name].map(round) };
  result.ratio = Math.round((result.root.form.medianMs / result.login.form.medianMs) * 100) / 100;
  return result;
};
