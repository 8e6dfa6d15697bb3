/** Renders the real console (App, real providers) at a path, against the msw/node demo API. */
import { render, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/App';
import { createAccountApi } from '../../src/api/account';
import { saveSession } from '../../src/api/session';
import { emotionRules } from '../emotionCache';

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

/**
 * The tests render without Emotion's rules in the page (tests/emotionCache.ts): a property of the
 * computed style of `el` with the rules of its own and its ancestors' classes put in for the moment
 * (a drawer's width from its sx), and taken out again.
 */
export const styleOf = (el: Element, property: string): string => {
  const classes = new Set<string>();
  for (let at: Element | null = el; at; at = at.parentElement) at.classList.forEach(c => c.startsWith('css-') && classes.add(c));
  const style = document.createElement('style');
  style.textContent = emotionRules()
    .filter(rule => [...classes].some(c => rule.includes(`.${c}`)))
    .join('\n');
  document.head.appendChild(style);
  try {
    return getComputedStyle(el).getPropertyValue(property);
  } finally {
    style.remove();
  }
};

export const currentPath = () => window.location.pathname;

export const waitForPath = (path: string | RegExp) =>
  waitFor(() => (typeof path === 'string' ? expect(currentPath()).toBe(path) : expect(currentPath()).toMatch(path)), {
    timeout: 10000,
  });

export { screen };

/* Shared by the integration tests (one copy, not one per file). */

/** The table's body rows (react-admin's placeholders excluded once data is there). */
export const bodyRows = () => Array.from(document.querySelectorAll('tbody tr')) as HTMLElement[];

/** Gives a demo account exactly these permission keys in organization 1 (read at its next sign-in). */
export const setPermissions = (username: string, permissions: string[]) => {
  const account = db().accounts.find(a => a.username === username)!;
  account.organizations[0]!.permissions = permissions;
  account.organizations[0]!.master = 0;
};

export interface SeenRequest {
  method: string;
  path: string;
  /** The query string (`?q=…`), empty without one. */
  search: string;
  /** Multipart / urlencoded fields (files as their names); null for other bodies. */
  form: Record<string, string> | null;
  contentType: string;
}

/** Records every request the console sends to the demo API from now on (until the test ends). */
export const captureRequests = (): SeenRequest[] => {
  const seen: SeenRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const entry: SeenRequest = {
      method: request.method,
      path: new URL(request.url).pathname.replace(/^\/api\/v1/, ''),
      search: new URL(request.url).search,
      form: null,
      contentType: request.headers.get('Content-Type') ?? '',
    };
    seen.push(entry);
    if (/multipart|urlencoded/.test(entry.contentType)) {
      void request
        .clone()
        .formData()
        .then(form => {
          entry.form = {};
          for (const [name, value] of form.entries()) entry.form[name] = typeof value === 'string' ? value : (value as File).name;
        })
        .catch(() => undefined);
    }
  };
  // Removed after the test with every other listener (tests/setup.ts).
  server.events.on('request:start', listener);
  return seen;
};

/** Captures the saved files (saveFile): the blob handed to createObjectURL and the anchor clicked. */
export const captureDownloads = () => {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(((blob: Blob) => {
    blobs.push(blob);
    return 'blob:download';
  }) as typeof URL.createObjectURL);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return { blobs, clicked };
};
