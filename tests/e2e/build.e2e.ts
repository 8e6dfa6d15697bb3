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
import { gzipSync } from 'node:zlib';
import { E2E_DIST, openBrowser } from './browser';

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
/** The sign-in page, until its form can be typed in: half the floor (issue 41). */
const SIGN_IN_BUDGET_GZIP = Math.round(FLOOR.bytes * 0.5);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

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

  it("draws the sign-in page from the static first load alone, within 0.5 × react-admin's floor", () => {
    // With nobody signed in, main.tsx draws the sign-in page from what index.html loads (no
    // dynamic import before the form): this static first load is the page's JavaScript.
    const { gzip, chunks } = firstLoad(OUT) as { gzip: number; chunks: { file: string }[] };
    const text = chunks.map(c => readFileSync(join(OUT, c.file.replace(/^\//, '')), 'utf8')).join('\n');
    // The console's machinery is not in it: react-admin's messages' keys, react-router's hooks.
    expect(text).not.toContain('ra.action.');
    expect(text).not.toContain('ra.notification.');
    expect(text).not.toContain('useNavigate');
    console.log(`sign-in page's first load: ${kB(gzip)} gzip (budget ${kB(SIGN_IN_BUDGET_GZIP)} = 0.5 × the floor of ${FLOOR.source})`);
    expect(gzip).toBeLessThanOrEqual(SIGN_IN_BUDGET_GZIP);
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

  it("with no session, the form at `/` and at `/login` is usable within 0.5 × react-admin's floor of JavaScript", async () => {
    for (const path of ['/', '/login']) {
      const { files } = await beforeTheForm(path);
      const gzip = [...new Set(files)].reduce(
        (sum, f) => sum + gzipSync(readFileSync(join(E2E_DIST, f.replace(/^\//, ''))), { level: 9 }).length,
        0,
      );
      console.log(`sign-in at ${path}: ${kB(gzip)} gzip before the form (budget ${kB(SIGN_IN_BUDGET_GZIP)})`);
      expect(files.length).toBeGreaterThan(0);
      expect(gzip).toBeLessThanOrEqual(SIGN_IN_BUDGET_GZIP);
    }
  });

  it("keeps the Sign in button busy until the console shows, while the console's code loads", async () => {
    const session = await openBrowser();
    const { page } = session;
    try {
      // The console's code held back (a slow network): the moment between the click and the console.
      let release!: () => void;
      const held = new Promise<void>(resolve => (release = resolve));
      await page.route(
        url => CONSOLE_CHUNK.test(url.pathname),
        async route => {
          await held;
          await route.continue();
        },
      );
      await page.goto('/login');
      await page.locator('input[name="username"]').fill('admin');
      await page.locator('input[name="password"]').fill('admin');
      await page.getByRole('button', { name: 'Sign in' }).click();
      const busy = page.getByRole('button', { name: 'Signing in' });
      await busy.waitFor();
      expect(await busy.isDisabled()).toBe(true);
      expect(await busy.getAttribute('aria-busy')).toBe('true');
      expect(await page.getByRole('progressbar', { name: 'Signing in' }).isVisible()).toBe(true);
      // Still there a moment later: the wait is visible for as long as it lasts, at the address shown.
      await page.waitForTimeout(500);
      expect(await busy.isDisabled()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/login');
      release();
      await page.waitForURL(/\/1\/dashboard$/);
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      expect(await page.locator('input[name="username"]').count()).toBe(0);
    } finally {
      await session.close();
    }
  });
});
