/**
 * The bench's pure parts: chunk sizes from a Vite manifest (bench/sizes.mjs) and what counts as a
 * drawn or a broken page (bench/pageState.mjs).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/PlotList.tsx', 'mocks/browser.ts'] },
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
