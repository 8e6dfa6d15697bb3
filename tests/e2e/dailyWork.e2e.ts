/**
 * A day at the sales office in real Chromium (issue 40): the rich-text editor of a blog is as
 * wide as the form with a usable height; on a phone (390 × 844) a page's title is read whole, not
 * cut to three letters, and a customer's phone is a tel: and a WhatsApp link; after a create the
 * list opens at its top.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser, signIn, type Session } from './browser';
import { blockingViolations } from './axe';

let s: Session | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('the rich-text editor (issue 40)', () => {
  it('is as wide as the form and some lines high, with headings in its toolbar', async () => {
    s = await openBrowser();
    const { page } = s;
    await signIn(page, 'admin', '/1/blog/create');
    const editor = page.locator('.ProseMirror').first();
    await editor.waitFor();
    const title = page.getByLabel('Title', { exact: false }).first();
    const [editorBox, titleBox] = [await editor.boundingBox(), await title.boundingBox()];
    expect(editorBox && titleBox).toBeTruthy();
    // The title input is a full-width text input of the same form.
    expect(editorBox!.width).toBeGreaterThanOrEqual(titleBox!.width * 0.9);
    expect(editorBox!.width).toBeGreaterThan(600);
    expect(editorBox!.height).toBeGreaterThanOrEqual(200);
    await page.getByRole('button', { name: 'Heading 2' }).first().waitFor();
    expect(await blockingViolations(page), 'the blog form with its editor').toEqual([]);
    // A link through the console's dialog, on selected text.
    await editor.click();
    await page.keyboard.type('Plots near the lake');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('button', { name: 'Add a link' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a link' });
    await dialog.getByLabel('URL').fill('https://example.com/lake');
    expect(await blockingViolations(page, '[role="dialog"]'), 'the link dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await editor.locator('a[href="https://example.com/lake"]').waitFor();
  });
});

describe('the phone (390 × 844, issue 40)', () => {
  it("shows a page's title whole and a customer's phone as tel: and WhatsApp links", async () => {
    s = await openBrowser({ width: 390, height: 844 });
    const { page } = s;
    await signIn(page, 'admin', '/1/customerinterest');
    const heading = page.locator('#react-admin-title');
    await expect.poll(() => heading.innerText()).toContain('Customer Interests');
    // Nothing of it is cut: its text fits its box, which is wider than a few letters.
    const fit = await heading.evaluate(el => ({
      width: el.getBoundingClientRect().width,
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
    }));
    expect(fit.scrollWidth).toBeLessThanOrEqual(fit.clientWidth + 1);
    expect(fit.scrollHeight).toBeLessThanOrEqual(fit.clientHeight + 1);
    expect(fit.width).toBeGreaterThan(80);

    await page.goto('/1/customer');
    const call = page.locator('a[href^="tel:+"]').first();
    await call.waitFor();
    expect(await call.getAttribute('href')).toMatch(/^tel:\+\d{11,}$/);
    expect(await page.locator('a[href^="https://wa.me/"]').count()).toBeGreaterThan(0);
    expect(await blockingViolations(page), 'the customer list on a phone').toEqual([]);
  });
});
