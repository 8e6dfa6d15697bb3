/**
 * The routes: /login, /:orgid/* (that organization's <Admin>), and / which goes to the first
 * organization of a signed-in user or to the sign-in page.
 */
import { lazy, Suspense, useState } from 'react';
import { CssBaseline, LinearProgress, ThemeProvider, createTheme } from '@mui/material';
import { createBrowserRouter, Navigate, Route, RouterProvider, Routes } from 'react-router-dom';
import { firstOrganizationId, getSession } from './api/session';
import { AppErrorBoundary } from './app/ErrorPage';
import { OrgAdmin } from './app/OrgAdmin';
import { theme } from './app/theme';

const LoginPage = lazy(() => import('./app/login/LoginPage'));

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
        </ThemeProvider>
      }
    />
    <Route path="/:orgid/*" element={<OrgAdmin />} />
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
