import { createServer, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { policyForEnv } from './scripts/csp.mjs';

/**
 * Issue 41: the built index.html holds the sign-in form, rendered from the React page at build
 * time (src/app/login/prerender.tsx, with MUI's styles), so it is drawn from HTML and CSS alone;
 * src/boot.ts loads the page's code (src/main.tsx and what it imports) at the first interaction. docs/decisions.md "The sign-in form in the HTML (issue 41)".
 */
const prerenderSignIn = (): Plugin => {
  let config: ResolvedConfig;
  let markup = '';
  return {
    name: 'plots:prerender-sign-in',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      // A server-side module loader of the same sources, env and mode (no config file: not this plugin again).
      const server = await createServer({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [react()],
      });
      try {
        const page = (await server.ssrLoadModule('/src/app/login/prerender.tsx')) as { prerenderSignIn: () => string };
        markup = page.prerenderSignIn();
      } finally {
        await server.close();
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler: html => html.replace('<div id="root"></div>', `<div id="root" data-prerendered>${markup}</div>`),
    },
  };
};

/**
 * node-polyglot's (react-admin's translations) shims for browsers long past, as the built-ins
 * themselves: `object.entries` alone drew 15 kB of `get-intrinsic` and its kin into the console's
 * first load (issue 41; docs/decisions.md "node-polyglot's shims as built-ins (issue 41)").
 */
const NATIVE: Readonly<Record<string, string>> = {
  'object.entries': 'module.exports = Object.entries;',
  hasown: 'module.exports = Function.prototype.call.bind(Object.prototype.hasOwnProperty);',
};
const NATIVE_PREFIX = '\0plots-native:';
const nativeBuiltIns = (): Plugin => ({
  name: 'plots:native-built-ins',
  apply: 'build',
  enforce: 'pre',
  resolveId: id => (Object.hasOwn(NATIVE, id) ? `${NATIVE_PREFIX}${id}` : null),
  load: id => (id.startsWith(NATIVE_PREFIX) ? NATIVE[id.slice(NATIVE_PREFIX.length)] : null),
});

// The demo API (mocks/) is imported dynamically from src/main.tsx only when VITE_API_URL is
// unset, so a build for a real API carries no mock code (see docs/decisions.md).
export default defineConfig({
  plugins: [nativeBuiltIns(), react(), prerenderSignIn()],
  server: { port: 5173, strictPort: true },
  // The production build is served under its Content Security Policy (scripts/csp.mjs; README "Building for production").
  preview: { port: 4173, strictPort: true, host: '127.0.0.1', headers: { 'Content-Security-Policy': policyForEnv() } },
  build: { sourcemap: false, chunkSizeWarningLimit: 1500 },
});
