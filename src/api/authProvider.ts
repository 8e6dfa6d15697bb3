/** The authProvider of one organization's <Admin>, over the session in localStorage. docs/decisions.md "Notes: src/api/authProvider.ts" */
import type { AuthProvider } from 'ra-core';
import { createAccountApi, type AccountApi } from './account';
import { isAuthFailure } from './http';
import { canAccess } from './permissions';
import { clearSession, firstOrganizationId, getMembership, getSession, saveSession } from './session';

export const LOGIN_PATH = '/login';

/** Where react-admin keeps each organization's list state (filters, sort, page, columns). */
export const ORG_STORE_PREFIX = 'RaStoreplots-console.org-';

/** Where the command palette keeps a user's recent records, per organization (issue 19): `{prefix}{user}.{org}`. */
export const RECENT_RECORDS_PREFIX = 'plots-console.recent.';

/** What a sign-out the user chose removes from this machine… */
const forgetUser = (userId: string | number): void => {
  if (typeof localStorage === 'undefined') return;
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(ORG_STORE_PREFIX) || key?.startsWith(`${RECENT_RECORDS_PREFIX}${userId}.`)) keys.push(key);
  }
  keys.forEach(key => localStorage.removeItem(key));
};

export const createAuthProvider = (
  orgid: string,
  account: AccountApi = createAccountApi(),
  /** What else a chosen sign-out forgets of the user (the shell hands in common/drafts' deleteUserDrafts). */
  forgetAlso: (userId: string | number) => void = () => {},
): AuthProvider => ({
  async login({ username, password }: { username: string; password: string }) {
    const user = await account.login(username, password);
    saveSession(user);
    const first = firstOrganizationId(user);
    return { redirectTo: first ? `/${first}/dashboard` : LOGIN_PATH };
  },

  async logout() {
    // A forced sign-out (401, 403) has already ended the session in checkError: its drafts stay, to be restored at the next sign-in.
    const session = getSession();
    if (session) {
      forgetAlso(session.id);
      forgetUser(session.id);
    }
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
