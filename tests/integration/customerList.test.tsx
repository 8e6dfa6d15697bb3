/**
 * The customer list's power features (spec 2 §2 "Customer list dialogs", §6, §7, §9; issue 15):
 * the bulk actions on the selection (Merge only with more than one selected, Assign Offer Group only
 * on a list filtered to brokers, the selected customers' PDF, bulk delete only with customer.delete),
 * each call with its exact parameters, and what a failure keeps.
 */
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import writeXlsxFile from 'write-excel-file/node';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { table } from '../../mocks/db';
import {
  CUSTOMER_EXPORT_COLUMNS,
  CUSTOMER_EXPORT_LABELS,
  CUSTOMER_LIST_TEXTS as T,
  IMPORT_MAX_BYTES,
  IMPORT_TEXTS,
} from '../../src/resources/crm/customers/customerListLogic';
import { CUSTOMER_ATTRIBUTE_TITLE, CUSTOMER_TEXTS } from '../../src/resources/crm/customers/customers';
import userEvent from '@testing-library/user-event';
import { createAccountApi } from '../../src/api/account';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { ALL_PER_PAGE } from '../../src/api/listQuery';
import { bodyRows, captureRequests, renderSignedIn, setPermissions, captureDownloads } from './helpers';
import { mediaQueries } from '../mediaQueries';

