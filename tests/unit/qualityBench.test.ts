/**
 * The bench's pure parts: chunk sizes from a Vite manifest (bench/sizes.mjs), what counts as a
 * drawn or a broken page (bench/pageState.mjs), and the floor standing on ra-data-simple-rest.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { BuildSizes } from '../../bench/sizes.mjs';
import { brokenReason, isDrawn, type PageState } from '../../bench/pageState.mjs';

const dist = mkdtempSync(join(tmpdir(), 'bench-sizes-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const files: Record<string, string> = {
  'assets/index.js': 'entry '.repeat(200),
  'assets/vendor.js': 'vendor '.repeat(400),
  'assets/PlotList.js': 'plot list '.repeat(50),
  'assets/browser.js': 'msw '.repeat(300),
  'assets/msw.js': 'worker '.repeat(100),
};
mkdirSync(join(dist, 'assets'), { recursive: true });
mkdirSync(join(dist, '.vite'), { recursive: true });
for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text);
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: ['src/PlotList.tsx', 'mocks/browser.ts'],
    },
    '_vendor.js': { file: 'assets/vendor.js', name: 'vendor' },
    'src/PlotList.tsx': { file: 'assets/PlotList.js', src: 'src/PlotList.tsx', isDynamicEntry: true, imports: ['_vendor.js'] },
    'mocks/browser.ts': { file: 'assets/browser.js', src: 'mocks/browser.ts', isDynamicEntry: true, imports: ['_msw.js', '_vendor.js'] },
    '_msw.js': { file: 'assets/msw.js', name: 'msw' },
  }),
);
const gz = (file: string) => gzipSync(Buffer.from(files[file]), { level: 9 }).length;

describe('BuildSizes', () => {
  const sizes = new BuildSizes(dist);

  it('the entry closure is the entry and its static imports', () => {
    expect([...sizes.closure(sizes.entryKey()!)].sort()).toEqual(['assets/index.js', 'assets/vendor.js']);
  });

  it('lazy chunks: everything else, largest first, named after their source', () => {
    const lazy = sizes.lazyChunks();
    expect(lazy.map(c => c.file).sort()).toEqual(['assets/PlotList.js', 'assets/browser.js', 'assets/msw.js']);
    expect(lazy.find(c => c.file === 'assets/PlotList.js')?.name).toBe('src/PlotList.tsx');
    expect(lazy.map(c => c.gzip)).toEqual([...lazy.map(c => c.gzip)].sort((a, b) => b - a));
  });

  it("the demo API's own chunks, without what the console shares with it", () => {
    expect([...sizes.demoOnly()].sort()).toEqual(['assets/browser.js', 'assets/msw.js']);
  });

  it('totals raw and gzip (level 9) of a set of files, each counted once', () => {
    const total = sizes.total(['/assets/index.js', 'assets/index.js', 'assets/vendor.js']);
    expect(total.raw).toBe(files['assets/index.js'].length + files['assets/vendor.js'].length);
    expect(total.gzip).toBe(gz('assets/index.js') + gz('assets/vendor.js'));
  });
});

describe('page state', () => {
  const state = (over: Partial<PageState>): PageState => ({
    path: '/1/plot',
    h1: ['Plots'],
    busy: false,
    notFound: false,
    appError: false,
    accessDenied: false,
    notifications: [],
    blank: false,
    rows: 25,
    canvases: 0,
    ...over,
  });

  it('drawn: an h1 with text, and nothing loading', () => {
    expect(isDrawn(state({}))).toBe(true);
    expect(isDrawn(state({ busy: true }))).toBe(false);
    expect(isDrawn(state({ h1: [] }))).toBe(false);
    expect(isDrawn(state({ h1: [''] }))).toBe(false);
  });

  it('broken: says what the page shows instead', () => {
    expect(brokenReason(state({}))).toBeNull();
    expect(brokenReason(state({ appError: true }))).toBe("shows 'Application error'");
    expect(brokenReason(state({ notFound: true }))).toBe("shows react-admin's Not Found page");
    expect(brokenReason(state({ accessDenied: true }))).toBe("shows 'Access denied'");
    expect(brokenReason(state({ notifications: ['Not found'] }))).toBe('shows the notification "Not found"');
  });

  it('a blank page counts only once the page has had its time', () => {
    expect(brokenReason(state({ blank: true }), false)).toBeNull();
    expect(brokenReason(state({ blank: true }), true)).toBe('is blank');
  });
});

describe('the floor', () => {
  const ROOT = resolve(__dirname, '../..');
  const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
  const versionOf = (file: string) => (JSON.parse(read(file)) as { version: string }).version;

  it("the floor and the floor's list build their data provider with ra-data-simple-rest itself", () => {
    for (const file of ['bench/floor/main.jsx', 'bench/floor/list/main.jsx']) {
      const text = read(file);
      expect(text, file).toMatch(/^import simpleRestProvider from 'ra-data-simple-rest';$/m);
      expect(text, file).toMatch(/\bsimpleRestProvider\((?:'\/api'|API)\)/);
    }
    expect(existsSync(join(ROOT, 'bench/floor/simpleRest.js'))).toBe(false);
  });

  it("ra-data-simple-rest is a devDependency pinned to react-admin's release line, and installed", () => {
    const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    const pinned = pkg.devDependencies['ra-data-simple-rest'];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(versionOf('node_modules/ra-data-simple-rest/package.json')).toBe(pinned);
    const line = (v: string) => v.split('.').slice(0, 2).join('.');
    expect(line(pinned!)).toBe(line(pkg.dependencies['react-admin']!));
  });
});

describe('Lighthouse in the bench (issue 41)', () => {
  const ROOT = resolve(__dirname, '../..');
  const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

  it('is a devDependency pinned exactly, installed at that version, of a line that runs on Node 20', () => {
    const pkg = JSON.parse(read('package.json')) as { devDependencies: Record<string, string> };
    const pinned = pkg.devDependencies['lighthouse'];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    const installed = JSON.parse(read('node_modules/lighthouse/package.json')) as { version: string; engines: { node: string } };
    expect(installed.version).toBe(pinned);
    // ">=18.16" and the like: the lowest Node it accepts is at most 20.
    const lowest = Number(/>=\s*(\d+)/.exec(installed.engines.node)?.[1]);
    expect(lowest).toBeLessThanOrEqual(20);
  });

  it('is a step of `npm run bench`, skippable with BENCH_SKIP_LIGHTHOUSE, on both sign-in pages', () => {
    const run = read('bench/run.mjs');
    expect(run).toMatch(/from '\.\/lighthouse\.mjs'/);
    expect(run).toContain('process.env.BENCH_SKIP_LIGHTHOUSE');
    expect(run).toMatch(/lighthouseMedian\(url, runs\)/);
    expect(run).toContain('`${BASE_URL}/login`');
    expect(run).toMatch(/startPreview\(\{ outDir: OUT\.api/);
    const lighthouse = read('bench/lighthouse.mjs');
    expect(lighthouse).toMatch(/^import lighthouse from 'lighthouse';$/m);
    expect(lighthouse).toMatch(/from '\.\/chromium\.mjs'/);
  });
});
