/**
 * The JavaScript a browser loads before the first paint of a built app: the entry script of
 * index.html and every module it imports statically (Vite's modulepreload links), raw and gzip.
 * Deterministic for a given build, so CI may check it against a budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const firstLoad = distDir => {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(m[1]);
  let raw = 0;
  let gzip = 0;
  const chunks = [];
  for (const file of files) {
    const bytes = readFileSync(join(distDir, file.replace(/^\//, '')));
    const gz = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += gz;
    chunks.push({ file, raw: bytes.length, gzip: gz });
  }
  return { raw, gzip, chunks };
};
