/**
 * Headless Chromium (bench/chromium.mjs finds it) through playwright-core: a fresh profile per context, no outside network.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = 'http://127.0.0.1:4173';
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

/** Signs in through the sign-in page as a person would, and waits for the dashboard. */
export const signIn = async (page: Page, username: string, password = username) => {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/\d+\/dashboard$/);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
};
