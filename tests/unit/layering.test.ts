/**
 * The layers of docs/ARCHITECTURE, read from the source files' imports (static, `export … from`,
 * dynamic and `import('…')` types):
 * - a resource folder (src/resources/<area>/<name>/) never imports another resource: what two
 *   resources share lives once in src/common or src/features;
 * - src/features never imports src/resources;
 * - src/api has no React: no react, react-dom, react-admin, @mui, ra-ui-materialui, no .tsx;
 * - the demo API (mocks/) never loads a UI file (.tsx) of src/resources, directly or through the
 *   pure modules it reads.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const rel = (file: string) => relative(ROOT, file).split('\\').join('/');

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(ROOT, folder)).flatMap(name => {
    const path = join(ROOT, folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(rel(path));
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

interface Specifier {
  specifier: string;
  /** import('…'): loaded when called (lazy views), not with the module. */
  dynamic: boolean;
}

/** Every module specifier a source text imports. */
const importsIn = (text: string): Specifier[] => [
  // import x from '…', import { a,\n b } from '…', import type …, export { … } from '…', export * from '…'
  ...[...text.matchAll(/^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*\s{},$]|\n)*?\s*from\s*['"]([^'"]+)['"]/gm)].map(m => ({ specifier: m[1]!, dynamic: false })),
  // import '…' (side effects)
  ...[...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map(m => ({ specifier: m[1]!, dynamic: false })),
  // import('…'): lazy views and import('…').Type
  ...[...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map(m => ({ specifier: m[1]!, dynamic: true })),
];

/** The file a relative specifier names (with .ts, .tsx or /index), else the path as written. */
const resolveFrom = (file: string, specifier: string): string => {
  const base = resolve(dirname(file), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find(c => existsSync(c) && statSync(c).isFile()) ?? base;
};

interface Edge {
  from: string;
  to: string;
  dynamic?: boolean;
}

/** The imports of a file: relative ones as repository paths, packages as they are written. */
const importsOf = (file: string): Edge[] =>
  importsIn(readFileSync(file, 'utf8')).map(({ specifier, dynamic }) => ({
    from: rel(file),
    to: specifier.startsWith('.') ? rel(resolveFrom(file, specifier)) : specifier,
    dynamic,
  }));

const SRC = sourceFiles('src');
const MOCKS = sourceFiles('mocks');
const EDGES = [...SRC, ...MOCKS].flatMap(importsOf);
const edgesFrom = (prefix: string) => EDGES.filter(e => e.from.startsWith(prefix));
const show = (edges: Edge[]) => edges.map(e => `${e.from} → ${e.to}`);

/** The resource a path belongs to: src/resources/<area>/<name> (a folder, or a one-file declaration). */
const resourceOf = (path: string): string | null => {
  const m = path.match(/^src\/resources\/([^/]+)\/([^/]+?)(?:\.tsx?)?(?:\/|$)/);
  return m ? `src/resources/${m[1]}/${m[2]}` : null;
};
const isResourceFolderFile = (path: string) => /^src\/resources\/[^/]+\/[^/]+\//.test(path);

/**
 * Imports across resources that stay for now, each with the reason. Empty is the goal: move the
 * shared piece to src/common or src/features instead of adding a line here.
 */
const CROSS_RESOURCE_ALLOWED: ReadonlyArray<Edge & { why: string }> = [];

describe('layering', () => {
  it('reads the imports it checks (multi-line, type, re-export, side effect, dynamic)', () => {
    const sample = [
      "import { a,\n  b } from '../x';",
      "import type { T } from './t';",
      "export { c } from '../../y';",
      "export * from './z';",
      "import './side';",
      'const V = lazy(() => import(\'./View\'));',
      "type P = import('./fields').Place;",
      " * import { example } from './doc-comment';",
    ].join('\n');
    expect(importsIn(sample).map(i => i.specifier).sort()).toEqual(['../../y', '../x', './View', './fields', './side', './t', './z']);
    expect(importsIn(sample).filter(i => i.dynamic).map(i => i.specifier)).toEqual(['./View', './fields']);
    expect(SRC.length).toBeGreaterThan(100);
    expect(EDGES.filter(e => e.to === 'react-admin').length).toBeGreaterThan(20);
  });

  it('a resource folder never imports another resource', () => {
    const crossing = EDGES.filter(e => {
      if (!isResourceFolderFile(e.from)) return false;
      const target = resourceOf(e.to);
      return target !== null && target !== resourceOf(e.from);
    });
    const allowed = (e: Edge) => CROSS_RESOURCE_ALLOWED.some(a => a.from === e.from && a.to === e.to);
    expect(show(crossing.filter(e => !allowed(e)))).toEqual([]);
    // An allow-list line that no longer matches an import goes.
    expect(CROSS_RESOURCE_ALLOWED.filter(a => !crossing.some(e => e.from === a.from && e.to === a.to)).map(a => `${a.from} → ${a.to}`)).toEqual([]);
  });

  it('src/features never imports src/resources', () => {
    expect(show(edgesFrom('src/features/').filter(e => e.to.startsWith('src/resources/')))).toEqual([]);
  });

  it('src/api has no React: no react, react-dom, react-admin, @mui, ra-ui-materialui, no .tsx', () => {
    const ui = /^(react|react-dom|react-admin|ra-ui-materialui)(\/|$)|^@mui\/|\.tsx$/;
    expect(show(edgesFrom('src/api/').filter(e => ui.test(e.to)))).toEqual([]);
  });

  it('mocks never load a UI file of src/resources, directly or through the pure modules they read', () => {
    // Static imports only: a lazy view (import('./View')) is not loaded with the module that names it.
    const byFile = new Map<string, string[]>();
    for (const e of EDGES) if (!e.dynamic) byFile.set(e.from, [...(byFile.get(e.from) ?? []), e.to]);
    const reached: string[] = [];
    // Walk from every mocks file through the repository files it imports; remember the way in.
    const seen = new Map<string, string>(MOCKS.map(f => [rel(f), rel(f)]));
    const queue = [...seen.keys()];
    while (queue.length) {
      const file = queue.shift()!;
      for (const to of byFile.get(file) ?? []) {
        if (!to.startsWith('src/') && !to.startsWith('mocks/')) continue;
        if (seen.has(to)) continue;
        seen.set(to, `${seen.get(file)} → ${to}`);
        if (/^src\/resources\/.*\.tsx$/.test(to)) reached.push(seen.get(to)!);
        else queue.push(to);
      }
    }
    expect(reached).toEqual([]);
  });
});
