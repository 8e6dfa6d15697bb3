/**
 * Click-to-call and its call flow (spec 2 §2 "Call flow", §5, §6, §7 "Call action"; issue 17): the
 * phone cell of a customer is plain text for a user who is not an agent and a call button for an
 * agent of a Daga organization; a call is confirmed, posted to customer/{id}/ozonetelcall with
 * itemid, agentid and call_from, writes a call-history row in the demo API, and leads to a new
 * lead (no lead yet), or to the dialog that files it on one of the customer's leads (interest,
 * note and follow-up required; customer/{id}/ozoneteladdactivity); a failed call shows the
 * server's message and goes nowhere.
 */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '../../mocks/db';
import { CALL_FLOW_TEXTS } from '../../src/api/callFlow';
import { CALL_TEXTS } from '../../src/features/telephony/callLogic';
import { captureRequests, renderSignedIn, setPermissions, waitForPath } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
const leadsOf = (id: number) => org1('customerinterest').filter(l => l.customer_id === id);
const withLeads = () => org1('customer').find(c => leadsOf(c.id).length > 0 && !String(c.phone).endsWith('7'))!;
const withoutLeads = () => org1('customer').find(c => leadsOf(c.id).length === 0 && !String(c.phone).endsWith('7'))!;

const callFrom = async (phone: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `Call ${phone}` }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(CALL_FLOW_TEXTS.confirmTitle)).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Call' }));
};

