#!/usr/bin/env node
/**
 * The import graph of src/, mocks/ and tests/: every file's imports (static, type, `export … from`,
 * side effect, `import('…')` of lazy views and of types), the layer of each file, the imports that
 * go up a layer, and the loops (strongly connected groups of files). `node scripts/importGraph.mjs`
 * prints the figures; tests/unit/layering.test.ts enforces them. Layers: docs/decisions.md
 * "Layers (issue 36)".
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const rel = file => relative(ROOT, file).split('\\').join('/');

/** Lowest first: a file may import its own layer and those below it, never one above. */
export const LAYERS = ['src/api', 'src/common', 'src/app', 'src/features', 'src/resources', 'mocks', 'src/root', 'tests'];

/** The layer of a repository path; src/main.tsx, src/App.tsx and src/console.tsx are the root that composes the rest. */
export const layerOf = path => {
  if (/^src\/[^/]+\.tsx?$/.test(path)) return 'src/root';
  return LAYERS.find(layer => path.startsWith(`${layer}/`)) ?? null;
};

export const sourceFiles = folder =>
  readdirSync(join(ROOT, folder)).flatMap(name => {
    const path = join(ROOT, folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(rel(path));
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

/** Every module specifier a source text imports; `dynamic` for import('…') (lazy views, import types). */
export const importsIn = text => [
  // import x from '…', import { a,\n b } from '…', import type …, export { … } from '…', export * from '…'
  ...[...text.matchAll(/^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*\s{},$]|\n)*?\s*from\s*['"]([^'"]+)['"]/gm)].map(m => ({
    specifier: m[1],
    dynamic: false,
  })),
  // import '…' (side effects)
  ...[...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map(m => ({ specifier: m[1], dynamic: false })),
  // import('…'): lazy views and import('…').Type
  ...[...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map(m => ({ specifier: m[1], dynamic: true })),
];

/** The file a relative specifier names (with .ts, .tsx, .mjs or /index), else the path as written. */
const resolveFrom = (file, specifier) => {
  const base = resolve(dirname(file), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find(c => existsSync(c) && statSync(c).isFile()) ?? base;
};

/** The imports of a file: relative ones as repository paths, packages as they are written. */
export const importsOf = file =>
  importsIn(readFileSync(file, 'utf8')).map(({ specifier, dynamic }) => ({
    from: rel(file),
    to: specifier.startsWith('.') ? rel(resolveFrom(file, specifier)) : specifier,
    dynamic,
  }));

export const graph = (folders = ['src', 'mocks', 'tests']) => {
  const files = folders.flatMap(sourceFiles).map(rel);
  const edges = folders.flatMap(sourceFiles).flatMap(importsOf);
  return { files, edges };
};

/** Imports from a layer to a higher one (type and dynamic imports included). */
export const upward = edges =>
  edges.filter(e => {
    const from = LAYERS.indexOf(layerOf(e.from));
    const to = LAYERS.indexOf(layerOf(e.to));
    return from >= 0 && to >= 0 && to > from;
  });

/**
 * The loops: groups of two or more files that reach each other (Tarjan's strongly connected
 * components), each sorted, largest first. Every kind of import counts, dynamic ones too (a
 * declaration and its lazy screen importing each other is a loop: docs/decisions.md).
 */
export const loops = (files, edges) => {
  const next = new Map(files.map(f => [f, []]));
  for (const e of edges) if (next.has(e.to)) next.get(e.from)?.push(e.to);
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = start => {
    // Iterative: a deep chain of imports must not overflow the call stack.
    const work = [[start, 0]];
    order.set(start, index);
    low.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [file, i] = frame;
      const targets = next.get(file);
      if (i < targets.length) {
        frame[1] = i + 1;
        const to = targets[i];
        if (!order.has(to)) {
          order.set(to, index);
          low.set(to, index++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) low.set(file, Math.min(low.get(file), order.get(to)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(file)));
      }
      if (low.get(file) === order.get(file)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== file);
        if (group.length > 1) found.push(group.sort());
      }
    }
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return found.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { files, edges } = graph();
  const up = upward(edges);
  const groups = loops(files, edges);
  const staticGroups = loops(
    files,
    edges.filter(e => !e.dynamic),
  );
  console.log(`files: ${files.length}, imports between them: ${edges.filter(e => files.includes(e.to)).length}`);
  console.log(`upward imports: ${up.length}`);
  for (const e of up) console.log(`  ${e.from} → ${e.to}${e.dynamic ? ' (dynamic)' : ''}`);
  console.log(`loops: ${groups.length} (${staticGroups.length} without dynamic imports)`);
  for (const g of groups) console.log(`  ${g.length} files: ${g.join(', ')}`);
}
