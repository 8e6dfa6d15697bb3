/**
 * What the parametrized schema test cannot see in the customers (spec 2 §2, §5, §7; issue 15):
 * the phone messages of the create form and of the edit form (C10), the App Access tab at
 * /customer/{id}/appaccess and its rules only with the access on, the country code +91 when
 * empty, and the list filters that are not a field's own (a part of the address, the date range,
 * Show All).
 */
import { describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../mocks/node';
import { http, HttpResponse } from 'msw';
import { table } from '../../mocks/db';
import { createAccountApi } from '../../src/api/account';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { CUSTOMER_TEXTS } from '../../src/resources/crm/customers/customers';
import { NOTE_TEXTS } from '../../src/resources/crm/customers/notes';
import { BANK_TEXTS } from '../../src/resources/crm/customers/customerBanks';
import { PROOF_TEXTS, PROOF_TYPES } from '../../src/resources/crm/customers/customerProofs';
import { tooLargeMessage } from '../../src/common/uploads';
import { POINTS_TEXTS } from '../../src/resources/crm/customers/pointsLogic';
import { NOT_ALLOWED, NO_ITEMS } from '../../src/resources/crm/customers/CustomerShow';
import { bodyRows, captureRequests, renderSignedIn, setPermissions } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);

const provider = async () => {
  const session = await createAccountApi().login('admin', 'admin');
  return createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
};

/** The inputs of that label on the tab shown (react-admin keeps the other tabs mounted, hidden). */
const hidden = (el: Element | null): boolean =>
  !!el && (getComputedStyle(el).display === 'none' || el.hasAttribute('hidden') || hidden(el.parentElement));
const shown = (label: RegExp) => screen.queryAllByLabelText(label, { selector: 'input' }).filter(el => !hidden(el));
const input = async (label: RegExp) => {
  await waitFor(() => expect(shown(label)).toHaveLength(1));
  return shown(label)[0]!;
};

const valid = { honorifics: 'Mr', name: 'Senthil Raman', gender: 'Male', phone: '9840012345' };

describe('customer phone: characters on create, digit on edit (spec 2 §5, C10)', { timeout: 60_000 }, () => {
  it('says characters on the create form and refuses letters', async () => {
    const { user } = await renderSignedIn('admin', '/1/customer/create');
    const phone = await input(/^Phone/);
    await user.type(phone, '98400');
    await user.type(await input(/^Pincode/), '6000');
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CUSTOMER_TEXTS.phoneMin)).toBeInTheDocument();
    expect(screen.getByText(CUSTOMER_TEXTS.pincodeLength)).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '98400 12345 678');
    expect(await screen.findByText(CUSTOMER_TEXTS.phoneMax)).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '98400-1234');
    expect(await screen.findByText(CUSTOMER_TEXTS.phone)).toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
  });

  it('says digit on the edit form, and the demo API answers the same', async () => {
    const row = org1('customer')[0]!;
    const { user } = await renderSignedIn('admin', `/1/customer/${row.id}`);
    const phone = await input(/^Phone/);
    await waitFor(() => expect(phone).toHaveValue(String(row.phone)));
    await user.clear(phone);
    await user.type(phone, '98400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CUSTOMER_TEXTS.phoneMinEdit)).toBeInTheDocument();
    const api = await provider();
    await expect(api.update('customer', { id: row.id, data: { ...row, phone: '9840012345678' }, previousData: row })).rejects.toMatchObject(
      { body: { errors: { phone: CUSTOMER_TEXTS.phoneMaxEdit } } },
    );
    await expect(api.create('customer', { data: { ...valid, phone: '98400' } })).rejects.toMatchObject({
      body: { errors: { phone: CUSTOMER_TEXTS.phoneMin } },
    });
  });

  it('the create form sends +91 for a country code cleared and one of only spaces (spec 2 §5 "defaults to +91 when empty")', async () => {
    const { user } = await renderSignedIn('admin', '/1/customer/create');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Honorifics/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Mr' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Gender/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Male' }));
    await user.type(await input(/^Name/), 'Country Code Testcase');
    await user.type(await input(/^Phone/), '9840066666');
    const code = await input(/^Country Code/);
    expect(code).toHaveValue('+91');
    await user.clear(code);
    const whatsappCode = await input(/^WhatsApp Country Code/);
    await user.clear(whatsappCode);
    await user.type(whatsappCode, '   ');
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(seen.find(r => r.method === 'POST' && r.path === '/1/customer')?.form).toMatchObject({
        country_code: '+91',
        country_code_whatsapp: '+91',
      }),
    );
    await waitFor(() =>
      expect(org1('customer').find(c => c.name === 'Country Code Testcase')).toMatchObject({
        country_code: '+91',
        country_code_whatsapp: '+91',
      }),
    );
  });

  it('the edit form sends +91 for a country code cleared and one of only spaces', async () => {
    const row = org1('customer')[1]!;
    Object.assign(row, { country_code: '+44', country_code_whatsapp: '+1' });
    const { user } = await renderSignedIn('admin', `/1/customer/${row.id}`);
    const code = await input(/^Country Code/);
    await waitFor(() => expect(code).toHaveValue('+44'));
    await user.clear(code);
    await user.type(code, '  ');
    const whatsappCode = await input(/^WhatsApp Country Code/);
    await user.clear(whatsappCode);
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(seen.find(r => r.method === 'POST' && r.path === `/1/customer/${row.id}`)?.form).toMatchObject({
        _method: 'PUT',
        country_code: '+91',
        country_code_whatsapp: '+91',
      }),
    );
    await waitFor(() => expect(row).toMatchObject({ country_code: '+91', country_code_whatsapp: '+91' }));
  });

  it('stores +91 as the country codes when they are left empty', async () => {
    const api = await provider();
    const { data } = await api.create('customer', { data: { ...valid, country_code: '', whatsapp: '9840012345' } });
    expect(table('customer').find(r => r.id === data.id)).toMatchObject({
      country_code: '+91',
      country_code_whatsapp: '+91',
      organization_id: 1,
    });
  });
});

