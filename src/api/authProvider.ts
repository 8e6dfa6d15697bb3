/**
 * The authProvider of one organization's <Admin>, over the session in localStorage.
 * Sign-in itself happens on the console's own /login page (outside any organization) through
 * account.ts; login() here does the same for react-admin's useLogin.
 */
import type { AuthProvider } from 'ra-core';
import { createAccountApi, type AccountApi } from './account';
import { isAuthFailure } from './http';
import { canAccess } from './permissions';
import { clearSession, firstOrganizationId, getMembership, getSession, saveSession } from './session';

export const LOGIN_PATH = '/login';

export const createAuthProvider = (orgid: string, account: AccountApi = createAccountApi()): AuthProvider => ({
  async login({ username, password }: { username: string; password: string }) {
    const user = await account.login(username, password);
    saveSession(user);
    const first = firstOrganizationId(user);
    return { redirectTo: first ? `/${first}/dashboard` : LOGIN_PATH };
  },

  async logout() {
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