describe('click-to-call (spec 2 §2, §6, §7)', { timeout: 60_000 }, () => {
  it('is plain text for a user who is not an agent', async () => {
    const customer = withLeads();
    await renderSignedIn('admin', `/1/customer/${customer.id}/show`);
    expect((await screen.findAllByText(String(customer.phone))).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: `Call ${String(customer.phone)}` })).not.toBeInTheDocument();
  });

  it("calls a customer without a lead, writes the call's row and goes to create a lead with customer_id and his_id", async () => {
    const customer = withoutLeads();
    const calls = org1('callhistory').length;
    await renderSignedIn('agent', `/1/customer/${customer.id}/show`);
    const seen = captureRequests();
    await callFrom(String(customer.phone));
    const row = await waitFor(() => {
      const rows = org1('callhistory');
      expect(rows).toHaveLength(calls + 1);
      return rows[rows.length - 1]!;
    });
    expect(row).toMatchObject({ customer_id: customer.id, user_id: 3, status: 'Answered', reference_by: 'Customer', call_from: 'Web' });
    await waitForPath('/1/customerinterest/create');
    expect(window.location.search).toBe(`?customer_id=${customer.id}&his_id=${row.id}`);
    const post = seen.find(r => r.method === 'POST' && r.path === `/1/customer/${customer.id}/ozonetelcall`)!;
    await waitFor(() => expect(post.form).toEqual({ itemid: '', agentid: '3', call_from: 'Web' }));
    expect(await screen.findByText('Call initiated successfully.')).toBeInTheDocument();
  });

  it('files a call to a customer with leads on one of them: interest, note and follow-up required, then ozoneteladdactivity', async () => {
    const customer = withLeads();
    const lead = leadsOf(customer.id)[0]!;
    const { user } = await renderSignedIn('agent', `/1/customer/${customer.id}/show`);
    await callFrom(String(customer.phone));
    const dialog = await screen.findByRole('dialog', { name: CALL_FLOW_TEXTS.assignTitle });
    const seen = captureRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const text of [CALL_FLOW_TEXTS.interest, CALL_FLOW_TEXTS.note, CALL_FLOW_TEXTS.followup])
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(seen.filter(r => r.method === 'POST')).toEqual([]);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Interest/ }));
    fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^Lead #${lead.id}\\b`) }));
    await user.type(within(dialog).getByLabelText(/^Note/), 'Asked for the price list of the corner plots');
    fireEvent.change(within(dialog).getByLabelText(/^Follow Up/), { target: { value: '2026-12-01T10:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CALL_FLOW_TEXTS.assignTitle })).not.toBeInTheDocument());
    const call = org1('callhistory').at(-1)!;
    const post = seen.find(r => r.method === 'POST' && r.path === `/1/customer/${customer.id}/ozoneteladdactivity`)!;
    await waitFor(() =>
      expect(post.form).toEqual({
        interest_id: String(lead.id),
        note: 'Asked for the price list of the corner plots',
        history_id: String(call.id),
        followup_on: new Date('2026-12-01T10:30').toISOString(),
      }),
    );
    expect(table('customerinterestactivity').at(-1)).toMatchObject({
      interest_id: lead.id,
      history_id: call.id,
      activity_type: 'Call',
      note: 'Asked for the price list of the corner plots',
    });
    expect(call).toMatchObject({ customer_interest_id: lead.id, reference_by: 'Lead' });
    expect(window.location.pathname).toBe(`/1/customer/${customer.id}/show`);
  });

  it("shows the server's message when the call fails, and goes nowhere", async () => {
    const customer = withoutLeads();
    customer.phone = '9840012347';
    await renderSignedIn('agent', `/1/customer/${customer.id}/show`);
    await callFrom('9840012347');
    expect(await screen.findByText(CALL_FLOW_TEXTS.unreachable)).toBeInTheDocument();
    expect(org1('callhistory').at(-1)).toMatchObject({ customer_id: customer.id, status: 'NotAnswered' });
    expect(window.location.pathname).toBe(`/1/customer/${customer.id}/show`);
  });

  it('offers a conference on a call placed here: a number is required, then callhistory/{id}/addcall with the call id and CONFERENCE', async () => {
    const customer = withLeads();
    const { user } = await renderSignedIn('agent', `/1/customer/${customer.id}/show`);
    expect(screen.queryByRole('button', { name: CALL_FLOW_TEXTS.conferenceTitle })).not.toBeInTheDocument();
    await callFrom(String(customer.phone));
    await user.click(
      within(await screen.findByRole('dialog', { name: CALL_FLOW_TEXTS.assignTitle })).getByRole('button', { name: 'Cancel' }),
    );
    const call = org1('callhistory').at(-1)!;
    await user.click(await screen.findByRole('button', { name: CALL_FLOW_TEXTS.conferenceTitle }));
    const dialog = await screen.findByRole('dialog', { name: CALL_FLOW_TEXTS.conferenceTitle });
    const seen = captureRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CALL_TEXTS.conferenceNumber)).toBeInTheDocument();
    expect(seen.filter(r => r.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Conference number \(phone book\)/), '9840011122');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CALL_FLOW_TEXTS.conferenceTitle })).not.toBeInTheDocument());
    const post = seen.find(r => r.method === 'POST' && r.path === `/1/callhistory/${call.id}/addcall`)!;
    await waitFor(() =>
      expect(post.form).toEqual({ callid: String(call.ucid), action: 'CONFERENCE', connumber: '', connumber_book: '9840011122' }),
    );
    expect(call.call_data).toMatchObject({ action: 'CONFERENCE', connumber_book: '9840011122' });
  });

  it("calls from a lead's phone: itemid is the lead, and the call leads to a new activity of it", async () => {
    const lead = org1('customerinterest').find(
      l => l.phone && !String(l.phone).endsWith('7') && org1('customer').some(c => c.id === l.customer_id),
    )!;
    await renderSignedIn('agent', `/1/customerinterest/${lead.id}/show`);
    const seen = captureRequests();
    await callFrom(String(lead.phone));
    await waitForPath('/1/customerinterestactivity/create');
    expect(window.location.search).toBe(`?cid=${lead.id}`);
    const post = seen.find(r => r.method === 'POST' && r.path === `/1/customer/${lead.customer_id}/ozonetelcall`)!;
    await waitFor(() => expect(post.form).toEqual({ itemid: String(lead.id), agentid: '3', call_from: 'Web' }));
    expect(org1('callhistory').at(-1)).toMatchObject({ customer_interest_id: lead.id, reference_by: 'Lead' });
  });

  it('stays on the page after a call when the member may not create the lead it would lead to', async () => {
    setPermissions('agent', ['customer.view', 'customerinterest.view']);
    const customer = withoutLeads();
    await renderSignedIn('agent', `/1/customer/${customer.id}/show`);
    await callFrom(String(customer.phone));
    expect(await screen.findByText('Call initiated successfully.')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/1/customer/${customer.id}/show`);
  });
});
