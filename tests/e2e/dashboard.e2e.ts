/**
 * The dashboard in real Chromium against the production build on the embedded demo API: every
 * chart drawn after sign-in, a filter change redraws its chart, the counts match the totals of the
 * lists they link to, the copy-link button, and recharts kept out of the first load.
 *
 * The browser's clock is set two hours after the seed's "now", so the last 8 days hold the
 * seeded calls, leads and status changes whatever day the tests run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createSeed, SEED_NOW } from '../../mocks/seed';
import { PARTNER_APP_LINKS } from '../../src/features/dashboard/appLinks';
// @ts-expect-error plain ES module without types
import { firstLoad } from '../../scripts/firstLoad.mjs';
import { BASE_URL, E2E_DIST, openBrowser, signIn, type Session } from './browser';
import { registeredNames } from './pages';
import { dashboardScripts, dashboardTables, signedInStorage } from '../../bench/browser.mjs';

const NOW = new Date(SEED_NOW.getTime() + 2 * 3600_000);
/** A class recharts puts on every drawing; absent from the rest of the console. */
const RECHARTS_MARK = 'recharts-surface';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
  await s.context.clock.install({ time: NOW });
});
afterEach(async () => {
  await s.close();
});

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** The registry's chunk (src/resources/index.ts, Vite names it after its folder). */
const REGISTRY_CHUNK = /^\/assets\/resources-[\w-]+\.js$/;

/**
 * The `d` of the drawn shapes matching the selector, once there are `count` of them (at least).
 * The section is kept scrolled into view, as a person does: a chart's code loads only then (issue 41),
 * and the sections above it grow as their answers arrive.
 */
const drawn = async (scope: Locator, selector: string, count = 1): Promise<string[]> => {
  const shapes = scope.locator(selector);
  await expect
    .poll(
      async () => {
        await scope.evaluate(el => el.scrollIntoView({ block: 'center' }));
        return shapes.count();
      },
      { timeout: 20000 },
    )
    .toBeGreaterThanOrEqual(count);
  const ds = await shapes.evaluateAll(els => els.map(el => el.getAttribute('d') ?? ''));
  for (const d of ds) {
    expect(d.length).toBeGreaterThan(10);
    expect(d).not.toContain('NaN');
  }
  return ds;
};

const number = async (locator: Locator) => Number((await locator.textContent())!.replace(/[^\d]/g, ''));

