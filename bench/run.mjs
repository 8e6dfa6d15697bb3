#!/usr/bin/env node
/**
 * `npm run bench`: builds the console for production (for a real API, and with the demo API),
 * builds react-admin's own floor (bench/floor) in the same run, and measures
 *   - first-load JavaScript: the static first load CI checks, and what the sign-in page and the
 *     dashboard really load, raw and gzip, each as a ratio of the floor;
 *   - every lazy chunk, the largest named;
 *   - timings in headless Chromium against `vite preview` of the demo build, each the median
 *     of BENCH_RUNS (≥ 5) runs after a warm-up run: sign-in → dashboard (two moments: the count
 *     cards and tables drawn, then the charts), the plot list with 25 and with 100 rows side by
 *     side with the floor's list (bench/floor/list: the same rows as plain react-admin, served
 *     by the same preview under /floor-list/) and their ratio, a project's show page, and the
 *     plot map (first draw and zoom/pan frame times on the 2,000-plot layout).
 * Prints the figures and writes them to bench/results/bench-<time>.json and latest.json.
 * Timings are printed, never asserted. docs/performance.md explains every figure.
 *
 * Environment: BENCH_RUNS (default 5, at least 5), BENCH_PORT (default 4273), CHROMIUM_PATH,
 * BENCH_SKIP_TIMINGS=1 (sizes only), BENCH_SKIP_LIGHTHOUSE=1 (no Lighthouse step; it serves the
 * real-API build on BENCH_PORT + 1), BENCH_LIGHTHOUSE_RUNS (default 3), BENCH_ONLY=lighthouse (that step
 * alone after the builds and sizes; BENCH_ONLY otherwise names timing parts, bench/browser.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoad } from '../scripts/firstLoad.mjs';
import { chromiumPath, measureFirstLoads, measureTimings } from './browser.mjs';
import { lighthouseMedian } from './lighthouse.mjs';
import { measureSignInAtRoot } from './signInRoot.mjs';
import { BuildSizes, kB } from './sizes.mjs';
import { bigListLines } from './bigLists.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(ROOT, 'bench/results');
const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 5) || 5);
const PORT = Number(process.env.BENCH_PORT ?? 4273);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The budget of the first load, as a multiple of the floor (the issue's target). */
export const BUDGET_RATIO = 1.1;

const OUT = {
  floor: join(ROOT, 'dist-bench-floor'),
  api: join(ROOT, 'dist-bench-api'),
  demo: join(ROOT, 'dist-bench-demo'),
};

const log = message => console.log(`[bench] ${message}`);

