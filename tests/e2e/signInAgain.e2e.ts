/**
 * A 401 in the middle of a save, in real Chromium (issue 35): the save is answered with 401, the
 * console signs the user out, the user signs in again and finds what they typed — on a page form
 * (a plot's notes) and in a dialog (a plot's Blocked dialog: its customer and notes) — and still
 * finds it five seconds later (nothing that arrives after the form takes it away: on the page, a
 * refetch of the record changed meanwhile); then Save saves it. The draft mechanics themselves are proved on
 * every form in jsdom (tests/integration/faultMatrix*.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiGet, rowsOf } from '../../bench/browser.mjs';
import { DRAFT_RESTORED } from '../../src/common/formSafety';
import { openBrowser, signIn, type Session } from './browser';
import { controlNetwork, type NetworkControl } from './network';

let s: Session;
let net: NetworkControl;
beforeEach(async () => {
  s = await openBrowser();
  net = await controlNetwork(s.context);
});
afterEach(async () => {
  net?.release();
  await s.close();
});

const UNAUTHENTICATED = { status: 401, body: { status: false, message: 'Unauthenticated.', data: null, errors: null } };

/** How long the typed value must stay once the form is back (the review found it gone after five seconds). */
const STAYS_MS = 5000;

/** The locator's value stays `value` for `ms`, looked at every 100 ms (a value cleared for a moment fails too). */
const staysFor = async (field: Locator, value: string, ms = STAYS_MS) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    expect(await field.inputValue(), 'the typed value is still there').toBe(value);
    await new Promise(resolve => setTimeout(resolve, 100));
  }
};

/** Signs in again on the sign-in page the 401 led to, as a person types it; the console goes back to `path`. */
const signInAgain = async (page: Page, path: string) => {
  await page.waitForURL(/\/login$/);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const target = new URL(path, 'http://x');
  await page.waitForURL(url => url.pathname === target.pathname && url.search === target.search);
};

interface Plot {
  id: number;
  number: string;
  status: string;
  notes?: string | null;
  price?: number | string | null;
}

/** An update of a record through the demo API (as another user's save), outside the page's forms. */
const apiUpdate = (page: Page, path: string, fields: Record<string, string>): Promise<boolean> =>
  page.evaluate(
    async ({ path, fields }) => {
      const session = JSON.parse(localStorage.getItem('plots-console.session') ?? 'null');
      const body = new FormData();
      for (const [key, value] of Object.entries({ ...fields, _method: 'PUT' })) body.append(key, value);
      const response = await fetch(`/api/v1/1/${path}`, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json', Authorization: `Bearer ${session?.token}`, 'X-Organization-Id': '1' },
      });
      return (await response.json().catch(() => null))?.status === true;
    },
    { path, fields },
  );

const plots = async (page: Page, filter: Record<string, string> = {}): Promise<Plot[]> =>
  rowsOf(await apiGet(page, `plot?${new URLSearchParams({ ...filter, perPage: '5', page: '1' })}`)) as unknown as Plot[];

describe('a 401 in the middle of a save, then signing in again', () => {
  it("a plot's edit form: the notes typed are back, still there five seconds later, and Save saves them", async () => {
    const { page } = s;
    // Signed in on a light page (not the dashboard and its charts), to ask the demo API for a plot.
    await signIn(page, 'admin', '/1/documenttype');
    const plot = (await plots(page))[0]!;
    const path = `/1/plot/${plot.id}`;
    await page.goto(path);
    const number = page.getByLabel('Plot number');
    await expect.poll(() => number.inputValue()).toBe(String(plot.number));
    const notes = page.getByRole('textbox', { name: 'Notes' });
    const probe = `Probe typed before the 401 ${Date.now()}`;
    await notes.fill(probe);

    net.rule({ method: 'POST', path: new RegExp(`^1/plot/${plot.id}$`), times: 1, ...UNAUTHENTICATED });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await signInAgain(page, path);
    await page.getByText(DRAFT_RESTORED).waitFor();
    await expect.poll(() => notes.inputValue()).toBe(probe);
    // The record came back too (not an empty form with the notes).
    expect(await number.inputValue()).toBe(String(plot.number));
    // Meanwhile the record changes on the server and the page fetches it again (the app bar's
    // Refresh): the form takes the new price and keeps the typed notes.
    const price = Number(plot.price ?? 0) + 1000;
    expect(await apiUpdate(page, `plot/${plot.id}`, { number: String(plot.number), price: String(price) })).toBe(true);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect.poll(() => page.getByRole('spinbutton', { name: 'Price' }).inputValue()).toBe(price.toLocaleString('en-IN'));
    await staysFor(notes, probe);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/1\/plot$/);
    const saved = (await apiGet(page, `plot/${plot.id}`)) as Plot;
    expect(saved.notes).toBe(probe);
    expect(Number(saved.price)).toBe(price);
  });

  it("a plot's Blocked dialog: the customer and the notes are back when it is opened again, still there five seconds later, and Save blocks the plot", async () => {
    const { page } = s;
    const path = `/1/plot?filter=${encodeURIComponent(JSON.stringify({ status: 'Available' }))}`;
    await signIn(page, 'admin', path);
    // The list's first plot; found by its number again after signing in.
    const first = page.locator('tbody tr').first();
    await first.getByRole('button', { name: 'Available' }).waitFor({ timeout: 30_000 });
    const number = (await first.locator('td').nth(1).innerText()).trim();
    expect(number).not.toBe('');
    const row = page.locator('tbody tr', { has: page.getByRole('cell', { name: number, exact: true }) });
    const title = `Plot ${number}: Blocked`;
    const openDialog = async () => {
      await row.getByRole('button', { name: 'Available' }).click({ timeout: 30_000 });
      await page.getByRole('menuitem', { name: 'Blocked' }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      return dialog;
    };
    let dialog = await openDialog();
    const customer = dialog.getByRole('combobox', { name: 'Customer' });
    await customer.click();
    await customer.pressSequentially('a');
    const option = page.getByRole('option').first();
    await option.waitFor();
    const customerName = ((await option.innerText()).split(' (')[0] ?? '').trim();
    await option.click();
    const probe = `Blocked for a site visit ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Notes' }).fill(probe);

    net.rule({ method: 'POST', path: /^1\/plotstatus$/, times: 1, ...UNAUTHENTICATED });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await signInAgain(page, path);
    dialog = await openDialog();
    await dialog.getByText(DRAFT_RESTORED).waitFor();
    const notes = dialog.getByRole('textbox', { name: 'Notes' });
    await expect.poll(() => notes.inputValue()).toBe(probe);
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Customer' }).inputValue()).toContain(customerName);
    await staysFor(notes, probe);
    expect(await dialog.getByRole('combobox', { name: 'Customer' }).inputValue()).toContain(customerName);

    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // No longer Available: off the list of Available plots, or shown Blocked until it refreshes.
    await expect.poll(() => row.getByRole('button', { name: 'Available' }).count()).toBe(0);
  });
});
