/**
 * "All" on the plot list in real Chromium (issue 41): the tab froze for minutes drawing every plot.
 * The list draws a window of rows, scrolls to the last plot, and a shift-click selects from the
 * first plot to the last across rows never drawn together.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type Session } from './browser';

const ALL = 1_000_000;

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

describe('"All" on the plot list', () => {
  it('draws rows, scrolls to the last plot and selects across the window', async () => {
    const { page } = s;
    await signIn(page, 'admin', `/1/plot?perPage=${ALL}`);
    const rows = page.locator('tbody tr[data-index]');
    await expect.poll(() => rows.count(), { timeout: 60000 }).toBeGreaterThan(5);
    expect(await rows.count()).toBeLessThan(100);
    const table = page.locator('table').first();
    const rowCount = Number(await table.getAttribute('aria-rowcount'));
    const plots = rowCount - 1;
    expect(plots).toBeGreaterThan(3000);

    // The first plot selected, then the page scrolled to its end: the last plot is drawn.
    await rows.first().getByRole('checkbox').click();
    await expect.poll(() => page.getByText('1 item selected').count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.locator(`tbody tr[aria-rowindex="${rowCount}"]`);
    await last.waitFor({ state: 'visible', timeout: 30000 });
    // The rows between are not drawn (the first stays: it holds the focus, from its checkbox).
    expect(await page.locator('tbody tr[aria-rowindex="500"]').count()).toBe(0);
    expect(await rows.count()).toBeLessThan(100);

    // Shift-click on the last plot: every plot from the first is selected.
    await last.getByRole('checkbox').click({ modifiers: ['Shift'] });
    await expect.poll(() => page.getByText(`${plots} items selected`).count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Delete' }).count()).toBeGreaterThan(0);
  }, 180000);
});
