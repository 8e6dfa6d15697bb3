/**
 * Sign-in and the calls made before it (no organization prefix): account/login, the New User
 * dialogs (account/newlogin, account/newuserpassword) and Forgot Password (submitforgotpassword,
 * submitforgottoken, submitresetpassword). The demo sends no SMS or mail: its code is DEMO_CODE.
 */
import { http } from 'msw';
import { db, touch } from '../db';
import type { DemoAccount } from '../accounts';
import { API, fail, ok, readBody, str } from './util';

/** The 6-digit code the demo "sends" for New User and Forgot Password. */
export const DEMO_CODE = '123456';

const newToken = (): string =>
  `demo-${typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2)}`;

const publicUser = (a: DemoAccount, token: string) => ({
  id: a.id,
  name: a.name,
  email: a.email,
  username: a.username,
  mobile: a.mobile,
  agent: a.agent,
  token,
  organizations: a.organizations,
});

const findAccount = (identifier: string): DemoAccount | undefined => {
  const id = identifier.trim().toLowerCase();
  return db().accounts.find(a => [a.username, a.email, a.mobile].some(v => v.toLowerCase() === id));
};

export const accountHandlers = [
  http.post(`${API}/account/login`, async ({ request }) => {
    const body = await readBody(request);
    const username = str(body.username);
    const password = str(body.password);
    if (!username || !password) {
      return fail('The username and password are required.', 422, {
        ...(username ? {} : { username: 'Username is required' }),
        ...(password ? {} : { password: 'Password is required' }),
      });
    }
    const account = findAccount(username);
    if (!account || account.password !== password) return fail('Invalid username or password.', 422);
    const token = newToken();
    db().tokens[token] = account.id;
    touch();
    return ok(publicUser(account, token), 'Signed in successfully.');
  }),

  // New User, step 1: phone and code.
  http.post(`${API}/account/newlogin`, async ({ request }) => {
    const body = await readBody(request);
    const mobile = str(body.mobile);
    const code = str(body.code);
    if (!mobile || !code) return fail('Phone and code are required.', 422);
    if (!/^\d{10}$/.test(mobile)) return fail('Valid phone number required', 422, { mobile: 'Valid phone number required' });
    if (code !== DEMO_CODE) return fail('The code is not valid.', 422, { code: 'The code is not valid.' });
    const existing = db().accounts.find(a => a.mobile === mobile);
    if (existing) return ok({ id: existing.id }, 'Code verified. Set your email and password.');
    const id = Math.max(...db().accounts.map(a => a.id)) + 1;
    const first = db().accounts[0].organizations[0];
    db().accounts.push({
      id,
      username: `user${id}`,
      password: '',
      name: `New user ${mobile.slice(-4)}`,
      email: '',
      mobile,
      agent: 0,
      organizations: [{ ...first, master: 0, permissions: ['project.view', 'plot.view'] }],
    });
    touch();
    return ok({ id }, 'Code verified. Set your email and password.');
  }),

  // New User, step 2: email and password.
  http.post(`${API}/account/newuserpassword`, async ({ request }) => {
    const body = await readBody(request);
    const account = db().accounts.find(a => String(a.id) === str(body.user_id));
    const email = str(body.user_email);
    const password = str(body.password);
    if (!account) return fail('User not found.', 404);
    if (!email || password.length < 6) return fail('Email and a password of at least 6 characters are required.', 422);
    if (db().accounts.some(a => a !== account && a.email.toLowerCase() === email.toLowerCase())) {
      return fail('The email has already been taken.', 422, { user_email: 'The email has already been taken.' });
    }
    Object.assign(account, { email, username: email, password });
    touch();
    return ok({ id: account.id }, 'Your password is set. Sign in with your email and password.');
  }),

  http.post(`${API}/submitforgotpassword`, async ({ request }) => {
    const body = await readBody(request);
    const identifier = str(body.user_email);
    if (!identifier) return fail('The email or phone is required.', 422);
    const account = findAccount(identifier);
    if (!account) return fail("We can't find a user with that email address or phone.", 422);
    const token = newToken();
    db().codes[identifier.toLowerCase()] = { code: DEMO_CODE, token };
    touch();
    return ok({ token }, `A 6-digit code has been sent. (Demo code: ${DEMO_CODE})`);
  }),

  http.post(`${API}/submitforgottoken`, async ({ request }) => {
    const body = await readBody(request);
    const entry = db().codes[str(body.user_email).toLowerCase()];
    if (!entry || entry.token !== str(body.token)) return fail('The reset request has expired. Start again.', 422);
    if (entry.code !== str(body.code)) return fail('The code is not valid.', 422);
    return ok(null, 'Code verified. Set your new password.');
  }),

  http.post(`${API}/submitresetpassword`, async ({ request }) => {
    const body = await readBody(request);
    const identifier = str(body.user_email).toLowerCase();
    const account = findAccount(identifier);
    const password = str(body.new_password);
    if (!account || !db().codes[identifier]) return fail('The reset request has expired. Start again.', 422);
    if (password.length < 6) return fail('The password must be at least 6 characters.', 422);
    if (password !== str(body.confirm_password)) return fail('Password and confirm password do not match.', 422);
    account.password = password;
    delete db().codes[identifier];
    touch();
    return ok(null, 'Your password has been reset. Sign in with the new password.');
  }),
];
