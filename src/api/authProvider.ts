/**
 * The authProvider of one organization's <Admin>, over the session in localStorage.
 * Sign-in itself happens on the console's own /login page (outside any organization) through
 * account.ts; login() here does the same for react-admin's useLogin.
 */
import type { AuthProvider } from 'ra-core';
import { createAccountApi, type AccountApi } from './account';
import { isAuthFailure } from './http';
import { canAccess } from './permissions';
import { deleteUserDrafts } from '../common/drafts';
import { clearSession, firstOrganizationId, getMembership, getSession, saveSession } from './session';

export const LOGIN_PATH = '/login';

/** Where react-admin keeps each organization's list state (filters, sort, page, columns). */
export const ORG_STORE_PREFIX = 'RaStoreplots-console.org-';

/** Where the command palette keeps a user's recent records, per organization (issue 19): `{prefix}{user}.{org}`. */
export const RECENT_RECORDS_PREFIX = 'plots-console.recent.';

/**
 * What a sign-out the user chose removes from this machine (shared office machines, issue 12):
 * the user's drafts in every organization, the names of the records they opened through the
 * command palette, and every organization's stored list state. The query
 * caches live in memory with each organization's <Admin>, which the sign-out unmounts and clears.
 */
export const forgetUser = (userId: string | number): void => {
  deleteUserDrafts(userId);
  if (typeof localStorage === 'undefined') return;
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(ORG_STORE_PREFIX) || key?.startsWith(`${RECENT_RECORDS_PREFIX}${userId}.`)) keys.push(key);
  }
  keys.forEach(key => localStorage.removeItem(key));
};

export const createAuthProvider = (orgid: string, account: AccountApi = createAccountApi()): AuthProvider => ({
  async login({ username, password }: { username: string; password: string }) {
    const user = await account.login(username, password);
    saveSession(user);
    const first = firstOrganizationId(user);
    return { redirectTo: first ? `/${first}/dashboard` : LOGIN_PATH };
  },

  async logout() {
    // A forced sign-out (401, 403) has already ended the session in checkError: its drafts stay,
    // to be restored at the next sign-in. A session still here means the user chose to sign out.
    const session = getSession();
    if (session) forgetUser(session.id);
    clearSession();
    return LOGIN_PATH;
  },

  async checkAuth() {
    const session = getSession();
    if (!session) throw { redirectTo: LOGIN_PATH, message: false };
    if (!getMembership(orgid, session)) throw { redirectTo: `/${firstOrganizationId(session) ?? ''}`, message: false };
  },

  async checkError(error: unknown) {
    if (isAuthFailure(error)) {
      clearSession();
      throw { redirectTo: LOGIN_PATH, logoutUser: true };
    }
  },

  async getIdentity() {
    const session = getSession();
    if (!session) throw new Error('Not signed in');
    return { id: session.id, fullName: session.name };
  },

  async getPermissions() {
    return getMembership(orgid) ?? null;
  },

  async canAccess({ resource, action }: { resource: string; action: string }) {
    return canAccess(getMembership(orgid), { resource, action });
  },
});
