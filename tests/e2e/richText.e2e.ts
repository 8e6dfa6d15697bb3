/**
 * Rich text that cannot run code, in real Chromium (issue 14): a blog whose content, and a
 * landmark whose description, carries the payload corpus (tests/fixtures/xssPayloads.ts) runs none
 * of them on its page nor in the editor, a paste of the corpus into the editor runs none either,
 * and the safe formatting survives.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signIn, visit, type Session } from './browser';
import { HOSTILE_CONTENT, VECTORS, XSS_PAYLOADS } from '../fixtures/xssPayloads';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

/** What a payload would have done: set window.__xss, or open a dialog. */
const watchForExecution = (page: Page) => {
  const dialogs: string[] = [];
  page.on('dialog', dialog => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => ({ xss: await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null), dialogs });
};

/** Stores the rich text as the field of the first record of organization 1 through the demo API, as another user could. */
const storeContent = (page: Page, resource: string, field: string, content: string) =>
  page.evaluate(
    async ({ resource, field, content }) => {
      const session = JSON.parse(localStorage.getItem('plots-console.session') ?? 'null');
      const headers = { Accept: 'application/json', Authorization: `Bearer ${session?.token}`, 'X-Organization-Id': '1' };
      const list = await (await fetch(`/api/v1/1/${resource}?perPage=1`, { headers })).json();
      const id = list.data.data[0].id as number;
      const body = new FormData();
      body.append('_method', 'PUT');
      body.append(field, content);
      const saved = await (await fetch(`/api/v1/1/${resource}/${id}`, { method: 'POST', headers, body })).json();
      if (!saved.status) throw new Error(saved.message);
      return id;
    },
    { resource, field, content },
  );

describe('rich text (issue 14)', () => {
  it.each([
    ['blog', 'content'],
    ['locationlandmark', 'description'],
  ])('a hostile %s %s runs nothing on its page nor in the editor, and keeps its formatting', async (resource, field) => {
    const { page } = s;
    const executed = watchForExecution(page);
    // Signed in at a list of another resource, not the dashboard and its charts: the record is opened inside the console.
    await signIn(page, 'admin', '/1/project');
    const id = await storeContent(page, resource, field, HOSTILE_CONTENT);

    await visit(page, `/1/${resource}/${id}/show`);
    const shown = page.locator('.rich-text');
    await shown.getByText('After the payloads').waitFor();
    await page.waitForTimeout(500);
    expect(await shown.locator('strong').first().innerText()).toBe('Bold words');
    expect(await shown.locator('a[href="https://example.com/site-visit"]').count()).toBe(1);
    expect(await shown.innerHTML()).not.toMatch(VECTORS);
    expect(await executed()).toEqual({ xss: null, dialogs: [] });

    await visit(page, `/1/${resource}/${id}`);
    const editor = page.locator('.ProseMirror');
    await editor.getByText('After the payloads').waitFor();
    await page.waitForTimeout(500);
    expect(await editor.innerHTML()).not.toMatch(VECTORS);
    expect(await editor.locator('strong').first().innerText()).toBe('Bold words');
    expect(await executed()).toEqual({ xss: null, dialogs: [] });

    // A paste of the whole corpus.
    await editor.click();
    await page.evaluate(
      html => {
        const data = new DataTransfer();
        data.setData('text/html', html);
        data.setData('text/plain', 'pasted');
        document
          .querySelector('.ProseMirror')!
          .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      `<p>Pasted text</p>${XSS_PAYLOADS.join('')}`,
    );
    await editor.getByText('Pasted text').waitFor();
    await page.waitForTimeout(500);
    expect(await editor.innerHTML()).not.toMatch(VECTORS);
    expect(await executed()).toEqual({ xss: null, dialogs: [] });
  });
});
