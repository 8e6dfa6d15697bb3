/** The routes: /login, /:orgid/*, and / which goes to the first organization of a signed-in user or to the sign-in page. */
// Reasoning: docs/decisions.md "Notes: src/App.tsx"
import { lazy, Suspense, useState } from 'react';
import { LinearProgress } from '@mui/material';
import { createBrowserRouter, Navigate, Route, RouterProvider, Routes } from 'react-router-dom';
import { firstOrganizationId, getSession } from './api/session';
import { AppErrorBoundary } from './app/ErrorPage';
import { showsSignIn } from './app/login/signInAddress';
import { PrefetchConsole } from './app/login/SignInFirst';
import { SignInFrame } from './app/login/SignInFrame';
import { loadResources, SHELL } from './app/resources';
import { loadable } from './common/loadable';

export { showsSignIn };

const LoginPage = lazy(() => import('./app/login/LoginPage'));
/** An organization's console is not part of the sign-in page's first load… */
const OrgAdmin = loadable(() => import('./console').then(m => m.OrgAdmin));
const OrgAdminRoute = () => <OrgAdmin.View fallback={<LinearProgress />} />;
const loadOrgAdmin = OrgAdmin.preload;
/** Fetches the organization's console, its first page, the dashboard, then the registry's declarations (the sign-in page does it while the person types). */
export const preloadConsole = () =>
  loadOrgAdmin()
    .then(() => SHELL.Dashboard.preload?.())
    .then(() => loadResources());

/** What the first page needs before it is drawn: the organization's console unless it is the sign-in page… */
export const preloadForPath = async (pathname: string): Promise<void> => {
  if (!showsSignIn(pathname)) await loadOrgAdmin();
};

const Home = () => {
  const first = firstOrganizationId(getSession());
  return <Navigate to={first ? `/${first}/` : '/login'} replace />;
};

export const AppRoutes = () => (
  <Routes>
    <Route
      path="/login"
      element={
        <SignInFrame>
          <Suspense fallback={<LinearProgress />}>
            <LoginPage prepare={loadOrgAdmin} />
            <PrefetchConsole load={preloadConsole} />
          </Suspense>
        </SignInFrame>
      }
    />
    <Route path="/:orgid/*" element={<OrgAdminRoute />} />
    <Route path="/" element={<Home />} />
  </Routes>
);

/** A data router: react-router's navigation blocker works only there, and the forms use it to ask before leaving unsaved changes. */
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
