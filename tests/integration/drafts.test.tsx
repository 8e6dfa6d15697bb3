/**
 * Issue 12, drafts on the real console: type, reload → restored with a notice, Discard; a 401 on
 * save → sign in → the same page with the values; a successful save deletes the draft; a chosen
 * sign-out deletes the user's drafts and list state; a dialog's draft (plot status flow).
 */
import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { table } from '../../mocks/db';
import { listDrafts } from '../drafts';
import { ORG_STORE_PREFIX } from '../../src/api/authProvider';
import { DRAFT_RESTORED } from '../../src/common/formSafety';
import { SESSION_KEY } from '../../src/api/session';
import { renderApp, renderSignedIn, waitForPath } from './helpers';

const LONG = { timeout: 15000 };
const nameInput = () => screen.getByLabelText(/Name/) as HTMLInputElement;
const documentType = () => table('documenttype').find(r => r.organization_id === 1)!;
const adminId = () => String(JSON.parse(localStorage.getItem(SESSION_KEY)!).id);

/** A reload: the page goes away and the app starts again at the same address. */
const reload = () => {
  const path = window.location.pathname + window.location.search;
  cleanup();
  return renderApp(path);
};

describe('drafts', () => {
  it('a create form: type, reload → restored with a notice; Discard empties it and deletes the draft', async () => {
    await renderSignedIn('admin', '/1/documenttype/create');
    fireEvent.change(await screen.findByLabelText(/Name/, undefined, LONG), { target: { value: 'Encumbrance certificate' } });
    await waitFor(() => expect(listDrafts(adminId())).toHaveLength(1));
    expect(listDrafts(adminId())[0]).toMatchObject({
      org: '1',
      route: '/1/documenttype/create',
      values: { name: 'Encumbrance certificate' },
    });

    const { user } = reload();
    await waitFor(() => expect(nameInput()).toHaveValue('Encumbrance certificate'), LONG);
    const notice = await screen.findByText(new RegExp(DRAFT_RESTORED));
    await user.click(within(notice.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(nameInput()).toHaveValue(''));
    expect(listDrafts(adminId())).toEqual([]);
    expect(screen.queryByText(new RegExp(DRAFT_RESTORED))).not.toBeInTheDocument();
  }, 60000);

  it('an edit form: type, reload → restored; a successful save deletes the draft', async () => {
    const row = documentType();
    await renderSignedIn('admin', `/1/documenttype/${row.id}`);
    const name = await screen.findByLabelText(/Name/, undefined, LONG);
    await waitFor(() => expect(name).toHaveValue(String(row.name)));
    fireEvent.change(name, { target: { value: 'Patta (renamed)' } });
    await waitFor(() => expect(listDrafts(adminId())).toHaveLength(1));

    const { user } = reload();
    await waitFor(() => expect(nameInput()).toHaveValue('Patta (renamed)'), LONG);
    expect(await screen.findByText(new RegExp(DRAFT_RESTORED))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath('/1/documenttype');
    expect(table('documenttype').find(r => r.id === row.id)!.name).toBe('Patta (renamed)');
    await new Promise(r => setTimeout(r, 500));
    expect(listDrafts(adminId())).toEqual([]);
  }, 60000);

  it('a 401 on save signs out; signing in again lands on the same page with the values and the notice', async () => {
    const row = documentType();
    await renderSignedIn('admin', `/1/documenttype/${row.id}`);
    const name = await screen.findByLabelText(/Name/, undefined, LONG);
    await waitFor(() => expect(name).toHaveValue(String(row.name)));
    fireEvent.change(name, { target: { value: 'Typed before the token expired' } });
    const id = adminId();
    server.use(
      http.post(`*/api/v1/1/documenttype/${row.id}`, () =>
        HttpResponse.json({ status: false, message: 'Unauthenticated.', data: null, errors: null }, { status: 401 }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath('/login');
    expect(listDrafts(id)).toHaveLength(1);
    server.resetHandlers();

    const user = (await import('@testing-library/user-event')).default.setup();
    await user.type(await screen.findByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitForPath(`/1/documenttype/${row.id}`);
    await waitFor(() => expect(nameInput()).toHaveValue('Typed before the token expired'), LONG);
    expect(await screen.findByText(new RegExp(DRAFT_RESTORED))).toBeInTheDocument();
    // Nothing was saved by the refused call.
    expect(table('documenttype').find(r => r.id === row.id)!.name).toBe(row.name);
  }, 90000);

  it("a sign-out the user chooses deletes that user's drafts and every organization's list state", async () => {
    const { user } = await renderSignedIn('admin', '/1/documenttype/create');
    fireEvent.change(await screen.findByLabelText(/Name/, undefined, LONG), { target: { value: 'Left on a shared machine' } });
    const id = adminId();
    await waitFor(() => expect(listDrafts(id)).toHaveLength(1));
    localStorage.setItem(`${ORG_STORE_PREFIX}2.plot.listParams`, '{"page":4}');
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: /Logout/i }));
    await waitForPath('/login');
    await new Promise(r => setTimeout(r, 300));
    expect(listDrafts(id)).toEqual([]);
    for (let i = 0; i < localStorage.length; i++) expect(localStorage.key(i)!.startsWith(ORG_STORE_PREFIX)).toBe(false);
  }, 60000);

  it('a dialog keeps its draft: the Blocked dialog of a plot, reload, open it again → the notes are back; Cancel ends it', async () => {
    const plot = table('plot').find(p => p.organization_id === 1 && p.status === 'Blocked')!;
    const url = `/1/plot?filter=${encodeURIComponent(JSON.stringify({ ids: [plot.id] }))}&perPage=25`;
    const row = () =>
      Array.from(document.querySelectorAll('tbody tr')).find(tr => tr.querySelector(`a[href="/1/plot/${plot.id}/show/document"]`)) as
        HTMLElement | undefined;
    const open = async (user: ReturnType<typeof renderApp>['user']) => {
      await waitFor(() => expect(row()).toBeTruthy(), LONG);
      await user.click(await within(row()!).findByRole('button', { name: 'Blocked' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Blocked' }));
      return screen.findByRole('dialog', { name: `Plot ${plot.number}: Blocked` });
    };
    const first = await renderSignedIn('admin', url);
    let dialog = await open(first.user);
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Customer brings the cheque on Friday' } });
    await waitFor(() => expect(listDrafts(adminId())).toHaveLength(1));
    expect(listDrafts(adminId())[0]!.route).toBe(`dialog:plot-status-${plot.id}-Blocked`);

    const { user } = reload();
    dialog = await open(user);
    await waitFor(() => expect(within(dialog).getByLabelText('Notes')).toHaveValue('Customer brings the cheque on Friday'));
    expect(within(dialog).getByText(new RegExp(DRAFT_RESTORED))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise(r => setTimeout(r, 500));
    expect(listDrafts(adminId())).toEqual([]);
  }, 90000);
  it("an account switch in another tab: the page is fetched again with the new user's token, never served from the previous user's cache", async () => {
    await renderSignedIn('admin', '/1/documenttype');
    await waitFor(() => expect(document.querySelectorAll('tbody tr').length).toBeGreaterThan(0), LONG);
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/1/documenttype')) seen.push(request.headers.get('Authorization') ?? '');
    });
    // Another tab signs in as someone else: the session in storage changes and a storage event tells this tab.
    const other = await (await import('../../src/api/account')).createAccountApi().login('staff', 'staff');
    const before = localStorage.getItem(SESSION_KEY);
    localStorage.setItem(SESSION_KEY, JSON.stringify(other));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, oldValue: before, newValue: localStorage.getItem(SESSION_KEY) }));
    await waitFor(() => expect(seen).toContain(`Bearer ${other.token}`), LONG);
    expect(seen.every(auth => auth === `Bearer ${other.token}`)).toBe(true);
  }, 60000);
});
