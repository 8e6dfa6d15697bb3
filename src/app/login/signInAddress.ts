/**
 * Which addresses show the sign-in page (issue 41). Kept apart from App.tsx (the router, the
 * console) so that main.tsx can decide before any of that is loaded.
 */
import { firstOrganizationId, getSession } from '../../api/session';

/** The address shows the sign-in page: /login, or the site's root without a session (Home sends it there). */
export const showsSignIn = (pathname: string): boolean =>
  pathname.startsWith('/login') || (pathname === '/' && !firstOrganizationId(getSession()));

/**
 * The sign-in page is drawn before the console's code (main.tsx): a sign-in address with nobody
 * signed in. At /login with a session the console's page opens the organization instead.
 */
export const signInFirst = (pathname: string): boolean => showsSignIn(pathname) && !firstOrganizationId(getSession());
