#!/usr/bin/env node
/**
 * `npm test`: the type check, the unit and integration tests (vitest, jsdom, msw/node) and the
 * end-to-end tests (vitest, real Chromium against `vite preview`), then one closing line
 * "tests: N passed, N failed", after the wall time of each step. Exits non-zero when anything failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { e2eBuild } from './e2eBuild.mjs';

const out = 'tests/.results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const times = [];
const run = (label, cmd, args, env = process.env) => {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  times.push([label, Date.now() - started]);
  return result.status === 0;
};
const clock = ms => `${Math.floor(ms / 60000)} min ${String(Math.round((ms % 60000) / 1000)).padStart(2, '0')} s`;
const began = Date.now();

const counts = file => {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const failures = [];
    for (const result of report.testResults ?? []) {
      const name = String(result.name ?? '').replace(process.cwd() + '/', '');
      const tests = (result.assertionResults ?? []).filter(t => t.status === 'failed');
      for (const t of tests) failures.push(`${name} > ${t.fullName ?? t.title}`);
      if (!tests.length && result.status === 'failed') failures.push(`${name} (${String(result.message ?? 'failed').split('\n')[0]})`);
    }
    return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, failures };
  } catch {
    return { passed: 0, failed: 1, failures: [`${file}: no report`] };
  }
};

/*
 * The end-to-end tests' production build (scripts/e2eBuild.mjs) is made beside the type check: tsc
 * keeps one core busy, the build uses the other, and the end-to-end step then serves it as it is
 * (E2E_SKIP_BUILD). Built from the tree as it is when the tests start.
 */
const build = e2eBuild();
const e2eBuilt = new Promise(resolve => {
  const child = spawn(build.command, build.args, { stdio: 'inherit', env: build.env });
  child.on('close', code => resolve(code === 0));
  child.on('error', () => resolve(false));
});

const steps = [];
steps.push({ ok: run('type check (and the end-to-end build beside it)', 'npx', ['tsc', '--noEmit', '-p', '.']), counts: null });
const built = await e2eBuilt;
// The step's time is until both are done.
times[0][1] = Date.now() - began;
if (!built) console.log('\nThe end-to-end build beside the type check failed: the end-to-end step builds again and reports it.');
const unit = `${out}/unit.json`;
steps.push({
  ok: run('unit and integration tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unit}`]),
  counts: unit,
});
const e2e = `${out}/e2e.json`;
steps.push({
  ok: run('end-to-end tests (Chromium)', 'npx', [
    'vitest',
    'run',
    '-c',
    'vitest.e2e.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${e2e}`,
  ], built ? { ...process.env, E2E_SKIP_BUILD: '1' } : process.env),
  counts: e2e,
});

let passed = 0;
let failed = 0;
const failures = [];
for (const step of steps) {
  if (step.counts) {
    const c = counts(step.counts);
    passed += c.passed;
    failed += c.failed;
    failures.push(...c.failures);
  }
  if (!step.ok && (!step.counts || counts(step.counts).failed === 0)) failed += 1;
}
console.log('\nwall time (this machine: ' + os.cpus().length + ' cores)');
for (const [label, ms] of times) console.log(`  ${label.padEnd(48)} ${clock(ms)}`);
console.log(`  ${'total'.padEnd(48)} ${clock(Date.now() - began)}`);
if (failures.length) {
  // Named again at the very end, where a CI log's tail shows them.
  console.log('\nfailed:');
  for (const line of failures) console.log(`  ${line}`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && steps.every(s => s.ok) ? 0 : 1);
