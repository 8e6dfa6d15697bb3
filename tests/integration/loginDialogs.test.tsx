/**
 * The sign-in page's New User and Forgot Password dialogs, driven by role and label against the
 * msw/node demo API (tests/setup.ts): client-side checks, the server's messages, the multipart
 * fields of every call, the end of each flow and a sign-in with the new credentials.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { DEMO_ACCOUNTS } from '../../mocks/accounts';
import { DEMO_CODE } from '../../mocks/handlers/account';
import LoginPage from '../../src/app/login/LoginPage';
import { SESSION_KEY } from '../../src/api/session';

const NEW_USER_DONE = 'Your password is set. Sign in with your email and password.';
const RESET_DONE = 'Your password has been reset. Sign in with the new password.';

const Dashboard = () => <p>Dashboard of organization {useParams().orgid}</p>;

const renderLogin = () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/:orgid/dashboard" element={<Dashboard />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
};

interface SentCall {
  path: string;
  fields: Record<string, string>;
}

/** Records the multipart fields of every API call; the demo handlers still answer. */
const recordCalls = (): SentCall[] => {
  const sent: SentCall[] = [];
  server.use(
    http.post('*/api/v1/*', async ({ request }) => {
      const form = await request.clone().formData();
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        fields[key] = String(value);
      });
      sent.push({ path: new URL(request.url).pathname.replace(/^.*\/api\/v1\//, ''), fields });
      // No answer: the request falls through to the demo handler.
    }),
  );
  return sent;
};

const callsTo = (sent: SentCall[], path: string) => sent.filter(c => c.path === path);

/** A promise resolved from outside, to hold an answer while the test looks at the pending state. */
const deferred = () => {
  let release!: () => void;
  const promise = new Promise<void>(resolve => {
    release = resolve;
  });
  return { promise, release };
};

const openDialog = async (user: ReturnType<typeof userEvent.setup>, button: 'New User' | 'Forgot Password', title: string) => {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
};

const field = (dialog: HTMLElement, label: RegExp) => within(dialog).getByLabelText(label);

const waitForNoDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

const signIn = async (user: ReturnType<typeof userEvent.setup>, username: string, password: string) => {
  await user.type(screen.getByLabelText(/username/i), username);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('Dashboard of organization 1')).toBeInTheDocument();
  const session = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null');
  expect(session?.token).toEqual(expect.any(String));
  return session;
};

