/**
 * Saved views in real Chromium (issue 19): a list's filters, sort, page size and hidden columns
 * saved under a name survive signing out (which clears react-admin's store) and signing in again,
 * and one click on the view puts them all back.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type Session } from './browser';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

describe('saved views', () => {
  it('a view saved on the plot list survives sign-out and restores the list in one click', async () => {
    const { page } = s;
    const filtered = `/1/plot?${new URLSearchParams({ filter: JSON.stringify({ status: 'Available' }), sort: 'number', order: 'DESC', perPage: '10', page: '1' })}`;
    await signIn(page, 'admin', filtered);
    const views = page.getByRole('region', { name: 'Saved views' });
    await views.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('switch', { name: 'Notes' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('thead th').allInnerTexts()).not.toContain('Notes');
    await views.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByLabel('View name').fill('Available, highest numbers');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // Sign out (react-admin clears its store: the hidden column comes back), then in again.
    await page
      .getByRole('button', { name: /Profile|Admin User/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    await signIn(page, 'admin', '/1/plot');
    await expect.poll(() => page.locator('thead th').allInnerTexts()).toContain('Notes');
    const chip = views.getByRole('button', { name: 'Available, highest numbers' });
    await chip.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toBe(JSON.stringify({ status: 'Available' }));
    const url = new URL(page.url());
    expect([url.searchParams.get('sort'), url.searchParams.get('order'), url.searchParams.get('perPage')]).toEqual([
      'number',
      'DESC',
      '10',
    ]);
    await expect.poll(() => page.locator('thead th').allInnerTexts()).not.toContain('Notes');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
    expect(await chip.getAttribute('aria-pressed')).toBe('true');
  });
});
