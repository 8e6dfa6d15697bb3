/**
 * Plots in real Chromium against the production build on the embedded demo API: a staff member
 * creates a plot, finds it again after a reload, edits it, opens its tabs, exports the filtered
 * list as a file; a user without plot.update sees no edit button and is refused at the typed URL.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type Session } from './browser';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

/** The row of the plot numbered E2E-7. */
const newRow = (s: Session) => s.page.locator('tbody tr', { has: s.page.locator('td:nth-child(2)', { hasText: /^E2E-7$/ }) });

describe('a plot, from creation to export', () => {
  it('creates a plot, finds it after a reload, edits it and opens its tabs', async () => {
    const { page } = s;
    await signIn(page, 'admin');
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Plots', exact: true }).click();
    await page.waitForURL(/\/1\/plot$/);
    await page.getByText(/^1-25 of [\d,]+$/).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(25);

    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/1\/plot\/create$/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Plot number is required').waitFor();

    const layout = page.getByRole('combobox', { name: 'Layout' });
    await layout.click();
    await layout.pressSequentially('Phase 3');
    await page.getByRole('option', { name: 'Daga Nagar Phase 3' }).click();
    await page.getByLabel('Plot number').fill('E2E-7');
    await page.getByLabel('Measurement', { exact: true }).fill('30:50:30:50');
    await page.getByText('Front 30, Left 50, Back 30, Right 50 · about 1,500 Sqft').waitFor();
    await page.getByLabel('Square Feet').fill('1500');
    await page.getByRole('combobox', { name: 'Plot Facing' }).click();
    await page.getByRole('option', { name: 'East', exact: true }).click();
    await page.getByLabel('Corner plot').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/1\/plot$/);
    await page.getByText('Plot created successfully.').waitFor();
    await newRow(s).waitFor();

    // Still there after a reload (the demo store survives it).
    await page.reload();
    const row = newRow(s);
    await row.waitFor();
    await row.getByRole('link', { name: 'Daga Nagar Phase 3' }).waitFor();
    await row.getByText('Created').waitFor(); // no coordinates yet
    await row.getByRole('img', { name: 'Corner plot' }).waitFor();

    // The detail and its tabs.
    await row.locator('td').nth(1).click();
    await page.waitForURL(/\/1\/plot\/\d+\/show$/);
    await page.getByText('30 x 50 x 30 x 50').waitFor();
    await page.getByRole('tab', { name: 'Status' }).click();
    await page.waitForURL(/\/show\/status$/);
    await page.getByText('No status changes yet.').waitFor();
    await page.getByRole('tab', { name: 'Map' }).click();
    await page.waitForURL(/\/show\/map$/);
    await page.locator('[data-testid="plot-map"][data-ready="true"]').waitFor();
    await page.getByRole('tab', { name: 'Sold Detail' }).click();
    await page.waitForURL(/\/show\/custinfo$/);
    await page.getByText('This plot has no sale record.').waitFor();

    // Edit.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/1\/plot\/\d+$/);
    await page.getByLabel('Notes').fill('Site visit planned with the family on Sunday');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/1\/plot$/);
    await page.getByText('Plot updated successfully.').waitFor();
    await newRow(s).getByText('Site visit planned with the family on Sunday').waitFor();
  });

  it('opens the list filtered by layout and status, and exports it as a file', async () => {
    const { page } = s;
    await signIn(page, 'admin', `/1/plot?filter=${encodeURIComponent(JSON.stringify({ lid: 1, status: 'Sold' }))}`);
    // The rows of the filter (the pagination shows once they are there).
    const range = page.getByText(/^1-\d+ of [\d,]+$/);
    await range.waitFor();
    const statuses = await page.locator('tbody tr td:nth-child(8)').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Sold']));
    const total = Number((await range.textContent())!.split(' of ')[1]!.replace(/,/g, ''));

    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export plots' });
    await dialog.getByLabel('All columns').uncheck();
    await dialog.getByLabel('Plot Number').check();
    await dialog.getByLabel('Layout').check();
    await dialog.getByLabel('Status').check();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^plots-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe('Layout,Plot Number,Status');
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every(l => l.startsWith('Daga Nagar Phase 1,') && l.endsWith(',Sold'))).toBe(true);
  });
});

describe('the plot list on a 1366 px screen', () => {
  it('scrolls its 13 columns inside the table, keeping the page and its toolbar on screen', async () => {
    const { page } = s;
    await signIn(page, 'admin', '/1/plot');
    await page.getByText(/^1-25 of [\d,]+$/).waitFor();
    const widths = await page.evaluate(() => {
      const wrapper = document.querySelector('.RaDataTable-tableWrapper')!;
      return {
        page: document.documentElement.scrollWidth,
        screen: window.innerWidth,
        table: wrapper.scrollWidth,
        box: wrapper.clientWidth,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    expect(widths.table).toBeGreaterThan(widths.box);
    const create = await page.getByRole('link', { name: 'Create' }).boundingBox();
    expect(create!.x + create!.width).toBeLessThanOrEqual(widths.screen);
  });
});

describe('plot permissions', () => {
  it('an agent (plot.view, no plot.update) sees no edit button and is refused at the typed edit URL', async () => {
    const { page } = s;
    await signIn(page, 'agent', '/1/plot');
    await page.locator('tbody tr').first().waitFor();
    await page.locator('tbody tr').first().getByRole('link', { name: 'Files' }).waitFor();
    await expect(page.getByRole('link', { name: 'Edit' }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Create' }).count()).resolves.toBe(0);
    await expect(page.locator('tbody input[type="checkbox"]').count()).resolves.toBe(0);
    await page.goto('/1/plot/1');
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    await page.goto('/1/plot/create');
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
  });
});
