/**
 * The foundation in real Chromium against the production build on the embedded demo API:
 * sign in as each demo account, switch organization, full vs reduced menu, a 401 signs out,
 * a typed URL to a forbidden resource or organization is refused, an unknown address is not found
 * inside the layout, changes survive a reload.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { openBrowser, signIn, type Session } from './browser';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

const menu = (s: Session) => s.page.locator('.RaSidebar-fixed');

/** Waits until the locator is visible (fails after the default timeout). */
const shown = (locator: Locator) => locator.waitFor({ state: 'visible' });

describe('sign-in and the organization shell', () => {
  it('/ goes to the sign-in page when signed out, which lists the demo accounts', async () => {
    const { page } = s;
    await page.goto('/');
    await page.waitForURL(/\/login$/);
    await shown(page.getByRole('heading', { name: 'Sign in' }));
    const demo = page.getByRole('table', { name: 'Demo accounts' });
    for (const name of ['admin', 'staff', 'agent']) {
      await shown(demo.getByRole('row', { name: new RegExp(`^${name} ${name} `) }));
    }
  });

  it('a wrong password shows the server message and keeps the username', async () => {
    const { page } = s;
    await page.goto('/login');
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('nope');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid username or password.').waitFor();
    expect(await page.locator('input[name="username"]').inputValue()).toBe('admin');
  });

  it('admin: lands on organization 1 with the full menu, switches to organization 2 with the reduced menu', async () => {
    const { page } = s;
    await signIn(page, 'admin');
    expect(new URL(page.url()).pathname).toBe('/1/dashboard');
    await expect.poll(() => page.getByTestId('org-name').textContent()).toBe('Daga Estates');
    const sidebar = menu(s);
    await sidebar.getByText('Administration').waitFor();
    // The type lists are under Settings, collapsed at first (issue 40); opened, it stays open for this user.
    await sidebar.getByRole('menuitem', { name: 'Settings', exact: true }).click();
    await shown(sidebar.getByRole('menuitem', { name: 'Document Types', exact: true }));
    await shown(sidebar.getByRole('menuitem', { name: 'Customer Document Types', exact: true }));

    // The org 1 list, to compare with org 2 afterwards.
    await sidebar.getByRole('menuitem', { name: 'Document Types', exact: true }).click();
    await page.waitForURL(/\/1\/documenttype/);
    await page.getByText('Loan Sanction Letter').first().waitFor();

    // Switch organization through the user menu.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Green Acres Realty' }).click();
    await page.waitForURL(/\/2\/dashboard$/);
    // The address changes first; the organization's console follows.
    await expect.poll(() => page.getByTestId('org-name').textContent()).toBe('Green Acres Realty');
    await shown(menu(s).getByRole('menuitem', { name: 'Document Types', exact: true }));
    await expect(menu(s).getByRole('menuitem', { name: 'Customer Document Types', exact: true }).count()).resolves.toBe(0);

    // Organization 2's own document types, none of organization 1's.
    await menu(s).getByRole('menuitem', { name: 'Document Types', exact: true }).click();
    await page.waitForURL(/\/2\/documenttype/);
    // The rows with text (not the loading placeholders the table shows first).
    const filled = async () => (await page.locator('tbody tr').allTextContents()).filter(t => t.trim() !== '');
    await expect.poll(async () => (await filled()).length, { timeout: 10000 }).toBeGreaterThan(0);
    expect((await filled()).join(' ')).not.toContain('Loan Sanction Letter');
  });

  it('staff: sees only what the permissions allow; a typed URL to a forbidden resource is refused', async () => {
    const { page } = s;
    await signIn(page, 'staff');
    const sidebar = menu(s);
    // The type lists are under Settings, collapsed at first (issue 40).
    const settings = sidebar.getByRole('menuitem', { name: 'Settings', exact: true });
    if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
    await shown(sidebar.getByRole('menuitem', { name: 'Document Types', exact: true }));
    await expect(sidebar.getByRole('menuitem', { name: 'Customer Document Types', exact: true }).count()).resolves.toBe(0);

    // documenttype.update but no documenttype.delete: rows open the edit form, no bulk selection.
    await sidebar.getByRole('menuitem', { name: 'Document Types', exact: true }).click();
    await page.locator('tbody tr').first().waitFor();
    await expect(page.locator('tbody input[type="checkbox"]').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Create' }).count()).resolves.toBe(0);

    await page.goto('/1/customerdocumenttype');
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    await page.goto('/1/documenttype/create');
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
  });

  it('agent: signs in to its organization', async () => {
    const { page } = s;
    await signIn(page, 'agent');
    expect(new URL(page.url()).pathname).toBe('/1/dashboard');
    await shown(page.getByText('Arun Agent').first());
    await expect(menu(s).getByRole('menuitem', { name: 'Document Types', exact: true }).count()).resolves.toBe(0);
  });

  it('a typed organization the user does not belong to, or an address that names no page, gets a clear page', async () => {
    const { page } = s;
    await signIn(page, 'staff');
    await page.goto('/2/dashboard');
    await page.getByRole('heading', { name: 'Organization not available' }).waitFor();
    // Inside the organization: the not-found page in the layout (the menu is still there).
    await page.goto('/1/nosuchpage');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await shown(page.getByText('There is no page at /1/nosuchpage.'));
    await shown(menu(s).getByRole('menuitem', { name: 'Settings', exact: true }));
    await page.goto('/');
    await page.waitForURL(/\/1\/$/);
  });

  it('a 401 from the API signs the user out to the sign-in page', async () => {
    const { page } = s;
    await signIn(page, 'admin');
    await page.evaluate(() => {
      const key = 'plots-console.session';
      const session = JSON.parse(localStorage.getItem(key)!);
      localStorage.setItem(key, JSON.stringify({ ...session, token: 'expired-token' }));
    });
    await page.goto('/1/documenttype');
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('plots-console.session'))).toBeNull();
  });

  it('a document type created in the browser is still there after a reload', async () => {
    const { page } = s;
    await signIn(page, 'admin', '/1/documenttype/create');
    await page.getByLabel('Name').fill('Encumbrance Certificate 2026');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/1\/documenttype$/);
    await page.getByText('Encumbrance Certificate 2026').waitFor();
    await page.reload();
    await page.getByText('Encumbrance Certificate 2026').waitFor();
  });
});
