/**
 * The screenshots of issue 40 (docs/screenshots/): the layout map with its legend at 1366 × 900,
 * the phone's plot list and layout map at 390 × 844. Against a production build served by
 * `npx vite preview` (SHOT_URL, default http://127.0.0.1:4323):
 *   NODE_ENV=production npx vite build --outDir /tmp/dist-shot
 *   npx vite preview --outDir /tmp/dist-shot --port 4323 --strictPort --host 127.0.0.1 &
 *   node scripts/mapScreenshots.mjs
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../bench/chromium.mjs';

const BASE = process.env.SHOT_URL ?? 'http://127.0.0.1:4323';
const OUT = new URL('../docs/screenshots/', import.meta.url).pathname;

const signIn = async (page, at) => {
  await page.goto(`${BASE}${at}`);
  await page.waitForURL(/\/login$/);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(url => url.pathname === at);
};

const mapReady = async page => {
  await page.locator('[data-testid="plot-map"][data-ready="true"]').waitFor();
  await page.locator('[data-testid="plot-map"] [data-scene="ready"][data-image="loaded"]').waitFor({ timeout: 30000 });
  await page.waitForTimeout(500);
};

const { path } = await findChromium();
const browser = await chromium.launch({ executablePath: path, headless: true, args: CHROMIUM_ARGS });
try {
  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
  const page = await desk.newPage();
  page.setDefaultTimeout(30000);
  await signIn(page, '/1/layout/1/show/map');
  await mapReady(page);
  await page.screenshot({ path: `${OUT}map-legend-1366.png` });
  await desk.close();

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    reducedMotion: 'reduce',
  });
  const p = await phone.newPage();
  p.setDefaultTimeout(30000);
  await signIn(p, '/1/plot');
  await p.locator('#main-content li, #main-content tbody tr').first().waitFor();
  await p.waitForTimeout(500);
  await p.screenshot({ path: `${OUT}phone-plot-list-390.png` });
  await p.goto(`${BASE}/1/layout/1/show/map`);
  await mapReady(p);
  const box = await p.locator('[data-testid="plot-map"] canvas').first().boundingBox();
  if (box) await p.touchscreen.tap(box.x + box.width * 0.5, box.y + Math.min(box.height, 500) * 0.5);
  await p.waitForTimeout(700);
  await p.screenshot({ path: `${OUT}phone-layout-map-390.png` });
  await phone.close();
} finally {
  await browser.close();
}
