import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, chromiumPath } from './bench/chromium.mjs';

/**
 * Component tests in Vitest's browser mode: real headless Chromium (the one bench/chromium.mjs finds
 * for the end-to-end tests: nothing downloaded), real CSS (MUI's Emotion rules in the page), no
 * jsdom and no patched library. `npm run test:browser`; a step of `npm test` (scripts/test.mjs).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/browser/**/*.browser.test.{ts,tsx}'],
    setupFiles: ['tests/browser/setup.ts'],
    testTimeout: 30000,
    browser: {
      enabled: true,
      headless: true,
      // The desktop of the end-to-end tests (tests/e2e/browser.ts), not vitest's phone-sized default.
      viewport: { width: 1366, height: 900 },
      provider: playwright({
        launchOptions: { executablePath: await chromiumPath(), args: CHROMIUM_ARGS },
        // As the end-to-end tests (tests/e2e/browser.ts): the theme then gives transitions no time.
        contextOptions: { reducedMotion: 'reduce' },
      }),
      instances: [{ browser: 'chromium' }],
      // A failure is read from its message and the DOM it prints; no screenshot files in the tree.
      screenshotFailures: false,
    },
  },
});
