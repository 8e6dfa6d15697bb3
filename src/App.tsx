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

const LoginPage = lazy(() => import('./app/login/LoginPage'));
/**
 * An organization's console (react-admin's <Admin> and the registry) is not part of the sign-in
 * page's first load: it is fetched while the sign-in page is idle (a person types first), or at
 * once when an organization's address is opened.
 */
const loadOrgAdmin = () => import('./app/OrgAdmin');
const OrgAdmin = lazy(() => loadOrgAdmin().then(m => ({ default: m.OrgAdmin })));

const PrefetchOrgAdmin = () => {
  useEffect(() => {
    const prefetch = () => void loadOrgAdmin();
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(prefetch, 200);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(prefetch, { timeout: 2000 });
    return () => cancelIdleCallback(id);
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
          </Suspense>
          <PrefetchOrgAdmin />
        </ThemeProvider>
      }
    />
    <Route
      path="/:orgid/*"
      element={
        <Suspense fallback={<LinearProgress />}>
          <OrgAdmin />
        </Suspense>
      }
    />
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
