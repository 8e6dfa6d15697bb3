/**
 * The dashboard as clean in every state as when drawn (issue 35): an axe scan (./axe.ts) while its
 * body's code loads, while its calls are under way, while the charts' code loads, once drawn,
 * while a filter's new answer loads over the old drawing, and with a section whose call failed.
 * Each state is held still for its scan: the demo API's answers and the code chunks are held back
 * until the test lets them go (./network.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SEED_NOW } from '../../mocks/seed';
import { blockingViolations } from './axe';
import { openBrowser, signIn, type Session } from './browser';
import { controlNetwork, type NetworkControl } from './network';

// As dashboard.e2e.ts: the seed's last 8 days hold data whatever day the tests run.
const NOW = new Date(SEED_NOW.getTime() + 2 * 3600_000);
const SUMMARY = /^1\/dashboard(\?|$)/;
const FILTER = /^1\/dashboard\/filter(\?|$)/;

let s: Session;
let net: NetworkControl;
beforeEach(async () => {
  s = await openBrowser();
  await s.context.clock.install({ time: NOW });
  net = await controlNetwork(s.context);
  // Calls are held as long as the scans take, past the console's 30-second deadline on a busy
  // machine: a longer one, as a deployment may set it (src/api/config.ts).
  await s.context.addInitScript(() => {
    window.__APP_CONFIG__ = { timeoutMs: 600_000 };
  });
});
afterEach(async () => {
  net?.release();
  await s.close();
});

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** No serious or critical violation in the state the page is in (every state is scanned: all are reported at once). */
const scan = async (page: Page, state: string) => expect.soft(await blockingViolations(page), `/1/dashboard ${state}`).toEqual([]);

describe('the dashboard in every loading state', () => {
  it('has no serious or critical axe violation while its code and its calls load, once drawn, while a filter reloads, and with a failed section', async () => {
    const { page } = s;
    await signIn(page, 'admin');

    // Loaded again, everything held: the body's code, the calls, the charts' code.
    const openBody = await net.holdChunks(/^DashboardBody-/);
    const openCharts = await net.holdChunks(/^charts-/);
    net.rule({ path: SUMMARY, hold: true });
    net.rule({ path: FILTER, hold: true });
    await page.goto('/1/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('progressbar', { name: 'Loading the dashboard' }).waitFor();
    expect(await section(page, 'Plot Summary').count(), 'the body is not there yet').toBe(0);
    await scan(page, "while the body's code loads");

    await openBody();
    await section(page, 'Plot Summary').waitFor();
    await expect.poll(() => net.held().length, { message: 'the calls are held' }).toBeGreaterThanOrEqual(4);
    await section(page, 'Ozonetel Calls').getByTestId('section-skeleton').waitFor();
    await scan(page, 'while its calls are under way');

    net.release();
    await expect.poll(() => page.getByTestId('count-customers').innerText()).toMatch(/^\d[\d,]*$/);
    await section(page, 'User Calls').getByRole('row').nth(1).waitFor();
    // The charts' code is still held: their sections show a skeleton in its place.
    await section(page, 'Ozonetel Calls').getByTestId('section-skeleton').waitFor();
    expect(await page.locator('.recharts-surface').count()).toBe(0);
    await scan(page, "while the charts' code loads");

    await openCharts();
    // Drawn once recharts has measured its container: slow on a busy machine.
    await section(page, 'Ozonetel Calls').locator('path.recharts-line-curve').first().waitFor({ state: 'attached', timeout: 30_000 });
    // The charts below the fold load as they are scrolled to (issue 41), kept in view while the
    // sections above grow.
    for (const [name, shape] of [
      ['Plot status', 'path.recharts-area-area'],
      ['Plot Summary', '.recharts-bar-rectangle path'],
    ] as const) {
      await expect
        .poll(
          async () => {
            await section(page, name).evaluate(el => el.scrollIntoView({ block: 'center' }));
            return section(page, name).locator(shape).count();
          },
          { timeout: 20000 },
        )
        .toBeGreaterThan(0);
    }
    await scan(page, 'as drawn');

    // A filter's new answer held: the old drawing stays under a progress bar.
    net.rule({ path: FILTER, hold: true });
    const plotStatus = section(page, 'Plot status');
    await plotStatus.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Sold' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await plotStatus.getByRole('progressbar').waitFor();
    await scan(page, "while a filter's answer loads");
    net.release();
    await plotStatus.getByRole('progressbar').waitFor({ state: 'detached' });

    // A section whose call fails shows the server's message in its place.
    net.rule({ path: FILTER, status: 500, body: { status: false, message: 'The server is busy.', data: null, errors: null } });
    await plotStatus.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Booked' }).click();
    await plotStatus.getByText('The server is busy.').waitFor();
    await scan(page, 'with a failed section');
    // Five scans of a whole page: more than the default minute on a busy 2-core machine.
  }, 150_000);
});
