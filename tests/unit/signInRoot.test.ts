/**
 * Which addresses show the sign-in page, so that main.tsx does not fetch the organization's console
 * before it (src/App.tsx `showsSignIn`, issue 41): /login, and the site's root when nobody with an
 * organization is signed in (Home sends it to /login).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { showsSignIn } from '../../src/App';
import { clearSession, saveSession } from '../../src/api/session';

afterEach(() => clearSession());

describe('showsSignIn', () => {
  it('the root without a session, and /login, show the sign-in page', () => {
    clearSession();
    expect(showsSignIn('/')).toBe(true);
    expect(showsSignIn('/login')).toBe(true);
    expect(showsSignIn('/1/dashboard')).toBe(false);
  });

  it('the root with a session goes to the organization: the console comes first', () => {
    saveSession({
      id: 1,
      name: 'Admin',
      token: 't',
      organizations: [{ organization_id: 1, name: 'Daga Estates', permissions: [] }],
    } as never);
    expect(showsSignIn('/')).toBe(false);
    expect(showsSignIn('/login')).toBe(true);
  });

  it('the root with a session of no organization is the sign-in page (Home sends it there)', () => {
    saveSession({ id: 1, name: 'Nobody', token: 't', organizations: [] });
    expect(showsSignIn('/')).toBe(true);
  });
});
