import { defineConfig } from 'vitest/config';
import { LONGEST, sequencerFor } from './tests/sequencer.ts';

/** End-to-end tests: real headless Chromium (bench/chromium.mjs finds it) against `vite preview` of the production build. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
    // A poll waits for a page in a real browser: a second (vitest's default) is too little on a
    // busy 2-core machine; 10 s, as the page waits of the suites.
    expect: { poll: { timeout: 10000 } },
    // Two files at a time, each worker with its own browser (a fresh context per session: its own
    // demo data) against the one preview: a page's work is mostly one core of Chromium, so two side by side on 2 cores
    // took the step (build included) from 13 min 12 s to 10 min 35 s here, every file passing
    // (docs/performance.md, "npm test").
    // A second try for a test that timed out under the run's own load (2 Chromiums on 2 cores): a
    // test that fails twice fails the run. As the integration tests (vitest.config.ts).
    retry: 1,
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    // The files of a worker share its modules (Playwright imported once, not once per file: 21 s of
    // imports → 7 s) and its browser (./tests/e2e/browser.ts); each session is a fresh context.
    isolate: false,
    // The files of a minute or more start first (tests/sequencer.ts), longest first as measured.
    sequence: {
      sequencer: sequencerFor(LONGEST.e2e),
    },
  },
});
