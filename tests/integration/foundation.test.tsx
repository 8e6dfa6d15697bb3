/**
 * The real <Admin> with the real providers against the demo API on msw/node: sign in, the
 * organization dashboard, the document type list, a create refused with the verbatim message,
 * a create that succeeds, an edit, a delete; a staff user who does not see what the permissions hide.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { db, table } from '../../mocks/db';
import { SESSION_KEY } from '../../src/api/session';
import { renderApp, renderSignedIn, waitForPath } from './helpers';
import { mediaQueries } from '../mediaQueries';

const sidebar = () => document.querySelector('.RaSidebar-fixed') as HTMLElement;

describe('sign-in', () => {
  it('signs in from the sign-in page and lands on the first organization dashboard', async () => {
    const { user } = renderApp('/');
    await waitForPath('/login');
    await user.type(await screen.findByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitForPath('/1/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('org-name')).toHaveTextContent('Daga Estates');
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!).token).toMatch(/^demo-/);
    // The menu links stay inside the organization (the type lists are under Settings, issue 40).
    await user.click(within(sidebar()).getByRole('menuitem', { name: 'Settings' }));
    await user.click(within(sidebar()).getByRole('menuitem', { name: 'Document Types' }));
    await waitForPath('/1/documenttype');
    expect(await screen.findByText('Sale Deed')).toBeInTheDocument();
    await user.click(within(sidebar()).getByRole('menuitem', { name: 'Dashboard' }));
    await waitForPath('/1/dashboard');
  });

  it('/ goes to the organization of a signed-in user', async () => {
    await renderSignedIn('admin', '/');
    await waitForPath('/1/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('an organization the user does not belong to is refused with a clear page', async () => {
    await renderSignedIn('staff', '/2/dashboard');
    expect(await screen.findByRole('heading', { name: 'Organization not available' })).toBeInTheDocument();
  });
});

describe('the menu', () => {
  /** Whether the console took the click (prevented the browser's own following of the link); the test's jsdom then follows nothing. */
  const clickTaken = (el: HTMLElement, init: MouseEventInit = {}) => {
    let taken = false;
    const watch = (e: Event) => {
      taken = e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', watch);
    act(() => {
      fireEvent.click(el, init);
    });
    document.removeEventListener('click', watch);
    return taken;
  };
  const entry = (name: string) => within(sidebar()).getByRole('menuitem', { name });

  afterEach(() => vi.unstubAllGlobals());

  it('an entry is a link inside the organization; a click opens its page in the console and the entry becomes the current one, also below it', async () => {
    await renderSignedIn('admin', '/1/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    // The type lists are under Settings, collapsed at first (issue 40).
    fireEvent.click(entry('Settings'));
    expect(entry('Document Types')).toHaveAttribute('href', '/1/documenttype');
    expect(entry('Dashboard')).toHaveAttribute('aria-current', 'page');
    expect(entry('Document Types')).not.toHaveAttribute('aria-current');

    // With Ctrl (or Shift, or another button) the browser opens it, in a new tab or window.
    expect(clickTaken(entry('Document Types'), { ctrlKey: true })).toBe(false);
    expect(clickTaken(entry('Document Types'), { button: 1 })).toBe(false);
    expect(window.location.pathname).toBe('/1/dashboard');

    expect(clickTaken(entry('Document Types'))).toBe(true);
    await waitForPath('/1/documenttype');
    expect(await screen.findByText('Sale Deed')).toBeInTheDocument();
    expect(entry('Document Types')).toHaveAttribute('aria-current', 'page');
    expect(entry('Document Types')).toHaveClass('RaMenuItemLink-active');
    expect(entry('Dashboard')).not.toHaveAttribute('aria-current');
    expect(entry('Dashboard')).not.toHaveClass('RaMenuItemLink-active');
    // The entry of the page shown opens it again without a second step in the history.
    const steps = window.history.length;
    expect(clickTaken(entry('Document Types'))).toBe(true);
    expect(window.history.length).toBe(steps);
    expect(window.location.pathname).toBe('/1/documenttype');
    // A page below the list (a record's form) keeps its entry current; a list whose name starts alike does not.
    fireEvent.click(screen.getByText('Sale Deed'));
    await waitForPath(/^\/1\/documenttype\/\d+$/);
    expect(entry('Document Types')).toHaveAttribute('aria-current', 'page');
    expect(entry('Document Types')).toHaveAttribute('href', '/1/documenttype');
  });

  it('from the keyboard: the arrows move between entries, Space and Enter open the one focused', async () => {
    const { user } = await renderSignedIn('admin', '/1/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    fireEvent.click(entry('Settings'));
    act(() => entry('Projects').focus());
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(entry('Price Guides'));
    await user.keyboard(' ');
    await waitForPath('/1/priceguide');
    await waitFor(() => expect(entry('Price Guides')).toHaveAttribute('aria-current', 'page'));
    act(() => entry('Document Types').focus());
    // The price guides' list draws on meanwhile (its column selector mounts, hidden, after 100 ms): the focus stays on the menu.
    await new Promise(resolve => setTimeout(resolve, 300));
    expect(document.activeElement).toBe(entry('Document Types'));
    await user.keyboard('{Enter}');
    await waitForPath('/1/documenttype');
  });

  it('on a small screen a click on an entry opens its page and closes the sidebar', async () => {
    // A phone's width: every max-width query holds, no min-width one.
    vi.stubGlobal(
      'matchMedia',
      mediaQueries(query => /max-width/.test(query) && !/min-width/.test(query)),
    );
    const { user } = await renderSignedIn('admin', '/1/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('menu');
    await user.click(within(drawer).getByRole('menuitem', { name: 'Settings' }));
    await user.click(within(drawer).getByRole('menuitem', { name: 'Document Types' }));
    await waitForPath('/1/documenttype');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});

describe('document types (the resource that proves the pattern)', () => {
  it('lists 20 per page, newest first, with the page sizes of the specification', async () => {
    const seeded = table('documenttype').filter(r => r.organization_id === 1);
    await renderSignedIn('admin', '/1/documenttype');
    const newest = [...seeded].sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
    expect(await screen.findByText(String(newest.name))).toBeInTheDocument();
    const rows = document.querySelectorAll('tbody tr');
    expect(rows.length).toBe(Math.min(20, seeded.length));
    expect(within(rows[0] as HTMLElement).getByText(String(newest.name))).toBeInTheDocument();
    // The page-size menu.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /rows per page/i }));
    const options = await screen.findAllByRole('option');
    expect(options.map(o => o.textContent)).toEqual(['10', '20', '30', '50', '100', 'All']);
  });

  it('refuses a create without a name with the verbatim message, then creates', async () => {
    const { user } = await renderSignedIn('admin', '/1/documenttype/create');
    const save = await screen.findByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await screen.findByText('DocumentType name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Name/), 'Building Permit');
    await user.click(save);
    await waitForPath('/1/documenttype');
    expect(await screen.findByText('Record created successfully.')).toBeInTheDocument();
    expect(table('documenttype').some(r => r.name === 'Building Permit' && r.organization_id === 1)).toBe(true);
  });

  it('shows the server field error and message, and keeps what the user typed', async () => {
    server.use(
      http.post('*/api/v1/:orgid/documenttype', () =>
        HttpResponse.json(
          {
            status: false,
            message: 'The name has already been taken.',
            data: null,
            errors: { name: ['The name has already been taken.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderSignedIn('admin', '/1/documenttype/create');
    await user.type(await screen.findByLabelText(/Name/), 'Patta');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('The name has already been taken.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/Name/)).toHaveValue('Patta');
    expect(window.location.pathname).toBe('/1/documenttype/create');
  });

  it("a call that gets no answer shows 'Unable to connect server' and keeps the form", async () => {
    server.use(http.post('*/api/v1/:orgid/documenttype', () => HttpResponse.error()));
    const { user } = await renderSignedIn('admin', '/1/documenttype/create');
    await user.type(await screen.findByLabelText(/Name/), 'Sale Agreement');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to connect server')).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toHaveValue('Sale Agreement');
  });

  it('edits a document type', async () => {
    const row = table('documenttype').find(r => r.organization_id === 1)!;
    const { user } = await renderSignedIn('admin', `/1/documenttype/${row.id}`);
    const name = await screen.findByLabelText(/Name/);
    await waitFor(() => expect(name).toHaveValue(String(row.name)));
    await user.clear(name);
    await user.type(name, 'Renamed type');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath('/1/documenttype');
    expect(await screen.findByText('Renamed type')).toBeInTheDocument();
    expect(table('documenttype').find(r => r.id === row.id)!.name).toBe('Renamed type');
  });

  it('deletes a document type after the confirmation of the specification', async () => {
    const newest = [...table('documenttype').filter(r => r.organization_id === 1)].sort((a, b) =>
      b.created_at.localeCompare(a.created_at),
    )[0];
    const { user } = await renderSignedIn('admin', '/1/documenttype');
    const cell = await screen.findByText(String(newest.name));
    const row = cell.closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete File Record')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete this record')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(table('documenttype').some(r => r.id === newest.id)).toBe(false));
    await waitFor(() => expect(screen.queryByText(String(newest.name))).not.toBeInTheDocument());
  });

  it('customer document types: the verbatim message, and no bulk delete even for a master', async () => {
    const { user } = await renderSignedIn('admin', '/1/customerdocumenttype');
    await screen.findAllByRole('row');
    expect(document.querySelectorAll('tbody input[type="checkbox"]').length).toBe(0);
    await user.click(screen.getByRole('link', { name: 'Create' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer DocumentType name is required')).toBeInTheDocument();
  });
});

describe('permissions', () => {
  it('staff does not see what the permissions hide', async () => {
    await renderSignedIn('staff', '/1/documenttype');
    await screen.findByText('Sale Deed');
    // documenttype.view and .update, no .delete, no .create: no selection, no create button.
    expect(document.querySelectorAll('tbody input[type="checkbox"]').length).toBe(0);
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    // No customerdocumenttype.view: no menu entry.
    expect(within(sidebar()).getByRole('menuitem', { name: 'Document Types' })).toBeInTheDocument();
    expect(within(sidebar()).queryByRole('menuitem', { name: 'Customer Document Types' })).not.toBeInTheDocument();
  });

  it('without the update permission a row does not open the edit form', async () => {
    db().accounts.find(a => a.username === 'staff')!.organizations[0].permissions = ['documenttype.view'];
    const { user } = await renderSignedIn('staff', '/1/documenttype');
    await user.click(await screen.findByText('Sale Deed'));
    await new Promise(resolve => setTimeout(resolve, 200));
    expect(window.location.pathname).toBe('/1/documenttype');
  });

  it('without the update permission the typed edit URL is refused', async () => {
    db().accounts.find(a => a.username === 'staff')!.organizations[0].permissions = ['documenttype.view'];
    await renderSignedIn('staff', '/1/documenttype/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });

  it('staff is refused at a typed URL of a forbidden resource', async () => {
    await renderSignedIn('staff', '/1/customerdocumenttype');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });

  it('a 401 from the API signs the user out to the sign-in page', async () => {
    server.use(
      http.get('*/api/v1/:orgid/documenttype', () =>
        HttpResponse.json({ status: false, message: 'Unauthenticated.', data: null, errors: null }, { status: 401 }),
      ),
    );
    await renderSignedIn('admin', '/1/documenttype');
    await waitForPath('/login');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('a 403 from the API signs the user out too', async () => {
    server.use(
      http.get('*/api/v1/:orgid/documenttype', () =>
        HttpResponse.json({ status: false, message: 'Forbidden', data: null, errors: null }, { status: 403 }),
      ),
    );
    await renderSignedIn('admin', '/1/documenttype');
    await waitForPath('/login');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it("a failed envelope on a list shows its message, or 'Unable to process request'", async () => {
    server.use(http.get('*/api/v1/:orgid/documenttype', () => HttpResponse.json({ status: false, message: '', data: null, errors: null })));
    await renderSignedIn('admin', '/1/documenttype');
    expect(await screen.findByText('Unable to process request')).toBeInTheDocument();
  });
});
