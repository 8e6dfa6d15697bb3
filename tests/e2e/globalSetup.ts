/**
 * Builds the production bundle (demo API included, as VITE_API_URL is unset) into dist-e2e/ and
 * serves it with `vite preview` on 127.0.0.1:4173 for the end-to-end tests. E2E_SKIP_BUILD=1
 * reuses dist-e2e/.
 *
 * A folder of their own: `npm run build` (or the bench) writing dist/ while the tests run would
 * swap the bundle under the open pages, whose next lazy chunk then no longer exists ('Application
 * error' on every page after it).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../bench/chromium.mjs';
import { E2E_DIST, E2E_PORT, e2eBuild } from '../../scripts/e2eBuild.mjs';

export { E2E_PORT };
let preview: ChildProcess | undefined;

const waitFor = async (url: string, ms: number) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise(r => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not answer at ${url}`);
};

/**
 * The browser first: without one, every test would fail with its own stack trace; instead the
 * step fails once, with one line that says why and what to do.
 */
const checkBrowser = async () => {
  try {
    const { path } = await findChromium();
    const browser = await chromium.launch({ executablePath: path, headless: true, args: CHROMIUM_ARGS });
    await browser.close();
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    const line = `No headless Chromium could start: ${why}. Run \`npm install\` (it brings @sparticuz/chromium) or set CHROMIUM_PATH to a Chrome/Chromium.`;
    console.error(`\n${line}\n`);
    const failure = new Error(line);
    failure.stack = line;
    throw failure;
  }
};

/** Another run's preview on the port would answer for this one, with another build: refuse it in one line. */
const checkPortFree = async () => {
  const taken = await fetch(`http://127.0.0.1:${E2E_PORT}/login`).then(
    () => true,
    () => false,
  );
  if (taken) {
    const line = `Port ${E2E_PORT} already answers (another end-to-end run, or a preview left running): stop it first, or its build would be tested instead of this one.`;
    console.error(`\n${line}\n`);
    const failure = new Error(line);
    failure.stack = line;
    throw failure;
  }
};

export async function setup() {
  await checkPortFree();
  await checkBrowser();
  const { command, args, env } = e2eBuild();
  if (!process.env.E2E_SKIP_BUILD || !existsSync(`${E2E_DIST}/index.html`)) {
    const build = spawnSync(command, args, { stdio: 'inherit', env });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  preview = spawn('npx', ['vite', 'preview', '--outDir', E2E_DIST, '--port', String(E2E_PORT), '--strictPort', '--host', '127.0.0.1'], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(`http://127.0.0.1:${E2E_PORT}/login`, 30000);
}

export async function teardown() {
  if (preview?.pid) {
    try {
      process.kill(-preview.pid, 'SIGTERM');
    } catch {
      preview.kill('SIGTERM');
    }
  }
}
