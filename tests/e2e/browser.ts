/**
 * Headless Chromium (bench/chromium.mjs finds it) through playwright-core: a fresh profile per context, no outside network.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = 'http://127.0.0.1:4173';
/** The production bundle the tests run against (scripts/e2eBuild.mjs): a folder of its own, not dist/. */
export { E2E_DIST } from '../../scripts/e2eBuild.mjs';
// One list of launch flags for the bench and the tests.
export { CHROMIUM_ARGS, chromiumPath } from '../../bench/chromium.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../../bench/chromium.mjs';

export interface Session {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export const openBrowser = async (viewport = { width: 1366, height: 900 }): Promise<Session> => {
  const profile = mkdtempSync(join(tmpdir(), 'plots-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: await chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
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
    document.addEventListener('securitypolicyviolation', e => w.__cspViolations.push(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'}`));
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15000);
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
};

/**
 * Waits until nothing on the page is moving any more: no CSS transition and no finite CSS
 * animation running (an endless one, a spinner or a progress bar, is a state that a person sees,
 * not a movement that ends). What a person waits for before reading a dialog that fades in or a
 * colour that changes; with reduced motion (above) it holds at once.
 */
export const motionless = async (page: Page): Promise<void> => {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(a => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { polling: 'raf' },
  );
};

/** Signs in through the sign-in page as a person would, and waits for the dashboard. */
/** What the page's Content Security Policy refused since the page was loaded. */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);

export const signIn = async (page: Page, username: string, password = username) => {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/\d+\/dashboard$/);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
};
