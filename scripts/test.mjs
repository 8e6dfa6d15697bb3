#!/usr/bin/env node
/**
 * `npm test`: the lint (`npm run lint`: ESLint, no warning allowed) and the format check (Prettier), then the unit and integration
 * tests (vitest, jsdom, msw/node) with the type check beside them, then the component tests in
 * Vitest's browser mode (real Chromium, real CSS), then the end-to-end tests
 * (vitest, real Chromium against `vite preview`), then one closing line
 * "tests: N passed, N failed", after the wall time of each step. Exits non-zero when anything failed.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { e2eBuild } from './e2eBuild.mjs';

const out = 'tests/.results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const times = [];
/**
 * A step: its output shown as it runs (not blocking this process: what runs beside it is read
 * meanwhile); `label` names it in the wall time lines (its heading unless given).
 */
const run = (heading, cmd, args, { env = process.env, label = heading } = {}) => {
  console.log(`\n=== ${heading} ===`);
  const started = Date.now();
  return new Promise(resolve => {
    const child = spawn(cmd, args, { stdio: 'inherit', env });
    const done = ok => {
      times.push([label, Date.now() - started]);
      resolve(ok);
    };
    child.on('close', code => done(code === 0));
    child.on('error', () => done(false));
  });
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

/** A command run beside a step, its output kept and printed after that step (not mixed into the step's). */
const beside = (cmd, args, env = process.env) => {
  const started = Date.now();
  let output = '';
  const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', chunk => (output += chunk));
  child.stderr.on('data', chunk => (output += chunk));
  return new Promise(resolve => {
    child.on('close', code => resolve({ ok: code === 0, output, ms: Date.now() - started }));
    child.on('error', error => resolve({ ok: false, output: `${output}${error.message}\n`, ms: Date.now() - started }));
  });
};

// The lint first: its findings head the log. A failed lint fails the run; the tests still run.
const steps = [];
steps.push({
  ok: await run('lint (eslint, no warning allowed)', 'npm', ['run', '--silent', 'lint'], { label: 'lint' }),
  counts: null,
  name: 'lint',
});
steps.push({
  ok: await run('format (prettier --check)', 'npm', ['run', '--silent', 'format:check'], { label: 'format' }),
  counts: null,
  name: 'format',
});

/*
 * The type check and the end-to-end tests' production build (scripts/e2eBuild.mjs) run beside the
 * unit and integration tests: their workers leave a core idle about a tenth of the time (tests
 * waiting on the demo API, a timeout, a poll), and the two fill it instead of taking half a minute
 * of their own before the tests start (docs/performance.md, "npm test"). The end-to-end step then
 * serves the build as it is (E2E_SKIP_BUILD). Both are made from the tree as it is when the tests
 * start; their output is printed after the unit step.
 */
const build = e2eBuild();
const typeCheck = beside('npx', ['tsc', '--noEmit', '-p', '.']);
const e2eBuilt = beside(build.command, build.args, build.env);

const unit = `${out}/unit.json`;
steps.push({
  ok: await run(
    'unit and integration tests (the type check and the end-to-end build beside them)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unit}`],
    { label: 'unit and integration tests' },
  ),
  counts: unit,
});
const checked = await typeCheck;
console.log('\n=== type check (beside the unit and integration tests) ===');
if (checked.output.trim()) console.log(checked.output.trimEnd());
console.log(checked.ok ? 'no type errors' : 'type errors (above)');
times.unshift(['type check (beside the unit tests)', checked.ms]);
steps.push({ ok: checked.ok, counts: null });
const built = await e2eBuilt;
if (built.output.trim()) console.log(built.output.trimEnd());
if (!built.ok) console.log('\nThe end-to-end build beside the unit tests failed: the end-to-end step builds again and reports it.');
// Component tests in Vitest's browser mode (vitest.browser.config.ts: real Chromium, real CSS).
const browserReport = `${out}/browser.json`;
steps.push({
  ok: await run(
    'component tests (browser mode, Chromium)',
    'npx',
    ['vitest', 'run', '-c', 'vitest.browser.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${browserReport}`],
    { label: 'component tests (browser mode)' },
  ),
  counts: browserReport,
});
const e2e = `${out}/e2e.json`;
steps.push({
  ok: await run(
    'end-to-end tests (Chromium)',
    'npx',
    ['vitest', 'run', '-c', 'vitest.e2e.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${e2e}`],
    { env: built.ok ? { ...process.env, E2E_SKIP_BUILD: '1' } : process.env },
  ),
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
  if (!step.ok && step.name) failures.push(`${step.name} (its findings above)`);
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
