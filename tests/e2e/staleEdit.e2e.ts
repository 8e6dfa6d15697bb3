/**
 * Edits that cannot overwrite silently (issue 38) in real Chromium: two pages of one browser (one
 * context: one localStorage, one demo store) edit the same customer. The first saves; the second
 * page's save is stopped and shows both versions. "Take theirs" puts the saved record in the form
 * with the typed value kept (one click brings it back); after the first page saves once more,
 * "Save mine over it" saves the second page's value over it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signIn, visit, type Session } from './browser';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

const STORE_KEY = 'plots-console.demo-db.v2';
const STALE_TITLE = 'Changed by someone else since you opened it';

/** The customer's name in the stored demo store (the one every page of the browser shares). */
const storedName = (page: Page, id: number) =>
  page.evaluate(
    ([key, customerId]) => {
      const saved = JSON.parse(localStorage.getItem(key as string) ?? '{}') as {
        tables?: Record<string, { upsert: Array<{ id: number; name?: string }> }>;
      };
      return saved.tables?.customer?.upsert.find(c => c.id === customerId)?.name ?? null;
    },
    [STORE_KEY, id] as const,
  );

const nameInput = (page: Page) => page.getByRole('textbox', { name: /^Name\b/ }).first();

/** Types a new name into the open edit form (once it shows the record) and presses Save. */
const saveName = async (page: Page, name: string) => {
  const input = nameInput(page);
  await expect.poll(() => input.inputValue()).not.toBe('');
  await input.fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
};

/** The comparison's line of a field: label, their value, the user's value. */
const lineOf = (page: Page, field: string) =>
  page
    .getByRole('dialog', { name: STALE_TITLE })
    .locator(`tr[data-field="${field}"]`)
    .locator('th, td')
    .allInnerTexts()
    .then(cells => cells.map(c => c.trim()));

describe('two pages edit one customer (issue 38)', () => {
  it('the second save is stopped and shows both versions; take theirs and save mine over it both work', async () => {
    const { context, page: first } = s;
    await signIn(first, 'admin', '/1/customer');
    const { id } = await first.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('plots-console.session') ?? '{}') as { token?: string };
      const response = await fetch('/api/v1/1/customer?page=1&perPage=1', {
        headers: { Accept: 'application/json', Authorization: `Bearer ${session.token}`, 'X-Organization-Id': '1' },
      });
      return ((await response.json()) as { data: { data: Array<{ id: number }> } }).data.data[0]!;
    });
    expect(id).toBeGreaterThan(0);
    const edit = `/1/customer/${id}`;
    await visit(first, edit);
    await expect.poll(() => nameInput(first).inputValue()).not.toBe('');

    // The second agent: another page of the same browser, signed in already, the same form open.
    const second = await context.newPage();
    second.setDefaultTimeout(15000);
    await second.goto(edit);
    await expect.poll(() => nameInput(second).inputValue()).not.toBe('');

    await saveName(first, 'Saved By First');
    await expect.poll(() => storedName(first, id)).toBe('Saved By First');

    // The second page's save is stopped: both versions, nothing saved, nothing typed lost.
    await saveName(second, 'Typed By Second');
    await second.getByRole('dialog', { name: STALE_TITLE }).waitFor();
    expect(await lineOf(second, 'name')).toEqual(['Name', 'Saved By First', 'Typed By Second']);
    expect(await storedName(second, id)).toBe('Saved By First');

    // Take theirs: the form shows the saved record; the typed value is a draft, one click brings it back.
    await second.getByRole('button', { name: 'Take theirs' }).click();
    await expect.poll(() => nameInput(second).inputValue()).toBe('Saved By First');
    await second.getByText('Your changes are kept as a draft.').waitFor();
    await second.getByRole('button', { name: 'Restore my changes' }).click();
    await expect.poll(() => nameInput(second).inputValue()).toBe('Typed By Second');

    // The first page saves again meanwhile: the second page's save is stopped once more.
    await visit(first, edit);
    // One user in one browser: the form offers the second page's draft (issue 12); this agent discards it.
    await first.getByText(/^Unsaved changes were restored/).waitFor();
    await first.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => nameInput(first).inputValue()).toBe('Saved By First');
    await saveName(first, 'Saved Again By First');
    await expect.poll(() => storedName(first, id)).toBe('Saved Again By First');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    await second.getByRole('dialog', { name: STALE_TITLE }).waitFor();
    expect(await lineOf(second, 'name')).toEqual(['Name', 'Saved Again By First', 'Typed By Second']);

    // Save mine over it: saved from the current version.
    await second.getByRole('button', { name: 'Save mine over it' }).click();
    await expect.poll(() => storedName(second, id)).toBe('Typed By Second');
    await expect.poll(() => second.getByRole('dialog', { name: STALE_TITLE }).count()).toBe(0);
  }, 180000);
});
