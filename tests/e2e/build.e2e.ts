/**
 * The production build for a real API: no demo code in it, and a first load that stays within
 * its budget: 1.1 × react-admin's own floor, as `npm run bench` last measured it
 * (bench/results/latest.json), else as TOOLCHAIN.md measured it (332 kB gzip).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formLoad } from '../../bench/signInRoot.mjs';
// @ts-expect-error plain ES module without types
import { firstLoad } from '../../scripts/firstLoad.mjs';
import { openBrowser } from './browser';

const OUT = 'dist-api-check';
const BENCH_RESULTS = 'bench/results/latest.json';

/** react-admin's floor in gzip bytes: the bench's measurement when there is one. */
const floorGzip = (): { bytes: number; source: string } => {
  if (existsSync(BENCH_RESULTS)) {
    const measured = (JSON.parse(readFileSync(BENCH_RESULTS, 'utf8')) as { sizes?: { floor?: { gzip?: number } } }).sizes?.floor?.gzip;
    if (typeof measured === 'number' && measured > 0) return { bytes: measured, source: BENCH_RESULTS };
  }
  return { bytes: 332 * 1024, source: 'TOOLCHAIN.md' };
};
const FLOOR = floorGzip();
export const FIRST_LOAD_BUDGET_GZIP = Math.round(FLOOR.bytes * 1.1);

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

  it("keeps the first load within 1.1 × react-admin's floor", () => {
    const { gzip, chunks } = firstLoad(OUT) as { gzip: number; chunks: unknown[] };
    expect(chunks.length).toBeGreaterThan(0);
    console.log(
      `first load: ${(gzip / 1024).toFixed(1)} kB gzip (budget ${(FIRST_LOAD_BUDGET_GZIP / 1024).toFixed(1)} kB = 1.1 × the floor of ${FLOOR.source})`,
    );
    expect(gzip).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_GZIP);
  });
});

/** The scripts of a fresh load of `path` until its sign-in form can be typed in (bench/signInRoot.mjs). */
const beforeTheForm = async (path: string) => {
  const session = await openBrowser();
  try {
    return await formLoad(session.context, session.page, path);
  } finally {
    await session.close();
  }
};

/** The chunk of react-admin's <Admin>, the layout and the registry (src/App.tsx loads src/console.ts, formerly app/OrgAdmin). */
const CONSOLE_CHUNK = /^\/assets\/(console|OrgAdmin)-[\w-]+\.js$/;

describe("the sign-in page at the site's root (issue 41)", () => {
  it('with no session, `/` loads what `/login` loads before the form: no console chunk', async () => {
    const root = await beforeTheForm('/');
    expect(root.path).toBe('/login');
    expect(root.files.length).toBeGreaterThan(0);
    expect(root.files.filter(f => CONSOLE_CHUNK.test(f))).toEqual([]);
    const login = await beforeTheForm('/login');
    expect(login.files.filter(f => CONSOLE_CHUNK.test(f))).toEqual([]);
    expect([...new Set(root.files)].sort()).toEqual([...new Set(login.files)].sort());
  });
});
