/**
 * The end-to-end tests' production build, in one place: the demo API included (VITE_API_URL unset),
 * into a folder of its own (dist/ may be rebuilt by `npm run build` or the bench while the tests
 * run). Made by `npm test` beside the type check (scripts/test.mjs), else by the end-to-end
 * step's global setup (tests/e2e/globalSetup.ts).
 */
export const E2E_DIST = 'dist-e2e';

/** The command, its arguments and its environment (vitest's NODE_ENV=test would build for development). */
export const e2eBuild = () => {
  const env = { ...process.env, NODE_ENV: 'production' };
  delete env.VITE_API_URL;
  return { command: 'npx', args: ['vite', 'build', '--outDir', E2E_DIST, '--emptyOutDir', '--logLevel', 'warn'], env };
};
