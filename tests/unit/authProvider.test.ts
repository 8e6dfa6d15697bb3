import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountApi } from '../../src/api/account';
import { createAuthProvider } from '../../src/api/authProvider';
import { ApiError } from '../../src/api/http';
import { getSession, saveSession, SESSION_KEY, type SessionUser } from '../../src/api/session';

const user: SessionUser = {
  id: 2,
  name: 'Priya',
  token: 't',
  organizations: [
    { organization_id: 1, name: 'One', software_access: 'Daga', master: 0, permissions: ['documenttype.view'] },
    { organization_id: 4, name: 'Four', software_access: null, master: 1, permissions: [] },
  ],
};

const account = (over: Partial<AccountApi> = {}) => ({ login: vi.fn(async () => user), ...over }) as unknown as AccountApi;

const rejection = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
};

describe('authProvider', () => {
  beforeEach(() => localStorage.clear());

  it('login saves the session and goes to the first organization dashboard', async () => {
    const api = account();
    const result = await createAuthProvider('1', api).login({ username: 'staff', password: 'staff' });
    expect(api.login).toHaveBeenCalledWith('staff', 'staff');
    expect(result).toEqual({ redirectTo: '/1/dashboard' });
    expect(getSession()?.token).toBe('t');
  });

  it('logout clears the session and goes to /login', async () => {
    saveSession(user);
    await expect(createAuthProvider('1').logout({})).resolves.toBe('/login');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('checkAuth: signed-in members pass, others go to the sign-in page', async () => {
    await expect(rejection(createAuthProvider('1').checkAuth({}))).resolves.toMatchObject({ redirectTo: '/login' });
    saveSession(user);
    await expect(createAuthProvider('1').checkAuth({})).resolves.toBeUndefined();
    await expect(rejection(createAuthProvider('9').checkAuth({}))).resolves.toMatchObject({ redirectTo: '/1' });
  });

  it('checkError signs out on 401 and 403 only', async () => {
    saveSession(user);
    const ap = createAuthProvider('1');
    await expect(ap.checkError(new ApiError('Unable to process request', 422))).resolves.toBeUndefined();
    await expect(ap.checkError(new ApiError('Unable to connect server', 0))).resolves.toBeUndefined();
    expect(getSession()).not.toBeNull();
    for (const status of [401, 403]) {
      saveSession(user);
      await expect(rejection(ap.checkError(new ApiError('x', status)))).resolves.toMatchObject({ redirectTo: '/login', logoutUser: true });
      expect(getSession()).toBeNull();
    }
  });

  it('getIdentity and getPermissions read the session of this organization', async () => {
    saveSession(user);
    await expect(createAuthProvider('1').getIdentity?.()).resolves.toEqual({ id: 2, fullName: 'Priya' });
    await expect(createAuthProvider('4').getPermissions?.({})).resolves.toMatchObject({ organization_id: 4, master: 1 });
  });

  it('canAccess uses the membership of its own organization', async () => {
    saveSession(user);
    const one = createAuthProvider('1');
    const four = createAuthProvider('4');
    expect(await one.canAccess?.({ resource: 'documenttype', action: 'list' })).toBe(true);
    expect(await one.canAccess?.({ resource: 'documenttype', action: 'delete' })).toBe(false);
    expect(await four.canAccess?.({ resource: 'documenttype', action: 'delete' })).toBe(true);
    expect(await createAuthProvider('9').canAccess?.({ resource: 'documenttype', action: 'list' })).toBe(false);
  });
});
