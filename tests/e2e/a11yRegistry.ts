/**
 * The axe-core scan of the dashboard and of the list, create, edit and show pages of the registry,
 * as the admin on the seeded data: no violation of impact serious or critical, exactly one h1
 * (./axe.ts). Every hand-written page, and of the declared pages each that brings a feature the
 * pages before it did not have (tests/shapes.ts): the others are drawn by the code those met.
 * `A11Y=full` scans every page of the registry (after a change to the shared building blocks'
 * markup, or the theme). In two files of half the pages each (a11y.registry-1/-2.e2e.ts), which
 * the end-to-end step runs side by side with the other files (vitest.e2e.config.ts).
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectAccessible } from './axe';
import type { Session } from './browser';
import { ORG, Samples, adminBrowser, loadPage, openPage, registryViews } from './pages';
import { firstOfEachShape, viewFeatures } from '../shapes';

const views = registryViews();
const chosen = process.env.A11Y === 'full' ? new Set(views) : firstOfEachShape(views, v => viewFeatures(v.resource, v.view));
/** The pages scanned: in the registry's order. */
const scanned = views.filter(v => chosen.has(v));

export const scanRegistry = (part: number, parts: number) =>
  describe(`the pages of the registry, every shape, as the admin, on the seeded data (part ${part} of ${parts})`, () => {
    let s: Session;
    let samples: Samples;
    beforeAll(async () => {
      ({ session: s, samples } = await adminBrowser());
    });
    afterAll(async () => {
      await s?.close();
    });

    if (part === 1)
      it('the dashboard', async () => {
        await loadPage(s.page, `/${ORG}/dashboard`);
        await expectAccessible(s.page, `/${ORG}/dashboard`);
      });

    it.each(scanned.filter((_, i) => i % parts === part - 1))('$resource $view', async ({ resource, view }) => {
      const path = await samples.pathOf(resource, view);
      await openPage(s.page, path);
      await expectAccessible(s.page, path);
    });
  });
