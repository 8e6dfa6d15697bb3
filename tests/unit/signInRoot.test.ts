/**
 * Which addresses show the sign-in page, so that main.tsx does not fetch the organization's console
 * before it (src/App.tsx `showsSignIn`, issue 41): /login, and the site's root when nobody with an
 * organization is signed in (Home sends it to /login).
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { showsSignIn } from '../../src/App';
import { clearSession, saveSession, SESSION_KEY } from '../../src/api/session';
import { deviceLanguage, rememberDeviceLanguage } from '../../src/app/language';
import { signInFirst } from '../../src/app/login/signInAddress';

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

/*
 * public/signin-gate.js decides before the first paint, without a module, whether the pre-rendered
 * form shows: the same rule as signInFirst, the same storage keys. Run in a sandbox over this
 * page's localStorage (written through the modules' own functions), it must agree with them.
 */
describe('public/signin-gate.js agrees with signInFirst and the device language', () => {
  const gate = readFileSync('public/signin-gate.js', 'utf8');
  const runGate = (pathname: string) => {
    const attributes: Record<string, string> = {};
    let replacedWith: string | undefined;
    runInNewContext(gate, {
      localStorage,
      location: { pathname },
      history: { state: null, replaceState: (_state: unknown, _title: string, url: string) => (replacedWith = url) },
      document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
    });
    return { formShown: attributes['data-boot'] !== 'app', replacedWith };
  };
  const organization = { organization_id: 1, name: 'Daga Estates', permissions: [] };
  const sessions: Record<string, (() => void) | string> = {
    'no session': () => clearSession(),
    'a session with an organization': () => saveSession({ id: 1, name: 'Admin', token: 't', organizations: [organization] } as never),
    'a session of no organization': () => saveSession({ id: 1, name: 'Nobody', token: 't', organizations: [] }),
    'a session whose only organization is malformed': JSON.stringify({ id: 1, token: 't', organizations: [{ organization_id: ' ' }] }),
    'a session without a token': JSON.stringify({ id: 1, organizations: [organization] }),
    'unreadable text': '{not json',
  };
  const paths = ['/', '/login', '/login?next=%2F1%2Fplot', '/1/dashboard', '/2/customer/5'];

  for (const [described, store] of Object.entries(sessions)) {
    for (const language of ['en', 'ta'] as const) {
      it(`${described}, ${language === 'ta' ? 'Tamil' : 'English'} chosen on the device`, () => {
        if (typeof store === 'string') localStorage.setItem(SESSION_KEY, store);
        else store();
        rememberDeviceLanguage(language);
        for (const path of paths) {
          const pathname = path.split('?')[0];
          const expected = signInFirst(pathname) && deviceLanguage() === 'en';
          const { formShown, replacedWith } = runGate(pathname);
          expect(formShown, path).toBe(expected);
          expect(replacedWith, path).toBe(expected && pathname === '/' ? '/login' : undefined);
        }
      });
    }
  }
});
