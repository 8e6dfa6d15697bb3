/**
 * Headless Chromium (bench/chromium.mjs finds it) through playwright-core: one browser per worker,
 * a fresh context (its own storage: its own demo data) per session, no outside network.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

import { E2E_PORT } from '../../scripts/e2eBuild.mjs';

export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The production bundle the tests run against (scripts/e2eBuild.mjs): a folder of its own, not dist/. */
export { E2E_DIST } from '../../scripts/e2eBuild.mjs';
// One list of launch flags for the bench and the tests.
export { CHROMIUM_ARGS, chromiumPath } from '../../bench/chromium.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../../bench/chromium.mjs';
import { openPage } from '../../bench/browser.mjs';

export interface Session {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/*
 * The browser of this worker: started on the first session and shared by the files the worker runs
 * (vitest.e2e.config.ts, isolate false); Playwright closes it when the worker exits. A session is a
 * new context of it: its own storage, cookies, cache and service worker, as a new profile had (the
 * demo API seeds itself again in it), without starting Chromium and writing a profile to disk
 * again (the end-to-end step alone: 548 → 456 core-seconds; docs/performance.md, "npm test").
 */
let browser: Promise<Browser> | undefined;
const theBrowser = () =>
  (browser ??= chromiumPath().then(executablePath => chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS })));

export const openBrowser = async (viewport = { width: 1366, height: 900 }): Promise<Session> => {
  const context = await (
    await theBrowser()
  ).newContext({
    viewport,
    baseURL: BASE_URL,
    // As a person who asked their system for less motion: the console then shows dialogs, menus
    // and focus colours at once (src/app/theme.ts), so a check never lands on a frame of a fade.
    reducedMotion: 'reduce',
  });
  // Every page records what its Content Security Policy refused (scripts/csp.mjs; cspViolations).
  await context.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', e =>
      w.__cspViolations.push(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'}`),
    );
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return {
    context,
    page,
    async close() {
      await context.close();
    },
  };
};

/** A fresh session for one check, closed however the check ends. */
export const withBrowser = async <T>(check: (session: Session) => Promise<T>): Promise<T> => {
  const session = await openBrowser();
  try {
    return await check(session);
  } finally {
    await session.close();
  }
};

/**
 * Waits until nothing on the page is moving any more: no CSS transition and no finite CSS
 * animation running (an endless one, a spinner or a progress bar, is a state that a person sees,
 * not a movement that ends). What a person waits for before reading a dialog that fades in or a
 * colour that changes; with reduced motion (above) it holds at once.
 */
export const motionless = async (page: Page): Promise<void> => {
  await page.waitForFunction(
    () => document.getAnimations().every(a => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { polling: 'raf' },
  );
};

/** What the page's Content Security Policy refused since the page was loaded. */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);

/**
 * Signs in through the sign-in page as a person would. Without `at`, from the sign-in page, and
 * waits for the dashboard. With `at` (an address of the console), as a person who follows a link
 * while signed out: the console shows the sign-in page, and once signed in goes on to `at`; waits
 * until it is there (one load of the console, no dashboard on the way).
 */
export const signIn = async (page: Page, username: string, at?: string) => {
  await page.goto(at ?? '/login');
  await page.waitForURL(/\/login$/);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(username);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (at) {
    const target = new URL(at, BASE_URL);
    await page.waitForURL(url => url.pathname === target.pathname && url.search === target.search);
    // The address changes while the sign-in form is still drawn (the console's code loading): a
    // label looked up now could be the form's ("Name" is in "Username"). Wait for the console.
    await page.locator('#main-content').waitFor();
    await page.locator('input[name="username"]').waitFor({ state: 'detached' });
    return;
  }
  await page.waitForURL(/\/\d+\/dashboard$/);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
};

/**
 * Opens `path` inside the running console, as a link would (the bench's openPage: the page's code
 * and its demo data stay, where page.goto loads the console again), and answers once the page that
 * was shown is gone; the caller waits for what it needs of the new one. A full load when no console
 * page is shown yet, or when `path` is the page shown with another query, which the console would
 * draw in the page it shows. Where a test means a typed address or a reload, it uses page.goto or
 * page.reload.
 */
export const visit = async (page: Page, path: string): Promise<void> => {
  const shown = await page.evaluate(() => (document.getElementById('main-content') ? location.pathname : null)).catch(() => null);
  if (!shown || shown === new URL(path, BASE_URL).pathname) {
    await page.goto(path);
    return;
  }
  await openPage(page, path, { until: 'true' });
};

/** A GET of the demo API with the signed-in session (for choosing test data and checking it). */
export const demoApi = <T>(page: Page, path: string) =>
  page.evaluate(async p => {
    const session = JSON.parse(localStorage.getItem('plots-console.session') ?? 'null');
    const res = await fetch(`/api/v1/1/${p}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${session?.token}`, 'X-Organization-Id': '1' },
    });
    return (await res.json()).data;
  }, path) as Promise<T>;
