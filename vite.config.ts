import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { policyForEnv } from './scripts/csp.mjs';

// The demo API (mocks/) is imported dynamically from src/main.tsx only when VITE_API_URL is
// unset, so a build for a real API carries no mock code (see docs/decisions.md).
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true },
  // The production build is served under its Content Security Policy (scripts/csp.mjs; README "Building for production").
  preview: { port: 4173, strictPort: true, host: '127.0.0.1', headers: { 'Content-Security-Policy': policyForEnv() } },
  build: { sourcemap: false, chunkSizeWarningLimit: 1500 },
});
