/**
 * Documents and folders in real Chromium against the production build on the embedded demo API:
 * inside a project’s Files tab a master member (admin) adds a folder, uploads a file
 * into it, downloads it, assigns it to two plots, moves it, finds all of it again after a reload,
 * and deletes it; a user without project.create sees no Add Folder and is refused at the typed URL.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signIn, type Session } from './browser';

let s: Session;
/** A folder for files picked from the disk, removed after the test. */
let scratch: string | undefined;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

const PROJECT = 1;
const FOLDER = 'E2E Contracts';
const FILE = 'e2e-agreement.txt';
const CONTENT = 'Agreement between the buyer and Daga Estates, signed in Chromium.';

const openFolder = async (page: Page, name: string) => {
  await page.getByRole('button', { name: `Open folder ${name}` }).click();
  await page.getByRole('heading', { name, level: 2 }).waitFor();
};

const pickDocumentType = async (page: Page, name: string) => {
  await page.getByLabel('Document Type').click();
  await page.getByRole('option', { name, exact: true }).click();
};

describe('documents and folders in a project’s Files tab', () => {
  it('adds a folder and a file, downloads it, assigns it to two plots, moves it, survives a reload, deletes it', async () => {
    const { page } = s;
    await signIn(page, 'admin', `/1/project/${PROJECT}/show/document`);
    await page.getByRole('list', { name: 'Folders' }).waitFor();

    // A new folder: refused without a name, then created.
    await page.getByRole('link', { name: 'Add Folder' }).click();
    await page.waitForURL(new RegExp(`/1/document/project/create\\?pid=${PROJECT}&type=project&ftype=folder&parent_id=0$`));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Folder name is required').waitFor();
    await page.getByLabel('Folder Name').fill(FOLDER);
    await pickDocumentType(page, 'Sale Deed');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(new RegExp(`/1/project/${PROJECT}/show/document$`));
    await page.getByText('Folder created successfully.').waitFor();

    // A file uploaded into it; a file that is too large is refused first, before anything is sent.
    await openFolder(page, FOLDER);
    await page.getByRole('link', { name: 'Add File' }).click();
    await page.waitForURL(/\/1\/document\/project\/create\?/);
    const input = page.locator('input[type="file"]');
    // Picked from the disk, as a person would: handed over as bytes, 10 MB take the driver about
    // 15 s on a busy machine (the whole step timeout) before the page even sees the file.
    scratch = mkdtempSync(join(tmpdir(), 'plots-e2e-files-'));
    const huge = join(scratch, 'huge.pdf');
    writeFileSync(huge, Buffer.alloc(10_000_001));
    await input.setInputFiles(huge);
    await pickDocumentType(page, 'Sale Deed');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The file may not be greater than 10,000,000 bytes (10 MB).').waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    await input.setInputFiles({ name: FILE, mimeType: 'text/plain', buffer: Buffer.from(CONTENT) });
    await page.getByText(FILE, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(new RegExp(`/1/project/${PROJECT}/show/document$`));
    await page.getByText('File uploaded successfully.').waitFor();
    // Back in the same folder.
    await page.getByRole('heading', { name: FOLDER, level: 2 }).waitFor();
    await page.getByRole('button', { name: `Download ${FILE}` }).waitFor();

    // Download: fetched with the session's headers and saved with its name.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `Download ${FILE}` }).click()]);
    expect(download.suggestedFilename()).toBe(FILE);
    expect(readFileSync((await download.path())!, 'utf8')).toBe(CONTENT);

    // Assign it to two plots from its detail.
    await page
      .getByRole('row', { name: new RegExp(FILE) })
      .getByText(FILE, { exact: true })
      .first()
      .click();
    await page.waitForURL(/\/1\/document\/project\/\d+\/show$/);
    const detail = new URL(page.url()).pathname;
    await page.getByRole('tab', { name: 'Plots Assigned' }).click();
    await page.getByText('No plots assigned yet').waitFor();
    await page.getByRole('tab', { name: 'Plots Not Assigned' }).click();
    await page.waitForURL(/\/show\/notassigned$/);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    const numbers = [await rows.nth(0).locator('td').nth(1).innerText(), await rows.nth(1).locator('td').nth(1).innerText()];
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Plots assigned successfully.').waitFor();

    // Everything is still there after a reload (a full load of the address: the console and its demo API start afresh).
    await page.goto(`${detail}/assigned`);
    await page.locator('tbody tr').nth(1).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(2);
    for (const n of numbers) await page.locator('tbody').getByRole('link', { name: n, exact: true }).waitFor();
    await page.goto(`/1/project/${PROJECT}/show/document`);
    // The opened folder is remembered, like a list's filters.
    await page.getByRole('heading', { name: FOLDER, level: 2 }).waitFor();
    await page.getByRole('link', { name: '2 plots' }).waitFor();

    // Move it to the default folder Approvals, then delete it there.
    await page
      .getByRole('row', { name: new RegExp(FILE) })
      .getByRole('checkbox')
      .check();
    await page.getByRole('button', { name: 'Move Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Files' });
    await dialog.getByRole('radio', { name: 'Approvals', exact: true }).check();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await page.getByText('Files moved successfully.').waitFor();
    await page.getByText('No items found').waitFor();
    await page.getByRole('button', { name: 'Back to Folder' }).click();
    await openFolder(page, 'Approvals');
    await page.getByRole('button', { name: `Delete ${FILE}` }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Are you sure you want to delete this record').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Record deleted successfully.').waitFor();
    await page.getByRole('button', { name: `Download ${FILE}` }).waitFor({ state: 'detached' });

    // And the empty folder goes too.
    await page.getByRole('button', { name: 'Back to Folder' }).click();
    await page.getByRole('button', { name: `Delete folder ${FOLDER}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Folder deleted successfully.').waitFor();
    await page.getByRole('button', { name: `Open folder ${FOLDER}` }).waitFor({ state: 'detached' });
  });

  it('staff (project.view, no project.create) sees the files without Add Folder and is refused at the typed create URL', async () => {
    const { page } = s;
    await signIn(page, 'staff', `/1/project/${PROJECT}/show/document`);
    await openFolder(page, 'Legal Documents');
    await page
      .getByRole('button', { name: /^Download / })
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: 'Add File' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Back to Folder' }).click();
    await page.getByRole('list', { name: 'Folders' }).waitFor();
    expect(await page.getByRole('link', { name: 'Add Folder' }).count()).toBe(0);
    await page.goto(`/1/document/project/create?pid=${PROJECT}&type=project&ftype=folder&parent_id=0`);
    await page.getByRole('heading', { name: 'Access denied', level: 1 }).waitFor();
  });
});
