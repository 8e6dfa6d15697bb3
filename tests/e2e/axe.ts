/** The accessibility checks of the end-to-end tests (a11y.e2e.ts; the registry's pages in completeness.e2e.ts, ./routes.ts). */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { motionless } from './browser';
import { pageState } from './pages';

/**
 * The serious and critical violations on the page once it has stopped moving (a dialog fading in
 * has half-transparent text: axe would judge a frame of the fade, not what stays on screen), one
 * line each with where they are; `within` (a selector) limits the scan to the part just opened,
 * a menu or a dialog, when the page under it has its own scan.
 */
export const blockingViolations = async (page: Page, within?: string): Promise<string[]> => {
  await motionless(page);
  // Only the violations are reported in full: axe builds a selector for every node of every result
  // type otherwise (the passes of a 25-row list are thousands), the most of a scan's time. And axe
  // runs in the page itself (legacy mode): the default runs each frame apart and finishes in a new
  // blank page, opened and closed per scan — three times as long (a list: 3.0 s against 1.0 s),
  // for frames the console does not have (no iframe: the rich text, the maps and the QR codes are
  // drawn in the page).
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (within) axe.include(within);
  const { violations } = await axe.analyze();
  return violations
    .filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(v => `${v.impact} ${v.id} (${v.help}): ${v.nodes.slice(0, 4).map(n => n.target.join(' ')).join(' | ')}`);
};

export const expectAccessible = async (page: Page, where: string) => {
  expect(await blockingViolations(page), `${where}: axe violations of impact serious or critical`).toEqual([]);
  const { h1 } = await page.evaluate(pageState);
  expect(h1, `${where}: exactly one h1`).toHaveLength(1);
};

