/** Boot: start the embedded demo API only when no API is configured (VITE_API_URL), then render. docs/decisions.md "Notes: src/main.tsx" */
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { isDemoMode } from './api/config';
import { showsSignIn, signInFirst } from './app/login/signInAddress';
import { SignInFirst } from './app/login/SignInFirst';
import type { NextPage } from './app/login/SignInPage';
// The Tamil font's @font-face only (a few hundred bytes of CSS); its files load when Tamil is drawn.
import './app/tamilFont.css';

const startApi = async (): Promise<void> => {
  if (!import.meta.env.VITE_API_URL && isDemoMode()) {
    const { startDemoApi } = await import('../mocks/browser');
    await startDemoApi();
  }
};

const root = createRoot(document.getElementById('root')!);

const renderApp = (App: ComponentType) =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

/** The console's code: the router and, unless the address is the sign-in page, the organization's console. */
const loadApp = async (pathname: string) => {
  const app = await import('./App');
  await app.preloadForPath(pathname);
  return app;
};

const start = async () => {
  const { pathname } = window.location;
  if (signInFirst(pathname)) {
    // The root is the sign-in page's address then (the console's Home sends it there).
    if (pathname === '/') window.history.replaceState(window.history.state, '', '/login');
    const next = (window.history.state as { usr?: NextPage } | null)?.usr ?? null;
    const openConsole = async (path: string) => {
      const { App } = await loadApp(path);
      // The router starts from the address of its mount.
      window.history.replaceState(null, '', path);
      renderApp(App);
    };
    root.render(
      <StrictMode>
        <SignInFirst
          startApi={startApi}
          prefetchConsole={() => import('./App').then(m => m.preloadConsole())}
          openConsole={openConsole}
          next={next}
        />
      </StrictMode>,
    );
    return;
  }
  // An organization's console: its chunk is fetched beside the router's, not after it.
  if (!showsSignIn(pathname)) void import('./console').catch(() => undefined);
  const [{ App }] = await Promise.all([loadApp(pathname), startApi()]);
  renderApp(App);
};

start().catch(error => {
  document.getElementById('root')!.textContent = `Application error: ${error instanceof Error ? error.message : String(error)}`;
});
