import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { LONGEST, sequencerFor } from './tests/sequencer.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30000,
    // One retry: with isolate false, a call still in flight when a test ends can be answered in the
    // next file's test (a known leak, docs/decisions.md "Test retries"); a test failing twice fails.
    retry: 1,
    hookTimeout: 30000,
    pool: 'forks',
    // The files of a worker share its module cache and its jsdom: each file no longer imports the
    // console, msw and jsdom afresh (3–5 s a file), and runs on code the engine has already
    // optimized. What a test may not carry to the next is reset by tests/setup.ts before each test
    // (the demo store, localStorage, msw's handlers, the calls, the timeouts) and by each test's
    // own cleanup. 31 integration files: 5 min 50 s → 3 min 9 s, every test passing.
    isolate: false,
    // vitest leaves a core to its main process (cores − 1: one worker on a 2-core machine); the main
    // process of a jsdom run is nearly idle: two workers took the unit step from 13 min to 10.4 min
    // there (docs/performance.md, "npm test").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The files of a minute or more start first (tests/sequencer.ts), longest first as measured.
    sequence: {
      sequencer: sequencerFor(LONGEST.unit),
    },
  },
});
