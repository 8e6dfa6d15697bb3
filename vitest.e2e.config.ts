import { defineConfig } from 'vitest/config';

/** End-to-end tests: real Chromium (Debian's) against `vite preview` of the production build. */
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
    fileParallelism: false,
    pool: 'forks',
  },
});
