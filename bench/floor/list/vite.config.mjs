/**
 * The floor's list page (bench/floor/list), built by bench/run.mjs into the demo build's folder
 * under /floor-list/, so that it is served by the same `vite preview`, on the same origin, and
 * answered by the same msw service worker as the console it is compared with.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: '/floor-list/',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: process.env.BENCH_FLOOR_LIST_OUT ?? resolve(here, '../../../dist-bench-demo/floor-list'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 3000,
  },
});
