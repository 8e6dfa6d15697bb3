/**
 * The axe-core scan of the dashboard and of list, create, edit and show of every resource of the
 * registry, as the admin on the seeded data: no violation of impact serious or critical, exactly
 * one h1 (./axe.ts). In two files of half the pages each (a11y.registry-1/-2.e2e.ts), which the
 * end-to-end step runs side by side with the other files (vitest.e2e.config.ts): one file of all
 * of them was half of the step's time.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectAccessible } from './axe';
import type { Session } from './browser';
import { ORG, Samples, adminBrowser, loadPage, openPage, registryViews } from './pages';

export const scanRegistry = (part: number, parts: number) =>
  describe(`every page of the registry, as the admin, on the seeded data (part ${part} of ${parts})`, () => {
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

    it.each(registryViews().filter((_, i) => i % parts === part - 1))('$resource $view', async ({ resource, view }) => {
      const path = await samples.pathOf(resource, view);
      await openPage(s.page, path);
      await expectAccessible(s.page, path);
    });
  });
