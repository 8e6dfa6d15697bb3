/**
 * The end-to-end tests' production build, in one place: the demo API included (VITE_API_URL unset),
 * into a folder of its own (dist/ may be rebuilt by `npm run build` or the bench while the tests
 * run). Made by `npm test` beside the type check (scripts/test.mjs), else by the end-to-end
 * step's global setup (tests/e2e/globalSetup.ts).
 */
// E2E_DIST / E2E_PORT in the environment let two end-to-end runs of one machine stand side by side.
export const E2E_DIST = process.env.E2E_DIST || 'dist-e2e';
export const E2E_PORT = Number(process.env.E2E_PORT || 4173);

/** The command, its arguments and its environment (vitest's NODE_ENV=test would build for development). */
export const e2eBuild = () => {
  const env = { ...process.env, NODE_ENV: 'production' };
  delete env.VITE_API_URL;
  return { command: 'npx', args: ['vite', 'build', '--outDir', E2E_DIST, '--emptyOutDir', '--logLevel', 'warn'], env };
};
