/**
 * Users (issue 17, spec 2 §2, §4, §5, §7) beyond the parametrized schema test: the Permissions tab
 * groups GET user/permissons with a select-all per group and saves permissions_keys (nothing
 * chosen clears them); the bulk actions Block, Unblock and Logout behind user.update; the rules of
 * §5 verbatim; make and remove an agent (the password required); the agent phone only for an
 * agent of a Daga organization.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { permissionGroups } from '../../mocks/handlers/users';
import { USER_TEXTS } from '../../src/resources/admin/users';
import { bodyRows, captureRequests, renderSignedIn, setPermissions } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const usersOf = (org: number) => table('user').filter(u => u.organization_id === org);
const byName = (name: string) => table('user').find(u => u.name === name)!;

describe('the Permissions tab (spec 2 §2 "grouped by option list", §7 GET user/permissons)', { timeout: 60_000 }, () => {
  it('shows the groups of the answer, selects a whole group at once, and saves the keys', async () => {
    const priya = byName('Priya Staff');
    const { user } = await renderSignedIn('admin', `/1/user/${priya.id}/permissions`);
    // The groups are fieldsets named by their legend, as the answer groups the keys.
    const giftGroup = permissionGroups().find(g => g.name === 'Gift')!;
    const fieldset = await screen.findByRole('group', { name: 'Gift' });
    const selectAll = within(fieldset).getByRole('checkbox', { name: 'Select all of Gift' });
    expect(selectAll).not.toBeChecked();
    await user.click(selectAll);
    for (const { key } of giftGroup.permissions) expect(within(fieldset).getByRole('checkbox', { name: key })).toBeChecked();
    // A held key of another group stays as it was.
    expect(screen.getByRole('checkbox', { name: 'project.view' })).toBeChecked();
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(byName('Priya Staff').permissions_keys).toEqual(
        expect.arrayContaining([...giftGroup.permissions.map(p => p.key), 'project.view']),
      ),
    );
    const put = seen.find(r => r.method === 'POST' && r.path === `/1/user/${priya.id}`)!;
    expect(put.form?._method).toBe('PUT');
  });

  it('clears every key when nothing is chosen', async () => {
    const vignesh = byName('Vignesh Murugan');
    expect((vignesh.permissions_keys as string[]).length).toBeGreaterThan(0);
    const { user } = await renderSignedIn('admin', `/1/user/${vignesh.id}/permissions`);
    for (const key of vignesh.permissions_keys as string[]) await user.click(await screen.findByRole('checkbox', { name: key }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(byName('Vignesh Murugan').permissions_keys).toEqual([]));
  });
});

describe('the rules of spec 2 §5 "User"', { timeout: 60_000 }, () => {
  it('checks name, mobile and the password pair with their texts, and sends nothing', async () => {
    const { user } = await renderSignedIn('admin', '/1/user/create');
    const seen = captureRequests();
    await user.type(await screen.findByLabelText(/^Name/), 'Ab');
    await user.type(screen.getByLabelText(/^Mobile/), '98400');
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const text of [USER_TEXTS.nameMin, USER_TEXTS.mobileMin, USER_TEXTS.passwordMin, USER_TEXTS.confirm, USER_TEXTS.status])
      expect(await screen.findByText(text)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Mobile/), '123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(USER_TEXTS.mobileMax)).toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
  });
});

describe('bulk actions Block, Unblock, Logout (spec 2 §2, §7)', { timeout: 60_000 }, () => {
  it('block the selected users, then unblock them, with the server message', async () => {
    const { user } = await renderSignedIn('admin', '/1/user');
    await waitFor(() => expect(bodyRows().length).toBe(usersOf(1).length));
    const rows = bodyRows().slice(1, 3);
    const names = rows.map(r => r.querySelector('td:nth-child(2)')!.textContent!.trim());
    for (const row of rows) await user.click(within(row).getByRole('checkbox'));
    const seen = captureRequests();
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Users blocked successfully.')).toBeInTheDocument();
    for (const name of names) expect(byName(name).status).toBe('Blocked');
    const call = seen.find(r => r.path === '/1/user/bulkupdate')!;
    expect(call.method).toBe('POST');
    await waitFor(() => expect(call.form).toMatchObject({ action: 'block' }));
    // The selection is cleared; select them again to unblock.
    await waitFor(() => expect(bodyRows().map(r => (within(r).getByRole('checkbox') as HTMLInputElement).checked)).not.toContain(true));
    for (const name of names) await user.click(within(bodyRows().find(r => r.textContent!.includes(name))!).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Users unblocked successfully.')).toBeInTheDocument();
    for (const name of names) expect(byName(name).status).toBe('Active');
  });

  it('logs out the selected users; with user.update alone there is no Delete', async () => {
    setPermissions('staff', ['user.view', 'user.update']);
    const { user } = await renderSignedIn('staff', '/1/user');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const row = bodyRows()[0]!;
    const name = row.querySelector('td:nth-child(2)')!.textContent!.trim();
    await user.click(within(row).getByRole('checkbox'));
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Users logged out successfully.')).toBeInTheDocument();
    expect(byName(name).logged_out_at).toBeTruthy();
  });
});

describe('agents (spec 2 §4 "make-as-agent (needs a password) and remove-agent", §7)', { timeout: 60_000 }, () => {
  it('makes a user an agent only with the password, then removes the agent', async () => {
    const senthil = byName('Senthil Kumar');
    expect(senthil.agent).toBe(0);
    const { user } = await renderSignedIn('admin', `/1/user/${senthil.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Make Agent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Agent' });
    await user.type(within(dialog).getByLabelText(/^Agent Id/), 'AGENT199');
    const seen = captureRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(USER_TEXTS.agentPassword)).toBeInTheDocument();
    expect(seen.filter(r => r.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Agent Password/), 'tele123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(byName('Senthil Kumar').agent).toBe(1));
    const call = seen.find(r => r.path === `/1/user/${senthil.id}/agentstatusupdate`)!;
    await waitFor(() => expect(call.form).toEqual({ userid: String(senthil.id), useragent: 'AGENT199', password: 'tele123' }));
    // Now an agent: Remove Agent, confirmed.
    await user.click(await screen.findByRole('button', { name: 'Remove Agent' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(byName('Senthil Kumar').agent).toBe(0));
    expect(seen.some(r => r.method === 'POST' && r.path === `/1/user/${senthil.id}/agentremove`)).toBe(true);
  });

  it('updates an agent phone in a Daga organization', async () => {
    const arun = byName('Arun Agent');
    const { user } = await renderSignedIn('admin', `/1/user/${arun.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Update Agent Phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Agent Phone' });
    await user.type(within(dialog).getByLabelText(/^Agent Phone/), '98401');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(USER_TEXTS.agentPhone)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Agent Phone/), '23456');
    const seen = captureRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(byName('Arun Agent').telephony_phone).toBe('9840123456'));
    await waitFor(() =>
      expect(seen.find(r => r.path === `/1/user/${arun.id}/agentphoneupdate`)?.form).toEqual({
        userid: String(arun.id),
        useragent: '9840123456',
        updated_at: expect.any(String),
      }),
    );
    // And removes it, confirmed.
    await user.click(await screen.findByRole('button', { name: 'Remove Agent Phone' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(byName('Arun Agent').telephony_phone).toBeNull());
  });

  it('offers no agent phone in an organization that is not Daga, nor any agent action without user.update', async () => {
    const kavitha = byName('Kavitha Shankar');
    expect(kavitha.agent).toBe(1);
    await renderSignedIn('admin', `/2/user/${kavitha.id}/show`);
    expect(await screen.findByRole('button', { name: 'Remove Agent' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Agent Phone' })).not.toBeInTheDocument();
    setPermissions('staff', ['user.view']);
    await renderSignedIn('staff', `/1/user/${byName('Arun Agent').id}/show`);
    expect(await screen.findByText('AGENT101')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Agent/ })).not.toBeInTheDocument();
  });
});

describe('user names elsewhere (issue 17 "link to user/{id}/show only with user.view")', { timeout: 60_000 }, () => {
  it('links the call history agent to the user page with user.view, and leaves it text without', async () => {
    await renderSignedIn('admin', '/1/callhistory');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const cell = bodyRows()[0]!.querySelectorAll('td')[3]!;
    const agent = table('user').find(u => u.organization_id === 1 && u.name === cell.textContent!.trim())!;
    expect(agent, 'the first row names an agent').toBeDefined();
    expect(within(cell).getByRole('link', { name: String(agent.name) })).toHaveAttribute('href', `/1/user/${agent.id}/show`);
    // The agent account holds listing.view but not user.view.
    await renderSignedIn('agent', '/1/callhistory');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(screen.queryAllByRole('link', { name: String(agent.name) })).toEqual([]);
    expect(screen.getAllByText(String(agent.name)).length).toBeGreaterThan(0);
  });
});
