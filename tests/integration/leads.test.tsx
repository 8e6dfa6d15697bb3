/**
 * Leads (issue 16): what the declaration's parametrized test cannot show — Hold displayed as Do
 * Not Disturb, the Assign dialog (its call, its failure, who chooses a team head), the export's
 * query, the hold date's create and edit texts, the create prefilled from ?customer_id=&his_id=,
 * an activity's return to the lead's Activities tab, the note cut at 80 and the recording played
 * only from an http(s) URL, the follow-up filter.
 */
import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { db, table } from '../../mocks/db';
import { SEED_NOW } from '../../mocks/seed';
import { createAccountApi } from '../../src/api/account';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { LEAD_EXPORT_FIELDS, LEAD_TEXTS, followUpState } from '../../src/resources/crm/leads/customerInterests';
import { assignLabel, whatsappUrl } from '../../src/resources/crm/leads/leadLogic';
import { listExportParams } from '../../src/common/exportParams';
import { telUrl } from '../../src/common/phone';
import { LEAD_EXPORT_COLUMNS } from '../../src/resources/crm/leads/customerInterests';
import { bodyRows, captureRequests, renderSignedIn, setPermissions, waitForPath } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
const leadsOf = () => org1('customerinterest');

const provider = async () => {
  const session = await createAccountApi().login('admin', 'admin');
  return createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
};

