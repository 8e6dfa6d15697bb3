/**
 * The browser's Back button and a dirty edit form, in real Chromium (issue 38: the integration
 * test of stale edits opens the form again in a fresh page because a popstate raced the router's
 * blocker there). Back away from a form holding typed input asks first (the unsaved-changes
 * guard); staying keeps every typed value and the page; leaving goes back; Forward onto the form
 * again brings the typed values back as a draft.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoApi, openBrowser, signIn, visit, type Session } from './browser';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

const nameInput = (page: Page) => page.getByRole('textbox', { name: /^Name\b/ }).first();

describe('Back and Forward with a dirty edit form (issue 38)', () => {
  it('Back asks; staying keeps the typed value and the page; leaving goes back; Forward brings the typed value back', async () => {
    const { page } = s;
    await signIn(page, 'admin', '/1/customer');
    const { data } = await demoApi<{ data: Array<{ id: number; name: string }> }>(page, 'customer?page=1&perPage=1');
    const customer = data[0]!;
    const edit = `/1/customer/${customer.id}`;
    await visit(page, edit);
    // The form's first draw under CI's parallel load took over 15 s once (closing note of 27/11).
    await expect.poll(() => nameInput(page).inputValue(), { timeout: 30000 }).toBe(customer.name);
    await nameInput(page).fill('Typed Before Back');

    // Back: the guard asks; the user stays.
    const asked: string[] = [];
    page.once('dialog', dialog => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
    await expect.poll(() => asked).toEqual(['confirm']);
    await expect.poll(() => new URL(page.url()).pathname).toBe(edit);
    await expect.poll(() => nameInput(page).inputValue()).toBe('Typed Before Back');
    // Still a working form: asked again on the next Back, not let through.
    page.once('dialog', dialog => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
    await expect.poll(() => asked).toEqual(['confirm', 'confirm']);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/1/customer');
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    // Forward onto the form: what was typed comes back (the draft of issue 12).
    await page.goForward({ waitUntil: 'commit' });
    await expect.poll(() => new URL(page.url()).pathname).toBe(edit);
    await page.getByText(/^Unsaved changes were restored/).waitFor();
    await expect.poll(() => nameInput(page).inputValue()).toBe('Typed Before Back');
  }, 120000);
});
