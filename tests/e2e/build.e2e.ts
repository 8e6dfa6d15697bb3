/**
 * The production build for a real API: no demo code in it, and a first load that stays within
 * its budget (react-admin's own floor is 332 kB gzip, TOOLCHAIN.md; budget 1.1 × that).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { firstLoad } from '../../scripts/firstLoad.mjs';

const OUT = 'dist-api-check';
export const FIRST_LOAD_BUDGET_GZIP = Math.round(332 * 1024 * 1.1);

beforeAll(() => {
  const result = spawnSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, NODE_ENV: 'production', VITE_API_URL: 'https://api.example.test/api/v1' },
    stdio: 'inherit',
  });
  expect(result.status).toBe(0);
}, 120000);

afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe('npm run build with VITE_API_URL set', () => {
  it('carries no mock code', () => {
    const assets = readdirSync(join(OUT, 'assets')).filter(f => f.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(0);
    for (const file of assets) {
      const text = readFileSync(join(OUT, 'assets', file), 'utf8');
      expect(text, file).not.toContain('mockServiceWorker');
      expect(text, file).not.toContain('demo-assets');
      expect(text, file).not.toContain('Daga Nagar');
    }
  });

  it('keeps the first load within 1.1 × react-admin\'s floor', () => {
    const { gzip, chunks } = firstLoad(OUT) as { gzip: number; chunks: unknown[] };
    expect(chunks.length).toBeGreaterThan(0);
    console.log(`first load: ${(gzip / 1024).toFixed(1)} kB gzip (budget ${(FIRST_LOAD_BUDGET_GZIP / 1024).toFixed(1)} kB)`);
    expect(gzip).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_GZIP);
  });
});
