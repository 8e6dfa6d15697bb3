/**
 * Sizes of a Vite build, from its files and its manifest (`vite build --manifest`): every chunk
 * raw and gzip (level 9, as scripts/firstLoad.mjs), the chunks a set of requested files amounts
 * to, the lazy chunks with their source names, and the chunks only the demo API needs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const kB = bytes => Math.round((bytes / 1024) * 10) / 10;

export class BuildSizes {
  constructor(distDir) {
    this.dir = distDir;
    const manifestFile = join(distDir, '.vite', 'manifest.json');
    this.manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
    this.byFile = new Map(Object.entries(this.manifest).map(([key, chunk]) => [chunk.file, { key, ...chunk }]));
    this.cache = new Map();
  }

  /** raw and gzip bytes of one built file ('assets/x.js' or '/assets/x.js'). */
  size(file) {
    const rel = file.replace(/^\//, '');
    if (!this.cache.has(rel)) {
      const bytes = readFileSync(join(this.dir, rel));
      this.cache.set(rel, { file: rel, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return this.cache.get(rel);
  }

  /** Sum of a set of files, each listed with its size and source name. */
  total(files) {
    const chunks = [...new Set(files.map(f => f.replace(/^\//, '')))].map(f => ({ ...this.size(f), name: this.nameOf(f) }));
    chunks.sort((a, b) => b.gzip - a.gzip);
    return {
      raw: chunks.reduce((s, c) => s + c.raw, 0),
      gzip: chunks.reduce((s, c) => s + c.gzip, 0),
      chunks,
    };
  }

  /** The source module a chunk is named after (a lazy page's file), else Vite's chunk name. */
  nameOf(file) {
    const chunk = this.byFile.get(file.replace(/^\//, ''));
    return chunk?.src ?? chunk?.name ?? file;
  }

  /** The files a manifest entry loads before it runs: itself and its static imports, transitively. */
  closure(key) {
    const files = new Set();
    const visit = k => {
      const chunk = this.manifest[k];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    visit(key);
    return files;
  }

  entryKey() {
    return Object.keys(this.manifest).find(k => this.manifest[k].isEntry);
  }

  /** Every JavaScript file of the build that is not part of the entry's static closure. */
  lazyChunks() {
    const entry = this.closure(this.entryKey());
    const files = readdirSync(join(this.dir, 'assets'))
      .filter(f => f.endsWith('.js'))
      .map(f => `assets/${f}`)
      .filter(f => !entry.has(f));
    return this.total(files).chunks;
  }

  /** Chunks only the embedded demo API loads (mocks/ and msw): left out of the console's figures. */
  demoOnly() {
    const key = 'mocks/browser.ts';
    if (!this.manifest[key]) return new Set();
    const entry = this.closure(this.entryKey());
    return new Set([...this.closure(key)].filter(f => !entry.has(f)));
  }
}
