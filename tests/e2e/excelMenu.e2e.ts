/**
 * Issue 40 in Chromium against the production build: the customer list exported as a real .xlsx,
 * which the import reads back (its rows reported as customers already, imported when asked); the
 * menu with one current entry and a Settings group remembered across a reload.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type Session } from './browser';
import { readXlsxRows } from '../../src/common/xlsx';
import { CUSTOMER_EXPORT_COLUMNS, CUSTOMER_EXPORT_LABELS, IMPORT_TEXTS } from '../../src/resources/crm/customers/customerListLogic';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

const sidebar = (s: Session) => s.page.locator('.RaSidebar-fixed');

describe('Excel both ways (issue 40)', () => {
  it('exports the brokers as .xlsx and imports the file back: duplicates reported, then imported when asked', async () => {
    const { page } = s;
    await signIn(page, 'admin', `/1/customer?filter=${encodeURIComponent(JSON.stringify({ isbroker: 1 }))}`);
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Customers' });
    await dialog.getByRole('radio', { name: 'Excel (.xlsx)' }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const path = (await download.path())!;
    const [heading, ...rows] = readXlsxRows(new Uint8Array(readFileSync(path)));
    expect(heading).toEqual(CUSTOMER_EXPORT_COLUMNS.map(c => CUSTOMER_EXPORT_LABELS[c]));
    expect(rows.length).toBeGreaterThan(0);

    // The same file, imported back: the preview first, then every row is a customer already.
    await page.getByRole('button', { name: IMPORT_TEXTS.button, exact: true }).click();
    const importDialog = page.getByRole('dialog', { name: IMPORT_TEXTS.title });
    await importDialog.getByRole('button', { name: IMPORT_TEXTS.chooseFile }).waitFor();
    await importDialog.locator('#customer-import-file').setInputFiles({
      name: 'customers.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: readFileSync(path),
    });
    const preview = importDialog.getByRole('table', { name: IMPORT_TEXTS.preview });
    await preview.getByRole('cell', { name: rows[0]![0]!, exact: true }).first().waitFor();
    await importDialog.getByRole('button', { name: IMPORT_TEXTS.button, exact: true }).click();
    await page.getByText(IMPORT_TEXTS.imported(0, rows.length)).waitFor();
    const failed = page.getByRole('dialog', { name: IMPORT_TEXTS.failedRows });
    await failed
      .getByText(/^Already a customer: /)
      .first()
      .waitFor();
    await failed.getByRole('button', { name: 'Close' }).click();

    // "Import them anyway".
    await page.getByRole('button', { name: IMPORT_TEXTS.button, exact: true }).click();
    await importDialog.locator('#customer-import-file').setInputFiles({
      name: 'customers.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: readFileSync(path),
    });
    await importDialog.getByRole('checkbox', { name: IMPORT_TEXTS.importDuplicates }).check();
    await importDialog.getByRole('button', { name: IMPORT_TEXTS.button, exact: true }).click();
    await page.getByText(IMPORT_TEXTS.imported(rows.length, 0)).waitFor();
  });
});

describe('the menu (issue 40)', () => {
  it('one entry is current for the page shown; Settings stays open across a reload', async () => {
    const { page } = s;
    await signIn(page, 'admin', '/1/customerinterest');
    await sidebar(s).getByRole('menuitem', { name: 'Customer Interests', exact: true }).waitFor();
    await expect.poll(() => sidebar(s).locator('[aria-current="page"]').allTextContents()).toEqual(['Customer Interests']);
    expect(await sidebar(s).locator('.RaMenuItemLink-active').count()).toBe(1);
    // Customers is drawn as any other entry: not in the current entry's colour.
    const colour = (name: string) =>
      sidebar(s)
        .getByRole('menuitem', { name, exact: true })
        .evaluate(e => getComputedStyle(e).color);
    expect(await colour('Customers')).toBe(await colour('Plots'));
    expect(await colour('Customer Interests')).not.toBe(await colour('Customers'));

    const settings = sidebar(s).getByRole('menuitem', { name: 'Settings', exact: true });
    expect(await settings.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar(s).getByRole('menuitem', { name: 'Document Types', exact: true }).count()).toBe(0);
    await settings.click();
    await sidebar(s).getByRole('menuitem', { name: 'Document Types', exact: true }).waitFor();
    await page.reload();
    await sidebar(s).getByRole('menuitem', { name: 'Document Types', exact: true }).waitFor();
    expect(await sidebar(s).getByRole('menuitem', { name: 'Settings', exact: true }).getAttribute('aria-expanded')).toBe('true');
  });
});
