/**
 * Lighthouse (the `lighthouse` npm package, pinned in devDependencies: 12.8.2, the last line that
 * runs on Node 20) on the Chromium the tests and the bench find (bench/chromium.mjs), with its
 * default mobile emulation and throttling (a mid-range phone on a slow 4G, simulated), for the
 * performance and accessibility categories. The browser is started through playwright-core with
 * a DevTools port, which Lighthouse drives by itself (its documented `port` option).
 * Issue 41: ≥ 95 for the sign-in page of the real-API build, ≥ 90 for the demo build,
 * accessibility 100.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

/** A free TCP port for the browser's DevTools endpoint. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const round = n => (n == null ? null : Math.round(n));

/**
 * One Lighthouse run of `url` in a fresh browser profile: the two scores (0–100), FCP, LCP, TBT,
 * CLS and Speed Index, and what failed (accessibility audits below 1; the largest opportunities).
 */
export const lighthouseRun = async url => {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'plots-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: await chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = id => lhr.audits[id];
    const score = id => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const a11yRefs = lhr.categories.accessibility?.auditRefs ?? [];
    return {
      url,
      lighthouse: lhr.lighthouseVersion,
      formFactor: lhr.configSettings.formFactor,
      throttling: lhr.configSettings.throttlingMethod,
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: round(audit('first-contentful-paint')?.numericValue),
      lcpMs: round(audit('largest-contentful-paint')?.numericValue),
      tbtMs: round(audit('total-blocking-time')?.numericValue),
      cls: audit('cumulative-layout-shift')?.numericValue ?? null,
      speedIndexMs: round(audit('speed-index')?.numericValue),
      accessibilityFailing: a11yRefs
        .map(ref => audit(ref.id))
        .filter(a => a && a.score !== null && a.score < 1)
        .map(a => `${a.id}: ${a.title}`),
      opportunities: Object.values(lhr.audits)
        .filter(a => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
        .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
        .slice(0, 4)
        .map(a => `${a.id} (${Math.round(a.details.overallSavingsMs)} ms)`),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
};

/** The median run by performance score of `runs` runs (Lighthouse's own advice: scores vary run to run). */
export const lighthouseMedian = async (url, runs = 3) => {
  const all = [];
  for (let i = 0; i < runs; i += 1) all.push(await lighthouseRun(url));
  const sorted = [...all].sort((a, b) => a.performance - b.performance);
  return {
    ...sorted[Math.floor(sorted.length / 2)],
    runs: all.map(r => ({
      performance: r.performance,
      accessibility: r.accessibility,
      fcpMs: r.fcpMs,
      lcpMs: r.lcpMs,
      tbtMs: r.tbtMs,
      speedIndexMs: r.speedIndexMs,
      cls: r.cls,
    })),
  };
};
