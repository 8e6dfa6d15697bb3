/** Renders the real console (App, real providers) at a path, against the msw/node demo API. */
import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/App';
import { createAccountApi } from '../../src/api/account';
import { saveSession } from '../../src/api/session';

export const renderApp = (path: string) => {
  window.history.pushState({}, '', path);
  const user = userEvent.setup();
  const result = render(<App />);
  return { user, ...result };
};

/** Signs in through the API (faster than the form) and opens the path. */
export const renderSignedIn = async (username: string, path: string) => {
  const session = await createAccountApi().login(username, username);
  saveSession(session);
  return renderApp(path);
};

export const currentPath = () => window.location.pathname;

export const waitForPath = (path: string | RegExp) =>
  waitFor(() => (typeof path === 'string' ? expect(currentPath()).toBe(path) : expect(currentPath()).toMatch(path)), {
    timeout: 10000,
  });

export { screen };