describe('customer App Access (spec 2 §5 "Customer edit with app access on")', { timeout: 60_000 }, () => {
  it('is the tab /customer/{id}/appaccess; with the access on, a mobile or an email is required', async () => {
    const row = org1('customer').find(c => c.app_access === 0)!;
    const { user } = await renderSignedIn('admin', `/1/customer/${row.id}`);
    await input(/^Name/);
    await user.click(screen.getByRole('tab', { name: 'App Access' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/1/customer/${row.id}/appaccess`));
    // Off: the access fields are neither shown nor checked.
    expect(shown(/^Mobile/)).toEqual([]);
    await user.click(await input(/^App Access/));
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CUSTOMER_TEXTS.accessRequired)).toBeInTheDocument();
    await user.type(await input(/^Mobile/), '98400');
    await user.type(await input(/^Email/), 'not-an-email');
    await user.type(await input(/^Password/), 'abc');
    await user.type(await input(/^Confirm Password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CUSTOMER_TEXTS.accessMobile)).toBeInTheDocument();
    expect(screen.getByText(CUSTOMER_TEXTS.accessEmail)).toBeInTheDocument();
    expect(screen.getByText(CUSTOMER_TEXTS.accessPassMin)).toBeInTheDocument();
    expect(screen.getByText(CUSTOMER_TEXTS.accessConfirm)).toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
  });

  it('the demo API checks the same rules only with the access on, and never answers the password', async () => {
    const api = await provider();
    const row = org1('customer').find(c => c.app_access === 0)!;
    const base = { ...row, access_mobile: '', access_email: '' };
    await api.update('customer', { id: row.id, data: base, previousData: row });
    await expect(api.update('customer', { id: row.id, data: { ...base, app_access: 1 }, previousData: row })).rejects.toMatchObject({
      body: { errors: { access_mobile: CUSTOMER_TEXTS.accessRequired } },
    });
    await expect(
      api.update('customer', {
        id: row.id,
        data: { ...base, app_access: 1, access_email: 'ravi@example.com', access_pass: 'x'.repeat(33), access_cpass: 'x'.repeat(33) },
        previousData: row,
      }),
    ).rejects.toMatchObject({ body: { errors: { access_pass: CUSTOMER_TEXTS.accessPassMax } } });
    await api.update('customer', {
      id: row.id,
      data: { ...base, app_access: 1, access_mobile: '9840012345', access_pass: 'secret1', access_cpass: 'secret1' },
      previousData: row,
    });
    expect(table('customer').find(r => r.id === row.id)).toMatchObject({
      app_access: 1,
      access_mobile: '9840012345',
      access_pass: 'secret1',
    });
    const { data } = await api.getOne('customer', { id: row.id });
    expect(data).not.toHaveProperty('access_pass');
  });
});

describe('customer list filters (spec 2 §7)', { timeout: 60_000 }, () => {
  it('reads a part of the address, a phone, brokers, a date range and Show All', async () => {
    const api = await provider();
    const rows = org1('customer');
    const city = String(rows[0]!.city);
    const byAddress = await api.getList('customer', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { address: city.toLowerCase() },
    });
    expect(byAddress.total).toBe(
      rows.filter(r =>
        [r.address, r.city, r.state, r.pincode].some(v =>
          String(v ?? '')
            .toLowerCase()
            .includes(city.toLowerCase()),
        ),
      ).length,
    );
    const phone = String(rows[3]!.phone).slice(2, 8);
    const byPhone = await api.getList('customer', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { phone },
    });
    expect(byPhone.data.map(r => r.id)).toContain(rows[3]!.id);
    const brokers = await api.getList('customer', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { isbroker: 1 },
    });
    expect(brokers.total).toBe(rows.filter(r => r.isbroker === 1).length);
    const day = String(rows[0]!.created_at).slice(0, 10);
    const range = await api.getList('customer', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { date_from: day, date_to: day },
    });
    expect(range.total).toBe(rows.filter(r => String(r.created_at).slice(0, 10) === day).length);
    const all = await api.getList('customer', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { showall: true },
    });
    expect(all.data).toHaveLength(rows.length);
  });
});

describe('customer show: two tab panels (spec 2 §2, G24, G25)', { timeout: 60_000 }, () => {
  const panel = (name: string) => screen.getByRole('tablist', { name });

  it("App Access shows the notice when there is none; the plot tabs read with the customer's filter", async () => {
    const sales = table('plotsale').filter(s => s.organization_id === 1);
    const row = org1('customer').find(c => c.app_access === 0 && sales.some(s => s.customer_id === c.id))!;
    const seen = captureRequests();
    await renderSignedIn('admin', `/1/customer/${row.id}/show/appaccess`);
    expect(await screen.findByText(CUSTOMER_TEXTS.noAppAccess)).toBeInTheDocument();
    // The second panel shows its first tab: the customer's points.
    expect(within(panel('Plots')).getByRole('tab', { name: 'Points' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel('Customer')).getByRole('tab', { name: 'App Access' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(seen.some(r => r.path === '/1/customerpoints' && new URLSearchParams(r.search).get('customer_id') === String(row.id))).toBe(
        true,
      ),
    );
    within(panel('Plots')).getByRole('tab', { name: 'Sold Plot' }).click();
    await waitFor(() => expect(window.location.pathname).toBe(`/1/customer/${row.id}/show/soldplot`));
    await waitFor(() =>
      expect(seen.some(r => r.path === '/1/plotsale' && new URLSearchParams(r.search).get('customer_id') === String(row.id))).toBe(true),
    );
    const mine = sales.filter(s => s.customer_id === row.id);
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(10, mine.length)));
  });

  it('a second-panel segment selects its tab; an empty list says No items found', async () => {
    const booked = new Set(table('plotbook').map(b => b.customer_id));
    const row = org1('customer').find(c => !booked.has(c.id))!;
    const seen = captureRequests();
    await renderSignedIn('admin', `/1/customer/${row.id}/show/bookedplot`);
    expect(await screen.findByText(NO_ITEMS)).toBeInTheDocument();
    expect(within(panel('Plots')).getByRole('tab', { name: 'Booked Plot' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel('Customer')).getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(seen.some(r => r.path === '/1/plotbook' && new URLSearchParams(r.search).get('customer_id') === String(row.id))).toBe(true);
    const blocked = await screen.findByRole('tab', { name: 'Blocked Plot' });
    seen.length = 0;
    blocked.click();
    await waitFor(() => expect(window.location.pathname).toBe(`/1/customer/${row.id}/show/blockedplot`));
    await waitFor(() =>
      expect(
        seen.some(
          r =>
            r.path === '/1/plot' &&
            new URLSearchParams(r.search).get('status') === 'Blocked' &&
            new URLSearchParams(r.search).get('customer_id') === String(row.id),
        ),
      ).toBe(true),
    );
    screen.getByRole('tab', { name: 'Plot History' }).click();
    await waitFor(() =>
      expect(seen.some(r => r.path === '/1/plotstatus' && new URLSearchParams(r.search).get('customer_id') === String(row.id))).toBe(true),
    );
  });

  it('Notes: the add-note dialog requires the text, sends source_id, source_type and notes, and lists the note', async () => {
    const row = org1('customer')[1]!;
    const { user } = await renderSignedIn('admin', `/1/customer/${row.id}/show/note`);
    await user.click(await screen.findByRole('button', { name: 'Add Note' }));
    const dialog = await screen.findByRole('dialog');
    const seen = captureRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(NOTE_TEXTS.notes)).toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Notes/), 'Site visit fixed for Sunday');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(seen.find(r => r.method === 'POST' && r.path === '/1/notes')?.form).toMatchObject({
        source_id: String(row.id),
        source_type: 'Customer',
        notes: 'Site visit fixed for Sunday',
      }),
    );
    expect(await screen.findByRole('link', { name: 'Site visit fixed for Sunday' })).toBeInTheDocument();
    expect(table('notes').find(n => n.notes === 'Site visit fixed for Sunday')).toMatchObject({
      source_id: row.id,
      source_type: 'Customer',
      organization_id: 1,
    });
  });

  it("Notes: a call that throws says 'Unable to create notes' and keeps the dialog open with the text", async () => {
    const row = org1('customer')[2]!;
    server.use(http.post('*/1/notes', () => HttpResponse.json({ status: false, message: '', data: null, errors: null }, { status: 500 })));
    const { user } = await renderSignedIn('admin', `/1/customer/${row.id}/show/note`);
    await user.click(await screen.findByRole('button', { name: 'Add Note' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Notes/), 'Call back on Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NOTE_TEXTS.failure)).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByLabelText(/^Notes/)).toHaveValue('Call back on Monday');
  });
});

describe('a customer\'s bank details (spec 2 §2, §5 "Bank")', { timeout: 60_000 }, () => {
  it('adds bank details from the Bank Details tab and returns to it; the account number is only digits', async () => {
    const row = org1('customer')[4]!;
    const { user } = await renderSignedIn('admin', `/1/customer/${row.id}/show/bank`);
    await user.click(await screen.findByRole('link', { name: 'Add Bank Details' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe(`/1/customerbank/create?cid=${row.id}`));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    for (const message of [BANK_TEXTS.holder, BANK_TEXTS.accountNo, BANK_TEXTS.ifsc, BANK_TEXTS.branch])
      expect(await screen.findByText(message)).toBeInTheDocument();
    await user.type(await input(/^Account Holder Name/), String(row.name));
    await user.type(await input(/^Account Number/), '12A45');
    await user.type(await input(/^IFSC Code/), 'IDIB000T012');
    await user.type(await input(/^Branch/), 'Tiruvannamalai');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BANK_TEXTS.accountNoDigits)).toBeInTheDocument();
    await user.clear(await input(/^Account Number/));
    await user.type(await input(/^Account Number/), '6012 3456 789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/1/customer/${row.id}/show/bank`));
    expect(table('customerbank').find(b => b.account_no === '6012 3456 789')).toMatchObject({ cid: row.id, organization_id: 1 });
    expect(await screen.findByText('6012 3456 789')).toBeInTheDocument();
  });
});

describe('a customer\'s ID proofs (spec 2 §2, §3 "Customer proof", §5 "Proof")', { timeout: 60_000 }, () => {
  it('adds a proof from the ID Proofs tab: the eight types, the image, back to the tab', async () => {
    const row = org1('customer')[5]!;
    const { user } = await renderSignedIn('admin', `/1/customer/${row.id}/show/idproof`);
    expect(await screen.findByRole('tab', { name: 'ID Proofs', selected: true })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Add ID Proof' }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe(`/1/customerproof/create?cid=${row.id}`));
    const seen = captureRequests();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PROOF_TEXTS.proofType)).toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: /Proof Type/ }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map(o => o.textContent?.trim())
      .filter(Boolean);
    expect(options).toEqual([...PROOF_TYPES]);
    await user.click(screen.getByRole('option', { name: 'Business Pan Card' }));
    const file = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(file.accept).toBe('image/*');
    await user.upload(file, new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'pan.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/1/customer/${row.id}/show/idproof`));
    const create = seen.find(r => r.method === 'POST' && r.path === '/1/customerproof');
    expect(create?.form).toMatchObject({ cid: String(row.id), proof_type: 'Business Pan Card' });
    const stored = table('customerproof').find(p => p.cid === row.id && p.proof_type === 'Business Pan Card');
    expect(stored).toBeDefined();
    expect(await screen.findByText('Business Pan Card')).toBeInTheDocument();
  });

  it("reads the proofs with the customer's filter (cid) and says No items found without any", async () => {
    const seen = captureRequests();
    const none = org1('customer').find(c => !table('customerproof').some(p => p.cid === c.id))!;
    await renderSignedIn('admin', `/1/customer/${none.id}/show/idproof`);
    expect(await screen.findByText(NO_ITEMS)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        seen.some(r => r.method === 'GET' && r.path === '/1/customerproof' && new URLSearchParams(r.search).get('cid') === String(none.id)),
      ).toBe(true),
    );
  });

  it("a proof larger than the uploads' limit is refused before any call", async () => {
    const proof = org1('customerproof')[0]!;
    const { user } = await renderSignedIn('admin', `/1/customerproof/${proof.id}?cid=${proof.cid}`);
    await screen.findByRole('button', { name: 'Save' });
    const file = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(8)], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10_000_001 });
    const seen = captureRequests();
    await user.upload(file, big);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(tooLargeMessage())).toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
  });
});

