/**
 * Indian inputs and the Tamil font (issue 39) in real Chromium against the production build, the
 * page's locale en-US (where a native date input reads mm/dd/yyyy): an amount typed 3636000 reads
 * ₹ 36,36,000 and is saved as 3636000; a date typed 05/09/2026 is saved as 2026-09-05 and read back
 * 05/09/2026; a page of the console's CSS with English only fetches no Tamil font, Tamil drawn
 * fetches it and draws letters, not boxes (there and on a console form). Screenshots:
 * /tmp/indian-inputs.png, /tmp/indian-inputs-tamil.png.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL, demoApi, openBrowser, signIn, visit, type Session } from './browser';
import { rowsOf } from '../../bench/browser.mjs';

let s: Session;
let context: BrowserContext;
let page: Page;
beforeEach(async () => {
  s = await openBrowser();
  // A context of the same browser as a person in the United States would have it.
  context = await s.context
    .browser()!
    .newContext({ viewport: { width: 1366, height: 900 }, baseURL: BASE_URL, reducedMotion: 'reduce', locale: 'en-US' });
  page = await context.newPage();
  page.setDefaultTimeout(15000);
});
afterEach(async () => {
  await context.close();
  await s.close();
});

/** The font files the page has fetched so far. */
const fontsFetched = (p: Page) =>
  p.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(e => e.name)
      .filter(name => /\.(woff2?|ttf|otf)(\?|$)/.test(name)),
  );

