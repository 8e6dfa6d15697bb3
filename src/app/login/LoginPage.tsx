/**
 * /login inside the console's router: the sign-in form (SignInPage.tsx) with the page to go back
 * to (the state of the console's redirect) and react-router's navigation. Someone already signed in
 * when the page opens goes straight to the organization.
 */
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { AccountApi } from '../../api/account';
import { firstOrganizationId, getSession } from '../../api/session';
import { SignInPage, type NextPage } from './SignInPage';

export { DEMO_ACCOUNT_HINTS } from './SignInPage';

export interface LoginPageProps {
  account?: AccountApi;
  /** Fetches the console's code before the navigation, so the busy button stays until it shows. */
  prepare?: () => Promise<unknown>;
}

export const LoginPage = ({ account, prepare }: LoginPageProps) => {
  const navigate = useNavigate();
  const location = useLocation();
  // Decided when the page opens, not after a sign-in made here (which goes back to the page asked for).
  const [signedInOrg] = useState(() => firstOrganizationId(getSession()));
  if (signedInOrg) return <Navigate to={`/${signedInOrg}/dashboard`} replace />;
  return (
    <SignInPage
      account={account}
      next={location.state as NextPage | null}
      onSignedIn={async path => {
        await prepare?.();
        navigate(path, { replace: true });
      }}
    />
  );
};

export default LoginPage;
