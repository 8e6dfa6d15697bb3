/**
 * Not found (docs/decisions.md "Not found"), the real console against the demo API:
 * - every resource of the registry without a create view answers /{org}/{name}/create (and
 *   /{org}/{name}/create/show) with the not-found page, and sends nothing to the API for it;
 * - an address of the organization that names no page shows the not-found page inside the layout,
 *   naming the address, with a link back to the dashboard;
 * - a record the API does not know (404) shows "Record not found" with a way back to the list, no
 *   form, and keeps the user signed in; any other failure says so with Try again.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { RESOURCES } from '../../src/resources';
import { SESSION_KEY } from '../../src/api/session';
import { captureRequests, currentPath, renderSignedIn, waitForPath } from './helpers';

const sidebar = () => document.querySelector('.RaSidebar-fixed') as HTMLElement | null;

/** The not-found page, once it is there: its h1 and the address it names. */
const findNotFound = async (path: string) => {
  const page = await screen.findByTestId('not-found');
  expect(within(page).getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(page).toHaveTextContent(`There is no page at ${path}.`);
  return page;
};

const WITHOUT_CREATE = RESOURCES.filter(r => !r.create && (r.list || r.edit || r.show)).map(r => r.name);

describe('a resource without a create view: /{org}/{name}/create names no page', () => {
  it('the registry has such resources (the cases below are not empty)', () => {
    expect(WITHOUT_CREATE.length).toBeGreaterThan(0);
  });

  const cases = WITHOUT_CREATE.flatMap(name => [`/1/${name}/create`, `/1/${name}/create/show`].map(path => [path, name]));
  it.each(cases)('%s shows the not-found page and asks the API nothing about %s', async (path, name) => {
    const seen = captureRequests();
    await renderSignedIn('admin', path);
    await findNotFound(path);
    // Inside the layout: the menu is still there.
    expect(sidebar()).not.toBeNull();
    expect(currentPath()).toBe(path);
    expect(seen.filter(r => r.path.startsWith(`/1/${name}`))).toEqual([]);
  });
});

describe('an address that names no page', () => {
  it('shows the not-found page inside the layout, naming the address, with a way back to the dashboard', async () => {
    const { user } = await renderSignedIn('admin', '/1/nosuchthing');
    const page = await findNotFound('/1/nosuchthing');
    expect(within(sidebar()!).getByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('org-name')).toHaveTextContent('Daga Estates');
    await user.click(within(page).getByRole('link', { name: 'Back to dashboard' }));
    await waitForPath('/1/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('a path under a resource that is none of its pages is not its list', async () => {
    const seen = captureRequests();
    await renderSignedIn('admin', '/1/plotbook/nosuchthing/deeper');
    await findNotFound('/1/plotbook/nosuchthing/deeper');
    expect(seen.filter(r => r.path.startsWith('/1/plotbook'))).toEqual([]);
  });
});

describe('a record the API does not know', () => {
  it('edit: "Record not found" with a way back to the list, no form, still signed in', async () => {
    const seen = captureRequests();
    const { user } = await renderSignedIn('admin', '/1/documenttype/99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Record not found' })).toBeInTheDocument();
    expect(screen.getByText(/This record does not exist \(#99999\)/)).toBeInTheDocument();
    expect(seen.some(r => r.method === 'GET' && r.path === '/1/documenttype/99999')).toBe(true);
    // No form that could save, no lone notification, no redirect, no sign-out.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByText('Element does not exist')).toBeNull();
    expect(currentPath()).toBe('/1/documenttype/99999');
    expect(localStorage.getItem(SESSION_KEY)).not.toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to Document Types' }));
    await waitForPath('/1/documenttype');
    expect(await screen.findByText('Sale Deed')).toBeInTheDocument();
  });

  it('show (a hand-written <Show>): the same page', async () => {
    await renderSignedIn('admin', '/1/project/99999/show');
    expect(await screen.findByRole('heading', { level: 1, name: 'Record not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Back to / })).toHaveAttribute('href', '/1/project');
    expect(currentPath()).toBe('/1/project/99999/show');
    expect(localStorage.getItem(SESSION_KEY)).not.toBeNull();
  });

  it('any other failure: the server message and Try again, not an empty form', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/v1/:orgid/documenttype/:id', () => {
        calls += 1;
        return HttpResponse.json({ status: false, message: 'Database unavailable', data: null, errors: null }, { status: 500 });
      }),
    );
    const { user } = await renderSignedIn('admin', '/1/documenttype/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unable to load this record' })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await expect.poll(() => calls).toBe(2);
  });
});
