#!/usr/bin/env node
/**
 * Times the demo seed (issue 41) in Node: the standard and the large seed in one run, each part
 * (a table's seed, an area's seed) in ms, the baseline the persisted store takes (db.ts), and the
 * ratio large / standard, which is what counts on a loaded machine.
 *
 *   node scripts/seedTiming.mjs [--runs 2] [--scale large] [--cpu] [--sha1]
 *
 * --sha1: instead, each table's sha1 at each size (what a change meant to keep the seed as it was
 * compares before and after: same tables, same order, byte for byte).
 *
 * With more than one run, each part's fastest run is summed too. A profile: `node --cpu-prof
 * scripts/seedTiming.mjs` (Node's own flag, before the script).
 *
 * The seed's TypeScript is bundled once with rolldown (Vite's bundler) into node_modules/.cache.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'rolldown';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// One bundle per checkout (a copy of the repository may share node_modules).
const OUT = join(ROOT, 'node_modules/.cache', `seed-timing-${createHash('sha1').update(ROOT).digest('hex').slice(0, 8)}`);
const args = process.argv.slice(2);
const option = name => {
  const at = args.indexOf(`--${name}`);
  return at < 0 ? undefined : args[at + 1];
};
const runs = Number(option('runs') ?? 2);
/** --cpu: the process's CPU time (all its threads, the collector's too) rather than the clock's: what others' load changes least. */
const cpu = args.includes('--cpu');
const now = () => (cpu ? (({ user, system }) => (user + system) / 1000)(process.cpuUsage()) : performance.now());
const scales = option('scale') ? ['standard', option('scale')] : ['standard', 'large'];

mkdirSync(OUT, { recursive: true });
const entry = join(OUT, 'entry.ts');
await import('node:fs').then(fs =>
  fs.writeFileSync(
    entry,
    [
      `export { TABLE_SEEDS, CORE_TABLES } from '${ROOT}/mocks/seed/tables';`,
      `export { SEED_EXTENSIONS } from '${ROOT}/mocks/seed/extensions';`,
      `export { seedContext } from '${ROOT}/mocks/seed/context';`,
      `export * as context from '${ROOT}/mocks/seed/context';`,
      `export { withSeedScale } from '${ROOT}/mocks/seed/scale';`,
      `export { createSeed, SEED_NOW } from '${ROOT}/mocks/seed';`,
      `export * as store from '${ROOT}/mocks/db';`,
    ].join('\n'),
  ),
);
await build({
  input: entry,
  platform: 'node',
  logLevel: 'silent',
  transform: { define: { 'import.meta.env': '{}' } },
  // Bare packages from node_modules as they are; an asset's address (`?url`) is not needed to seed.
  external: id => !id.startsWith('.') && !id.startsWith('/') && !id.includes('?'),
  plugins: [
    {
      name: 'asset-urls',
      resolveId: id => (id.includes('?url') ? `\0${id}` : null),
      load: id => (id.startsWith('\0') && id.includes('?url') ? 'export default "";' : null),
    },
  ],
  output: { file: join(OUT, 'seed.mjs'), format: 'esm', codeSplitting: false },
});
const seed = await import(pathToFileURL(join(OUT, 'seed.mjs')).href);

/** One seed at a size, timed per part (the loop of mocks/seed/index.ts seedTables). */
const timed = scale =>
  seed.withSeedScale(scale, () => {
    const parts = [];
    const time = (name, run) => {
      const start = now();
      run();
      parts.push([name, now() - start]);
    };
    const tables = Object.fromEntries(seed.CORE_TABLES.map(name => [name, []]));
    const ctx = seed.seedContext(tables, seed.SEED_NOW);
    for (const part of seed.TABLE_SEEDS) time(part.name, () => part(ctx));
    for (const part of seed.SEED_EXTENSIONS) time(part.name, () => part(tables, ctx.now));
    const seeded = parts.length;
    // The tables drawn when first read (mocks/seed/context.ts lazyTables), each read once here.
    for (const name of Object.keys(tables)) if (seed.context.isLazy?.(tables, name)) time(`read: ${name}`, () => tables[name]);
    return { parts, seeded, tables };
  });

