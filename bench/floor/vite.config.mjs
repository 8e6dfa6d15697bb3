/** The floor app's own build (bench/run.mjs): same Vite and React plugin as the console. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: process.env.BENCH_FLOOR_OUT ?? resolve(here, '../../dist-bench-floor'),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
});