const listUrl = (filter: Record<string, unknown>) => `/1/customerinterest?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('lead status Hold is displayed as Do Not Disturb (spec 2 §4, §9)', { timeout: 60_000 }, () => {
  it('in the list, on the show page and in the status choices, while the value stays Hold', async () => {
    const hold = leadsOf().filter(l => l.status === 'Hold');
    expect(hold.length).toBeGreaterThan(0);
    const seen = captureRequests();
    await renderSignedIn('admin', listUrl({ status: 'Hold' }));
    await waitFor(() => expect(bodyRows().length).toBe(Math.min(20, hold.length)));
    for (const row of bodyRows()) {
      expect(row).toHaveTextContent('Do Not Disturb');
      expect(row).not.toHaveTextContent(/\bHold\b/);
    }
    // The filter sends the value, not the text.
    expect(seen.some(r => r.path === '/1/customerinterest' && new URLSearchParams(r.search).get('status') === 'Hold')).toBe(true);
    // The status filter offers Do Not Disturb.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    expect(await screen.findByRole('option', { name: 'Do Not Disturb' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Hold' })).not.toBeInTheDocument();
  });

  it('on the show page', async () => {
    const lead = leadsOf().find(l => l.status === 'Hold')!;
    await renderSignedIn('admin', `/1/customerinterest/${lead.id}/show`);
    expect(await screen.findByText('Do Not Disturb')).toBeInTheDocument();
    expect(screen.queryByText('Hold')).not.toBeInTheDocument();
  });
});

describe('lead rows: WhatsApp and the Assign button text (spec 2 §2)', () => {
  it('opens a WhatsApp web chat with the lead phone; Assign becomes Assigned once a team head or staff is set', () => {
    expect(whatsappUrl('98400 12345')).toBe('https://wa.me/919840012345');
    expect(whatsappUrl('+44 7700 900123')).toBe('https://wa.me/447700900123');
    expect(whatsappUrl('')).toBeNull();
    expect(assignLabel({ team_head_id: null, staff_id: null })).toBe('Assign');
    expect(assignLabel({ team_head_id: 3, staff_id: null })).toBe('Assigned');
    expect(assignLabel({ team_head_id: null, staff_id: 7 })).toBe('Assigned');
  });

  it('draws the phone as a tel: link (issue 40) and the WhatsApp link in the list', async () => {
    await renderSignedIn('admin', '/1/customerinterest');
    await waitFor(() => expect(bodyRows().length).toBe(20));
    const first = [...leadsOf()].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)) || b.id - a.id)[0]!;
    const row = bodyRows()[0]!;
    expect(row).toHaveTextContent(String(first.phone));
    expect(within(row).getByRole('link', { name: `Call ${String(first.phone)}` })).toHaveAttribute('href', telUrl(first.phone));
    const wa = within(row).getByRole('link', { name: `WhatsApp ${String(first.phone)}` });
    expect(wa).toHaveAttribute('href', whatsappUrl(first.phone)!);
    expect(wa).toHaveAttribute('target', '_blank');
    expect(within(row).getByRole('button', { name: assignLabel(first) })).toBeInTheDocument();
  });
});

describe('Assign lead (POST customerinterest/{lead_id}/assignlead, spec 2 §6, §7)', { timeout: 60_000 }, () => {
  const assigned = () => leadsOf().find(l => l.team_head_id && l.staff_id)!;

  it('posts team_head_id, staff_id and lead_id with customerinterest.leadassign', async () => {
    const lead = assigned();
    await renderSignedIn('admin', `/1/customerinterest/${lead.id}/show`);
    fireEvent.click(await screen.findByRole('button', { name: 'Assigned' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Lead' });
    expect(within(dialog).getByLabelText('Team Head')).toBeInTheDocument();
    const seen = captureRequests();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign Lead' })).not.toBeInTheDocument());
    const post = seen.find(r => r.method === 'POST')!;
    expect(post.path).toBe(`/1/customerinterest/${lead.id}/assignlead`);
    await waitFor(() =>
      expect(post.form).toEqual({ team_head_id: String(lead.team_head_id), staff_id: String(lead.staff_id), lead_id: String(lead.id) }),
    );
  });

  it("keeps the dialog and its choices on a failure and says 'Unable to assign lead'", async () => {
    const lead = assigned();
    server.use(
      http.post('*/customerinterest/:id/assignlead', () =>
        HttpResponse.json({ status: false, message: 'Unable to process request', data: null, errors: null }, { status: 500 }),
      ),
    );
    await renderSignedIn('admin', `/1/customerinterest/${lead.id}/show`);
    fireEvent.click(await screen.findByRole('button', { name: 'Assigned' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Lead' });
    const staffName = String(table('user').find(u => u.id === lead.staff_id)!.name);
    await waitFor(() => expect(within(dialog).getByLabelText('Staff')).toHaveValue(staffName));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText(LEAD_TEXTS.assignFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Assign Lead' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Staff')).toHaveValue(staffName);
  });

  it("without customerinterest.leadassign: no team-head input and no team_head_id; the lead's own team head has both", async () => {
    setPermissions('staff', ['customerinterest.view', 'customerinterest.update']);
    const staffId = db().accounts.find(a => a.username === 'staff')!.id;
    const others = leadsOf().filter(l => l.staff_id && l.team_head_id && String(l.team_head_id) !== String(staffId));
    const lead = others[0]!;
    const { unmount } = await renderSignedIn('staff', `/1/customerinterest/${lead.id}/show`);
    fireEvent.click(await screen.findByRole('button', { name: 'Assigned' }));
    let dialog = await screen.findByRole('dialog', { name: 'Assign Lead' });
    expect(within(dialog).queryByLabelText('Team Head')).not.toBeInTheDocument();
    const seen = captureRequests();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(seen.find(r => r.method === 'POST')?.form).toEqual({ staff_id: String(lead.staff_id), lead_id: String(lead.id) }),
    );
    unmount();

    // The lead's own team head may choose the team head, even without leadassign or update.
    setPermissions('staff', ['customerinterest.view']);
    const own = others[1]!;
    own.team_head_id = staffId;
    await renderSignedIn('staff', `/1/customerinterest/${own.id}/show`);
    fireEvent.click(await screen.findByRole('button', { name: 'Assigned' }));
    dialog = await screen.findByRole('dialog', { name: 'Assign Lead' });
    expect(within(dialog).getByLabelText('Team Head')).toBeInTheDocument();
  });

  it('a member with the view key alone, not the team head, sees no Assign', async () => {
    setPermissions('staff', ['customerinterest.view']);
    const staffId = db().accounts.find(a => a.username === 'staff')!.id;
    const lead = leadsOf().find(l => l.team_head_id && String(l.team_head_id) !== String(staffId))!;
    await renderSignedIn('staff', `/1/customerinterest/${lead.id}/show`);
    await screen.findByText(String(lead.customer_name));
    expect(screen.queryByRole('button', { name: /^Assign/ })).not.toBeInTheDocument();
  });
});

describe('lead export (GET customerinterest/export, spec 2 §7, §9)', { timeout: 60_000 }, () => {
  it('sends every §9 column by default, the sort, showall and the current filters', async () => {
    const urls: string[] = [];
    const onStart = ({ request }: { request: Request }) => {
      if (request.url.includes('/customerinterest/export')) urls.push(request.url);
    };
    server.events.on('request:start', onStart);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(((blob: Blob) => {
      blobs.push(blob);
      return 'blob:leads';
    }) as typeof URL.createObjectURL);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      await renderSignedIn('admin', '/1/customerinterest');
      await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
      fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
      const dialog = await screen.findByRole('dialog', { name: 'Export leads' });
      expect(within(dialog).getByLabelText('All columns')).toBeChecked();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      const query = new URL(urls[0]!).searchParams;
      expect(JSON.parse(query.get('fields')!)).toEqual([...LEAD_EXPORT_FIELDS]);
      expect(query.get('s_sort')).toBe('created_at');
      expect(query.get('_order')).toBe('DESC');
      expect(query.get('showall')).toBe('true');
      // The list's filters as they stand: All on by default.
      expect(query.get('all')).toBe('1');
      const lines = (await blobs[0]!.text()).trim().split(/\r\n/);
      expect(lines[0]).toBe(LEAD_EXPORT_FIELDS.join(','));
      expect(lines).toHaveLength(1 + leadsOf().length);
    } finally {
      server.events.removeListener('request:start', onStart);
    }
  });
});

describe('lead export parameters', () => {
  it('sends the chosen columns in the §9 order and the non-empty filters', () => {
    expect(
      listExportParams(
        LEAD_EXPORT_COLUMNS,
        ['status', 'customer_id'],
        { lead_type: 'Hot', status: '', all: 1, followup: 'Missed' },
        { field: 'created_at', order: 'desc' },
      ),
    ).toEqual({
      fields: ['customer_id', 'status'],
      filter: { lead_type: 'Hot', all: 1, followup: 'Missed' },
      sort: { field: 'created_at', order: 'DESC' },
      showall: true,
    });
  });
});

describe('lead hold date: create and edit texts (spec 2 §5, C11)', { timeout: 60_000 }, () => {
  it("the create form asks 'Do not disturb date is required' once Do Not Disturb is chosen", async () => {
    await renderSignedIn('admin', '/1/customerinterest/create');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Do Not Disturb' }));
    const seen = captureRequests();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(LEAD_TEXTS.holdDateCreate)).toBeInTheDocument();
    expect(screen.queryByText(LEAD_TEXTS.holdDateEdit)).not.toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
  });

  it("the edit form asks 'Hold Date is required'; the demo API answers each form's text", async () => {
    const open = leadsOf().find(l => l.status === 'Processing' && !l.hold_date)!;
    await renderSignedIn('admin', `/1/customerinterest/${open.id}`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Processing'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Do Not Disturb' }));
    const seen = captureRequests();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(LEAD_TEXTS.holdDateEdit)).toBeInTheDocument();
    expect(screen.queryByText(LEAD_TEXTS.holdDateCreate)).not.toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);

    const lead = leadsOf().find(l => l.status === 'Hold')!;
    const api = await provider();
    const { id: _id, ...values } = lead;
    await expect(api.create('customerinterest', { data: { ...values, hold_date: '' } })).rejects.toMatchObject({
      body: { errors: { hold_date: LEAD_TEXTS.holdDateCreate } },
    });
    await expect(
      api.update('customerinterest', { id: lead.id, data: { ...lead, hold_date: '' }, previousData: lead }),
    ).rejects.toMatchObject({ body: { errors: { hold_date: LEAD_TEXTS.holdDateEdit } } });
    await expect(api.create('customerinterest', { data: { ...values, budget_from: '12 lakhs' } })).rejects.toMatchObject({
      body: { errors: { budget_from: LEAD_TEXTS.budgetFrom } },
    });
    await expect(
      api.update('customerinterest', { id: lead.id, data: { ...lead, budget_from: '12 lakhs' }, previousData: lead }),
    ).rejects.toMatchObject({ body: { errors: { budget_from: LEAD_TEXTS.budgetFromEdit } } });
    await expect(api.create('customerinterest', { data: { ...values, address: 'x'.repeat(256) } })).rejects.toMatchObject({
      body: { errors: { address: LEAD_TEXTS.address } },
    });
  });
});

describe('lead create from a call (?customer_id=&his_id=, spec 2 §2)', { timeout: 60_000 }, () => {
  it('is prefilled with the customer and keeps the call history id', async () => {
    const customer = org1('customer')[2]!;
    const call = org1('callhistory')[0]!;
    await renderSignedIn('admin', `/1/customerinterest/create?customer_id=${customer.id}&his_id=${call.id}`);
    await waitFor(() => expect(screen.getByLabelText(/^Customer/)).toHaveValue(String(customer.name)));
    const seen = captureRequests();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Other fields are missing: the customer is not among the messages.
    expect(await screen.findByText(LEAD_TEXTS.project)).toBeInTheDocument();
    expect(screen.queryByText(LEAD_TEXTS.customer)).not.toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
  });
});

describe('lead activities (spec 2 §2 customerinterestactivity)', { timeout: 60_000 }, () => {
  it('cuts the note at 80 characters and plays a recording only from an http(s) URL', async () => {
    const lead = leadsOf().find(l => org1('customerinterestactivity').filter(a => a.interest_id === l.id).length >= 2)!;
    const activities = org1('customerinterestactivity').filter(a => a.interest_id === lead.id);
    for (const a of activities) a.audio_url = null;
    const [first, second] = activities;
    const long = 'Called the customer about the east facing plots near the park and the bank loan for the booking advance.';
    first!.note = long;
    first!.audio_url = 'https://recordings.example.com/call-1.mp3';
    second!.audio_url = 'javascript:alert(1)';
    await renderSignedIn('admin', `/1/customerinterest/${lead.id}/show/activity`);
    const cut = `${long.slice(0, 80).trimEnd()}…`;
    const note = await screen.findByText(cut);
    expect(note).toHaveAttribute('title', long);
    const players = document.querySelectorAll('audio');
    expect(players).toHaveLength(1);
    expect(players[0]).toHaveAttribute('src', 'https://recordings.example.com/call-1.mp3');
    expect(players[0]).toHaveAttribute('controls');
    expect(document.body.innerHTML).not.toContain('javascript:alert');
  });

  it("adds with ?cid= and goes back to the lead's Activities tab after a save", async () => {
    const activity = org1('customerinterestactivity')[0]!;
    const lead = activity.interest_id as number;
    await renderSignedIn('admin', `/1/customerinterestactivity/${activity.id}?cid=${lead}`);
    await screen.findByLabelText(/^Note/);
    await waitFor(() => expect(screen.getByLabelText(/^Note/)).toHaveValue(String(activity.note)));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath(`/1/customerinterest/${lead}/show/activity`);
  });

  it("the Activities tab's Add Activity opens the create form with ?cid=", async () => {
    const lead = leadsOf()[0]!;
    await renderSignedIn('admin', `/1/customerinterest/${lead.id}/show/activity`);
    const add = await screen.findByRole('link', { name: 'Add Activity' });
    expect(add).toHaveAttribute('href', `/1/customerinterestactivity/create?cid=${lead.id}`);
  });
});

describe('lead follow-up filter (spec 2 §4, §9)', { timeout: 60_000 }, () => {
  it('answers Today, Upcoming, Missed and No Follow Up, each seeded', async () => {
    const api = await provider();
    // The demo API's today is the seed's (the browser seeds at the time of the visit).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SEED_NOW);
    const now = Date.now();
    for (const state of ['Today', 'Upcoming', 'Missed', 'No Follow Up'] as const) {
      const expected = leadsOf().filter(l => followUpState(l.followup_on, now) === state);
      expect(expected.length, state).toBeGreaterThan(0);
      const { total } = await api.getList('customerinterest', {
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { followup: state },
      });
      expect(total, state).toBe(expected.length);
    }
    const statuses = new Set(leadsOf().map(l => l.status));
    expect([...statuses].sort()).toEqual(['Canceled', 'Converted', 'Hold', 'New', 'Processing']);
    vi.useRealTimers();
  });
});
