/**
 * Call history and messages in real Chromium (issue 17): an agent acts on a call from the list
 * (Add Call, DISCONNECT) and the call then shows the action; an administrator, not an agent, has
 * no Action column; a message is sent with a template chosen by keyboard.
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

/** The list's column headers, once its table is drawn (a poll alone gives up after a second). */
const headers = async (s: Session) => {
  await s.page.locator('thead th').first().waitFor();
  return s.page.locator('thead th').allInnerTexts();
};

describe('call history', () => {
  it('an agent disconnects a call from the list; an administrator has no Action column', async () => {
    const { page } = s;
    await signIn(page, 'agent', '/1/callhistory');
    await expect.poll(() => headers(s)).toContain('Action');
    const row = page
      .locator('tbody tr')
      .filter({ has: page.getByRole('button', { name: 'Add Call' }) })
      .first();
    await row.getByRole('button', { name: 'Add Call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Call Action' });
    await dialog.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'DISCONNECT' }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Call action sent.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('tbody tr').filter({ hasText: 'DISCONNECT' }).first().waitFor();

    await s.close();
    s = await openBrowser();
    await signIn(s.page, 'admin', '/1/callhistory');
    await expect.poll(async () => (await headers(s)).length).toBeGreaterThan(3);
    expect(await headers(s)).not.toContain('Action');
  });
});

describe('messages', () => {
  it('sends a message with a template chosen by keyboard', async () => {
    const { page } = s;
    await signIn(page, 'admin', '/1/message');
    await page.locator('tbody tr').first().click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Message' });
    const checked = dialog.getByRole('radio', { checked: true });
    await checked.waitFor();
    const before = await checked.innerText();
    await checked.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.getByRole('radio', { checked: true }).innerText()).not.toBe(before);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Mail sent successfully.').waitFor();
    await dialog.waitFor({ state: 'detached' });
  });
});