/** What a persisted store does at its first load and first save: seed, then one save (db.ts). */
const persistedLoad = scale => {
  let stored = null;
  seed.store.configureDb({
    now: seed.SEED_NOW,
    persistence: { read: () => stored, write: text => (stored = text), clear: () => (stored = null), scale: () => scale },
  });
  const start = now();
  seed.store.db();
  const seeded = now();
  seed.store.table('customer')[0].name = 'Changed for the timing';
  seed.store.touch();
  seed.store.flush();
  const saved = now();
  seed.store.configureDb({ now: seed.SEED_NOW, persistence: undefined });
  return { load: seeded - start, firstSave: saved - seeded, stored: stored?.length ?? 0 };
};

if (args.includes('--sha1')) {
  for (const scale of scales) {
    const tables = seed.createSeed({ now: seed.SEED_NOW, scale });
    for (const name of Object.keys(tables))
      console.log(`${scale} ${name} ${tables[name].length} ${createHash('sha1').update(JSON.stringify(tables[name])).digest('hex')}`);
  }
  process.exit(0);
}

const fmt = ms => ms.toFixed(0).padStart(7);
console.log(
  `load average ${loadavg()
    .map(v => v.toFixed(2))
    .join(' ')}, ${runs} run(s)${cpu ? ', CPU time (ms)' : ''}`,
);
/** Each part's fastest run, by size: on a machine others load, the run least disturbed. */
const best = {};
for (let run = 1; run <= runs; run++) {
  const results = Object.fromEntries(scales.map(scale => [scale, timed(scale)]));
  for (const scale of scales) {
    best[scale] ??= { seeded: results[scale].seeded, parts: new Map() };
    for (const [name, ms] of results[scale].parts) best[scale].parts.set(name, Math.min(best[scale].parts.get(name) ?? Infinity, ms));
  }
  const total = scale => results[scale].parts.slice(0, results[scale].seeded).reduce((sum, [, ms]) => sum + ms, 0);
  const withLazy = scale => results[scale].parts.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(`\nrun ${run}        ${scales.map(s => s.padStart(9)).join('')}`);
  const names = results[scales[0]].parts.map(([name]) => name);
  const rows = names.map((name, i) => [name, scales.map(scale => results[scale].parts[i][1])]);
  rows.sort((a, b) => b[1][b[1].length - 1] - a[1][a[1].length - 1]);
  for (const [name, times] of rows) console.log(`  ${name.padEnd(28)}${times.map(ms => fmt(ms).padStart(9)).join('')}`);
  console.log(`  ${'total (seed)'.padEnd(28)}${scales.map(scale => fmt(total(scale)).padStart(9)).join('')}`);
  console.log(`  ${'total with the reads'.padEnd(28)}${scales.map(scale => fmt(withLazy(scale)).padStart(9)).join('')}`);
  const loads = scales.map(persistedLoad);
  console.log(`  ${'persisted load (seed+base)'.padEnd(28)}${loads.map(l => fmt(l.load).padStart(9)).join('')}`);
  console.log(`  ${'first save'.padEnd(28)}${loads.map(l => fmt(l.firstSave).padStart(9)).join('')}`);
  console.log(`  ${'stored (chars)'.padEnd(28)}${loads.map(l => String(l.stored).padStart(9)).join('')}`);
  const [standard, large] = scales;
  console.log(
    `  ratio ${large}/${standard}: seed ${(total(large) / total(standard)).toFixed(2)} × (with the reads ${(
      withLazy(large) / withLazy(standard)
    ).toFixed(2)} ×), persisted load + first save ${((loads[1].load + loads[1].firstSave) / (loads[0].load + loads[0].firstSave)).toFixed(
      2,
    )} ×`,
  );
}
if (runs > 1) {
  const [standard, large] = scales;
  const sum = (scale, all) => [...best[scale].parts.values()].slice(0, all ? undefined : best[scale].seeded).reduce((a, b) => a + b, 0);
  console.log(`\nfastest of ${runs} runs, by part ${scales.map(s => s.padStart(9)).join('')}`);
  console.log(`  ${'total (seed)'.padEnd(28)}${scales.map(scale => fmt(sum(scale, false)).padStart(9)).join('')}`);
  console.log(`  ${'total with the reads'.padEnd(28)}${scales.map(scale => fmt(sum(scale, true)).padStart(9)).join('')}`);
  console.log(
    `  ratio ${large}/${standard}: seed ${(sum(large, false) / sum(standard, false)).toFixed(2)} × (with the reads ${(
      sum(large, true) / sum(standard, true)
    ).toFixed(2)} ×)`,
  );
}
console.log(
  `load average ${loadavg()
    .map(v => v.toFixed(2))
    .join(' ')}`,
);
