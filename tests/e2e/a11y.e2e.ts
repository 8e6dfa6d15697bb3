/**
 * Accessibility in Chromium, on the seeded demo data:
 * - an axe-core scan (axe-core run in the page, ./axe.ts) of the sign-in page and its two dialogs —
 *   failing on any violation of impact serious or critical — and exactly one h1 (the dashboard
 *   and the pages of the registry: scanned by completeness.e2e.ts as it opens them, ./routes.ts);
 * - focus is visible on every stop of the keyboard;
 * - the sign-in dialogs, the delete confirmations and the plot status dialogs (menu, customer type,
 *   Booked form) are completed with the keyboard alone, and a list row opens its record with Enter.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/common/messages';
import { openBrowser, type Session } from './browser';
import { blockingViolations, expectAccessible } from './axe';
import { ORG, adminBrowser, loadPage, openPage } from './pages';

interface Focused {
  tag: string;
  role: string | null;
  name: string;
  type: string | null;
  inputName: string | null;
  /** A focus ring (outline), MUI's keyboard focus ripple, or a focused text field. */
  indicated: boolean;
}

const focused = (page: Page): Promise<Focused | null> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const labels = (el as HTMLInputElement).labels;
    const labelled = el.getAttribute('aria-label') ?? (labels && labels[0] ? (labels[0].textContent ?? '') : '');
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role'),
      name: (labelled || el.textContent || '').trim().replace(/\s+/g, ' '),
      type: el.getAttribute('type'),
      inputName: el.getAttribute('name'),
      indicated: outline || !!el.closest('.Mui-focusVisible') || !!el.closest('.Mui-focused'),
    };
  });