describe('Indian inputs in an en-US browser', () => {
  it('an amount typed 3636000 reads 36,36,000 and is saved as 3636000; a date typed 05/09/2026 is saved as 2026-09-05', async () => {
    await signIn(page, 'admin');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    const sale = rowsOf(await demoApi<unknown>(page, 'plotsale'))[0] as { id: number };
    await visit(page, `/1/plotsale/${sale.id}`);

    const price = page.getByRole('spinbutton', { name: 'Price' });
    await expect.poll(() => price.inputValue()).not.toBe('');
    await price.click();
    await price.press('ControlOrMeta+a');
    await page.keyboard.type('3636000');
    expect(await price.inputValue()).toBe('36,36,000');
    // The caret after the last digit typed, where the person left it.
    expect(await price.evaluate(el => (el as HTMLInputElement).selectionStart)).toBe('36,36,000'.length);
    // A digit typed in the middle goes where the caret is: 36,36,0|00 + 5 → 3,63,60,500, caret after the 5.
    await price.evaluate(el => (el as HTMLInputElement).setSelectionRange(7, 7));
    await page.keyboard.type('5');
    expect(await price.inputValue()).toBe('3,63,60,500');
    expect(
      await price.evaluate(el => (el as HTMLInputElement).value.slice(0, (el as HTMLInputElement).selectionStart!).replace(/,/g, '')),
    ).toBe('363605');
    await page.keyboard.press('Backspace');
    expect(await price.inputValue()).toBe('36,36,000');

    const due = page.getByRole('textbox', { name: 'Registration Due Date' });
    await due.fill('');
    await due.pressSequentially('31/02/2026');
    await due.blur();
    await page.getByText('There is no such date: 31/02/2026').waitFor();
    await due.fill('');
    await due.pressSequentially('05/09/2026');
    await page.screenshot({ path: '/tmp/indian-inputs.png' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(new RegExp(`/1/plotsale/${sale.id}/show`));
    const saved = (await demoApi<Record<string, unknown>>(page, `plotsale/${sale.id}`)) as Record<string, unknown>;
    expect(Number(saved.price)).toBe(3636000);
    expect(String(saved.registration_due_date).slice(0, 10)).toBe('2026-09-05');

    // Read back day first, whatever the browser's locale (loaded afresh: see the closing note of 27/11).
    await page.goto(`/1/plotsale/${sale.id}`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Registration Due Date' }).inputValue()).toBe('05/09/2026');
    await expect.poll(() => page.getByRole('spinbutton', { name: 'Price' }).inputValue()).toBe('36,36,000');
  });
});

describe('a date and time in an en-US browser', () => {
  it("a notification's Schedule reads day first with am/pm, and 05/12/2026 10:30 am typed is saved as that moment", async () => {
    await signIn(page, 'admin');
    const rows = rowsOf(await demoApi<unknown>(page, 'customernotification?perPage=100')) as Array<Record<string, unknown>>;
    const scheduled = rows.find(r => r.notification_type === 'Scheduled' && r.schedule)!;
    expect(scheduled).toBeTruthy();
    await page.goto(`/1/customernotification/${String(scheduled.id)}`);
    const schedule = page.getByRole('textbox', { name: /^Schedule/ });
    const shown = await page.evaluate(iso => {
      const d = new Date(iso);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${d.getHours() % 12 || 12}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'am' : 'pm'}`;
    }, String(scheduled.schedule));
    await expect.poll(() => schedule.inputValue()).toBe(shown);
    expect(await schedule.getAttribute('placeholder')).toBe('dd/mm/yyyy hh:mm am');
    await schedule.fill('');
    await schedule.pressSequentially('05/12/2026 10:30 am');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const expected = await page.evaluate(() => new Date(2026, 11, 5, 10, 30).toISOString());
    await expect
      .poll(async () =>
        String(((await demoApi<Record<string, unknown>>(page, `customernotification/${String(scheduled.id)}`)) ?? {}).schedule),
      )
      .toBe(expected);
  });
});

describe('the Tamil font', () => {
  /** The width of 'மனை' in a family, drawn in the page (boxes: every letter the same empty square). */
  const widthIn = (p: Page, family: string) =>
    p.evaluate(f => {
      const span = document.createElement('span');
      span.style.cssText = `position:absolute;visibility:hidden;white-space:nowrap;font-size:32px;font-family:${f}`;
      span.textContent = 'மனை';
      document.body.append(span);
      const w = span.getBoundingClientRect().width;
      span.remove();
      return w;
    }, family);
  const NO_TAMIL = '"No Such Font", monospace';

  it('is fetched only once Tamil is drawn, and then draws Tamil letters (not boxes)', async () => {
    const tamilFonts: string[] = [];
    page.on('response', response => {
      if (/noto-sans-tamil/.test(response.url())) tamilFonts.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await signIn(page, 'admin');
    // The console's font stack and its CSS, as the production build ships them.
    const { font, css } = await page.evaluate(() => ({
      font: getComputedStyle(document.body).fontFamily,
      css: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(l => new URL(l.href).pathname),
    }));
    expect(font).toContain('Noto Sans Tamil');
    expect(css.length).toBeGreaterThan(0);

    // A page of this site with the console's CSS and font and English only (₹ and a date included):
    // no font file is fetched. (The console's own pages keep a hidden "தமிழ்" language menu item.)
    await page.goto('/mockServiceWorker.js');
    tamilFonts.length = 0;
    await page.setContent(
      `${css.map(href => `<link rel="stylesheet" href="${href}">`).join('')}<p id="en" style='font-family:${font}'>Plot 12 sold for ₹36,36,000 on 27/11/2026</p>`,
    );
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    expect(tamilFonts).toEqual([]);
    expect(await fontsFetched(page)).toEqual([]);

    // Tamil drawn on it: the regular Tamil subset is fetched, and the letters are drawn in it.
    await page.evaluate(f => {
      const p = document.createElement('p');
      p.style.fontFamily = f;
      p.textContent = 'மனை விற்பனை';
      document.body.append(p);
    }, font);
    await expect.poll(() => tamilFonts.length).toBeGreaterThan(0);
    expect(tamilFonts.every(f => /^200 \/assets\/noto-sans-tamil-tamil-400-normal-[\w-]+\.woff2$/.test(f))).toBe(true);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Tamil"', 'மனை'))).toBe(true);
    expect(Math.abs((await widthIn(page, font)) - (await widthIn(page, NO_TAMIL)))).toBeGreaterThan(1);

    // In the console: a Tamil name typed into a form is drawn in Noto Sans Tamil, not as boxes.
    await page.goto('/1/customer/create');
    const name = page.locator('input[name="name"]');
    await name.fill('மனை விற்பனை');
    const drawn = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        check: document.fonts.check('16px "Noto Sans Tamil"', 'மனை'),
        loaded: [...document.fonts].some(f => f.family.replace(/"/g, '') === 'Noto Sans Tamil' && f.status === 'loaded'),
        inputFont: getComputedStyle(document.querySelector('input[name="name"]')!).fontFamily,
      };
    });
    expect(drawn.check).toBe(true);
    expect(drawn.loaded).toBe(true);
    expect(drawn.inputFont).toContain('Noto Sans Tamil');
    expect(Math.abs((await widthIn(page, drawn.inputFont)) - (await widthIn(page, NO_TAMIL)))).toBeGreaterThan(1);
    await page.screenshot({ path: '/tmp/indian-inputs-tamil.png' });
  });
});