const build = (label, args, extraEnv = {}) => {
  log(`building ${label} …`);
  const env = { ...process.env, NODE_ENV: 'production', ...extraEnv };
  if (!('VITE_API_URL' in extraEnv)) delete env.VITE_API_URL;
  const started = Date.now();
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build of ${label} failed`);
  return Date.now() - started;
};

const git = args => {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
};

/**
 * How many resources the registry declares: the entries of RESOURCES in src/resources/index.ts,
 * where a spread list (`...BESPOKE`, `...SCHEMAS.map(…)`) counts its own entries, found in that
 * file or in the file it is imported from.
 */
const registeredResources = () => {
  const file = join(ROOT, 'src/resources/index.ts');
  const text = readFileSync(file, 'utf8');
  const entries = list =>
    list
      .split(',')
      .map(e => e.trim())
      .filter(Boolean);
  const arrayIn = (source, name) => new RegExp(`\\b${name}\\b[^=;\\n]*=\\s*\\[([\\s\\S]*?)\\]`).exec(source)?.[1] ?? null;
  const count = (source, sourceFile, name, depth = 0) => {
    const list = arrayIn(source, name);
    if (list === null || depth > 3) return 0;
    return entries(list).reduce((n, entry) => {
      const spread = /^\.\.\.(\w+)/.exec(entry)?.[1];
      if (!spread) return n + 1;
      if (arrayIn(source, spread) !== null) return n + count(source, sourceFile, spread, depth + 1);
      const from = new RegExp(`import\\s*{[^}]*\\b${spread}\\b[^}]*}\\s*from\\s*['"]([^'"]+)['"]`).exec(source)?.[1];
      const other =
        from && [`${from}.ts`, `${from}.tsx`, `${from}/index.ts`].map(f => join(dirname(sourceFile), f)).find(f => existsSync(f));
      return n + (other ? count(readFileSync(other, 'utf8'), other, spread, depth + 1) : 0);
    }, 0);
  };
  return count(text, file, 'RESOURCES');
};

const answers = async url => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

/** Serves a build (the demo build on BENCH_PORT unless told; the real-API build for Lighthouse). */
const startPreview = async ({ outDir = OUT.demo, port = PORT, apiUrl } = {}) => {
  const BASE_URL = `http://127.0.0.1:${port}`;
  // Several people share this machine: never time somebody else's server.
  if (await answers(`${BASE_URL}/login`)) throw new Error(`port ${port} is taken (another bench running?): set BENCH_PORT`);
  const env = { ...process.env, NODE_ENV: 'production' };
  delete env.VITE_API_URL;
  if (apiUrl) env.VITE_API_URL = apiUrl; // the preview's Content Security Policy names the API
  const child = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
    detached: true,
  });
  const signal = name => {
    try {
      process.kill(-child.pid, name);
      return true;
    } catch {
      return false; // already gone
    }
  };
  /** Stops the whole process group (npx, sh, vite), by force after 3 s. */
  const stop = async () => {
    if (!signal('SIGTERM')) return;
    for (let i = 0; i < 30; i += 1) {
      await new Promise(r => setTimeout(r, 100));
      if (!signal(0)) return;
    }
    signal('SIGKILL');
  };
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await answers(`${BASE_URL}/login`)) return stop;
    await new Promise(r => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`vite preview did not answer at ${BASE_URL} (is port ${port} taken? set BENCH_PORT)`);
};

const withRatio = (figure, floorGzip) => ({ ...figure, ratio: Math.round((figure.gzip / floorGzip) * 1000) / 1000 });

