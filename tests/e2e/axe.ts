/** The accessibility checks of the end-to-end tests (a11y.e2e.ts; the registry's pages in completeness.e2e.ts, ./routes.ts). */
import axe, { type AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { motionless } from './browser';
import { pageState } from './pages';

/**
 * axe-core run in the page, as @axe-core/playwright's legacy mode runs it (the same call; that
 * package's configuration only named itself and the same-origin default), but put into the page
 * once per loaded document: that package evaluates axe's 560 kB
 * source into the page twice per scan, and each copy stayed alive (a list scanned eight times: the
 * page's heap 28 → 57 MB; a scan a quarter longer, and the page's garbage collection grew with
 * every scan of the completeness test's one long-lived page).
 */
const axeRun = async (page: Page, within?: string): Promise<AxeResults> => {
  const loaded = await page.evaluate(
    version => (window as unknown as { axe?: { version?: string } }).axe?.version === version,
    axe.version,
  );
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    ({ include }) => (window as unknown as { axe: typeof axe }).axe.run({ include, exclude: [] }, { resultTypes: ['violations'] }),
    { include: within ? [within] : [] },
  );
};

/**
 * The serious and critical violations on the page once it has stopped moving (a dialog fading in
 * has half-transparent text: axe would judge a frame of the fade, not what stays on screen), one
 * line each with where they are; `within` (a selector) limits the scan to the part just opened,
 * a menu or a dialog, when the page under it has its own scan.
 */
export const blockingViolations = async (page: Page, within?: string): Promise<string[]> => {
  await motionless(page);
  // axe runs in the page itself (legacy mode): the console has no iframe (the rich text, the maps and
  // the QR codes are drawn in the page), and running each frame apart then finishing in a new blank
  // page, opened and closed per scan, took three times as long (a list: 3.0 s against 1.0 s). Only
  // the violations are reported in full: axe builds a selector for every node of every result type
  // otherwise (the passes of a 25-row list are thousands), the most of a scan's time.
  const { violations } = await axeRun(page, within);
  return violations
    .filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(
      v =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .slice(0, 4)
          .map(n => n.target.join(' '))
          .join(' | ')}`,
    );
};

export const expectAccessible = async (page: Page, where: string) => {
  expect(await blockingViolations(page), `${where}: axe violations of impact serious or critical`).toEqual([]);
  const { h1 } = await page.evaluate(pageState);
  expect(h1, `${where}: exactly one h1`).toHaveLength(1);
};
