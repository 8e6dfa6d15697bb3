/**
 * Organizations (issue 17, spec 3 §2, §5, §7; G32, G35, C15, N14): the list by name with its side
 * panels (detail 500 wide at /show, edit 550 wide) over the list that stays drawn, the create form
 * titled 'Create Customer' with every rule of §5, the photo delete, assigning a user, and master
 * users only.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { ORGANIZATION_TEXTS } from '../../src/resources/admin/organizations';
import { MESSAGES } from '../../src/common/messages';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { bodyRows, captureRequests, renderSignedIn, setPermissions, styleOf } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const org1 = () => table('organization').filter(o => o.organization_id === 1);
const byName = () => [...org1()].sort((a, b) => String(a.name).localeCompare(String(b.name)));
const panel = () => document.getElementById('organization-panel');

describe('organizations (spec 3 §2 "Organizations")', { timeout: 60_000 }, () => {
  it('lists by name; a row opens the detail panel 500 wide over the list, and Close goes back', async () => {
    const { user } = await renderSignedIn('admin', '/1/organization');
    const sorted = byName();
    await waitFor(() => expect(bodyRows().map(r => r.querySelector('td:nth-child(2)')?.textContent)).toEqual(sorted.map(o => o.name)));
    await user.click(within(bodyRows()[1]!).getByText(String(sorted[1]!.name)));
    await waitFor(() => expect(window.location.pathname).toBe(`/1/organization/${sorted[1]!.id}/show`));
    await waitFor(() => expect(within(panel()!).getByText(String(sorted[1]!.address))).toBeInTheDocument());
    // The panels' widths are the sx of their drawers.
    expect(styleOf(panel()!, 'width')).toBe('500px');
    // The list stays drawn behind it.
    expect(bodyRows()).toHaveLength(sorted.length);
    await user.click(within(panel()!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(window.location.pathname).toBe('/1/organization'));
  });

  it('edits in a panel 550 wide; a save stores, closes it and keeps the list', async () => {
    const row = byName()[0]!;
    const { user } = await renderSignedIn('admin', `/1/organization/${row.id}`);
    await waitFor(() => expect(panel()).not.toBeNull());
    expect(styleOf(panel()!, 'width')).toBe('550px');
    const name = await within(panel()!).findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue(String(row.name)));
    expect(bodyRows().length).toBeGreaterThan(0);
    const whatsapp = within(panel()!).getByLabelText(/^WhatsApp/);
    await user.clear(whatsapp);
    await user.type(whatsapp, '98401');
    await user.click(within(panel()!).getByRole('button', { name: 'Save' }));
    expect(await within(panel()!).findByText(ORGANIZATION_TEXTS.whatsapp)).toBeInTheDocument();
    await user.clear(whatsapp);
    await user.type(whatsapp, '98401 2345');
    await user.click(within(panel()!).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(table('organization').find(o => o.id === row.id)!.whatsapp).toBe('98401 2345'));
    await waitFor(() => expect(window.location.pathname).toBe('/1/organization'));
  });

  it('deletes the stored photo with its key after the confirmation', async () => {
    const row = byName()[0]!;
    const key = (row.photo as { key: string }).key;
    const { user } = await renderSignedIn('admin', `/1/organization/${row.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete image' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.deleteTitle });
    const seen = captureRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(table('organization').find(o => o.id === row.id)!.photo).toBeNull());
    const call = seen.find(r => r.path === `/1/organization/${row.id}/organizationimage/delete`)!;
    await waitFor(() => expect(call.form).toEqual({ key }));
  });

  it("titles the create form 'Create Customer' and checks every rule of §5", async () => {
    const { user } = await renderSignedIn('admin', '/1/organization/create');
    expect(await screen.findByText('Create Customer')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Phone/), '98a');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const text of [
      ORGANIZATION_TEXTS.name,
      ORGANIZATION_TEXTS.status,
      ORGANIZATION_TEXTS.address,
      ORGANIZATION_TEXTS.user,
      ORGANIZATION_TEXTS.email,
      ORGANIZATION_TEXTS.phoneDigits,
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '98401 234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ORGANIZATION_TEXTS.phoneMin)).toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
  });

  it('assigns a user, master or not, from the detail panel', async () => {
    const row = byName()[0]!;
    const meena = table('user').find(u => u.name === 'Meena Lakshmi')!;
    const { user } = await renderSignedIn('admin', `/1/organization/${row.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Assign User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign User' });
    const seen = captureRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(ORGANIZATION_TEXTS.user)).toBeInTheDocument();
    expect(seen.filter(r => r.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByRole('combobox', { name: /^User/ }), 'Meena');
    await user.click(await screen.findByRole('option', { name: 'Meena Lakshmi' }));
    await user.click(within(dialog).getByLabelText('Master'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(ORGANIZATION_TEXTS.assigned)).toBeInTheDocument();
    const call = seen.find(r => r.path === `/1/organization/${row.id}/organizationuser/create`)!;
    await waitFor(() => expect(call.form).toEqual({ user: String(meena.id), master: '1' }));
    expect(table('organization').find(o => o.id === row.id)!.users).toContainEqual({ id: meena.id, name: 'Meena Lakshmi', master: 1 });
    expect(await within(panel()!).findByRole('link', { name: 'Meena Lakshmi' })).toBeInTheDocument();
  });

  it("keeps the chosen user when the assignment fails, and says the server's message", async () => {
    const row = byName()[0]!;
    server.use(
      http.post('*/organization/:id/organizationuser/create', () =>
        HttpResponse.json({ status: false, message: 'The user belongs to another plan.', data: null, errors: null }, { status: 422 }),
      ),
    );
    const { user } = await renderSignedIn('admin', `/1/organization/${row.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Assign User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign User' });
    await user.type(within(dialog).getByRole('combobox', { name: /^User/ }), 'Meena');
    await user.click(await screen.findByRole('option', { name: 'Meena Lakshmi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The user belongs to another plan.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Assign User' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^User/ })).toHaveValue('Meena Lakshmi');
  });

  it('is for master users only: a member holding every key has no entry and the typed URL is refused', async () => {
    setPermissions('staff', ['user.view', 'user.update', 'organization.view', 'organization.update']);
    await renderSignedIn('staff', `/1/organization/${byName()[0]!.id}/show`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(
      within(document.querySelector('.RaSidebar-fixed') as HTMLElement).queryByRole('menuitem', { name: 'Organizations' }),
    ).not.toBeInTheDocument();
  });
});
