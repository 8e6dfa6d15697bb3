/**
 * The console in Tamil (issue 39), in Chromium: every route of the specification that the
 * completeness test opens (./routes.ts, CHECKED) is opened for the admin after choosing Tamil, and
 * no English word is left in its chrome (tests/tamilText.ts: data and the words offices keep
 * excepted). Screenshots of a few pages in Tamil go to docs/screenshots/ (for the closing note).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import catalogue from '../../src/app/tamil';
import { ORG, ROUTE_RECORDS, adminBrowser, drawn, openPage, type Samples } from './pages';
import { CHECKED, baseResource } from './routes';
import type { Session } from './browser';
import { englishWords, pageText, wordsOf } from '../tamilText';
import { createSeed } from '../../mocks/seed';
import { DEMO_ACCOUNTS } from '../../mocks/accounts';
// The permission list is the API's (data): the demo's is derived from the registry.
import { permissionGroups } from '../../mocks/handlers/users';

let s: Session;
let samples: Samples;
let data = new Set<string>();

/** The words of the demo store (its seed is the browser's: deterministic) and of what the browser stores: data, not chrome. */
const storedWords = async () =>
  wordsOf([createSeed(), DEMO_ACCOUNTS, permissionGroups(), await s.page.evaluate(() => Object.values(localStorage))]);

const chooseTamil = async () => {
  await s.page.getByRole('button', { name: /சுயவிவரம்|Profile/i }).click();
  await s.page.getByRole('menuitemradio', { name: 'தமிழ்' }).click();
  await s.page.getByRole('heading', { name: 'முகப்பு', level: 1 }).waitFor();
};

beforeAll(async () => {
  ({ session: s, samples } = await adminBrowser());
  await s.page.goto(`/${ORG}/dashboard`);
  await chooseTamil();
  data = await storedWords();
});

afterAll(async () => {
  await s?.close();
});

describe('every route in Tamil', () => {
  const routes = CHECKED.filter(r => r.route !== '/login' && r.route !== '/');
  it.each(routes)('$route', async r => {
    const path = await samples.pathOfRoute(baseResource(r), r.route);
    // As in the completeness test: a route with a record of its own is opened from the dashboard.
    if (ROUTE_RECORDS[r.route]) await openPage(s.page, `/${ORG}/dashboard`, { timeout: 15000, until: drawn });
    await openPage(s.page, path, { timeout: 15000, until: drawn });
    const text = await s.page.evaluate(`(${pageText.toString()})(document.body)`);
    const left = englishWords(String(text), data);
    if (left.length) data = new Set([...data, ...(await storedWords())]);
    expect(englishWords(String(text), data), path).toEqual([]);
  });
});

/** Where the pictures go: docs/screenshots/ when SCREENSHOTS=docs, else a temporary folder. */
const shotsDir = process.env.SCREENSHOTS === 'docs' ? 'docs/screenshots' : tmpdir();
const shot = (name: string) => ({ path: join(shotsDir, `tamil-${name}.png`) });
const ta = (english: string) => catalogue.texts[english] ?? english;

describe('pages in Tamil, pictured', () => {
  it('the dashboard, a list, a form with its errors, the map and a dialog', async () => {
    const { page } = s;
    await openPage(page, `/${ORG}/dashboard`, { timeout: 15000, until: drawn });
    await page.getByRole('heading', { name: 'முகப்பு', level: 1 }).waitFor();
    await page.screenshot(shot('dashboard'));
    // Every menu entry and card label whole: a long Tamil name wraps rather than being cut.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.app-menu-label, [data-testid^="count-"] + p')]
        .filter(el => el.scrollWidth > el.clientWidth + 1)
        .map(el => el.textContent),
    );
    expect(cut).toEqual([]);

    await openPage(page, `/${ORG}/plot`, { timeout: 15000, until: drawn });
    await page.getByRole('heading', { name: ta('Plots'), level: 1 }).waitFor();
    await page.screenshot(shot('plot-list'));

    await openPage(page, `/${ORG}/gift/create`, { timeout: 15000, until: drawn });
    await page.getByRole('button', { name: ta('Save') }).click();
    await page.getByText(ta('Gift name is required')).first().waitFor();
    await page.screenshot(shot('form-errors'));

    // Loaded afresh: the form's "not valid" notification is not the map's.
    await page.goto(`/${ORG}/layout/1/show/map`);
    await page.getByText(ta('Available')).first().waitFor();
    await page.screenshot(shot('map'));

    const gift = await samples.of('gift');
    await openPage(page, `/${ORG}/gift/${gift!.id}`, { timeout: 15000, until: drawn });
    await page.getByRole('button', { name: ta('Delete') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const words = englishWords(String(await dialog.evaluate(`(${pageText.toString()})(document.querySelector('[role=dialog]'))`)), data);
    expect(words).toEqual([]);
    await page.screenshot(shot('dialog'));
    await dialog.getByRole('button', { name: ta('Cancel') }).click();
  });
});
