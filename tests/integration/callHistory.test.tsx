/**
 * Call history (spec 3 §2, §3, §6 C30, §7; issue 17) in the real console against the demo API:
 * the list and its filters, the Action column only for a user flagged as agent, Add Call only
 * while a call has no call data, the action dialog (DISCONNECT is KICK_CALL; a conference needs
 * one of the two numbers) posting callhistory/{id}/addcall, and the listing keys that gate it.
 */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { CALL_TEXTS, canAddCall } from '../../src/features/telephony/callLogic';
import { bodyRows, captureRequests, renderSignedIn, setPermissions } from './helpers';

configure({ asyncUtilTimeout: 15000 });

const org1Calls = () => table('callhistory').filter(c => c.organization_id === 1);
const headers = () => Array.from(document.querySelectorAll('thead th')).map(th => th.textContent?.trim() ?? '');
const query = (r: { search: string }) => new URLSearchParams(r.search);

describe('call history', () => {
  it('lists calls newest first; the Call Status and Assigned filters are sent and applied; no Action column for a user who is not an agent', async () => {
    const seen = captureRequests();
    await renderSignedIn(
      'admin',
      `/1/callhistory?filter=${encodeURIComponent(JSON.stringify({ status: 'NotAnswered', assigned: 'unassigned' }))}`,
    );
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const list = seen.find(r => r.method === 'GET' && r.path === '/1/callhistory')!;
    expect([
      query(list).get('status'),
      query(list).get('assigned'),
      query(list).get('s_sort'),
      query(list).get('_order'),
      query(list).get('perPage'),
    ]).toEqual(['NotAnswered', 'unassigned', 'created_at', 'DESC', '20']);
    const expected = org1Calls().filter(c => c.status === 'NotAnswered' && c.customer_interest_id == null).length;
    await screen.findByText(new RegExp(`of ${expected}$`));
    expect(bodyRows().every(row => within(row).queryByText('Not Answered'))).toBe(true);
    expect(headers()).not.toContain('Action');
  });

  it('an agent gets Add Call on a call without call data: DISCONNECT sends KICK_CALL; a conference needs a number; the call then shows its action', async () => {
    const call = [...org1Calls()].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at))).find(c => canAddCall(c))!;
    const done = org1Calls().find(c => !canAddCall(c))!;
    await renderSignedIn('agent', `/1/callhistory/${done.id}/show`);
    await screen.findByText(String(done.ucid));
    expect(screen.queryByRole('button', { name: 'Add Call' })).not.toBeInTheDocument();
    expect(screen.getByText('HOLD')).toBeInTheDocument();

    window.history.pushState({}, '', `/1/callhistory/${call.id}/show`);
    fireEvent(window, new PopStateEvent('popstate'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call Action' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Action' }));
    const options = (await screen.findAllByRole('option')).map(o => o.textContent?.trim()).filter(Boolean);
    expect(options).toEqual(['CONFERENCE', 'HOLD', 'UNHOLD', 'MUTE', 'UNMUTE', 'DISCONNECT']);
    fireEvent.click(screen.getByRole('option', { name: 'CONFERENCE' }));
    const seen = captureRequests();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CALL_TEXTS.conferenceNumber)).toBeInTheDocument();
    expect(seen.filter(r => r.method === 'POST')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Conference number (phone book)'), { target: { value: '9840012345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CALL_TEXTS.actionSent)).toBeInTheDocument();
    const post = seen.find(r => r.method === 'POST')!;
    expect(post.path).toBe(`/1/callhistory/${call.id}/addcall`);
    await waitFor(() =>
      expect(post.form).toEqual({ callid: String(call.ucid), action: 'CONFERENCE', connumber: '', connumber_book: '9840012345' }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add Call' })).not.toBeInTheDocument());
    expect(table('callhistory').find(c => c.id === call.id)!.call_data_updated).toBe(1);
  });

  it('the agent sees the Action column on the list; DISCONNECT is sent as KICK_CALL', async () => {
    const call = [...org1Calls()].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at))).find(c => canAddCall(c))!;
    await renderSignedIn('agent', `/1/callhistory?filter=${encodeURIComponent(JSON.stringify({ q: String(call.ucid) }))}`);
    await waitFor(() => expect(headers()).toContain('Action'));
    const row = await waitFor(() => {
      expect(bodyRows()).toHaveLength(1);
      return bodyRows()[0]!;
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Add Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call Action' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Action' }));
    fireEvent.click(await screen.findByRole('option', { name: 'DISCONNECT' }));
    const seen = captureRequests();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.find(r => r.method === 'POST')?.form?.action).toBe('KICK_CALL'));
    await screen.findByText(CALL_TEXTS.actionSent);
  });

  it('is refused without listing.view, even typed (call history is gated by the listing keys)', async () => {
    setPermissions('staff', ['plot.view']);
    const seen = captureRequests();
    await renderSignedIn('staff', '/1/callhistory');
    await waitFor(() => expect(document.body.textContent).toMatch(/not allowed|Access denied|permission/i));
    expect(seen.filter(r => r.path === '/1/callhistory')).toEqual([]);
  });
});
