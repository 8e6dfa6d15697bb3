/** Boot: start the embedded demo API only when no API is configured (VITE_API_URL), then render. docs/decisions.md "Notes: src/main.tsx" */
import { StrictMode, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { atPath, handover, PRERENDERED, readTyped, whenReleased, type Typed } from './bootHandover';
import { isDemoMode } from './api/config';
import { showsSignIn, signInFirst } from './app/login/signInAddress';
import { SignInFirst } from './app/login/SignInFirst';
import { preloadLoginTamil } from './app/login/LoginLanguage';
import { deviceLanguage } from './app/language';
import type { NextPage } from './app/login/SignInPage';
// The Tamil font's @font-face only (a few hundred bytes of CSS); its files load when Tamil is drawn.
import './app/tamilFont.css';

const startApi = async (): Promise<void> => {
  if (!import.meta.env.VITE_API_URL && isDemoMode()) {
    const { startDemoApi } = await import('../mocks/browser');
    await startDemoApi();
  }
};

const container = document.getElementById('root')!;
const root = createRoot(container);

/** Leaves the pre-rendered sign-in form (index.html) behind: a page other than the sign-in page is drawn. */
const dropPrerendered = () => {
  if (!container.hasAttribute(PRERENDERED)) return;
  container.replaceChildren();
  container.removeAttribute(PRERENDERED);
};

const renderApp = (App: ComponentType) => {
  dropPrerendered();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
};

/** After the take-over of the pre-rendered form: the focus where it was, then the held submit or click. */
const resume = (typed: Typed) => {
  const focused = typed.focused && atPath(container, typed.focused);
  if (focused instanceof HTMLElement) {
    focused.focus();
    // The caret at the end of what was typed (the two fields; other inputs have no selection).
    if (focused instanceof HTMLInputElement && (focused.type === 'text' || focused.type === 'password'))
      focused.setSelectionRange(focused.value.length, focused.value.length);
  }
  const { submitted, clicked } = handover;
  handover.submitted = false;
  handover.clicked = null;
  if (submitted) container.querySelector('form')?.requestSubmit();
  else if (clicked) (atPath(container, clicked) as HTMLElement | null)?.click();
};

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
    // Drawn in Tamil from its first frame (the pre-rendered form is English, hidden for Tamil).
    if (deviceLanguage() === 'ta') await preloadLoginTamil().catch(() => undefined);
    // Not between a press and its click (the click would be lost), then read and replaced in one
    // task (flushSync): nothing typed in between is lost.
    await whenReleased();
    const typed = container.hasAttribute(PRERENDERED) ? readTyped(container) : undefined;
    flushSync(() =>
      root.render(
        <StrictMode>
          <SignInFirst
            startApi={startApi}
            prefetchConsole={() => import('./App').then(m => m.preloadConsole())}
            openConsole={openConsole}
            next={next}
            initial={typed}
          />
        </StrictMode>,
      ),
    );
    container.removeAttribute(PRERENDERED);
    if (typed) resume(typed);
    return;
  }
  // An organization's console: its chunk is fetched beside the router's, not after it.
  if (!showsSignIn(pathname)) void import('./console').catch(() => undefined);
  // A page other than the dashboard needs the registry's declarations to be drawn: fetched beside
  // the console's chunk too (the dashboard draws first and asks for them once drawn, issue 41).
  if (!showsSignIn(pathname) && !/^\/[^/]+\/?(dashboard\/?)?$/.test(pathname)) void import('./resources').catch(() => undefined);
  const [{ App }] = await Promise.all([loadApp(pathname), startApi()]);
  renderApp(App);
};

start().catch(error => {
  container.removeAttribute(PRERENDERED);
  container.textContent = `Application error: ${error instanceof Error ? error.message : String(error)}`;
});