describe('the dashboard', () => {
  it('after sign-in shows every chart drawn, and the tables', async () => {
    const { page } = s;
    await signIn(page, 'admin');
    expect(await drawn(section(page, 'Ozonetel Calls'), 'path.recharts-line-curve', 2)).toHaveLength(2);
    expect((await drawn(section(page, 'Plot Summary'), '.recharts-bar-rectangle path', 4)).length).toBeGreaterThanOrEqual(4);
    expect((await drawn(section(page, 'Leads'), '.recharts-bar-rectangle path')).length).toBeGreaterThan(0);
    expect(await drawn(section(page, 'Plot status'), 'path.recharts-area-area', 3)).toHaveLength(3);
    // Legends and readable axes.
    await section(page, 'Ozonetel Calls').locator('.recharts-legend-item-text', { hasText: 'Outgoing (' }).waitFor();
    await section(page, 'Ozonetel Calls').locator('.recharts-cartesian-axis-tick-value', { hasText: '20 Nov' }).first().waitFor();
    // The tables.
    expect(await section(page, 'User Calls').getByRole('row').count()).toBeGreaterThan(1);
    expect(await section(page, 'Ongoing Products').getByRole('row').count()).toBeGreaterThan(1);
  });

  it('a filter change redraws its chart; the date range redraws every chart', async () => {
    const { page } = s;
    await signIn(page, 'admin');
    const plotStatus = section(page, 'Plot status');
    const before = await drawn(plotStatus, 'path.recharts-area-area', 3);
    await plotStatus.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Sold' }).click();
    await expect.poll(() => plotStatus.locator('path.recharts-area-area').count()).toBe(1);
    const after = await drawn(plotStatus, 'path.recharts-area-area');
    expect(before).not.toContain(after[0]);
    await plotStatus.locator('.recharts-legend-item-text', { hasText: /^Sold \(\d+\)$/ }).waitFor();

    const leads = section(page, 'Leads');
    await leads.getByRole('tab', { name: 'Site Sources' }).click();
    await leads.locator('.recharts-legend-item-text', { hasText: 'DagaSite (' }).waitFor();
    await drawn(leads, '.recharts-bar-rectangle path');

    // Four days instead of eight: four points per line.
    const ozonetel = section(page, 'Ozonetel Calls');
    await page.getByLabel('From').fill('2026-11-17');
    await expect.poll(() => ozonetel.locator('.recharts-line-dots circle').count(), { timeout: 10000 }).toBe(8);
    await drawn(ozonetel, 'path.recharts-line-curve', 2);
    // Plot status kept its filter.
    expect(await plotStatus.locator('path.recharts-area-area').count()).toBe(1);
  });

  it('the counts match the totals of the lists they link to', async () => {
    const { page } = s;
    await signIn(page, 'admin');
    const seed = createSeed({ now: SEED_NOW });
    const org1 = (name: string) => (seed[name] ?? []).filter(r => r.organization_id === 1);
    const expected: Record<string, { count: number; href: string; api: string }> = {
      customers: { count: org1('customer').length, href: '/1/customer', api: '1/customer' },
      giftsend: {
        count: org1('customergift').filter(g => g.gift_status === 'send').length,
        href: `/1/customergift?filter=${encodeURIComponent('{"gift_status":"send"}')}`,
        api: '1/customergift?gift_status=send',
      },
      giftpending: {
        count: org1('customergift').filter(g => g.gift_status === 'notsend').length,
        href: `/1/customergift?filter=${encodeURIComponent('{"gift_status":"notsend"}')}`,
        api: '1/customergift?gift_status=notsend',
      },
      listings: { count: org1('listing').length, href: '/1/listing', api: '1/listing' },
      customerinterest: { count: org1('customerinterest').length, href: '/1/customerinterest', api: '1/customerinterest' },
    };
    // What a list of the console totals, asked of the API as the list asks it (null: that list is not served yet).
    const listTotal = (path: string) =>
      page.evaluate(async p => {
        const session = JSON.parse(localStorage.getItem('plots-console.session')!);
        const sep = p.includes('?') ? '&' : '?';
        const response = await fetch(`/api/v1/${p}${sep}page=1&perPage=1`, {
          headers: { Accept: 'application/json', Authorization: `Bearer ${session.token}`, 'X-Organization-Id': '1' },
        });
        if (response.status === 404) return null;
        const body = await response.json();
        return body.status ? (body.data.total as number) : null;
      }, path);

    const registered = registeredNames();
    for (const [key, want] of Object.entries(expected)) {
      const value = page.getByTestId(`count-${key}`);
      await expect.poll(() => number(value)).toBe(want.count);
      // A card links its list once that list is in the console (RecordLink: no dead ends), else it is text.
      const link = page.locator('a', { has: value });
      if (registered.has(want.href.split(/[/?]/)[2]!)) expect(await link.getAttribute('href')).toBe(want.href);
      else expect(await link.count(), `count-${key} links nowhere while its list is not in the console`).toBe(0);
      const total = await listTotal(want.api);
      if (total !== null) expect(total).toBe(want.count);
    }

    // Plot Summary against the plot list.
    const plots = org1('plot');
    const summary = section(page, 'Plot Summary');
    await drawn(summary, '.recharts-bar-rectangle path');
    await expect.poll(() => number(summary.getByText(/^Total plots: \d+$/))).toBe(plots.length);
    const plotTotal = await listTotal('1/plot');
    expect(plotTotal).toBe(plots.length);
    for (const status of ['Available', 'Sold']) {
      const count = plots.filter(p => p.status === status).length;
      await summary.getByText(`${status} (${count})`).waitFor();
      expect(await listTotal(`1/plot?status=${status}`)).toBe(count);
    }

    // The customers card opens a list that shows the same total once the customer list is served.
    if ((await listTotal('1/customer')) !== null) {
      await page.locator('a', { has: page.getByTestId('count-customers') }).click();
      await page.waitForURL(/\/1\/customer/);
      await page
        .getByText(new RegExp(`of ${expected.customers.count.toLocaleString('en-IN')}\\b`))
        .first()
        .waitFor();
    }
  });

  it('a chart below the fold loads and draws only once it is scrolled to (issue 41)', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 1366, height: 600 });
    await signIn(page, 'admin');
    await section(page, 'User Calls').getByRole('row').nth(1).waitFor();
    const plotStatus = section(page, 'Plot status');
    // Its place waits, empty, and its numbers are already in its table for screen readers.
    await plotStatus.locator('[data-chart-waiting]').waitFor({ state: 'attached' });
    expect(await plotStatus.getByRole('table').count()).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    expect(await plotStatus.locator(`.${RECHARTS_MARK}`).count()).toBe(0);
    expect(await plotStatus.locator('[data-chart-waiting]').count()).toBe(1);
    expect(await drawn(plotStatus, 'path.recharts-area-area', 3)).toHaveLength(3);
    expect(await plotStatus.locator('[data-chart-waiting]').count()).toBe(0);
  });

  it('copy link: Copied, the link in the clipboard, back to Copy link after 4 seconds', async () => {
    const { page, context } = s;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await signIn(page, 'admin');
    const android = section(page, 'Partner App for Android');
    await android.getByRole('button', { name: /^Copy link/ }).click();
    await android.getByRole('button', { name: /^Copied/ }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PARTNER_APP_LINKS[0]!.url);
    await android.getByRole('button', { name: /^Copy link/ }).waitFor({ timeout: 6000 });
  });

  it("draws the cards, the tables and the menu before the registry's declarations are asked for; the menu's icons after (issue 41)", async () => {
    // The bench's own measure: a fresh browser with a session, the scripts asked for by the first
    // frame with the count cards and the tables drawn.
    const files = await dashboardScripts(BASE_URL, await signedInStorage(BASE_URL), dashboardTables);
    if (!Array.isArray(files)) throw new Error(`the dashboard's cards and tables: ${files.notMeasured}`);
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter(f => REGISTRY_CHUNK.test(f))).toEqual([]);
    // The menu is drawn from the registry's index; the declarations, with the icons, come after.
    const { page } = s;
    const asked: string[] = [];
    page.on('request', request => asked.push(new URL(request.url()).pathname));
    await signIn(page, 'admin');
    const plots = page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Plots', exact: true });
    await plots.waitFor();
    await expect.poll(() => plots.locator('svg path').count()).toBeGreaterThan(0);
    expect(asked.some(f => REGISTRY_CHUNK.test(f))).toBe(true);
    await plots.click();
    await page.getByRole('heading', { name: 'Plots', level: 1 }).waitFor();
    // Two browsers (a session stored, then the dashboard opened with it), then this one.
  }, 180000);

  it("opens a list typed in the address, waiting for the registry's declarations: never a page not found (issue 41)", async () => {
    const { page } = s;
    await signIn(page, 'admin');
    await section(page, 'User Calls').getByRole('row').nth(1).waitFor();
    await page.goto('/1/plot');
    await page.getByRole('heading', { name: 'Plots', level: 1 }).waitFor();
    await page.locator('#main-content tbody tr').nth(1).waitFor();
    expect(await page.getByRole('heading', { name: /not found/i }).count()).toBe(0);
    // An address that names no page still says so, once the registry can tell.
    await page.goto('/1/plot-nothing');
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
  });

  it('recharts is not in the first load, nor on the sign-in page; it comes with the dashboard', async () => {
    const { chunks } = firstLoad(E2E_DIST) as { chunks: { file: string }[] };
    for (const chunk of chunks) {
      expect(readFileSync(join(E2E_DIST, chunk.file.replace(/^\//, '')), 'utf8'), chunk.file).not.toContain(RECHARTS_MARK);
    }
    const { page } = s;
    const scripts: string[] = [];
    page.on('response', async response => {
      if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some(text => text.includes(RECHARTS_MARK))).toBe(false);
    await signIn(page, 'admin');
    await drawn(section(page, 'Ozonetel Calls'), 'path.recharts-line-curve', 2);
    expect(scripts.some(text => text.includes(RECHARTS_MARK))).toBe(true);
  });
});
