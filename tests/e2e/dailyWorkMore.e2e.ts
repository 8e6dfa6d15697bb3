/**
 * A day at the sales office, the rest of issue 40 in real Chromium: after a create that returns to
 * a list, the list opens at its top (app bar, title, filters in view), at 1366 × 900 and on a phone
 * (390 × 844); the empty tables of a record's tabs say there is nothing, without Clear filters;
 * axe is clean on those pages.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoApi as api, openBrowser, signIn, visit, type Session } from './browser';
import { blockingViolations } from './axe';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const SIZES = [
  { name: '1366 × 900', width: 1366, height: 900 },
  { name: '390 × 844', width: 390, height: 844 },
] as const;

/** The list's top is on screen: the page at its top, the app bar's title and the list's toolbar (filters, Create, Export) in the viewport. */
const expectTopInView = async (page: Page, height: number) => {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const title = await page.locator('#react-admin-title').boundingBox();
  expect(title?.y ?? -1).toBeGreaterThanOrEqual(0);
  const toolbar = await page.locator('#main-content .RaList-actions').first().boundingBox();
  expect(toolbar).toBeTruthy();
  expect(toolbar!.y).toBeGreaterThanOrEqual(0);
  expect(toolbar!.y).toBeLessThan(height);
};

describe('after a create that returns to a list (issue 40)', () => {
  for (const size of SIZES) {
    it(`the list opens at its top, not where the form was scrolled to (${size.name})`, async () => {
      s = await openBrowser({ width: size.width, height: size.height });
      const { page } = s;
      // The list first, as a person comes to Create: its rows are then in the cache, and the list
      // is drawn long at once when the save returns to it.
      await signIn(page, 'admin', '/1/customer');
      await page
        .locator(size.width < 600 ? '#main-content .MuiList-root a' : 'tbody tr')
        .first()
        .waitFor();
      await page.locator('#main-content').getByRole('link', { name: 'Create' }).filter({ visible: true }).first().click();
      await page.waitForURL(url => url.pathname === '/1/customer/create');
      await page.getByRole('combobox', { name: 'Honorifics' }).click();
      await page.getByRole('option', { name: 'Mr', exact: true }).click();
      await page.getByRole('combobox', { name: 'Gender' }).click();
      await page.getByRole('option', { name: 'Male', exact: true }).click();
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Scroll Top ${size.width}`);
      await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(`90000${size.width}`.padEnd(10, '7'));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL(url => url.pathname === '/1/customer');
      await page.getByText(`Scroll Top ${size.width}`).first().waitFor();
      await expectTopInView(page, size.height);
      expect(await blockingViolations(page), `the customer list after a create (${size.name})`).toEqual([]);
    });
  }
});

type Rows = { id: number | string; [key: string]: unknown }[];
const rowsOf = (answer: unknown): Rows => (Array.isArray(answer) ? answer : ((answer as { data?: Rows } | null)?.data ?? []));
/** The first of `candidates` whose list at `path(id)` is empty. */
const firstWithout = async (page: Page, candidates: Rows, path: (id: unknown) => string) => {
  for (const c of candidates) if (rowsOf(await api(page, path(c.id))).length === 0) return c;
  throw new Error(`none without rows of ${path('…')}`);
};
/**
 * Opens a page inside the console, as a link would (tests/e2e/browser.ts `visit`: no load of the
 * console again, which was most of this test's time), and waits until its main content shows `text`.
 */
const openShowing = async (page: Page, path: string, text: string) => {
  await visit(page, path);
  await page.locator('#main-content').getByText(text, { exact: true }).first().waitFor({ timeout: 30000 });
};
const clearFilters = (page: Page) => page.locator('#main-content').getByRole('button', { name: 'Clear filters' });

describe("the empty tables of a record's tabs (issue 40)", () => {
  for (const size of SIZES) {
    it(`say there is nothing, offer Clear filters only for a filter the user chose, and pass axe (${size.name})`, async () => {
      s = await openBrowser({ width: size.width, height: size.height });
      const { page } = s;
      // Signed in at a list (not the dashboard and its charts): the pages below are opened inside the console.
      await signIn(page, 'admin', '/1/plotsale');
      // The test data read side by side (each lookup alone is one call after another).
      const [sales, plots, customers, plans] = await Promise.all(
        ['plotsale?page=1&perPage=50', 'plot?page=1&perPage=50', 'customer?page=1&perPage=30', 'plotemi?page=1&perPage=50'].map(
          async path => rowsOf(await api(page, path)),
        ),
      );
      const [instalments, saleStatuses, emiHistory, blockedPlots, statuses] = await Promise.all([
        firstWithout(page, sales, id => `plotsaleinstalment?plotsaleid=${id}&page=1&perPage=1`),
        firstWithout(page, sales, id => `plotsalestatus?sold_plot_id=${id}&page=1&perPage=1`),
        firstWithout(page, plans, id => `plotemi/emihistory?eid=${id}&page=1&perPage=1`),
        firstWithout(page, customers, id => `plot?customer_id=${id}&status=Blocked&page=1&perPage=1`),
        firstWithout(page, plots, id => `plotstatus?plot_id=${id}&page=1&perPage=1`),
      ]);

      // Each page is opened from the page of another resource: another record's page of the same
      // resource keeps the page's root (tests/e2e/completeness.e2e.ts), and the two sales may be one.
      const checks: Array<{ path: string; text: string }> = [
        { path: `/1/plot/${statuses.id}/show/status`, text: 'No status changes yet.' },
        { path: `/1/plotsale/${instalments.id}/show/instalment`, text: 'No instalments yet.' },
        { path: `/1/plotemi/${emiHistory.id}/show/emihistory`, text: 'No EMI has been recorded yet.' },
        { path: `/1/plotsale/${saleStatuses.id}/show/salesstatus`, text: 'No sale status yet.' },
        // Read with the tab's own filter (status Blocked): react-admin offered to clear it.
        { path: `/1/customer/${blockedPlots.id}/show/blockedplot`, text: 'No items found' },
      ];
      for (const { path, text } of checks) {
        await openShowing(page, path, text);
        await page.locator('#main-content').getByRole('status').filter({ hasText: text }).first().waitFor();
        expect(await clearFilters(page).count(), `${path}: no Clear filters`).toBe(0);
        expect(await blockingViolations(page), `${path} (${size.name})`).toEqual([]);
      }

      // A status the user chose, with no row of it: Clear filters clears the choice too.
      let withRows: Rows[number] | undefined;
      for (const p of plots) {
        const history = rowsOf(await api(page, `plotstatus?plot_id=${p.id}&page=1&perPage=30`));
        if (history.length > 0 && !history.some(h => h.status === 'Resale')) {
          withRows = p;
          break;
        }
      }
      expect(withRows, 'a plot with a status history and no Resale in it').toBeTruthy();
      await visit(page, `/1/plot/${withRows!.id}/show/status`);
      await page.locator('#main-content tbody tr').first().waitFor({ timeout: 30000 });
      const choice = page.getByRole('combobox', { name: 'Status' });
      await choice.click();
      await page.getByRole('option', { name: 'Resale' }).click();
      await clearFilters(page).waitFor();
      expect(await blockingViolations(page), `the status history with Clear filters (${size.name})`).toEqual([]);
      await clearFilters(page).click();
      await page.locator('#main-content tbody tr').first().waitFor();
      await expect.poll(() => choice.innerText()).not.toContain('Resale');
    }, 240000);
  }
});