configure({ asyncUtilTimeout: 10000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
const listUrl = (filter: Record<string, unknown> = {}) => `/1/customer?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const rowCheckbox = (i: number) => bodyRows()[i]!.querySelector('input[type="checkbox"]') as HTMLInputElement;
/** The ids of the list's rows in its order (created_at descending, then id), brokers only when asked. */
const listedIds = (brokers = false) =>
  org1('customer')
    .filter(c => !brokers || c.isbroker === 1)
    .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)) || b.id - a.id)
    .map(c => c.id as number);
const rowId = (i: number, brokers = false) => listedIds(brokers)[i]!;
const shownRows = async () => waitFor(() => expect(bodyRows().length).toBeGreaterThan(2));

describe('customer bulk actions (spec 2 §2, §7)', { timeout: 60_000 }, () => {
  it('Merge shows only with more than one selected and posts customer/merge with the ids', async () => {
    const { user } = await renderSignedIn('admin', listUrl());
    await shownRows();
    await user.click(rowCheckbox(0));
    expect(await screen.findByRole('button', { name: T.exportPdf })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.merge })).not.toBeInTheDocument();
    await user.click(rowCheckbox(1));
    const [first, second] = [rowId(0), rowId(1)];
    const seen = captureRequests();
    await user.click(await screen.findByRole('button', { name: T.merge }));
    const dialog = await screen.findByRole('dialog', { name: T.mergeTitle });
    await user.click(within(dialog).getByRole('button', { name: T.merge }));
    await waitFor(() =>
      expect(seen.find(r => r.method === 'POST' && r.path === '/1/customer/merge')?.form).toEqual({
        ids: JSON.stringify([first, second]),
        _method: 'PUT',
      }),
    );
    expect(await screen.findByText(T.merged)).toBeInTheDocument();
    expect(org1('customer').some(c => c.id === second)).toBe(false);
    expect(org1('customer').some(c => c.id === first)).toBe(true);
  });

  it('a failed merge keeps the dialog and the selection and shows the server message', async () => {
    server.use(
      http.post('*/1/customer/merge', () =>
        HttpResponse.json({ status: false, message: 'These customers cannot be merged', data: null, errors: null }, { status: 422 }),
      ),
    );
    const { user } = await renderSignedIn('admin', listUrl());
    await shownRows();
    await user.click(rowCheckbox(0));
    await user.click(rowCheckbox(2));
    await user.click(await screen.findByRole('button', { name: T.merge }));
    const dialog = await screen.findByRole('dialog', { name: T.mergeTitle });
    await user.click(within(dialog).getByRole('button', { name: T.merge }));
    expect(await screen.findByText('These customers cannot be merged')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: T.mergeTitle })).toBeInTheDocument();
    expect(rowCheckbox(0)).toBeChecked();
    expect(rowCheckbox(2)).toBeChecked();
  });

  it('Assign Offer Group does not show on a list not filtered to brokers', async () => {
    const first = await renderSignedIn('admin', listUrl());
    await shownRows();
    await first.user.click(rowCheckbox(0));
    await screen.findByRole('button', { name: T.exportPdf });
    expect(screen.queryByRole('button', { name: T.assign })).not.toBeInTheDocument();
  });

  it('on the list filtered to brokers (isbroker=1) the offer group is assigned to the selected brokers', async () => {
    const { user } = await renderSignedIn('admin', listUrl({ isbroker: 1 }));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(1));
    await user.click(rowCheckbox(0));
    await user.click(rowCheckbox(1));
    const ids = [rowId(0, true), rowId(1, true)];
    const seen = captureRequests();
    await user.click(await screen.findByRole('button', { name: T.assign }));
    const dialog = await screen.findByRole('dialog', { name: T.assign });
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText(T.assignGroupRequired)).toBeInTheDocument();
    expect(seen.filter(r => r.method !== 'GET')).toEqual([]);
    // A seeded privilege group of the organization (src/resources/crm/offers/customerGroups.ts).
    const group = org1('customergroup').find(g => g.name === 'Broker Partners')!;
    // The group selector searches as the user types (a lookup of 30, issue 35).
    await user.type(within(dialog).getByRole('combobox', { name: new RegExp(T.assignGroup) }), String(group.name).slice(0, 6));
    await user.click(await screen.findByRole('option', { name: String(group.name) }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(seen.find(r => r.method === 'POST' && r.path === '/1/customer/assignbrokeroffergroup')?.form).toEqual({
        customer_group_id: String(group.id),
        cust_ids: JSON.stringify(ids),
        _method: 'PUT',
      }),
    );
    expect(await screen.findByText(T.assigned)).toBeInTheDocument();
    for (const id of ids) expect(org1('customer').find(c => c.id === id)?.customer_group_id).toBe(group.id);
  });

  it('Export PDF calls export/selectcustomer/dummy, then customers/export with pdf and sid, and saves the PDF', async () => {
    const { clicked, blobs } = captureDownloads();
    const { user } = await renderSignedIn('admin', listUrl());
    await shownRows();
    await user.click(rowCheckbox(0));
    await user.click(rowCheckbox(1));
    const ids = [rowId(0), rowId(1)];
    const seen = captureRequests();
    await user.click(await screen.findByRole('button', { name: T.exportPdf }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const calls = seen.filter(r => r.path === '/1/export/selectcustomer/dummy' || r.path === '/1/customers/export');
    expect(calls.map(r => r.path)).toEqual(['/1/export/selectcustomer/dummy', '/1/customers/export']);
    const query = new URLSearchParams(calls[1]!.search);
    expect(query.get('pdf')).toBe('1');
    expect(query.get('sid')).toBe(JSON.stringify(ids));
    expect(clicked[0]!.download).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(blobs[0]!.type).toBe('application/pdf');
    const names = ids.map(id => String(org1('customer').find(c => c.id === id)!.name));
    const text = await blobs[0]!.text();
    for (const name of names) expect(text).toContain(name);
  });
});

describe('customer bulk permissions (spec 2 §6)', { timeout: 60_000 }, () => {
  it('without customer.delete there is no bulk delete', async () => {
    setPermissions('staff', ['customer.view', 'customer.update']);
    const first = await renderSignedIn('staff', listUrl());
    await shownRows();
    await first.user.click(rowCheckbox(0));
    await screen.findByRole('button', { name: T.exportPdf });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('with customer.delete the selection can be deleted', async () => {
    setPermissions('staff', ['customer.view', 'customer.update', 'customer.delete']);
    const { user } = await renderSignedIn('staff', listUrl());
    await shownRows();
    await user.click(rowCheckbox(0));
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

describe('customer export with a column choice (spec 2 §7, §9)', { timeout: 60_000 }, () => {
  it('offers the eighteen columns, All by default, and sends fields, s_sort, _order, showall and the filters', async () => {
    const { clicked, blobs } = captureDownloads();
    const seen = captureRequests();
    const { user } = await renderSignedIn('admin', listUrl({ isbroker: 1 }));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: T.exportTitle });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(CUSTOMER_EXPORT_COLUMNS.length + 1);
    expect(boxes.every(b => (b as HTMLInputElement).checked)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const call = seen.find(r => r.path === '/1/customers/export')!;
    const query = new URLSearchParams(call.search);
    expect(query.get('fields')).toBe(JSON.stringify(CUSTOMER_EXPORT_COLUMNS));
    expect(query.get('s_sort')).toBe('created_at');
    expect(query.get('_order')).toBe('DESC');
    expect(query.get('showall')).toBe('true');
    expect(query.get('isbroker')).toBe('1');
    const lines = (await blobs[0]!.text()).trim().split(/\r\n/);
    expect(lines[0]).toBe(CUSTOMER_EXPORT_COLUMNS.map(c => CUSTOMER_EXPORT_LABELS[c]).join(','));
    expect(lines).toHaveLength(org1('customer').filter(c => c.isbroker === 1).length + 1);
    expect(clicked[0]!.download).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('sends only the columns chosen, shows progress while the file is prepared, and a failure keeps the choice', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>(r => (release = r));
    server.use(
      http.get('*/1/customers/export', async () => {
        await gate;
        return HttpResponse.json({ status: false, message: 'Export is busy, try again', data: null, errors: null }, { status: 422 });
      }),
    );
    const seen = captureRequests();
    const { user } = await renderSignedIn('admin', listUrl());
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: T.exportTitle });
    await user.click(within(dialog).getByLabelText('All columns'));
    expect(within(dialog).getByRole('button', { name: 'Export' })).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByLabelText('Plots Sold'));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Preparing the file' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Export' })).toBeDisabled();
    release();
    expect(await screen.findByText('Export is busy, try again')).toBeInTheDocument();
    expect(new URLSearchParams(seen.find(r => r.path === '/1/customers/export')!.search).get('fields')).toBe('["name","plotsold"]');
    expect(within(dialog).getByLabelText('Name')).toBeChecked();
    expect(within(dialog).getByLabelText('Plots Sold')).toBeChecked();
    expect(within(dialog).getByLabelText('Phone')).not.toBeChecked();
  });
});

describe('customer saved filters (spec 2 §7 customer/savefilter)', { timeout: 60_000 }, () => {
  it('saves the current filters with a title through customer/savefilter and offers it one click away', async () => {
    const seen = captureRequests();
    const { user } = await renderSignedIn('admin', listUrl({ isbroker: 1 }));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const bar = await screen.findByRole('region', { name: 'Saved views' });
    // The organization's saved customer filters are read from customer/savefilter, not savedview.
    expect(await within(bar).findByRole('button', { name: 'Chennai customers' })).toBeInTheDocument();
    expect(seen.some(r => r.method === 'GET' && r.path === '/1/customer/savefilter')).toBe(true);
    expect(seen.some(r => r.path === '/1/savedview')).toBe(false);
    await user.click(within(bar).getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('View name is required')).toBeInTheDocument();
    expect(seen.filter(r => r.path === '/1/customer/savefilter' && r.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/View name/), 'Our brokers');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.find(r => r.method === 'POST' && r.path === '/1/customer/savefilter')?.form).toBeTruthy());
    const form = seen.find(r => r.method === 'POST' && r.path === '/1/customer/savefilter')!.form!;
    expect(form.filter_title).toBe('Our brokers');
    expect(form._method).toBe('PUT');
    expect(JSON.parse(form.filter_data!)).toMatchObject({
      filter: { isbroker: 1 },
      sort: { field: 'created_at', order: 'DESC' },
      perPage: 20,
    });
    expect(await screen.findByText(T.filterSaved)).toBeInTheDocument();
    expect(org1('customerfilter').find(f => f.filter_title === 'Our brokers')?.filter_data).toMatchObject({ filter: { isbroker: 1 } });
    expect(within(bar).getByRole('button', { name: 'Our brokers' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a saved filter applies the filters with one click', async () => {
    const saved = org1('customerfilter').find(f => f.filter_title === 'Chennai customers')!;
    saved.filter_data = { filter: { isbroker: 1 }, sort: { field: 'created_at', order: 'DESC' }, perPage: 20 };
    const seen = captureRequests();
    const { user } = await renderSignedIn('admin', listUrl());
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const bar = await screen.findByRole('region', { name: 'Saved views' });
    await user.click(await within(bar).findByRole('button', { name: 'Chennai customers' }));
    await waitFor(() =>
      expect(seen.some(r => r.method === 'GET' && r.path === '/1/customer' && new URLSearchParams(r.search).get('isbroker') === '1')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(20, org1('customer').filter(c => c.isbroker === 1).length)));
  });
});

describe('customer import (spec 2 §5 "xlsx only, max 2 MB", §7 customer/importcustomer)', { timeout: 60_000 }, () => {
  const xlsx = async (rows: (string | number)[][], name = 'customers.xlsx') => {
    const buffer = await writeXlsxFile(rows.map(r => r.map(value => ({ value })))).toBuffer();
    return new File([new Uint8Array(buffer)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  };
  const choose = (dialog: HTMLElement, file: File) =>
    fireEvent.change(dialog.querySelector('#customer-import-file')!, { target: { files: [file] } });
  const openImport = async () => {
    const rendered = await renderSignedIn('admin', listUrl());
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await rendered.user.click(await screen.findByRole('button', { name: IMPORT_TEXTS.button }));
    return { ...rendered, dialog: await screen.findByRole('dialog', { name: IMPORT_TEXTS.title }) };
  };

  it('refuses a missing file, a file that is not xlsx and one over 2 MB before sending anything', async () => {
    const seen = captureRequests();
    const { user, dialog } = await openImport();
    const send = () => user.click(within(dialog).getByRole('button', { name: IMPORT_TEXTS.button }));
    await send();
    expect(await within(dialog).findByText(IMPORT_TEXTS.required)).toBeInTheDocument();
    choose(dialog, new File(['name,phone\nA,9840012345'], 'customers.csv', { type: 'text/csv' }));
    await send();
    expect(await within(dialog).findByText(IMPORT_TEXTS.xlsxOnly)).toBeInTheDocument();
    choose(dialog, new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'big.xlsx'));
    await send();
    expect(await within(dialog).findByText(IMPORT_TEXTS.tooLarge)).toBeInTheDocument();
    expect(seen.filter(r => r.path === '/1/customer/importcustomer')).toEqual([]);
  });

  it('sends the xlsx as file; valid rows become customers, the others land in customerimportfailed and are shown', async () => {
    const file = await xlsx([
      ['name', 'phone', 'email', 'city', 'is_broker'],
      ['Kavitha Murugan', '9840011122', 'kavitha@example.com', 'Madurai', 'yes'],
      ['', '9840011133', '', 'Salem', ''],
      ['Arul Doss', '98AB', '', 'Vellore', ''],
    ]);
    const before = table('customerimportfailed').length;
    const seen = captureRequests();
    const { user, dialog } = await openImport();
    choose(dialog, file);
    await user.click(within(dialog).getByRole('button', { name: IMPORT_TEXTS.button }));
    await waitFor(() =>
      expect(seen.find(r => r.method === 'POST' && r.path === '/1/customer/importcustomer')?.form).toMatchObject({
        file: 'customers.xlsx',
        _method: 'PUT',
      }),
    );
    expect(await screen.findByText(IMPORT_TEXTS.imported(1, 2))).toBeInTheDocument();
    expect(org1('customer').find(c => c.name === 'Kavitha Murugan')).toMatchObject({ phone: '9840011122', city: 'Madurai', isbroker: 1 });
    const failed = table('customerimportfailed').slice(before);
    expect(failed.map(f => f.errors)).toEqual([{ name: CUSTOMER_TEXTS.name }, { phone: CUSTOMER_TEXTS.phone }]);
    const shown = await screen.findByRole('dialog', { name: IMPORT_TEXTS.failedRows });
    expect(within(shown).getByText('Arul Doss')).toBeInTheDocument();
    expect(within(shown).getByText(CUSTOMER_TEXTS.name)).toBeInTheDocument();
    expect(within(shown).getByText(CUSTOMER_TEXTS.phone)).toBeInTheDocument();
    // The failed rows are one click away: the failed imports list, newest first, with them on top.
    await user.click(within(shown).getByRole('link', { name: IMPORT_TEXTS.openFailed }));
    await waitFor(() => expect(window.location.pathname).toBe('/1/customerimportfailed'));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Arul Doss'));
  });

  it('an empty country code of a sheet row (or only spaces) is imported as +91 (spec 2 §5); a given one is kept', async () => {
    const file = await xlsx([
      ['name', 'phone', 'country_code', 'country_code_whatsapp'],
      ['Code Empty', '9840011144', '', '   '],
      ['Code Given', '9840011155', '+44', '+1'],
    ]);
    const { user, dialog } = await openImport();
    choose(dialog, file);
    await user.click(within(dialog).getByRole('button', { name: IMPORT_TEXTS.button }));
    expect(await screen.findByText(IMPORT_TEXTS.imported(2, 0))).toBeInTheDocument();
    expect(org1('customer').find(c => c.name === 'Code Empty')).toMatchObject({ country_code: '+91', country_code_whatsapp: '+91' });
    expect(org1('customer').find(c => c.name === 'Code Given')).toMatchObject({ country_code: '+44', country_code_whatsapp: '+1' });
  });

  it("shows the server's message and keeps the file when the import fails", async () => {
    server.use(
      http.post('*/1/customer/importcustomer', () =>
        HttpResponse.json({ status: false, message: 'The sheet has no header row', data: null, errors: null }, { status: 422 }),
      ),
    );
    const { user, dialog } = await openImport();
    choose(dialog, await xlsx([['x']], 'mine.xlsx'));
    await user.click(within(dialog).getByRole('button', { name: IMPORT_TEXTS.button }));
    expect(await screen.findByText('The sheet has no header row')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: IMPORT_TEXTS.title })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: IMPORT_TEXTS.title })).getByText('mine.xlsx')).toBeInTheDocument();
  });
});

describe('the side panel of attribute filters (spec 2 §2 "a side panel of attribute filters", §3, §8; G17)', { timeout: 90_000 }, () => {
  type Type = { id: number; name: string; option_type: string; option_value: Array<{ _id: string; option_value: string }> | null };
  const types = () => org1('customerattributetype') as unknown as Type[];
  const typeOf = (kind: string) => types().find(t => t.option_type === kind)!;
  const key = (t: Type) => `Type-${t.id}`;
  // A query by selector: a role query over the whole list (20 rows and a dozen filters) is slow.
  const panel = () =>
    waitFor(() => {
      const aside = document.querySelector(`aside[aria-label="${CUSTOMER_ATTRIBUTE_TITLE}"]`);
      expect(aside).not.toBeNull();
      return aside as HTMLElement;
    });
  /** The names in the list's rows (the Name column). */
  /** A Radio type's choices: the fieldset its name is the legend of. */
  const radioGroup = (aside: HTMLElement, t: Type) =>
    within(aside).getByText(t.name, { selector: 'legend, legend *' }).closest('fieldset') as HTMLElement;
  const shownNames = () => bodyRows().map(r => r.querySelectorAll('td')[1]?.textContent ?? '');
  const customersNamed = (names: string[]) => names.map(n => org1('customer').find(c => c.name === n)!);
  const filterParam = (seen: ReturnType<typeof captureRequests>, name: string) =>
    seen.filter(r => r.method === 'GET' && r.path === '/1/customer').map(r => new URLSearchParams(r.search).getAll(name));

  it("says 'Loading fields...' while the types load, then shows one filter per type by its kind", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>(resolve => (release = resolve));
    server.use(
      http.get('*/1/customerattributetype/filter', async () => {
        await gate;
        return undefined;
      }),
    );
    await renderSignedIn('admin', listUrl());
    await shownRows();
    const aside = await panel();
    expect(await within(aside).findByText('Loading fields...')).toBeInTheDocument();
    release();
    await within(aside).findByRole('textbox', { name: typeOf('Text').name });
    expect(within(aside).getByRole('spinbutton', { name: typeOf('Number').name })).toBeInTheDocument();
    expect(within(aside).getByLabelText(typeOf('Date').name)).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    expect(within(aside).getByRole('combobox', { name: typeOf('Select').name })).toBeInTheDocument();
    expect(
      within(radioGroup(aside, typeOf('Radio')))
        .getAllByRole('radio')
        .map(r => r.closest('label')?.textContent),
    ).toEqual(['Any', ...typeOf('Radio').option_value!.map(o => o.option_value)]);
    const checkbox = typeOf('Checkbox');
    for (const o of checkbox.option_value!) expect(within(aside).getByRole('checkbox', { name: o.option_value })).toBeInTheDocument();
    // Bool is chosen as Yes or No.
    await userEvent.setup().click(within(aside).getByRole('combobox', { name: typeOf('Bool').name }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map(o => o.textContent),
    ).toEqual(expect.arrayContaining(['Yes', 'No']));
    // One filter per type of the organization.
    for (const t of types()) expect(within(aside).getAllByText(t.name).length).toBeGreaterThan(0);
  });

  it("says 'ERROR' when the types cannot be read, and the list still shows", async () => {
    server.use(
      http.get('*/1/customerattributetype/filter', () =>
        HttpResponse.json({ status: false, message: 'Server Error', data: null, errors: null }, { status: 500 }),
      ),
    );
    await renderSignedIn('admin', listUrl());
    expect(await within(await panel()).findByText('ERROR')).toBeInTheDocument();
    await shownRows();
  });

  /** How each kind is chosen in the panel, the value it sends and how a stored value answers it. */
  const KINDS: Array<
    [
      kind: string,
      choose: (aside: HTMLElement, t: Type, user: ReturnType<typeof userEvent.setup>) => Promise<string>,
      matches: (stored: unknown, sent: string) => boolean,
    ]
  > = [
    [
      'Select',
      async (aside, t, user) => {
        await user.click(within(aside).getByRole('combobox', { name: t.name }));
        const o = t.option_value![1]!;
        await user.click(await screen.findByRole('option', { name: o.option_value }));
        return o._id;
      },
      (stored, sent) => stored === sent,
    ],
    [
      'Bool',
      async (aside, t, user) => {
        await user.click(within(aside).getByRole('combobox', { name: t.name }));
        await user.click(await screen.findByRole('option', { name: 'Yes' }));
        return '1';
      },
      stored => stored === 1,
    ],
    [
      'Radio',
      async (aside, t, user) => {
        const o = t.option_value![0]!;
        await user.click(within(radioGroup(aside, t)).getByRole('radio', { name: o.option_value }));
        return o._id;
      },
      (stored, sent) => stored === sent,
    ],
    [
      'Checkbox',
      async (aside, t, user) => {
        const o = t.option_value![0]!;
        await user.click(within(aside).getByRole('checkbox', { name: o.option_value }));
        return o._id;
      },
      (stored, sent) => Array.isArray(stored) && stored.includes(sent),
    ],
    [
      'Text',
      async (aside, t, user) => {
        await user.type(within(aside).getByRole('textbox', { name: t.name }), 'eer');
        return 'eer';
      },
      (stored, sent) =>
        String(stored ?? '')
          .toLowerCase()
          .includes(sent),
    ],
    [
      'Number',
      async (aside, t, user) => {
        const value = String(org1('customer').find(c => typeof c[key(t)] === 'number')![key(t)]);
        await user.type(within(aside).getByRole('spinbutton', { name: t.name }), value);
        return value;
      },
      (stored, sent) => String(stored) === sent,
    ],
    [
      'Date',
      async (aside, t, user) => {
        const value = String(org1('customer').find(c => typeof c[key(t)] === 'string')![key(t)]);
        const input = within(aside).getByLabelText(t.name);
        await user.clear(input);
        await user.type(input, value);
        return value;
      },
      (stored, sent) => stored === sent,
    ],
  ];

  it.each(KINDS)('%s: the choice is sent as Type-{attrid} and every row shown holds it', async (kind, choose, matches) => {
    const t = typeOf(kind);
    const { user } = await renderSignedIn('admin', listUrl());
    await shownRows();
    const aside = await panel();
    await within(aside).findByRole('textbox', { name: typeOf('Text').name });
    const seen = captureRequests();
    const sent = await choose(aside, t, user);
    const name = kind === 'Checkbox' ? `${key(t)}[]` : key(t);
    await waitFor(() => expect(filterParam(seen, name).some(values => values.includes(sent))).toBe(true));
    const expected = org1('customer').filter(c => matches(c[key(t)], sent));
    expect(expected.length, 'seeded customers holding the value').toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByText(new RegExp(`of ${expected.length.toLocaleString('en-IN')}$`))).toBeInTheDocument());
    const rows = customersNamed(shownNames());
    expect(rows.length).toBe(Math.min(20, expected.length));
    for (const row of rows) expect(matches(row[key(t)], sent), `${String(row.name)} holds ${sent}`).toBe(true);
    // Clear takes the attribute filters off.
    await user.click(within(aside).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.getByText(new RegExp(`of ${org1('customer').length.toLocaleString('en-IN')}$`))).toBeInTheDocument());
  });

  it('on a small screen the list stays a simple list; the panel opens from the Attributes button and filters it', async () => {
    // A phone's width: every max-width query holds, no min-width one.
    vi.stubGlobal(
      'matchMedia',
      mediaQueries(query => /max-width/.test(query) && !/min-width/.test(query)),
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const bool = typeOf('Bool');
    const { user } = await renderSignedIn('admin', listUrl());
    const button = await screen.findByRole('button', { name: CUSTOMER_ATTRIBUTE_TITLE });
    expect(document.querySelector('tbody')).toBeNull();
    expect(document.querySelector(`aside[aria-label="${CUSTOMER_ATTRIBUTE_TITLE}"]`)).toBeNull();
    const seen = captureRequests();
    await user.click(button);
    const aside = await panel();
    await user.click(await within(aside).findByRole('combobox', { name: bool.name }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await waitFor(() => expect(filterParam(seen, key(bool)).some(values => values.includes('1'))).toBe(true));
  });

  it('an invalid filter parameter in the URL is ignored: an unknown type or key, a value its type cannot hold; a valid one stays', async () => {
    const number = typeOf('Number');
    const select = typeOf('Select');
    const brokers = org1('customer').filter(c => c.isbroker === 1);
    const seen = captureRequests();
    await renderSignedIn(
      'admin',
      listUrl({ 'Type-999999': 'x', 'Type-abc': 'x', foo: 'bar', [key(number)]: 'many', [key(select)]: 'no-such-option', isbroker: 1 }),
    );
    await waitFor(() => expect(screen.getByText(new RegExp(`of ${brokers.length.toLocaleString('en-IN')}$`))).toBeInTheDocument());
    expect(bodyRows().length).toBe(Math.min(20, brokers.length));
    // The console drops them from the list's filters (and from the address) …
    await waitFor(() => {
      const filter = JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}');
      expect(filter).toEqual({ isbroker: 1 });
    });
    // … and reads the list again without them.
    await waitFor(() => {
      const last = seen.filter(r => r.method === 'GET' && r.path === '/1/customer').at(-1)!;
      expect([...new URLSearchParams(last.search).keys()].filter(k => /^Type-|^foo$/.test(k))).toEqual([]);
      expect(new URLSearchParams(last.search).get('isbroker')).toBe('1');
    });
  });

  it('a filter parameter that is not JSON, and the demo API asked directly with invalid ones, show the whole list', async () => {
    await renderSignedIn('admin', '/1/customer?filter=%7Bnot-json');
    await waitFor(() => expect(screen.getByText(new RegExp(`of ${org1('customer').length.toLocaleString('en-IN')}$`))).toBeInTheDocument());
    const session = await createAccountApi().login('admin', 'admin');
    const api = createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
    const { total } = await api.getList('customer', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { 'Type-999999': 'x', foo: 'bar', [key(typeOf('Bool'))]: 'maybe', isbroker: 'perhaps' },
    });
    expect(total).toBe(org1('customer').length);
  });

  it('the demo API answers each kind as the panel asks (a part of a Text, the same number, day, Yes / No or option; a Checkbox any of its options)', async () => {
    const session = await createAccountApi().login('admin', 'admin');
    const api = createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
    const all = (filter: Record<string, unknown>) =>
      api.getList('customer', { pagination: { page: 1, perPage: ALL_PER_PAGE }, sort: { field: 'created_at', order: 'DESC' }, filter });
    const checkbox = typeOf('Checkbox');
    const [a, b] = checkbox.option_value!;
    const { data } = await all({ [key(checkbox)]: [a!._id, b!._id] });
    const expected = org1('customer').filter(
      c => Array.isArray(c[key(checkbox)]) && (c[key(checkbox)] as string[]).some(v => v === a!._id || v === b!._id),
    );
    expect(data.map(r => r.id).sort()).toEqual(expected.map(r => r.id).sort());
    const bool = typeOf('Bool');
    const no = await all({ [key(bool)]: 0 });
    expect(no.total).toBe(org1('customer').filter(c => c[key(bool)] === 0).length);
    expect(no.total).toBeGreaterThan(0);
  });
});
