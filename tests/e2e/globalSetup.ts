/**
 * Builds the production bundle (demo API included, as VITE_API_URL is unset) and serves it with
 * `vite preview` on 127.0.0.1:4173 for the end-to-end tests. E2E_SKIP_BUILD=1 reuses dist/.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

export const E2E_PORT = 4173;
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

export async function setup() {
  // vitest sets NODE_ENV=test, which would make vite build a development bundle.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.VITE_API_URL;
  if (!process.env.E2E_SKIP_BUILD || !existsSync('dist/index.html')) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  preview = spawn('npx', ['vite', 'preview', '--port', String(E2E_PORT), '--strictPort', '--host', '127.0.0.1'], {
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