describe('a customer\'s points (spec 2 §2 Points, §5 "Points create", §7 customerpoints)', { timeout: 60_000 }, () => {
  const withPoints = () => {
    const points = org1('customerpoints');
    return org1('customer').find(c => points.filter(p => p.customer_id === c.id).length >= 2)!;
  };

  it("lists the customer's points (customer_id) and adds points: both rules, POST customerpoints/create with its fields", async () => {
    const row = withPoints();
    const mine = org1('customerpoints').filter(p => p.customer_id === row.id);
    const seen = captureRequests();
    const { user } = await renderSignedIn('admin', `/1/customer/${row.id}/show/customerpoints`);
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(10, mine.length)));
    expect(seen.some(r => r.path === '/1/customerpoints' && new URLSearchParams(r.search).get('customer_id') === String(row.id))).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Add Points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Points' });
    seen.length = 0;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(POINTS_TEXTS.pointFor)).toBeInTheDocument();
    expect(within(dialog).getByText(POINTS_TEXTS.pointValue)).toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Points For/), 'Site visit with family');
    await user.type(within(dialog).getByLabelText(/^Points Value/), '75');
    await user.type(within(dialog).getByLabelText(/^Note/), 'Came on Sunday');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(seen.find(r => r.method === 'POST' && r.path === '/1/customerpoints/create')?.form).toMatchObject({
        customer_type: Number(row.isbroker) === 1 ? 'Broker' : 'Customer',
        transaction_type: 'EARNED',
        point_for: 'Site visit with family',
        point_value: '75',
        customer_id: String(row.id),
        customer_note: 'Came on Sunday',
      }),
    );
    expect(await screen.findByText(POINTS_TEXTS.created)).toBeInTheDocument();
    expect(await screen.findByText('Site visit with family')).toBeInTheDocument();
    expect(table('customerpoints').find(p => p.point_for === 'Site visit with family')).toMatchObject({
      customer_id: row.id,
      point_value: 75,
      organization_id: 1,
    });
  });

  it('edits points: reads customerpoints/{id}/detail into the dialog, posts customerpoints/{id}/update with action', async () => {
    const row = withPoints();
    const newest = org1('customerpoints')
      .filter(p => p.customer_id === row.id)
      .sort((a, b) => (a.created_at < b.created_at ? 1 : -1))[0]!;
    const seen = captureRequests();
    const { user } = await renderSignedIn('admin', `/1/customer/${row.id}/show/customerpoints`);
    await user.click((await screen.findAllByRole('button', { name: 'Edit' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Points' });
    expect(seen.some(r => r.method === 'GET' && r.path === `/1/customerpoints/${newest.id}/detail`)).toBe(true);
    expect(within(dialog).getByLabelText(/^Points For/)).toHaveValue(String(newest.point_for));
    await user.clear(within(dialog).getByLabelText(/^Points Value/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(POINTS_TEXTS.pointValue)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Points Value/), '999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(seen.find(r => r.method === 'POST' && r.path === `/1/customerpoints/${newest.id}/update`)?.form).toMatchObject({
        point_value: '999',
        action: 'full',
        customer_id: String(row.id),
      }),
    );
    expect(await screen.findByText(POINTS_TEXTS.updated)).toBeInTheDocument();
    expect(table('customerpoints').find(p => p.id === newest.id)).toMatchObject({ point_value: 999 });
  });

  it('the demo API refuses points without Points For and Points Value, with the same messages', async () => {
    const api = await provider();
    const row = withPoints();
    await expect(
      api.createCustomerPoints({
        customer_type: 'Customer',
        transaction_type: 'EARNED',
        point_for: '',
        point_value: '',
        customer_id: row.id,
      }),
    ).rejects.toMatchObject({
      body: { errors: { point_for: POINTS_TEXTS.pointFor, point_value: POINTS_TEXTS.pointValue } },
    });
  });

  it('without customerpoints.create, .update and .delete there is no Add Points, Edit nor Delete', async () => {
    setPermissions('staff', ['customer.view']);
    const row = withPoints();
    await renderSignedIn('staff', `/1/customer/${row.id}/show/customerpoints`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Add Points' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});

describe("a customer's attributes (spec 2 §2 customerattribute, §3 Type-{attrid}, §8 loader)", { timeout: 60_000 }, () => {
  const types = () => org1('customerattributetype');
  const key = (t: { id: number }) => `Type-${t.id}`;

  it("shows every attribute type with the customer's value by its type: Bool Yes or No, an option by its text", async () => {
    const bool = types().find(t => t.option_type === 'Bool')!;
    const select = types().find(t => t.option_type === 'Select')!;
    const row = org1('customer').find(c => c[key(bool)] === 1 && c[key(select)] !== undefined)!;
    expect(row, 'a seeded customer with a Bool and a Select value').toBeDefined();
    const seen = captureRequests();
    await renderSignedIn('admin', `/1/customer/${row.id}/show/customerattribute`);
    const table_ = await screen.findByRole('table', { name: 'Customer Attribute' });
    expect(seen.some(r => r.method === 'GET' && r.path === '/1/customerattributetype/filter')).toBe(true);
    const rowOf = (name: string) =>
      within(table_)
        .getAllByRole('row')
        .find(tr => within(tr).queryAllByRole('cell')[0]?.textContent === name)!;
    expect(within(table_).getAllByRole('row')).toHaveLength(types().length + 1);
    expect(within(rowOf(String(bool.name))).getAllByRole('cell')[1]).toHaveTextContent(/^Yes$/);
    const option = (select.option_value as Array<{ _id: string; option_value: string }>).find(o => o._id === row[key(select)])!;
    expect(within(rowOf(String(select.name))).getAllByRole('cell')[1]).toHaveTextContent(option.option_value);
  });

  it("says 'Loading fields...' while the types load and 'ERROR' when they cannot", async () => {
    const row = org1('customer')[0]!;
    let release: () => void = () => undefined;
    server.use(
      http.get('*/1/customerattributetype/filter', async () => {
        await new Promise<void>(resolve => (release = resolve));
        return HttpResponse.json({ status: false, message: 'Server Error', data: null, errors: null }, { status: 500 });
      }),
    );
    await renderSignedIn('admin', `/1/customer/${row.id}/show/customerattribute`);
    expect(await screen.findByText('Loading fields...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('ERROR')).toBeInTheDocument();
  });
});

describe(
  'attribute values on the customer form (spec 2 §3 "dynamic attribute values keyed Type-{attrid}"; issue 15)',
  { timeout: 90_000 },
  () => {
    type Type = { id: number; name: string; option_type: string; option_value: Array<{ _id: string; option_value: string }> | null };
    const types = () => org1('customerattributetype') as unknown as Type[];
    const typeOf = (kind: string) => types().find(t => t.option_type === kind)!;
    const key = (t: Type) => `Type-${t.id}`;
    const section = () =>
      waitFor(() => {
        const el = document.querySelector('section[aria-label="Attributes"]') as HTMLElement | null;
        expect(el && within(el).queryAllByRole('textbox').length).toBeTruthy();
        return el!;
      });
    const choose = async (container: HTMLElement, label: string, option: string) => {
      fireEvent.mouseDown(within(container).getByRole('combobox', { name: label }));
      fireEvent.click(await screen.findByRole('option', { name: option }));
    };
    const radioGroup = (container: HTMLElement, t: Type) =>
      within(container).getByText(t.name, { selector: 'legend, legend *' }).closest('fieldset') as HTMLElement;
    const valueCell = (table_: HTMLElement, name: string) =>
      within(
        within(table_)
          .getAllByRole('row')
          .find(tr => within(tr).queryAllByRole('cell')[0]?.textContent === name)!,
      ).getAllByRole('cell')[1]!;

    it('create: an input per attribute type by its kind; the values are sent as Type-{attrid}, stored, and shown in the Customer Attribute tab', async () => {
      const [text, number, date, bool, select, radio, checkbox] = ['Text', 'Number', 'Date', 'Bool', 'Select', 'Radio', 'Checkbox'].map(
        typeOf,
      ) as Type[];
      const { user } = await renderSignedIn('admin', '/1/customer/create');
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Honorifics/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'Mr' }));
      fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Gender/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'Male' }));
      await user.type(await input(/^Name/), 'Attribute Testcase');
      await user.type(await input(/^Phone/), '9840077777');
      const box = await section();
      // One input per type of the organization.
      for (const t of types()) expect(within(box).getAllByText(t.name).length).toBeGreaterThan(0);
      // As wide as the form's own inputs (their natural width), not stretched across the form: MUI's
      // fullWidth (react-admin's theme default) stretches an input over the section it sits in.
      const fullWidth = (el: HTMLElement) => el.closest('.MuiFormControl-root')!.classList.contains('MuiFormControl-fullWidth');
      for (const el of [
        within(box).getByRole('textbox', { name: text!.name }),
        within(box).getByRole('spinbutton', { name: number!.name }),
        within(box).getByLabelText(date!.name),
        within(box).getByRole('combobox', { name: select!.name }),
      ])
        expect(fullWidth(el), el.getAttribute('name') ?? el.id).toBe(false);
      await user.type(within(box).getByRole('textbox', { name: text!.name }), 'Architect');
      await user.type(within(box).getByRole('spinbutton', { name: number!.name }), '750000');
      await user.type(within(box).getByLabelText(date!.name), '2026-10-05');
      await choose(box, bool!.name, 'Yes');
      await choose(box, select!.name, select!.option_value![1]!.option_value);
      await user.click(within(radioGroup(box, radio!)).getByRole('radio', { name: radio!.option_value![2]!.option_value }));
      await user.click(within(box).getByRole('checkbox', { name: checkbox!.option_value![0]!.option_value }));
      await user.click(within(box).getByRole('checkbox', { name: checkbox!.option_value![2]!.option_value }));
      const seen = captureRequests();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(seen.find(r => r.method === 'POST' && r.path === '/1/customer')?.form).toMatchObject({
          [key(text!)]: 'Architect',
          [key(number!)]: '750000',
          [key(bool!)]: '1',
          [key(select!)]: select!.option_value![1]!._id,
        }),
      );
      const stored = await waitFor(() => {
        const row = org1('customer').find(c => c.name === 'Attribute Testcase');
        expect(row).toBeDefined();
        return row!;
      });
      expect(stored).toMatchObject({
        [key(text!)]: 'Architect',
        [key(number!)]: 750000,
        [key(date!)]: '2026-10-05',
        [key(bool!)]: 1,
        [key(select!)]: select!.option_value![1]!._id,
        [key(radio!)]: radio!.option_value![2]!._id,
        [key(checkbox!)]: [checkbox!.option_value![0]!._id, checkbox!.option_value![2]!._id],
      });
      cleanup();
      await renderSignedIn('admin', `/1/customer/${stored.id}/show/customerattribute`);
      const table_ = await screen.findByRole('table', { name: 'Customer Attribute' });
      expect(valueCell(table_, text!.name)).toHaveTextContent(/^Architect$/);
      expect(valueCell(table_, bool!.name)).toHaveTextContent(/^Yes$/);
      expect(valueCell(table_, select!.name)).toHaveTextContent(select!.option_value![1]!.option_value);
      expect(valueCell(table_, radio!.name)).toHaveTextContent(radio!.option_value![2]!.option_value);
      expect(valueCell(table_, checkbox!.name)).toHaveTextContent(
        `${checkbox!.option_value![0]!.option_value}, ${checkbox!.option_value![2]!.option_value}`,
      );
      expect(valueCell(table_, date!.name)).toHaveTextContent('2026-10-05');
    });

    it('edit: the stored values are shown; a changed value and a cleared Checkbox are saved', async () => {
      const text = typeOf('Text');
      const select = typeOf('Select');
      const checkbox = typeOf('Checkbox');
      const row = org1('customer').find(
        c =>
          typeof c[key(text)] === 'string' &&
          typeof c[key(select)] === 'string' &&
          Array.isArray(c[key(checkbox)]) &&
          (c[key(checkbox)] as string[]).length > 0,
      )!;
      expect(row, 'a seeded customer with Text, Select and Checkbox values').toBeDefined();
      const { user } = await renderSignedIn('admin', `/1/customer/${row.id}`);
      const box = await section();
      const textInput = within(box).getByRole('textbox', { name: text.name });
      await waitFor(() => expect(textInput).toHaveValue(String(row[key(text)])));
      const option = select.option_value!.find(o => o._id === row[key(select)])!;
      expect(within(box).getByRole('combobox', { name: select.name })).toHaveTextContent(option.option_value);
      for (const id of row[key(checkbox)] as string[]) {
        const box_ = within(box).getByRole('checkbox', { name: checkbox.option_value!.find(o => o._id === id)!.option_value });
        expect(box_).toBeChecked();
        await user.click(box_);
      }
      await user.clear(textInput);
      await user.type(textInput, 'Chartered Accountant');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(table('customer').find(c => c.id === row.id)![key(text)]).toBe('Chartered Accountant'));
      const saved = table('customer').find(c => c.id === row.id)!;
      expect(saved[key(checkbox)]).toBeNull();
      expect(saved[key(select)]).toBe(option._id);
    });

    it("says 'Loading fields...' while the types load and 'ERROR' when they cannot, and the customer can still be saved", async () => {
      const row = org1('customer')[1]!;
      let release: () => void = () => undefined;
      server.use(
        http.get('*/1/customerattributetype/filter', async () => {
          await new Promise<void>(resolve => (release = resolve));
          return HttpResponse.json({ status: false, message: 'Server Error', data: null, errors: null }, { status: 500 });
        }),
      );
      const { user } = await renderSignedIn('admin', `/1/customer/${row.id}`);
      expect(await screen.findByText('Loading fields...')).toBeInTheDocument();
      release();
      expect(await screen.findByText('ERROR')).toBeInTheDocument();
      const city = await input(/^City/);
      await user.clear(city);
      await user.type(city, 'Hosur');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(table('customer').find(c => c.id === row.id)!.city).toBe('Hosur'));
    });
  },
);

