import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30000,
    hookTimeout: 30000,
    pool: 'forks',
    // vitest leaves a core to its main process (cores − 1: one worker on a 2-core machine); the main
    // process of a jsdom run is nearly idle: two workers took the unit step from 13 min to 10.4 min
    // there (docs/performance.md, "npm test").
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
