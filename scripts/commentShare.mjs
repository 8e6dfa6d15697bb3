#!/usr/bin/env node
/**
 * The share of comment lines in src/**\/*.ts(x): `//` lines and lines inside `/* *\/` blocks over all
 * lines. `node scripts/commentShare.mjs [--top N]` prints the share and the files with most comment lines.
 * Target: docs/decisions.md "Comments (issue 36)".
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const sourceFiles = folder =>
  readdirSync(folder).flatMap(name => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

/** Comment lines of one text: a line counts when it starts with `//`, or lies (even partly) inside a block comment. */
export const countComments = text => {
  const lines = text.split('\n');
  let inBlock = false;
  let comments = 0;
  for (const line of lines) {
    const trimmed = line.trim();
    if (inBlock) {
      comments++;
      if (trimmed.includes('*/')) inBlock = false;
    } else if (trimmed.startsWith('//')) {
      comments++;
    } else if (trimmed.startsWith('/*') || trimmed.startsWith('{/*')) {
      comments++;
      if (!trimmed.includes('*/')) inBlock = true;
    }
  }
  return { lines: lines.length - (text.endsWith('\n') ? 1 : 0), comments };
};

const main = () => {
  const topIndex = process.argv.indexOf('--top');
  const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 0;
  const rows = sourceFiles(join(ROOT, 'src')).map(file => ({
    file: relative(ROOT, file).split('\\').join('/'),
    ...countComments(readFileSync(file, 'utf8')),
  }));
  const lines = rows.reduce((sum, row) => sum + row.lines, 0);
  const comments = rows.reduce((sum, row) => sum + row.comments, 0);
  console.log(`src/: ${rows.length} files, ${lines} lines, ${comments} comment lines = ${((100 * comments) / lines).toFixed(1)} %`);
  rows
    .sort((a, b) => b.comments - a.comments)
    .slice(0, top)
    .forEach(row => console.log(`${String(row.comments).padStart(5)} / ${String(row.lines).padStart(5)}  ${row.file}`));
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
