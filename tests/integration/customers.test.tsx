/**
 * What the parametrized schema test cannot see in the customers (spec 2 §2, §5, §7; issue 15):
 * the phone messages of the create form and of the edit form (C10), the App Access tab at
 * /customer/{id}/appaccess and its rules only with the access on, the country code +91 when
 * empty, and the list filters that are not a field's own (a part of the address, the date range,
 * Show All).
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { table } from '../../mocks/db';
import { createAccountApi } from '../../src/api/account';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { CUSTOMER_TEXTS } from '../../src/resources/crm/customers';
import { captureRequests, renderSignedIn } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);

const provider = async () => {
  const session = await createAccountApi().login('admin', 'admin');
  return createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
};

/** The inputs of that label on the tab shown (react-admin keeps the other tabs mounted, hidden). */
const hidden = (el: Element | null): boolean => !!el && (getComputedStyle(el).display === 'none' || el.hasAttribute('hidden') || hidden(el.parentElement));
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
    await expect(api.update('customer', { id: row.id, data: { ...row, phone: '9840012345678' }, previousData: row })).rejects.toMatchObject({ body: { errors: { phone: CUSTOMER_TEXTS.phoneMaxEdit } } });
    await expect(api.create('customer', { data: { ...valid, phone: '98400' } })).rejects.toMatchObject({ body: { errors: { phone: CUSTOMER_TEXTS.phoneMin } } });
  });

  it('stores +91 as the country codes when they are left empty', async () => {
    const api = await provider();
    const { data } = await api.create('customer', { data: { ...valid, country_code: '', whatsapp: '9840012345' } });
    expect(table('customer').find(r => r.id === data.id)).toMatchObject({ country_code: '+91', country_code_whatsapp: '+91', organization_id: 1 });
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
    await expect(api.update('customer', { id: row.id, data: { ...base, app_access: 1 }, previousData: row })).rejects.toMatchObject({ body: { errors: { access_mobile: CUSTOMER_TEXTS.accessRequired } } });
    await expect(
      api.update('customer', { id: row.id, data: { ...base, app_access: 1, access_email: 'ravi@example.com', access_pass: 'x'.repeat(33), access_cpass: 'x'.repeat(33) }, previousData: row }),
    ).rejects.toMatchObject({ body: { errors: { access_pass: CUSTOMER_TEXTS.accessPassMax } } });
    await api.update('customer', { id: row.id, data: { ...base, app_access: 1, access_mobile: '9840012345', access_pass: 'secret1', access_cpass: 'secret1' }, previousData: row });
    expect(table('customer').find(r => r.id === row.id)).toMatchObject({ app_access: 1, access_mobile: '9840012345', access_pass: 'secret1' });
    const { data } = await api.getOne('customer', { id: row.id });
    expect(data).not.toHaveProperty('access_pass');
  });
});

describe('customer list filters (spec 2 §7)', { timeout: 60_000 }, () => {
  it('reads a part of the address, a phone, brokers, a date range and Show All', async () => {
    const api = await provider();
    const rows = org1('customer');
    const city = String(rows[0]!.city);
    const byAddress = await api.getList('customer', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'created_at', order: 'DESC' }, filter: { address: city.toLowerCase() } });
    expect(byAddress.total).toBe(rows.filter(r => [r.address, r.city, r.state, r.pincode].some(v => String(v ?? '').toLowerCase().includes(city.toLowerCase()))).length);
    const phone = String(rows[3]!.phone).slice(2, 8);
    const byPhone = await api.getList('customer', { pagination: { page: 1, perPage: 20 }, sort: { field: 'created_at', order: 'DESC' }, filter: { phone } });
    expect(byPhone.data.map(r => r.id)).toContain(rows[3]!.id);
    const brokers = await api.getList('customer', { pagination: { page: 1, perPage: 20 }, sort: { field: 'created_at', order: 'DESC' }, filter: { isbroker: 1 } });
    expect(brokers.total).toBe(rows.filter(r => r.isbroker === 1).length);
    const day = String(rows[0]!.created_at).slice(0, 10);
    const range = await api.getList('customer', { pagination: { page: 1, perPage: 20 }, sort: { field: 'created_at', order: 'DESC' }, filter: { date_from: day, date_to: day } });
    expect(range.total).toBe(rows.filter(r => String(r.created_at).slice(0, 10) === day).length);
    const all = await api.getList('customer', { pagination: { page: 1, perPage: 20 }, sort: { field: 'created_at', order: 'DESC' }, filter: { showall: true } });
    expect(all.data).toHaveLength(rows.length);
  });
});
