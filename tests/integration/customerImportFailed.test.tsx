/**
 * Failed customer import rows (spec 2 §2 "customerimportfailed list with Edit, Verify and Errors
 * dialogs", §4, §5 "Failed import edit: name and phone required", §7; issue 15) beyond the
 * parametrized schema test: the seed's errors maps, the Errors dialog, Edit (detail read, name and
 * phone required, PUT-style update with action=full, the errors map made again), Verify (this
 * console's call: a passing row becomes a customer and leaves the list, a failing one stays with
 * the server's message) and the keys.
 */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table, type Row } from '../../mocks/db';
import { CUSTOMER_TEXTS } from '../../src/resources/crm/customers/customers';
import { IMPORT_FAILED_TEXTS, importFailedErrors } from '../../src/resources/crm/customers/customerImportFailed';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { createAccountApi } from '../../src/api/account';
import { bodyRows, captureRequests, renderSignedIn, setPermissions } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
/** The newest failed row with a name (the list's first row). */
const newest = () => [...org1('customerimportfailed')].sort((a, b) => b.id - a.id)[0]!;
const rowOf = (row: Row) => bodyRows().find(tr => tr.textContent?.includes(String(row.name)))!;

const providerFor = async (username: string) => {
  const session = await createAccountApi().login(username, username);
  return createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
};

