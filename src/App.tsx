/**
 * The routes: /login, /:orgid/* (that organization's <Admin>), and / which goes to the first
 * organization of a signed-in user or to the sign-in page.
 */
import { lazy, Suspense } from 'react';
import { CssBaseline, LinearProgress, ThemeProvider, createTheme } from '@mui/material';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
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

export const App = () => (
  <AppErrorBoundary>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppErrorBoundary>
);

export default App;
