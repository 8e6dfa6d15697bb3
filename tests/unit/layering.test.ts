/**
 * The layers of docs/ARCHITECTURE, read from the source files' imports (static, type,
 * `export … from`, side effect, dynamic `import('…')` of lazy views and of types) by
 * scripts/importGraph.mjs (`node scripts/importGraph.mjs` prints the figures):
 * - one direction: api ← common ← app ← features ← resources ← mocks ← the root (src/main.tsx,
 *   App.tsx, console.ts, shell.ts) ← tests, for every pair of layers, type imports included;
 * - no loop between files, dynamic imports included (docs/decisions.md "Layers (issue 36)");
 * - a resource folder (src/resources/<area>/<name>/) never imports another resource;
 * - src/api has no React: no react, react-dom, react-admin, @mui, ra-ui-materialui, no .tsx;
 * - the demo API (mocks/) never loads a UI file (.tsx) of src/resources, directly or through the
 *   pure modules it reads.
 */
import { describe, expect, it } from 'vitest';
import { LAYERS, graph, importsIn, layerOf, loops, rel, sourceFiles, upward, type Edge } from '../../scripts/importGraph.mjs';

const SRC = sourceFiles('src');
const MOCKS = sourceFiles('mocks');
const { files: FILES, edges: ALL_EDGES } = graph();
/** The imports of src/ and mocks/ (the product and its demo API). */
const EDGES = ALL_EDGES.filter(e => !e.from.startsWith('tests/'));
const edgesFrom = (prefix: string) => EDGES.filter(e => e.from.startsWith(prefix));
const show = (edges: readonly { from: string; to: string }[]) => edges.map(e => `${e.from} → ${e.to}`);

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

/**
 * Imports up a layer that stay for now, each with the reason (files other work of this session
 * holds). Empty is the goal; a line that no longer matches an import goes.
 */
const UPWARD_ALLOWED: ReadonlyArray<{ from: string; to: string; why: string }> = [];

/** Loops that stay for now (each sorted group), with the reason. Empty is the goal. */
const LOOPS_ALLOWED: ReadonlyArray<{ files: readonly string[]; why: string }> = [];

describe('layering', () => {
  it('reads the imports it checks (multi-line, type, re-export, side effect, dynamic)', () => {
    const sample = [
      "import { a,\n  b } from '../x';",
      "import type { T } from './t';",
      "export { c } from '../../y';",
      "export * from './z';",
      "import './side';",
      "const V = lazy(() => import('./View'));",
      "type P = import('./fields').Place;",
      " * import { example } from './doc-comment';",
    ].join('\n');
    expect(
      importsIn(sample)
        .map(i => i.specifier)
        .sort(),
    ).toEqual(['../../y', '../x', './View', './fields', './side', './t', './z']);
    expect(
      importsIn(sample)
        .filter(i => i.dynamic)
        .map(i => i.specifier),
    ).toEqual(['./View', './fields']);
    expect(SRC.length).toBeGreaterThan(100);
    expect(EDGES.filter(e => e.to === 'react-admin').length).toBeGreaterThan(20);
  });

  it('finds the loops of a graph: through dynamic imports, of three files, none in a chain', () => {
    const edge = (from: string, to: string, dynamic = false) => ({ from, to, dynamic });
    const files = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const edges = [edge('a', 'b'), edge('b', 'a', true), edge('c', 'd'), edge('d', 'e'), edge('e', 'c'), edge('f', 'g'), edge('e', 'f')];
    expect(loops(files, edges)).toEqual([
      ['c', 'd', 'e'],
      ['a', 'b'],
    ]);
    expect(
      loops(
        files,
        edges.filter(e => !e.dynamic),
      ),
    ).toEqual([['c', 'd', 'e']]);
  });

  it('knows the layer of every file', () => {
    expect(LAYERS).toEqual(['src/api', 'src/common', 'src/app', 'src/features', 'src/resources', 'mocks', 'src/root', 'tests']);
    expect(FILES.filter(f => layerOf(f) === null)).toEqual([]);
    expect(layerOf('src/App.tsx')).toBe('src/root');
    expect(layerOf('src/resources/schemas.ts')).toBe('src/resources');
  });

  it('no import goes up a layer (api ← common ← app ← features ← resources ← mocks ← root ← tests)', () => {
    const up = upward(ALL_EDGES);
    const allowed = (e: { from: string; to: string }) => UPWARD_ALLOWED.some(a => a.from === e.from && a.to === e.to);
    expect(show(up.filter(e => !allowed(e)))).toEqual([]);
    expect(show(UPWARD_ALLOWED.filter(a => !up.some(e => e.from === a.from && e.to === a.to)))).toEqual([]);
  });

  it('no two files import each other, directly or round a loop (dynamic imports included)', () => {
    const found = loops(FILES, ALL_EDGES).map(group => group.join(', '));
    const allowed = LOOPS_ALLOWED.map(l => [...l.files].sort().join(', '));
    expect(found.filter(g => !allowed.includes(g))).toEqual([]);
    expect(allowed.filter(g => !found.includes(g))).toEqual([]);
  });

  it('a declaration is pure TypeScript: React only in its sibling <name>.views.ts, each imported by the registry', () => {
    const react = /^(react|react-dom|react-admin)(\/|$)|^@mui\//;
    const declarations = FILES.filter(f => /^src\/resources\/.+\.ts$/.test(f) && !f.endsWith('.views.ts') && !f.endsWith('/index.ts'));
    const withReact = declarations.filter(f => ALL_EDGES.some(e => e.from === f && react.test(e.to)));
    expect(withReact).toEqual([]);
    const views = FILES.filter(f => f.startsWith('src/resources/') && f.endsWith('.views.ts'));
    expect(views.length).toBeGreaterThanOrEqual(10);
    const registered = ALL_EDGES.filter(e => e.from === 'src/resources/index.ts').map(e => e.to);
    expect(views.filter(f => !registered.includes(f))).toEqual([]);
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
    expect(
      CROSS_RESOURCE_ALLOWED.filter(a => !crossing.some(e => e.from === a.from && e.to === a.to)).map(a => `${a.from} → ${a.to}`),
    ).toEqual([]);
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
