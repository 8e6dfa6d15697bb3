/**
 * The routes: /login, /:orgid/* (that organization's <Admin>), and / which goes to the first
 * organization of a signed-in user or to the sign-in page.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { CssBaseline, LinearProgress, ThemeProvider, createTheme } from '@mui/material';
import { createBrowserRouter, Navigate, Route, RouterProvider, Routes } from 'react-router-dom';
import { firstOrganizationId, getSession } from './api/session';
import { AppErrorBoundary } from './app/ErrorPage';
import { theme } from './app/theme';
import { whenIdle } from './common/idle';
import { loadable } from './common/loadable';

const LoginPage = lazy(() => import('./app/login/LoginPage'));
/**
 * An organization's console (react-admin's <Admin> and the registry) is not part of the sign-in
 * page's first load: it is fetched while the sign-in page is idle (a person types first), or at
 * boot when the address is an organization's (`preloadForPath`, awaited by main.tsx before the
 * first render). The sign-in page's own load does not share the network with it: the fetch starts
 * a second after that page is drawn. Once loaded it is rendered directly: a lazy component that
 * suspends even for a loaded module costs React's 300 ms throttle before its content shows
 * (src/common/loadable.tsx).
 */
const OrgAdmin = loadable(() => import('./console').then(m => m.OrgAdmin));
const OrgAdminRoute = () => <OrgAdmin.View fallback={<LinearProgress />} />;
const loadOrgAdmin = OrgAdmin.preload;

/** The address shows the sign-in page: /login, or the site's root without a session (Home sends it there). */
export const showsSignIn = (pathname: string): boolean =>
  pathname.startsWith('/login') || (pathname === '/' && !firstOrganizationId(getSession()));

/**
 * What the first page needs before it is drawn: the organization's console unless it is the
 * sign-in page, which people reach at the root as often as at /login (issue 41: at `/` the console
 * came first, 1.8 × the JavaScript of /login before the form).
 */
export const preloadForPath = async (pathname: string): Promise<void> => {
  if (!showsSignIn(pathname)) await loadOrgAdmin();
};

/** A second after the sign-in page is drawn (it is inside its Suspense), at an idle moment: a person reads and types first. */
const PREFETCH_AFTER_MS = 1000;
const PrefetchOrgAdmin = () => {
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => void loadOrgAdmin());
    }, PREFETCH_AFTER_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, []);
  return null;
};

const muiTheme = createTheme(theme);

const Home = () => {
  const first = firstOrganizationId(getSession());
  return <Navigate to={first ? `/${first}/` : '/login'} replace />;
};

export const AppRoutes = () => (
  <Routes>
    <Route
      path="/login"
      element={
        <ThemeProvider theme={muiTheme}>
          <CssBaseline />
          <Suspense fallback={<LinearProgress />}>
            <LoginPage />
            <PrefetchOrgAdmin />
          </Suspense>
        </ThemeProvider>
      }
    />
    <Route path="/:orgid/*" element={<OrgAdminRoute />} />
    <Route path="/" element={<Home />} />
  </Routes>
);

/**
 * A data router (not <BrowserRouter>): react-router's navigation blocker works only there, and
 * the forms use it to ask before leaving unsaved changes (menu, Back, organization switch; issue
 * 12). Created when the app mounts, so it starts from the address of that moment. Render errors
 * stay with our own error boundary, inside the route.
 */
const createAppRouter = () =>
  createBrowserRouter([
    {
      path: '*',
      element: (
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
      ),
    },
  ]);

export const App = () => {
  const [router] = useState(createAppRouter);
  return (
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  );
};

export default App;