/** The scripts a page loaded, without the chunks only the demo API needs. */
const pageFigure = (sizes, files, floorGzip) => {
  if (!Array.isArray(files)) return files;
  const demoOnly = sizes.demoOnly();
  const { raw, gzip, chunks } = sizes.total(files.map(f => f.replace(/^\//, '')).filter(f => !demoOnly.has(f)));
  return withRatio({ raw, gzip, chunks: chunks.map(c => ({ name: c.name, gzip: c.gzip })) }, floorGzip);
};

const fmtSize = f => (f.notMeasured ? `not measured — ${f.notMeasured}` : `${kB(f.raw)} kB raw, ${kB(f.gzip)} kB gzip`);
const fmtTiming = t =>
  !t
    ? 'not measured (BENCH_ONLY)'
    : t.status === 'ok'
      ? `${t.medianMs} ms (runs: ${t.runsMs.join(', ')})`
      : `${t.status}${t.reason ? ` — ${t.reason}` : ''}`;

const fmtRatio = r => (r?.ratio != null ? `${r.ratio} × (median of the pairs' own ratios: ${r.pairedRatioMedian} ×; target ≤ 1.0 ×)` : '—');

const print = r => {
  const { sizes, timings, machine } = r;
  const lines = [
    '',
    `Bench ${r.date}  commit ${r.commit ?? '?'}${r.dirty ? ' (uncommitted changes)' : ''}`,
    `Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, load ${machine.loadAverage.join(' ')}, node ${machine.node}, ${machine.chromium ?? 'Chromium ?'}`,
    `Registered resources: ${r.resources}`,
    '',
    'First-load JavaScript (gzip level 9; ratio = gzip / floor gzip)',
    `  react-admin floor (bench/floor)       ${fmtSize(sizes.floor)}`,
    `  console, static first load (CI)       ${fmtSize(sizes.firstLoad)}  ratio ${sizes.firstLoad.ratio}  budget ${kB(sizes.firstLoad.budgetGzip)} kB gzip: ${sizes.firstLoad.withinBudget ? 'within' : 'OVER'}`,
  ];
  if (sizes.signIn) lines.push(`  sign-in page, as loaded               ${fmtSize(sizes.signIn)}  ratio ${sizes.signIn.ratio}`);
  lines.push(...signInRootLines(r));
  const ratioOf = f => (f.notMeasured ? '' : `  ratio ${f.ratio}`);
  if (sizes.dashboard) lines.push(`  dashboard, as loaded                  ${fmtSize(sizes.dashboard)}${ratioOf(sizes.dashboard)}`);
  if (sizes.dashboardTables)
    lines.push(
      `    … until its cards and tables        ${fmtSize(sizes.dashboardTables)}${ratioOf(sizes.dashboardTables)}  (target ≤ 1.0)`,
    );
  lines.push(
    '',
    `Lazy chunks: ${sizes.lazyChunks.length}, ${kB(sizes.lazyChunks.reduce((s, c) => s + c.gzip, 0))} kB gzip in all; largest: ${sizes.largestLazyChunk ? `${sizes.largestLazyChunk.name} (${kB(sizes.largestLazyChunk.gzip)} kB gzip)` : '—'}`,
    ...sizes.lazyChunks
      .slice(0, 10)
      .map(c => `  ${String(kB(c.gzip)).padStart(7)} kB gzip  ${String(kB(c.raw)).padStart(7)} kB raw  ${c.name}`),
  );
  if (sizes.lazyChunks.length > 10) lines.push(`  … ${sizes.lazyChunks.length - 10} more in the JSON`);
  if (timings) {
    lines.push('', `Timings: median of ${r.runs} runs after a warm-up, headless Chromium, ${machine.cores} cores`);
    lines.push(`  sign-in → dashboard, charts drawn     ${fmtTiming(timings.signInToDashboard)}`);
    lines.push(`  sign-in → dashboard, cards + tables   ${fmtTiming(timings.signInToDashboardTables)}`);
    if (timings.signInToDashboardTables?.status === 'ok' && timings.floorList25?.status === 'ok') {
      const x = Math.round((timings.signInToDashboardTables.medianMs / timings.floorList25.medianMs) * 100) / 100;
      lines.push(`    cards + tables ÷ floor list 25 rows ${x} × (target ≤ 1.0 ×, issue 41)`);
    }
    lines.push(`  plot list, 25 rows                    ${fmtTiming(timings.plotList25)}`);
    lines.push(`    floor list (plain react-admin), 25  ${fmtTiming(timings.floorList25)}`);
    lines.push(`    ratio console ÷ floor, 25 rows      ${fmtRatio(timings.plotListRatio25)}`);
    lines.push(`  plot list, 100 rows                   ${fmtTiming(timings.plotList100)}`);
    lines.push(`    floor list (plain react-admin), 100 ${fmtTiming(timings.floorList100)}`);
    lines.push(`    ratio console ÷ floor, 100 rows     ${fmtRatio(timings.plotListRatio100)}`);
    for (const [key, label] of [
      ['customerList', 'customer list, 20 rows'],
      ['leadList', 'lead list, 20 rows'],
    ]) {
      lines.push(`  ${label.padEnd(37)} ${fmtTiming(timings[key])}`);
      lines.push(`    floor list (plain react-admin), 20  ${fmtTiming(timings[`${key}Floor`])}`);
      lines.push(`    ratio console ÷ floor, 20 rows      ${fmtRatio(timings[`${key}Ratio`] ?? {})}`);
    }
    lines.push(`  project show page                     ${fmtTiming(timings.projectShow)}`);
    const d = timings.plotMapFirstDraw ?? { status: 'not measured (BENCH_ONLY)' };
    lines.push(
      `  plot map, Map tab → all plots drawn   ${fmtTiming(d)}${
        d.status === 'ok' ? `; ${d.layout?.plots ?? '?'} plots; the map's own count from its mount: ${d.mapOwnMedianMs} ms` : ''
      }`,
    );
    const f = timings.plotMapZoomPanFrames ?? d;
    lines.push(
      `  plot map, zoom/pan frames             ${
        f.status === 'ok'
          ? `zoom step ${f.zoomStepMedianMs} ms (longest ${f.zoomStepLongestMs}); pan frames median ${f.panFrameMedianMs} ms, p95 ${f.panFrameP95Ms} ms, longest ${f.panFrameLongestMs} ms, ${f.panFramesOver16_7Ms} of ${f.panFrames} over a 60 Hz frame; the map's longest own draw ${f.mapDrawLongestMs} ms${
              f.refreshPanFrames
                ? `\n  plot map, pan with a live refresh      pan frames median ${f.refreshPanFrameMedianMs} ms, p95 ${f.refreshPanFrameP95Ms} ms, longest ${f.refreshPanFrameLongestMs} ms, ${f.refreshPanFramesOver16_7Ms} of ${f.refreshPanFrames} over a 60 Hz frame; a refresh asked during each drag, applied after it in ${f.refreshPanLanded} of ${f.refreshPanRuns} (longest frame then ${f.refreshApplyFrameLongestMs} ms); the map's longest own draw ${f.refreshPanDrawLongestMs} ms`
                : ''
            }`
          : `${f.status}${f.reason ? ` — ${f.reason}` : ''}`
      }`,
    );
  }
  lines.push(...lighthouseLines(r));
  if (timings) lines.push(...bigListLines(timings));
  console.log(lines.join('\n'));
};

/** Issue 41: the sign-in page at the site's root and at /login (bench/signInRoot.mjs). */
const signInRootLines = r => {
  const { signInRoot, signInLogin } = r.sizes;
  if (!signInRoot || !signInLogin) return [];
  const form = r.signInForm;
  const lines = [
    `  sign-in at / (no session), form usable ${fmtSize(signInRoot)}  ratio ${signInRoot.ratio}  (target ≤ 0.5)`,
    `  sign-in at /login, form usable        ${fmtSize(signInLogin)}  ratio ${signInLogin.ratio}  (target ≤ 0.5)`,
  ];
  if (form?.root)
    lines.push(
      `    form usable, from the navigation    at / ${fmtTiming(form.root)}; at /login ${fmtTiming(form.login)}; / ÷ /login ${form.ratio} ×`,
    );
  return lines;
};

/** Issue 41: Lighthouse's mobile scores of the sign-in page (bench/lighthouse.mjs). */
const lighthouseLines = r => {
  if (!r.lighthouse) return [];
  const one = (label, x, target) =>
    x.error
      ? `  ${label} failed — ${x.error}`
      : `  ${label} performance ${x.performance} (target ≥ ${target}), accessibility ${x.accessibility} (target 100); FCP ${x.fcpMs} ms, LCP ${x.lcpMs} ms, TBT ${x.tbtMs} ms, SI ${x.speedIndexMs} ms, CLS ${Math.round((x.cls ?? 0) * 1000) / 1000}; runs ${x.runs.map(y => y.performance).join(', ')}${x.accessibilityFailing.length ? `; failing: ${x.accessibilityFailing.join('; ')}` : ''}${x.opportunities.length ? `; opportunities: ${x.opportunities.join(', ')}` : ''}`;
  return [
    '',
    `Lighthouse ${r.lighthouse.demo?.lighthouse ?? ''} mobile (default emulation and simulated throttling), the sign-in page, median of ${r.lighthouse.runs} by performance`,
    one('real-API build /login ', r.lighthouse.api ?? { error: 'not run' }, 95),
    one('demo build /login     ', r.lighthouse.demo, 90),
  ];
};

const main = async () => {
  const started = new Date();
  const result = {
    date: started.toISOString(),
    commit: git(['rev-parse', '--short', 'HEAD']),
    dirty: (git(['status', '--porcelain']) ?? '') !== '',
    runs: RUNS,
    resources: registeredResources(),
    machine: {
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      loadAverage: os.loadavg().map(l => Math.round(l * 100) / 100),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      chromium: spawnSync(await chromiumPath(), ['--version'], { encoding: 'utf8' }).stdout?.trim() || null,
    },
    builds: {},
    sizes: {},
    timings: null,
  };

  result.builds.floorMs = build('react-admin floor (bench/floor)', ['-c', 'bench/floor/vite.config.mjs'], {
    BENCH_FLOOR_OUT: OUT.floor,
  });
  result.builds.apiMs = build('the console for a real API', ['--outDir', OUT.api, '--emptyOutDir', '--manifest'], {
    VITE_API_URL: 'https://api.example.test/api/v1',
  });
  result.builds.demoMs = build('the console with the demo API', ['--outDir', OUT.demo, '--emptyOutDir', '--manifest']);
  // The floor's list page, beside the demo build: same preview, same origin, same service worker.
  result.builds.floorListMs = build('the floor list page (bench/floor/list)', ['-c', 'bench/floor/list/vite.config.mjs'], {
    BENCH_FLOOR_LIST_OUT: join(OUT.demo, 'floor-list'),
  });

  const floor = firstLoad(OUT.floor);
  const api = new BuildSizes(OUT.api);
  const demo = new BuildSizes(OUT.demo);
  const staticLoad = firstLoad(OUT.api);
  const budgetGzip = Math.round(floor.gzip * BUDGET_RATIO);
  const lazyChunks = api.lazyChunks().map(({ name, file, raw, gzip }) => ({ name, file, raw, gzip }));
  result.sizes = {
    floor: { raw: floor.raw, gzip: floor.gzip },
    firstLoad: {
      ...withRatio({ raw: staticLoad.raw, gzip: staticLoad.gzip }, floor.gzip),
      budgetRatio: BUDGET_RATIO,
      budgetGzip,
      withinBudget: staticLoad.gzip <= budgetGzip,
      chunks: staticLoad.chunks.map(c => ({ name: api.nameOf(c.file), gzip: c.gzip })),
    },
    lazyChunks,
    largestLazyChunk: lazyChunks[0] ?? null,
  };

  let stopPreview;
  try {
    stopPreview = await startPreview();
    log('measuring what the sign-in page and the dashboard load …');
    const loaded = await measureFirstLoads(BASE_URL);
    result.sizes.signIn = pageFigure(demo, loaded.signIn, floor.gzip);
    result.sizes.dashboard = pageFigure(demo, loaded.dashboard, floor.gzip);
    result.sizes.dashboardTables = pageFigure(demo, loaded.dashboardTables, floor.gzip);
    const only = process.env.BENCH_ONLY?.split(',')
      .map(x => x.trim())
      .filter(Boolean);
    const timeForm = !process.env.BENCH_SKIP_TIMINGS && (!only?.length || only.includes('signinroot'));
    log(`the sign-in page at / and at /login${timeForm ? `, ${RUNS} pairs` : ''} …`);
    const atRoot = await measureSignInAtRoot(BASE_URL, timeForm ? RUNS : 0);
    result.sizes.signInRoot = { ...pageFigure(demo, atRoot.root.files, floor.gzip), landedOn: atRoot.root.landedOn };
    result.sizes.signInLogin = pageFigure(demo, atRoot.login.files, floor.gzip);
    if (timeForm) result.signInForm = { root: atRoot.root.form, login: atRoot.login.form, ratio: atRoot.ratio };
    // BENCH_ONLY=lighthouse: this step alone (with the builds and the sizes), as BENCH_ONLY names timing parts.
    if (!process.env.BENCH_SKIP_LIGHTHOUSE && (!only?.length || only.includes('lighthouse'))) {
      const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);
      log(`Lighthouse, mobile, ${runs} runs each: the sign-in page of the demo build and of the real-API build …`);
      const attempt = url =>
        lighthouseMedian(url, runs).catch(error => ({ error: error instanceof Error ? error.message : String(error) }));
      result.lighthouse = { runs, demo: await attempt(`${BASE_URL}/login`) };
      const stopApi = await startPreview({ outDir: OUT.api, port: PORT + 1, apiUrl: 'https://api.example.test/api/v1' });
      try {
        result.lighthouse.api = await attempt(`http://127.0.0.1:${PORT + 1}/login`);
      } finally {
        await stopApi();
      }
    }
    if (!process.env.BENCH_SKIP_TIMINGS) {
      log(`timing in Chromium, ${RUNS} runs each after a warm-up …`);
      result.timings = await measureTimings(BASE_URL, RUNS);
    }
  } finally {
    await stopPreview?.();
    for (const dir of Object.values(OUT)) rmSync(dir, { recursive: true, force: true });
  }

  mkdirSync(RESULTS, { recursive: true });
  const json = `${JSON.stringify(result, null, 2)}\n`;
  const file = join(RESULTS, `bench-${started.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, json);
  writeFileSync(join(RESULTS, 'latest.json'), json);
  print(result);
  console.log(`\nWritten: ${file} and bench/results/latest.json`);
};

main().catch(error => {
  console.error(`[bench] ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