describe("read-only tabs of the gifts and leads, and the broker's sales (spec 2 §2)", { timeout: 60_000 }, () => {
  const param = (r: { search: string }, name: string) => new URLSearchParams(r.search).get(name);

  it('Gift Details reads customergift with customer_id; a gift links to its page', async () => {
    const gifts = org1('customergift');
    const row = org1('customer').find(c => gifts.some(g => g.customer_id === c.id))!;
    const mine = gifts.filter(g => g.customer_id === row.id);
    const seen = captureRequests();
    await renderSignedIn('admin', `/1/customer/${row.id}/show/giftdetails`);
    expect(await screen.findByRole('tab', { name: 'Gift Details', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(seen.some(r => r.path === '/1/customergift' && param(r, 'customer_id') === String(row.id))).toBe(true));
    const tab = screen.getByRole('tabpanel', { name: 'Gift Details' });
    await waitFor(() => expect(within(tab).getAllByRole('row')).toHaveLength(Math.min(10, mine.length) + 1));
    const gift = table('gift').find(g => g.id === mine[0]!.gift_id)!;
    expect(within(tab).getAllByText(String(gift.name)).length).toBeGreaterThan(0);
    expect(within(tab).getAllByRole('link', { name: String(gift.name) })[0]).toHaveAttribute('href', `/1/gift/${gift.id}/show`);
    expect(within(tab).queryByRole('button', { name: /Edit|Delete|Add/ })).toBeNull();
  });

  it('Interest Details reads customerinterest with customer_id (Hold as Do Not Disturb); Activities customerinterestactivity, No items found when empty', async () => {
    const leads = org1('customerinterest');
    const row = org1('customer').find(
      c => leads.some(l => l.customer_id === c.id && l.status === 'Hold') && leads.filter(l => l.customer_id === c.id).length <= 10,
    )!;
    const seen = captureRequests();
    const { user } = await renderSignedIn('admin', `/1/customer/${row.id}/show/customerintrest`);
    await waitFor(() => expect(seen.some(r => r.path === '/1/customerinterest' && param(r, 'customer_id') === String(row.id))).toBe(true));
    const tab = await screen.findByRole('tabpanel', { name: 'Interest Details' });
    await waitFor(() =>
      expect(within(tab).getAllByText('Do Not Disturb')).toHaveLength(
        leads.filter(l => l.customer_id === row.id && l.status === 'Hold').length,
      ),
    );
    expect(within(tab).queryByText('Hold')).toBeNull();
    expect(within(tab).getAllByRole('row')).toHaveLength(Math.min(10, leads.filter(l => l.customer_id === row.id).length) + 1);
    await user.click(screen.getByRole('tab', { name: 'Activities' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/1/customer/${row.id}/show/activities`));
    await waitFor(() =>
      expect(seen.some(r => r.path === '/1/customerinterestactivity' && param(r, 'customer_id') === String(row.id))).toBe(true),
    );
    // An activity is the customer's through its lead.
    const mine = new Set(leads.filter(l => l.customer_id === row.id).map(l => l.id));
    const activities = table('customerinterestactivity').filter(a => a.organization_id === 1 && mine.has(a.interest_id as number));
    const panel = await screen.findByRole('tabpanel', { name: 'Activities' });
    if (!activities.length) expect(await within(panel).findByText(NO_ITEMS)).toBeInTheDocument();
    else await waitFor(() => expect(within(panel).getAllByRole('row')).toHaveLength(Math.min(10, activities.length) + 1));
  });

  it("a tab of another area's records without their view key says so, reads nothing and keeps the session", async () => {
    setPermissions('staff', ['customer.view']);
    const row = org1('customer')[0]!;
    const seen = captureRequests();
    await renderSignedIn('staff', `/1/customer/${row.id}/show/customerintrest`);
    const tab = await screen.findByRole('tabpanel', { name: 'Interest Details' });
    expect(await within(tab).findByText(NOT_ALLOWED)).toBeInTheDocument();
    expect(seen.some(r => r.path === '/1/customerinterest')).toBe(false);
    expect(window.location.pathname).toBe(`/1/customer/${row.id}/show/customerintrest`);
  });

  it('Sold Plot by Broker only for a broker, reading plotsale with broker_id', async () => {
    const sales = table('plotsale').filter(s => s.organization_id === 1);
    const broker = org1('customer').find(c => c.isbroker === 1 && sales.some(s => s.broker_id === c.id))!;
    const seen = captureRequests();
    await renderSignedIn('admin', `/1/customer/${broker.id}/show/soldplotbybroker`);
    expect(await screen.findByRole('tab', { name: 'Sold Plot by Broker', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(seen.some(r => r.path === '/1/plotsale' && param(r, 'broker_id') === String(broker.id))).toBe(true));
    const tab = screen.getByRole('tabpanel', { name: 'Sold Plot by Broker' });
    await waitFor(() =>
      expect(within(tab).getAllByRole('row')).toHaveLength(Math.min(10, sales.filter(s => s.broker_id === broker.id).length) + 1),
    );
  });

  it('a customer who is not a broker has no Sold Plot by Broker tab', async () => {
    const row = org1('customer').find(c => c.isbroker !== 1)!;
    await renderSignedIn('admin', `/1/customer/${row.id}/show`);
    expect(await screen.findByRole('tab', { name: 'Sold Plot' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sold Plot by Broker' })).toBeNull();
  });
});

describe('the notes list and form with ?nid= (spec 2 §2 "notes", §9 notes list 10)', { timeout: 60_000 }, () => {
  it("lists 10 per page; ?nid= reads that customer's notes only", async () => {
    const notes = org1('notes');
    const counts = new Map<unknown, number>();
    for (const n of notes) counts.set(n.source_id, (counts.get(n.source_id) ?? 0) + 1);
    const [cid] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    const seen = captureRequests();
    await renderSignedIn('admin', '/1/notes');
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(10, notes.length)));
    expect(
      param(
        seen.find(r => r.path === '/1/notes')!,
        'perPage',
      ),
    ).toBe('10');
    cleanup();
    seen.length = 0;
    await renderSignedIn('admin', `/1/notes?nid=${String(cid)}`);
    await waitFor(() =>
      expect(seen.some(r => r.path === '/1/notes' && param(r, 'source_id') === String(cid) && param(r, 'source_type') === 'Customer')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(10, counts.get(cid)!)));
  });

  it("Cancel on the note's form goes back to the customer's Notes tab with ?nid=, to the notes list without", async () => {
    const note = org1('notes')[0]!;
    const { user } = await renderSignedIn('admin', `/1/customer/${String(note.source_id)}/show/note`);
    const tab = await screen.findByRole('tabpanel', { name: 'Notes' });
    const edit = await within(tab).findAllByRole('link', { name: 'Edit' });
    await user.click(edit[0]!);
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toMatch(new RegExp(`^/1/notes/\\d+\\?nid=${String(note.source_id)}$`)),
    );
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/1/customer/${String(note.source_id)}/show/note`));
    cleanup();
    const second = await renderSignedIn('admin', `/1/notes/${note.id}`);
    await second.user.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.pathname).toBe('/1/notes'));
  });
});

const param = (r: { search: string }, name: string) => new URLSearchParams(r.search).get(name);