describe('New User dialog', () => {
  it('shows the required messages on the fields and makes no call', async () => {
    const sent = recordCalls();
    const user = renderLogin();
    const dialog = await openDialog(user, 'New User', 'New User');

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(within(dialog).getByText('Phone is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Code is required')).toBeInTheDocument();
    expect(field(dialog, /phone/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(dialog, /code/i)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('shows the server message for a wrong code and keeps what was typed', async () => {
    const sent = recordCalls();
    const user = renderLogin();
    const dialog = await openDialog(user, 'New User', 'New User');

    await user.type(field(dialog, /phone/i), '9876543210');
    await user.type(field(dialog, /code/i), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The code is not valid.');
    expect(field(dialog, /phone/i)).toHaveValue('9876543210');
    expect(field(dialog, /code/i)).toHaveValue('000000');
    expect(screen.getByRole('dialog', { name: 'New User' })).toBeInTheDocument();
    expect(callsTo(sent, 'account/newlogin')).toEqual([
      { path: 'account/newlogin', fields: { mobile: '9876543210', code: '000000', action: 'full' } },
    ]);
  });

  it('blocks a second submit while the call is pending and shows progress', async () => {
    const gate = deferred();
    let calls = 0;
    server.use(
      http.post('*/api/v1/account/newlogin', async () => {
        calls += 1;
        await gate.promise;
        return HttpResponse.json({ status: false, message: 'The code is not valid.', data: null, errors: null }, { status: 422 });
      }),
    );
    const user = renderLogin();
    const dialog = await openDialog(user, 'New User', 'New User');
    await user.type(field(dialog, /phone/i), '9876543210');
    await user.type(field(dialog, /code/i), '111111{Enter}');

    const submit = within(dialog).getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    await user.type(field(dialog, /code/i), '{Enter}');
    expect(calls).toBe(1);

    gate.release();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The code is not valid.');
    expect(submit).toBeEnabled();
    expect(calls).toBe(1);
  });

  it('signs up a new phone: right code, short password refused, success message, then sign-in with the email', async () => {
    const sent = recordCalls();
    const user = renderLogin();
    let dialog = await openDialog(user, 'New User', 'New User');

    await user.type(field(dialog, /phone/i), '9876543210');
    await user.type(field(dialog, /code/i), DEMO_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    dialog = await screen.findByRole('dialog', { name: 'Set email and password' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Code verified. Set your email and password.');
    expect(callsTo(sent, 'account/newlogin')[0].fields).toEqual({ mobile: '9876543210', code: DEMO_CODE, action: 'full' });

    // Too short: refused here, nothing sent.
    await user.type(field(dialog, /email/i), 'new.user@demo.local');
    await user.type(field(dialog, /password/i), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The password must be at least 6 characters.')).toBeInTheDocument();
    expect(field(dialog, /password/i)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(sent, 'account/newuserpassword')).toHaveLength(0);

    await user.type(field(dialog, /password/i), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitForNoDialog();
    expect(await screen.findByText(NEW_USER_DONE)).toBeInTheDocument();
    const newId = Math.max(...DEMO_ACCOUNTS.map(a => a.id)) + 1;
    expect(callsTo(sent, 'account/newuserpassword')).toEqual([
      {
        path: 'account/newuserpassword',
        fields: { user_email: 'new.user@demo.local', password: '123456', user_id: String(newId), action: 'full' },
      },
    ]);

    const session = await signIn(user, 'new.user@demo.local', '123456');
    expect(session.id).toBe(newId);
  });

  it('closes without a message when setting the password fails', async () => {
    const sent = recordCalls();
    const user = renderLogin();
    let dialog = await openDialog(user, 'New User', 'New User');
    await user.type(field(dialog, /phone/i), '9876543210');
    await user.type(field(dialog, /code/i), DEMO_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    dialog = await screen.findByRole('dialog', { name: 'Set email and password' });

    // The demo refuses an email another account holds.
    await user.type(field(dialog, /email/i), 'admin@demo.local');
    await user.type(field(dialog, /password/i), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitForNoDialog();
    expect(callsTo(sent, 'account/newuserpassword')).toHaveLength(1);
    expect(screen.queryByText('The email has already been taken.')).not.toBeInTheDocument();
    expect(screen.queryByText(NEW_USER_DONE)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts afresh when closed and opened again', async () => {
    const user = renderLogin();
    let dialog = await openDialog(user, 'New User', 'New User');
    await user.type(field(dialog, /phone/i), '9876543210');
    await user.type(field(dialog, /code/i), DEMO_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    dialog = await screen.findByRole('dialog', { name: 'Set email and password' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForNoDialog();

    dialog = await openDialog(user, 'New User', 'New User');
    expect(field(dialog, /phone/i)).toHaveValue('');
    expect(field(dialog, /code/i)).toHaveValue('');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('Forgot Password dialog', () => {
  it('requires a value, then shows the server message in red for an unknown email and keeps it', async () => {
    const sent = recordCalls();
    const user = renderLogin();
    const dialog = await openDialog(user, 'Forgot Password', 'Forgot Password');

    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByText('Email or phone is required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(field(dialog, /email or phone/i), 'nobody@demo.local');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("We can't find a user with that email address or phone.");
    expect(alert).toHaveClass('MuiAlert-colorError');
    expect(field(dialog, /email or phone/i)).toHaveValue('nobody@demo.local');
    expect(sent).toEqual([{ path: 'submitforgotpassword', fields: { user_email: 'nobody@demo.local' } }]);
  });

  it('resets the password with the keyboard alone, then signs in with the new password', async () => {
    const sent = recordCalls();
    const user = renderLogin();
    const dialog = await openDialog(user, 'Forgot Password', 'Forgot Password');
    const step = (name: string) => expect(dialog.querySelector('[aria-current="step"]')).toHaveTextContent(name);

    // 1. Request the code.
    step('Request code');
    expect(field(dialog, /email or phone/i)).toHaveFocus();
    await user.keyboard('staff@demo.local{Enter}');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('A 6-digit code has been sent.');
    step('Verify code');
    expect(callsTo(sent, 'submitforgotpassword')).toEqual([{ path: 'submitforgotpassword', fields: { user_email: 'staff@demo.local' } }]);

    // 2. Verify it: the 6 digits are checked here, a wrong code by the server.
    expect(field(dialog, /code/i)).toHaveFocus();
    await user.keyboard('12345{Enter}');
    expect(within(dialog).getByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(callsTo(sent, 'submitforgottoken')).toHaveLength(0);

    await user.keyboard('{Backspace>5/}654321{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The code is not valid.');
    expect(within(dialog).getByRole('alert')).toHaveClass('MuiAlert-colorError');
    expect(field(dialog, /code/i)).toHaveValue('654321');

    await user.keyboard(`{Backspace>6/}${DEMO_CODE}{Enter}`);
    await waitFor(() => step('New password'));
    const tokenCalls = callsTo(sent, 'submitforgottoken');
    expect(tokenCalls).toHaveLength(2);
    expect(tokenCalls[1].fields).toEqual({ user_email: 'staff@demo.local', code: DEMO_CODE, token: expect.stringMatching(/\S/) });
    expect(Object.keys(tokenCalls[1].fields).sort()).toEqual(['code', 'token', 'user_email']);

    // 3. The new password: a mismatch is refused here.
    expect(field(dialog, /new password/i)).toHaveFocus();
    await user.keyboard('newpass1{Tab}newpass2{Enter}');
    expect(within(dialog).getByText('New password and confirm password do not match.')).toBeInTheDocument();
    expect(callsTo(sent, 'submitresetpassword')).toHaveLength(0);

    await user.keyboard('{Backspace}1{Enter}');
    await waitForNoDialog();
    expect(await screen.findByText(RESET_DONE)).toBeInTheDocument();
    expect(callsTo(sent, 'submitresetpassword')).toEqual([
      {
        path: 'submitresetpassword',
        fields: { user_email: 'staff@demo.local', new_password: 'newpass1', confirm_password: 'newpass1' },
      },
    ]);

    const session = await signIn(user, 'staff', 'newpass1');
    expect(session.username).toBe('staff');
  });

  it('shows Unable to connect server when the server cannot be reached and keeps the value', async () => {
    server.use(http.post('*/api/v1/submitforgotpassword', () => HttpResponse.error()));
    const user = renderLogin();
    const dialog = await openDialog(user, 'Forgot Password', 'Forgot Password');

    await user.type(field(dialog, /email or phone/i), 'staff@demo.local{Enter}');

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Unable to connect server');
    expect(alert).toHaveClass('MuiAlert-colorError');
    expect(field(dialog, /email or phone/i)).toHaveValue('staff@demo.local');
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('ignores a late answer once cancelled', async () => {
    const gate = deferred();
    const sent = recordCalls();
    server.use(
      http.post('*/api/v1/submitresetpassword', async () => {
        await gate.promise;
        // No answer: the demo handler resets the password.
      }),
    );
    const user = renderLogin();
    const dialog = await openDialog(user, 'Forgot Password', 'Forgot Password');
    await user.type(field(dialog, /email or phone/i), 'staff@demo.local{Enter}');
    await user.type(await within(dialog).findByLabelText(/code/i), `${DEMO_CODE}{Enter}`);
    await user.type(await within(dialog).findByLabelText(/new password/i), 'newpass1');
    await user.type(field(dialog, /confirm password/i), 'newpass1{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Reset password' })).toBeDisabled());

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForNoDialog();
    gate.release();
    await waitFor(() => expect(callsTo(sent, 'submitresetpassword')).toHaveLength(1));
    await new Promise(resolve => setTimeout(resolve, 100));

    expect(screen.queryByText(RESET_DONE)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts afresh at the first step when cancelled and opened again', async () => {
    const user = renderLogin();
    let dialog = await openDialog(user, 'Forgot Password', 'Forgot Password');
    await user.type(field(dialog, /email or phone/i), 'staff@demo.local{Enter}');
    expect(await within(dialog).findByLabelText(/code/i)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForNoDialog();
    expect(screen.queryByText(RESET_DONE)).not.toBeInTheDocument();

    dialog = await openDialog(user, 'Forgot Password', 'Forgot Password');
    expect(field(dialog, /email or phone/i)).toHaveValue('');
    expect(within(dialog).queryByLabelText(/code/i)).not.toBeInTheDocument();
  });
});