/** Presses Tab (or Shift+Tab: `back`) until the focused element matches (the keyboard is the only way there). */
const tabTo = async (page: Page, what: string, match: (f: Focused) => boolean, max = 80, back = false): Promise<Focused> => {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (f && match(f)) return f;
  }
  throw new Error(`${what}: not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
};

/** Past the menu, as a keyboard user does: Skip to content (the page's first stop), then Enter. */
const skipToContent = async (page: Page) => {
  await tabTo(page, "'Skip to content'", f => f.name === 'Skip to content', 3);
  await page.keyboard.press('Enter');
};

/** Every one of the next `stops` Tab stops shows where the focus is. */
const expectVisibleFocus = async (page: Page, stops: number, where: string) => {
  const unseen: string[] = [];
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f && !f.indicated) unseen.push(`${f.tag}${f.role ? `[role=${f.role}]` : ''} "${f.name.slice(0, 40)}"`);
  }
  expect(unseen, `${where}: focused elements without a visible focus indicator`).toEqual([]);
};

const expectFocusOnInput = async (page: Page, name: string) => {
  expect((await focused(page))?.inputName, `the focus is on the field ${name}`).toBe(name);
};

describe('the sign-in page', () => {
  let s: Session;
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(async () => {
    await s?.close();
  });

  const openSignIn = async () => {
    await s.page.goto('/login');
    await s.page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  };

  it('has no serious or critical violation, nor has either of its dialogs', async () => {
    const { page } = s;
    await openSignIn();
    await expectAccessible(page, '/login');
    for (const name of ['New User', 'Forgot Password']) {
      await page.getByRole('button', { name }).click();
      await page.getByRole('dialog', { name }).waitFor();
      expect(await blockingViolations(page), `/login, the ${name} dialog`).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
  });

  it('the scan sees a violation, again on the same page, and only where it is told to look', async () => {
    const { page } = s;
    await openSignIn();
    // A button without a name (critical: button-name), added after a first scan of the same page.
    expect(await blockingViolations(page), 'the page as drawn').toEqual([]);
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.id = 'unnamed-by-test';
      document.body.appendChild(button);
    });
    const found = await blockingViolations(page);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^critical button-name .*#unnamed-by-test/);
    expect(await blockingViolations(page, 'main'), 'a scan limited to the main part').toEqual([]);
    await page.evaluate(() => document.getElementById('unnamed-by-test')?.remove());
  });

  it('shows where the focus is on every stop of the keyboard', async () => {
    await openSignIn();
    await expectVisibleFocus(s.page, 8, '/login');
  });

  it('New User is completed with the keyboard alone', async () => {
    const { page } = s;
    await openSignIn();
    await tabTo(page, "the 'New User' button", f => f.tag === 'button' && f.name === 'New User');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'New User' }).waitFor();
    await expectFocusOnInput(page, 'mobile');
    await page.keyboard.type('9876501234');
    await page.keyboard.press('Tab');
    await expectFocusOnInput(page, 'code');
    await page.keyboard.type('123456');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Set email and password' }).waitFor();
    await expectFocusOnInput(page, 'user_email');
    await page.keyboard.type('keyboard.user@example.com');
    await page.keyboard.press('Tab');
    await expectFocusOnInput(page, 'password');
    await page.keyboard.type('secret1');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText('Your password is set. Sign in with your email and password.').waitFor();
  });

  it('Forgot Password is completed with the keyboard alone; Escape closes it and gives the focus back', async () => {
    const { page } = s;
    await openSignIn();
    await tabTo(page, "the 'Forgot Password' button", f => f.tag === 'button' && f.name === 'Forgot Password');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Forgot Password' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect((await focused(page))?.name, 'the focus is back on the button that opened the dialog').toBe('Forgot Password');

    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Forgot Password' }).waitFor();
    await expectFocusOnInput(page, 'user_email');
    await page.keyboard.type('staff');
    await page.keyboard.press('Enter');
    await page.getByText('Enter the 6-digit code sent for staff.').waitFor();
    await expectFocusOnInput(page, 'code');
    await page.keyboard.type('123456');
    await page.keyboard.press('Enter');
    await page.getByText('Choose your new password.').waitFor();
    await expectFocusOnInput(page, 'new_password');
    await page.keyboard.type('newsecret');
    await page.keyboard.press('Tab');
    await expectFocusOnInput(page, 'confirm_password');
    await page.keyboard.type('newsecret');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText('Your password has been reset. Sign in with the new password.').waitFor();
  });
});

describe('a list with the keyboard', () => {
  let s: Session;
  beforeAll(async () => {
    ({ session: s } = await adminBrowser());
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a list shows where the focus is on every stop of the keyboard', async () => {
    const { page } = s;
    await openPage(page, `/${ORG}/documenttype`);
    await expectVisibleFocus(page, 30, `/${ORG}/documenttype`);
  });
});

describe('confirmations and rows with the keyboard alone', () => {
  let s: Session;
  beforeAll(async () => {
    ({ session: s } = await adminBrowser());
  });
  afterAll(async () => {
    await s?.close();
  });

  const firstRowName = (page: Page) => page.locator('#main-content tbody tr').first().locator('td').nth(1).innerText();

  it('bulk delete: select a row with Space, Delete, confirm with Enter', async () => {
    const { page } = s;
    await openPage(page, `/${ORG}/documenttype`);
    const name = await firstRowName(page);
    await skipToContent(page);
    await tabTo(page, 'the first row checkbox', f => f.type === 'checkbox' && f.name === 'Select this row');
    await page.keyboard.press('Space');
    // The bulk buttons appear above the table: back from the row with Shift+Tab, as a keyboard user goes.
    await tabTo(page, "the bulk 'Delete' button", f => f.tag === 'button' && f.name === 'Delete', 30, true);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: MESSAGES.deleteTitle }).waitFor();
    expect((await focused(page))?.name, 'the focus is on Confirm').toBe('Confirm');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('cell', { name, exact: true }).waitFor({ state: 'detached' });
  });

  it('a row opens its record with Enter; Delete on the form is confirmed with Enter', async () => {
    const { page } = s;
    await loadPage(page, `/${ORG}/documenttype`);
    const name = await firstRowName(page);
    await skipToContent(page);
    await tabTo(page, 'the first row', f => f.tag === 'tr');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/${ORG}/documenttype/\\d+$`));
    const field = page.locator('#main-content input[name="name"]');
    await field.waitFor();
    expect(await field.inputValue()).toBe(name);
    await tabTo(page, "the form's 'Delete' button", f => f.tag === 'button' && f.name === 'Delete');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: MESSAGES.deleteTitle }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/${ORG}/documenttype$`));
    await page.locator('#main-content tbody tr').first().waitFor();
    await page.getByRole('cell', { name, exact: true }).waitFor({ state: 'detached' });
  });
});

/** The menu or dialog open on top of the page (MUI renders each in a modal layer of its own). */
const LAYER = '.MuiModal-root';

describe('the plot status dialogs with the keyboard alone', () => {
  let s: Session;
  beforeAll(async () => {
    ({ session: s } = await adminBrowser());
  });
  afterAll(async () => {
    await s?.close();
  });

  it('books an Available plot: the menu, the customer type, the Booked form with a typed signature; no axe violation on the way', async () => {
    const { page } = s;
    await loadPage(page, `/${ORG}/plot?filter=${encodeURIComponent(JSON.stringify({ status: 'Available' }))}`);
    const isChip = (name: string) => (f: Focused) => f.name === name && (f.tag === 'button' || f.role === 'button');
    await skipToContent(page);
    await tabTo(page, "the first plot's status button", isChip('Available'), 120);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Blocked', 'Booked', 'Sold']);
    expect(await blockingViolations(page, LAYER), 'the status menu').toEqual([]);
    await page.keyboard.press('ArrowDown');
    expect((await focused(page))?.name).toBe('Booked');
    await page.keyboard.press('Enter');

    const types = page.getByRole('dialog', { name: 'Select Customer Type' });
    await types.waitFor();
    // The first type has the keyboard focus, drawn as a grey band: scanned with it, in its final colours.
    await types.locator('.Mui-focusVisible').waitFor();
    expect(await blockingViolations(page, LAYER), 'the customer type dialog').toEqual([]);
    await tabTo(page, "'Other Customer'", isChip('Other Customer'), 10);
    await page.keyboard.press('Enter');

    const form = page.getByRole('dialog', { name: /: Booked$/ });
    await form.waitFor();
    expect(await blockingViolations(page, LAYER), 'the Booked form').toEqual([]);
    await tabTo(page, 'the customer field', f => f.role === 'combobox' && f.tag === 'input', 20);
    await page.keyboard.type('a');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, 'the typed admin signature', f => f.tag === 'input' && /type the admin signature/i.test(f.name), 120);
    await page.keyboard.type('R. Kumar');
    await tabTo(page, "the form's Save button", f => f.tag === 'button' && f.name === 'Save', 60);
    await page.keyboard.press('Enter');
    await page.getByText('Plot booked successfully.').waitFor();
    await form.waitFor({ state: 'detached' });
  });
});

describe('the plot map with the keyboard alone (issue 19)', () => {
  let s: Session;
  beforeAll(async () => {
    ({ session: s } = await adminBrowser());
  });
  afterAll(async () => {
    await s?.close();
  });

  it('tabs into the map, selects an Available plot with the arrows, blocks it from the info strip; no axe violation on the map page', async () => {
    const { page } = s;
    await openPage(page, `/${ORG}/layout/1/show/map`);
    await page.locator('[data-testid="plot-map"][data-ready="true"]').waitFor();
    expect(await blockingViolations(page), 'the map page').toEqual([]);
    // As a keyboard user does: past the menu with Skip to content (the first stop), then to the map.
    await skipToContent(page);
    const map = await tabTo(page, 'the map', f => f.role === 'application', 80);
    expect(map.name).toMatch(/^Plot map of /);
    expect(map.indicated, 'the map shows it has the focus').toBe(true);

    // Arrows until the selected plot is Available (the strip's status button names the status).
    const strip = page.getByRole('region', { name: 'Selected plot' });
    const announcer = page.getByTestId('map-announcer');
    let status = '';
    for (const key of [
      'ArrowRight',
      'ArrowDown',
      'ArrowRight',
      'ArrowDown',
      'ArrowLeft',
      'ArrowDown',
      'ArrowRight',
      'ArrowUp',
      'ArrowRight',
      'ArrowDown',
      'ArrowDown',
      'ArrowRight',
    ]) {
      const before = await page.locator('[data-testid="plot-map"]').getAttribute('data-selected');
      await page.keyboard.press(key);
      await expect.poll(() => page.locator('[data-testid="plot-map"]').getAttribute('data-selected')).not.toBe(before);
      expect(await announcer.innerText()).toMatch(/^Selected: Plot \S+, /);
      status = (
        await strip
          .locator('[aria-haspopup="menu"]')
          .first()
          .innerText()
          .catch(() => '')
      ).trim();
      if (status === 'Available') break;
    }
    expect(status, 'an Available plot reached with the arrows').toBe('Available');
    const number = /^Selected: Plot (\S+?),/.exec(await announcer.innerText())![1]!;
    expect((await focused(page))?.role, 'the focus stays on the map').toBe('application');

    // Enter: the status menu of the info strip; Blocked; the customer; Save.
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect((await focused(page))?.name).toBe('Blocked');
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: `Plot ${number}: Blocked` });
    await form.waitFor();
    await tabTo(page, 'the customer field', f => f.role === 'combobox' && f.tag === 'input', 20);
    await page.keyboard.type('a');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, "the form's Save button", f => f.tag === 'button' && f.name === 'Save', 60);
    await page.keyboard.press('Enter');
    await form.waitFor({ state: 'detached' });
    await strip.getByRole('button', { name: 'Blocked' }).waitFor();
    expect(await blockingViolations(page), 'the map page after the change').toEqual([]);
  });
});

describe('the command palette with the keyboard alone (issue 19)', () => {
  let s: Session;
  beforeAll(async () => {
    ({ session: s } = await adminBrowser());
  });
  afterAll(async () => {
    await s?.close();
  });

  it('Ctrl+K, a plot number, the arrows and Enter open the plot; no axe violation in the palette', async () => {
    const { page } = s;
    await openPage(page, `/${ORG}/documenttype`);
    const plots = (await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('plots-console.session') ?? 'null');
      const res = await fetch('/api/v1/1/plot?perPage=500&showall=true', {
        headers: { Accept: 'application/json', Authorization: `Bearer ${session?.token}`, 'X-Organization-Id': '1' },
      });
      return (await res.json()).data.data;
    })) as Array<{ id: number; number: string }>;
    const plot = plots.find(p => plots.filter(o => String(o.number).includes(String(p.number))).length === 1)!;
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor();
    expect((await focused(page))?.role).toBe('combobox');
    await page.keyboard.type(String(plot.number));
    const option = palette.getByRole('option', { name: new RegExp(`^Plot ${plot.number}( · .+)?\\s*Plots$`) });
    await option.waitFor();
    expect(await blockingViolations(page, LAYER), 'the command palette').toEqual([]);
    for (let i = 0; i < 20 && (await option.getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/${ORG}/plot/${plot.id}/show$`));
    await palette.waitFor({ state: 'detached' });
  });

  it('Ctrl+K and a phone number find the customer, and Enter opens it', async () => {
    const { page } = s;
    // A fresh load (the test before left a plot's page open).
    await loadPage(page, `/${ORG}/documenttype`);
    const customers = (await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('plots-console.session') ?? 'null');
      const res = await fetch('/api/v1/1/customer?perPage=500&showall=1', {
        headers: { Accept: 'application/json', Authorization: `Bearer ${session?.token}`, 'X-Organization-Id': '1' },
      });
      return (await res.json()).data.data;
    })) as Array<{ id: number; name: string; phone: string }>;
    const customer = customers.find(c => String(c.phone ?? '').replace(/\D/g, '').length >= 10)!;
    const digits = String(customer.phone).replace(/\D/g, '').slice(-10);
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor();
    await page.keyboard.type(digits);
    const option = palette.getByRole('option', { name: new RegExp(`^Customer ${customer.name}.*Customers$`) });
    await option.waitFor();
    for (let i = 0; i < 20 && (await option.getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/${ORG}/customer/${customer.id}/show$`));
    await palette.waitFor({ state: 'detached' });
  });
});