describe('failed customer imports (spec 2 §2 "customerimportfailed")', { timeout: 60_000 }, () => {
  it('seeds failed rows in both organizations, each with the errors map the import rules give it', () => {
    const rows = table('customerimportfailed');
    expect(org1('customerimportfailed').length).toBeGreaterThan(10);
    expect(rows.some(r => r.organization_id === 2)).toBe(true);
    for (const row of rows) {
      expect(row.errors).toEqual(importFailedErrors(row));
      expect(Object.keys(row.errors as object).length).toBeGreaterThan(0);
    }
    expect(rows.some(r => !r.name)).toBe(true);
    expect(newest().name).toBeTruthy();
  });

  it('Errors shows the row\u2019s errors map, field by field', async () => {
    const row = Object.assign(newest(), { errors: { name: CUSTOMER_TEXTS.name, phone: CUSTOMER_TEXTS.phoneMin } });
    const { user } = await renderSignedIn('admin', '/1/customerimportfailed');
    await waitFor(() => expect(rowOf(row)).toBeTruthy());
    await user.click(await within(rowOf(row)).findByRole('button', { name: `Errors of ${String(row.name)}` }));
    const dialog = await screen.findByRole('dialog');
    const table_ = within(dialog).getByRole('table', { name: IMPORT_FAILED_TEXTS.errorsTitle });
    expect(within(table_).getByRole('row', { name: `Name ${CUSTOMER_TEXTS.name}` })).toBeInTheDocument();
    expect(within(table_).getByRole('row', { name: `Phone ${CUSTOMER_TEXTS.phoneMin}` })).toBeInTheDocument();
  });

  it('Edit reads the row, requires name and phone, and saves PUT-style with action=full; the errors map is made again', async () => {
    const row = Object.assign(newest(), { phone: '98400 1x', errors: { phone: CUSTOMER_TEXTS.phone } });
    const seen = captureRequests();
    const { user } = await renderSignedIn('admin', '/1/customerimportfailed');
    await waitFor(() => expect(rowOf(row)).toBeTruthy());
    await user.click(await within(rowOf(row)).findByRole('button', { name: `Edit ${String(row.name)}` }));
    const dialog = await screen.findByRole('dialog', { name: IMPORT_FAILED_TEXTS.editTitle });
    expect(seen.some(r => r.method === 'GET' && r.path === `/1/customerimportfailed/${row.id}/detail`)).toBe(true);
    const name = within(dialog).getByLabelText(/^Name/) as HTMLInputElement;
    const phone = within(dialog).getByLabelText(/^Phone/) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe(String(row.name)));
    expect(phone.value).toBe('98400 1x');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.change(phone, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CUSTOMER_TEXTS.name)).toBeInTheDocument();
    expect(within(dialog).getByText(CUSTOMER_TEXTS.phone)).toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET' && r.path.startsWith('/1/customerimportfailed'))).toEqual([]);

    fireEvent.change(name, { target: { value: 'Selvi Anand' } });
    fireEvent.change(phone, { target: { value: '98400 12345' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(seen.find(r => r.method === 'POST' && r.path === `/1/customerimportfailed/${row.id}/update`)?.form).toMatchObject({
        _method: 'PUT',
        action: 'full',
        name: 'Selvi Anand',
        phone: '98400 12345',
      }),
    );
    expect(await screen.findByText(IMPORT_FAILED_TEXTS.updated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: IMPORT_FAILED_TEXTS.editTitle })).not.toBeInTheDocument());
    expect(table('customerimportfailed').find(r => r.id === row.id)).toMatchObject({
      name: 'Selvi Anand',
      phone: '98400 12345',
      errors: {},
    });
  });

  it('the demo API refuses an update without name and phone, with the same messages', async () => {
    const provider = await providerFor('admin');
    await expect(provider.updateImportFailed(newest().id, { name: ' ', phone: '' })).rejects.toMatchObject({
      body: { errors: { name: CUSTOMER_TEXTS.name, phone: CUSTOMER_TEXTS.phone } },
    });
  });

  it('Verify turns a row that now passes into a customer and takes it off the list', async () => {
    const row = Object.assign(newest(), { name: 'Jeeva Raman', phone: '9840077788', city: 'Erode', is_broker: 'yes' });
    const seen = captureRequests();
    const { user } = await renderSignedIn('admin', '/1/customerimportfailed');
    await waitFor(() => expect(rowOf(row)).toBeTruthy());
    await user.click(await within(rowOf(row)).findByRole('button', { name: `Verify ${String(row.name)}` }));
    const dialog = await screen.findByRole('dialog', { name: IMPORT_FAILED_TEXTS.verifyTitle });
    await user.click(within(dialog).getByRole('button', { name: IMPORT_FAILED_TEXTS.verify }));
    await waitFor(() => expect(seen.some(r => r.method === 'POST' && r.path === `/1/customerimportfailed/${row.id}/verify`)).toBe(true));
    expect(await screen.findByText(IMPORT_FAILED_TEXTS.verified)).toBeInTheDocument();
    expect(org1('customer').find(c => c.name === 'Jeeva Raman')).toMatchObject({
      phone: '9840077788',
      city: 'Erode',
      isbroker: 1,
      country_code: '+91',
    });
    expect(table('customerimportfailed').some(r => r.id === row.id)).toBe(false);
    await waitFor(() => expect(bodyRows().some(tr => tr.textContent?.includes('Jeeva Raman'))).toBe(false));
  });

  it("Verify of a row that still fails shows the server's message, keeps the dialog and the row, with the errors made again", async () => {
    // Stored errors that are no longer the row's: Verify makes them again.
    const row = Object.assign(newest(), { phone: '12345', errors: { name: CUSTOMER_TEXTS.name } });
    const customers = org1('customer').length;
    const { user } = await renderSignedIn('admin', '/1/customerimportfailed');
    await waitFor(() => expect(rowOf(row)).toBeTruthy());
    await user.click(await within(rowOf(row)).findByRole('button', { name: `Verify ${String(row.name)}` }));
    const dialog = await screen.findByRole('dialog', { name: IMPORT_FAILED_TEXTS.verifyTitle });
    const errorsShown = () =>
      within(within(dialog).getByRole('table', { name: IMPORT_FAILED_TEXTS.errorsTitle }))
        .getAllByRole('row')
        .slice(1)
        .map(r => r.textContent);
    expect(errorsShown()).toEqual([`Name${CUSTOMER_TEXTS.name}`]);
    await user.click(within(dialog).getByRole('button', { name: IMPORT_FAILED_TEXTS.verify }));
    expect(await screen.findByText(IMPORT_FAILED_TEXTS.stillFailing)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: IMPORT_FAILED_TEXTS.verifyTitle })).toBeInTheDocument();
    expect(table('customerimportfailed').find(r => r.id === row.id)?.errors).toEqual({ phone: CUSTOMER_TEXTS.phoneMin });
    // The list read again: the dialog shows the errors the server stored with its refusal.
    await waitFor(() => expect(errorsShown()).toEqual([`Phone${CUSTOMER_TEXTS.phoneMin}`]));
    expect(org1('customer').length).toBe(customers);
  });

  it('with customer.view alone: the rows and their Errors, no Edit, no Verify, no bulk delete', async () => {
    setPermissions('staff', ['customer.view']);
    const row = newest();
    await renderSignedIn('staff', '/1/customerimportfailed');
    await waitFor(() => expect(rowOf(row)).toBeTruthy());
    expect(await within(rowOf(row)).findByRole('button', { name: `Errors of ${String(row.name)}` })).toBeInTheDocument();
    expect(within(rowOf(row)).queryByRole('button', { name: `Edit ${String(row.name)}` })).not.toBeInTheDocument();
    expect(within(rowOf(row)).queryByRole('button', { name: `Verify ${String(row.name)}` })).not.toBeInTheDocument();
    expect(document.querySelectorAll('tbody input[type="checkbox"]')).toHaveLength(0);
    // And the demo API refuses the calls without customer.create.
    const provider = await providerFor('staff');
    await expect(provider.verifyImportFailed(row.id)).rejects.toMatchObject({ status: 403 });
    await expect(provider.updateImportFailed(row.id, { name: 'X', phone: '9840012345' })).rejects.toMatchObject({ status: 403 });
  });
});
