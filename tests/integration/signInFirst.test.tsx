/**
 * The sign-in page drawn before the console's code (src/app/login/SignInFirst.tsx, issue 41),
 * against the msw/node demo API: the form is there before the API starts, a sign-in waits for the
 * API, stays busy until the console replaces the page, goes back to the page asked for, and a
 * wrong password shows the server's message and keeps the username.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../mocks/node';
import { SignInFirst } from '../../src/app/login/SignInFirst';
import type { NextPage } from '../../src/app/login/SignInPage';
import { getSession } from '../../src/api/session';
import tamil from '../../src/app/tamil';

const deferred = <T = void,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const renderFirst = (opts: { startApi?: () => Promise<void>; openConsole?: (path: string) => Promise<void>; next?: NextPage } = {}) => {
  const user = userEvent.setup();
  const startApi = vi.fn(opts.startApi ?? (() => Promise.resolve()));
  const openConsole = vi.fn(opts.openConsole ?? (() => new Promise<void>(() => undefined)));
  const prefetchConsole = vi.fn(() => Promise.resolve());
  const view = render(<SignInFirst startApi={startApi} prefetchConsole={prefetchConsole} openConsole={openConsole} next={opts.next} />);
  return { user, startApi, openConsole, prefetchConsole, ...view };
};

const logins = () => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/account/login')) seen.push(request.url);
  });
  return seen;
};

const signInButton = () => screen.getByRole('button', { name: /sign in|signing in/i });

describe('the sign-in page before the console', () => {
  it('draws the form before the API starts, and a sign-in waits for the API', async () => {
    const api = deferred();
    const seen = logins();
    const { user, startApi, openConsole } = renderFirst({ startApi: () => api.promise });
    // Drawn at once: the heading, the fields and the demo accounts.
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/username/i)).toBeEnabled();
    expect(screen.getByRole('table', { name: 'Demo accounts' })).toBeInTheDocument();
    // The API starts after the form's frame.
    await waitFor(() => expect(startApi).toHaveBeenCalledTimes(1));

    await user.type(screen.getByLabelText(/username/i), 'admin');
    await user.type(screen.getByLabelText(/^password/i), 'admin');
    await user.click(signInButton());
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
    expect(signInButton()).toBeDisabled();

    api.resolve();
    await waitFor(() => expect(openConsole).toHaveBeenCalledWith('/1/dashboard'));
    expect(seen).toHaveLength(1);
    expect(getSession()?.token).toEqual(expect.any(String));
    expect(startApi).toHaveBeenCalledTimes(1);
  });

  it('keeps the button busy with a progress indicator until the console replaces the page', async () => {
    const consoleDrawn = deferred();
    const { user, openConsole } = renderFirst({ openConsole: () => consoleDrawn.promise });
    await user.type(screen.getByLabelText(/username/i), 'admin');
    await user.type(screen.getByLabelText(/^password/i), 'admin');
    await user.click(signInButton());
    await waitFor(() => expect(openConsole).toHaveBeenCalled());
    // The console's code is still loading: the form stays, its button busy and disabled.
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(signInButton()).toBeDisabled();
    expect(signInButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Signing in' })).toBeInTheDocument();
    // Its code failed to come: the error is shown and the form can be sent again.
    consoleDrawn.reject(new Error('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByLabelText(/username/i)).toHaveValue('admin');
  });

  it('goes on to the page asked for before the sign-in, in one of the user organizations', async () => {
    const { user, openConsole } = renderFirst({ next: { nextPathname: '/1/plots', nextSearch: '?page=2' } });
    await user.click(screen.getAllByRole('cell', { name: 'staff' })[0]!);
    await user.click(signInButton());
    await waitFor(() => expect(openConsole).toHaveBeenCalledWith('/1/plots?page=2'));
  });

  it('shows the server message for a wrong password and keeps the username', async () => {
    const { user, openConsole } = renderFirst();
    await user.type(screen.getByLabelText(/username/i), 'admin');
    await user.type(screen.getByLabelText(/^password/i), 'wrong');
    await user.click(signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(screen.getByLabelText(/username/i)).toHaveValue('admin');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(openConsole).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
  });

  it('fails a sign-in with the reason when the API cannot start', async () => {
    const { user, openConsole } = renderFirst({ startApi: () => Promise.reject(new Error('The demo API could not start.')) });
    await user.type(screen.getByLabelText(/username/i), 'admin');
    await user.type(screen.getByLabelText(/^password/i), 'admin');
    await user.click(signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The demo API could not start.');
    expect(openConsole).not.toHaveBeenCalled();
  });
  it('switches to Tamil on the page, at once, and remembers it on the device', async () => {
    const { user } = renderFirst();
    await user.click(screen.getByRole('button', { name: 'தமிழ்' }));
    expect(await screen.findByRole('heading', { name: tamil.texts['Sign in'] })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: tamil.texts['Demo accounts'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'தமிழ்' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('ta');
    expect(localStorage.getItem('plots-console.language')).toBe('ta');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
