/**
 * Plots with the real <Admin> against the demo API (msw/node): the list (25 per page, newest
 * first, the row columns, the filters), create with a validation error, create, edit, delete, the
 * show tabs at their routes, the export, and what the permissions hide.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../mocks/node';
import { db, table, type Row } from '../../mocks/db';
import { createAccountApi } from '../../src/api/account';
import { ApiError, createHttpClient } from '../../src/api/http';
import { renderSignedIn, waitForPath } from './helpers';
import { expectRecordLink } from './links';

// Lazy views and the seeded store take their time on a shared machine.
configure({ asyncUtilTimeout: 10000 });

const org1Plots = () => table('plot').filter(p => p.organization_id === 1);
const newestFirst = (rows: Row[]) => [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
const bodyRows = () => Array.from(document.querySelectorAll('tbody tr')) as HTMLElement[];
const filterUrl = (filter: Record<string, unknown>, perPage = 25) =>
  `/1/plot?filter=${encodeURIComponent(JSON.stringify(filter))}&perPage=${perPage}`;
/** The table row of a plot (found by its Files link, which needs plot.view). */
const rowOfId = (id: number) => bodyRows().find(tr => tr.querySelector(`a[href="/1/plot/${id}/show/document"]`));

const setPermissions = (username: string, permissions: string[]) => {
  db().accounts.find(a => a.username === username)!.organizations[0].permissions = permissions;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('plot list', () => {
  it('lists 25 per page, newest first, with the columns of the specification', async () => {
    await renderSignedIn('admin', '/1/plot');
    const newest = newestFirst(org1Plots())[0];
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    const first = bodyRows()[0];
    const cells = within(first).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(String(newest.number));
    for (const header of ['Number', 'Project', 'Layout', 'Customer', 'Date', 'Notes', 'Status', 'Files', 'Map', 'Corner']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    // Project and layout links through the plot's layout; the Files link opens the document tab.
    const layout = table('layout').find(l => l.id === newest.lid)!;
    const project = table('project').find(p => p.id === layout.project_id)!;
    expect(await within(first).findByRole('link', { name: String(layout.name) })).toHaveAttribute('href', `/1/layout/${layout.id}/show`);
    expect(await within(first).findByRole('link', { name: String(project.name) })).toHaveAttribute('href', `/1/project/${project.id}/show`);
    expect(await within(first).findByRole('link', { name: 'Files' })).toHaveAttribute('href', `/1/plot/${newest.id}/show/document`);
    // The page sizes of the specification.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /rows per page/i }));
    const options = await screen.findAllByRole('option');
    // The specification's sizes plus the plot list's own default of 25 (docs/decisions.md).
    expect(options.map(o => o.textContent)).toEqual(['10', '20', '25', '30', '50', '100', 'All']);
  });

  it("cuts notes at 60 characters, shows 'Created' without coordinates and the Map link with them, and the corner flag", async () => {
    const long = org1Plots().find(p => String(p.notes ?? '').length > 60)!;
    const unplaced = org1Plots().find(p => Array.isArray(p.coordinates) && (p.coordinates as unknown[]).length === 0)!;
    const corner = org1Plots().find(p => p.is_corner === 1 && (p.coordinates as unknown[]).length > 0 && p.id !== long.id)!;

    await renderSignedIn('admin', filterUrl({ ids: [long.id, unplaced.id, corner.id] }));
    await waitFor(() => expect(rowOfId(long.id) && rowOfId(unplaced.id) && rowOfId(corner.id)).toBeTruthy());
    expect(bodyRows()).toHaveLength(3);

    const row = rowOfId(long.id)!;
    const notesCell = within(row).getByTitle(String(long.notes));
    expect(notesCell.textContent).toBe(`${String(long.notes).slice(0, 60).trimEnd()}…`);
    expect(within(row).getByRole('link', { name: 'Map' })).toHaveAttribute('href', `/1/plot/${long.id}/show/map`);

    expect(within(rowOfId(unplaced.id)!).getByText('Created')).toBeInTheDocument();
    expect(within(rowOfId(unplaced.id)!).queryByRole('link', { name: 'Map' })).not.toBeInTheDocument();

    expect(within(rowOfId(corner.id)!).getByTitle('Corner plot')).toBeInTheDocument();
    expect(within(row).queryByTitle('Corner plot') === null).toBe(long.is_corner !== 1);
  });

  it('opens filtered by layout and status from the link of a layout status chip (G10)', async () => {
    const lid = 1;
    const expected = org1Plots().filter(p => p.lid === lid && p.status === 'Sold');
    await renderSignedIn('admin', filterUrl({ lid, status: 'Sold' }));
    await waitFor(() => expect(bodyRows().length).toBe(Math.min(25, expected.length)));
    for (const tr of bodyRows()) expect(within(tr).getByText('Sold')).toBeInTheDocument();
    expect(await screen.findByText(`1-${Math.min(25, expected.length)} of ${expected.length.toLocaleString('en-IN')}`)).toBeInTheDocument();
    // The two filters show their values.
    expect(screen.getByRole('combobox', { name: 'Layout' })).toHaveValue(String(table('layout').find(l => l.id === lid)!.name));
  });

  it('filters by status, facing, corner, price and square feet through the filter form', async () => {
    const { user } = await renderSignedIn('admin', '/1/plot');
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Status' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Hold' }));
    const holds = org1Plots().filter(p => p.status === 'Hold');
    expect(await screen.findByText(`1-${Math.min(25, holds.length)} of ${holds.length.toLocaleString('en-IN')}`)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(Math.min(25, holds.length));
    for (const tr of bodyRows()) expect(within(tr).getByText('Hold')).toBeInTheDocument();

    // The demo API answers the other filters the same way (query keys of docs/api.md).
    const http = createHttpClient({ orgid: '1', getToken: () => JSON.parse(localStorage.getItem('plots-console.session')!).token });
    const { data } = await http.request<{ data: Row[]; total: number }>('plot', {
      query: { showall: 'true', facing: 'East', is_corner: 0, price: '3000000-5000000', squarefeet: '1500-2400' },
    });
    const expected = org1Plots().filter(
      p =>
        p.facing === 'East' &&
        p.is_corner === 0 &&
        (p.price as number) >= 3000000 &&
        (p.price as number) < 5000000 &&
        (p.squarefeet as number) >= 1500 &&
        (p.squarefeet as number) < 2400,
    );
    expect(data.total).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
  });
});

describe('plot create and edit', () => {
  it("refuses a plot without a number with 'Plot number is required', then creates it", async () => {
    const lid = 3;
    const { user } = await renderSignedIn('admin', `/1/plot/create?source=${encodeURIComponent(JSON.stringify({ lid }))}`);
    const save = await screen.findByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await screen.findByText('Plot number is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Plot number/), 'Z-101');
    await user.type(screen.getByLabelText('Measurement'), '30:60:35:70');
    expect(screen.getByTestId('measurement-preview')).toHaveTextContent('Front 30, Left 60, Back 35, Right 70 · about 2,113 Sqft');
    await user.type(screen.getByLabelText('Square Feet'), '2113');
    await user.click(save);
    await waitForPath('/1/plot');
    expect(await screen.findByText('Plot created successfully.')).toBeInTheDocument();
    const created = table('plot').find(p => p.number === 'Z-101')!;
    expect(created).toMatchObject({ organization_id: 1, lid, measurement: '30:60:35:70', squarefeet: 2113, status: 'Available' });
    await waitFor(() => expect(within(bodyRows()[0]).getAllByRole('cell')[1]).toHaveTextContent('Z-101'));
  });

  it('the demo API enforces the rule too: the field error comes back through the envelope', async () => {
    const session = await createAccountApi().login('admin', 'admin');
    const http = createHttpClient({ orgid: '1', getToken: () => session.token });
    const error = await http.request('plot', { method: 'POST', body: { lid: 1, number: '' } }).catch(e => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Plot number is required');
    expect(error.body.errors).toEqual({ number: 'Plot number is required' });
  });

  it('edits a plot and keeps its layout', async () => {
    const plot = newestFirst(org1Plots())[3];
    const { user } = await renderSignedIn('admin', `/1/plot/${plot.id}`);
    const notes = await screen.findByLabelText('Notes');
    await waitFor(() => expect(screen.getByLabelText(/^Plot number/)).toHaveValue(String(plot.number)));
    await user.clear(notes);
    await user.type(notes, 'Road widening: 5 ft taken on the front side');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath('/1/plot');
    expect(await screen.findByText('Plot updated successfully.')).toBeInTheDocument();
    expect(table('plot').find(p => p.id === plot.id)).toMatchObject({
      notes: 'Road widening: 5 ft taken on the front side',
      lid: plot.lid,
    });
  });

  it('keeps what the user typed when the save fails', async () => {
    const plot = newestFirst(org1Plots())[0];
    const { user } = await renderSignedIn('admin', `/1/plot/${plot.id}`);
    const number = await screen.findByLabelText(/^Plot number/);
    await waitFor(() => expect(number).toHaveValue(String(plot.number)));
    await user.clear(number);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Plot number is required')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/1/plot/${plot.id}`);
  });

  it('deletes a plot with the confirmation of the specification', async () => {
    const plot = newestFirst(org1Plots())[0];
    const { user } = await renderSignedIn('admin', '/1/plot');
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    await user.click(within(bodyRows()[0]).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete File Record')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete this record')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(table('plot').some(p => p.id === plot.id)).toBe(false));
  });
});

describe('plot show tabs', () => {
  it('shows the summary, then each tab at its route', async () => {
    const sale = table('plotsale').find(s => s.organization_id === 1)!;
    const plot = table('plot').find(p => p.id === sale.plot_id)!;
    const customer = table('customer').find(c => c.id === sale.customer_id)!;
    const history = table('plotstatus').filter(s => s.plot_id === plot.id);
    const { user } = await renderSignedIn('admin', `/1/plot/${plot.id}/show`);
    expect(await screen.findByText('Plot number')).toBeInTheDocument();
    expect(screen.getAllByText(String(plot.measurement).split(':').join(' x ')).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('tab', { name: 'Status' }));
    await waitForPath(`/1/plot/${plot.id}/show/status`);
    await waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(history.length));
    expect(screen.getAllByText('Sold').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('tab', { name: 'Sold Detail' }));
    await waitForPath(`/1/plot/${plot.id}/show/custinfo`);
    const detail = await screen.findByTestId('sold-detail');
    expectRecordLink(detail, String(customer.name), 'customer', `/1/customer/${customer.id}/show`);

    await user.click(screen.getByRole('tab', { name: 'Map' }));
    await waitForPath(`/1/plot/${plot.id}/show/map`);
    expect(await screen.findByTestId('plot-map')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Folder/Files' }));
    await waitForPath(`/1/plot/${plot.id}/show/document`);
    expect(screen.getByRole('tab', { name: 'Folder/Files' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Project Documents' }));
    await waitForPath(`/1/plot/${plot.id}/show/projectdocument`);
    expect(screen.getByRole('tab', { name: 'Project Documents' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens a tab from its typed route; an unsold plot has no sale; without customer.view the customer is plain text', async () => {
    const plot = org1Plots().find(p => p.status === 'Available')!;
    setPermissions('staff', ['plot.view']);
    await renderSignedIn('staff', `/1/plot/${plot.id}/show/custinfo`);
    expect(await screen.findByText('This plot has no sale record.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sold Detail' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a Blocked plot held by several customers shows +N Members', async () => {
    const plots = org1Plots().filter(p => p.status === 'Blocked');
    const multi = plots.find(p => {
      const run: unknown[] = [];
      const history = table('plotstatus')
        .filter(s => s.plot_id === p.id)
        .sort((a, b) => a.created_at.localeCompare(b.created_at));
      for (let i = history.length - 1; i >= 0 && history[i].status === 'Blocked'; i--) run.push(history[i].customer_id);
      return new Set(run).size > 1;
    })!;
    expect(multi).toBeDefined();
    await renderSignedIn('admin', `/1/plot/${multi.id}/show`);
    expect(await screen.findByText(/^\+\d+ Members$/)).toBeInTheDocument();
  });
});

describe('plot export', () => {
  it('exports the chosen columns of the filtered list as a file', async () => {
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/plot/export')) urls.push(request.url);
    });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(((blob: Blob) => {
      blobs.push(blob);
      return 'blob:plots';
    }) as typeof URL.createObjectURL);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    const { user } = await renderSignedIn('admin', filterUrl({ status: 'Booked' }));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export plots' });
    await user.click(within(dialog).getByLabelText('All columns'));
    expect(within(dialog).getByRole('button', { name: 'Export' })).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Plot Number'));
    await user.click(within(dialog).getByLabelText('Status'));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    const query = new URL(urls[0]).searchParams;
    expect(query.get('fields')).toBe('["number","status"]');
    expect(query.get('s_sort')).toBe('created_at');
    expect(query.get('_order')).toBe('DESC');
    expect(query.get('showall')).toBe('true');
    expect(query.get('status')).toBe('Booked');
    expect(clicked[0].download).toMatch(/^plots-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blobs[0].text()).trim().split(/\r\n/);
    expect(lines[0]).toBe('Plot Number,Status');
    expect(lines).toHaveLength(org1Plots().filter(p => p.status === 'Booked').length + 1);
    expect(lines.slice(1).every(l => l.endsWith(',Booked'))).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export plots' })).not.toBeInTheDocument());
  });

  it('the route /{orgid}/plot/export opens the list with the export dialog', async () => {
    await renderSignedIn('admin', '/1/plot/export');
    await waitForPath('/1/plot');
    expect(await screen.findByRole('dialog', { name: 'Export plots' })).toBeInTheDocument();
  });
});

describe('plot permissions', () => {
  it('staff (plot.view, plot.update): edit buttons, no create, no bulk delete', async () => {
    await renderSignedIn('staff', '/1/plot');
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(await within(bodyRows()[0]).findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('tbody input[type="checkbox"]').length).toBe(0);
  });

  it('without plot.update: no edit button, and the typed edit URL is refused', async () => {
    setPermissions('staff', ['plot.view']);
    await renderSignedIn('staff', '/1/plot');
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(screen.queryAllByRole('link', { name: 'Edit' })).toHaveLength(0);
    // Without project.view the project and layout are plain text; the Files link stays (plot.view).
    expect(await within(bodyRows()[0]).findByRole('link', { name: 'Files' })).toBeInTheDocument();
    expect(within(bodyRows()[0]).queryByRole('link', { name: /Daga/ })).not.toBeInTheDocument();
  });

  it('a typed edit URL without plot.update shows Access denied', async () => {
    setPermissions('staff', ['plot.view']);
    const plot = org1Plots()[0];
    await renderSignedIn('staff', `/1/plot/${plot.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });

  // The export is a read (issue 35): /{orgid}/plot/export opens with plot.view, plot.update or not.
  it('with plot.view only, /1/plot/export opens the list with the export dialog', async () => {
    setPermissions('staff', ['plot.view']);
    await renderSignedIn('staff', '/1/plot/export');
    await waitForPath('/1/plot');
    expect(await screen.findByRole('dialog', { name: 'Export plots' })).toBeInTheDocument();
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
  });

  it('without plot.view, /1/plot/export shows Access denied and reads nothing', async () => {
    setPermissions('staff', ['plot.update']);
    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => void (/\/1\/plot\b/.test(new URL(request.url).pathname) && reads.push(request.url)));
    await renderSignedIn('staff', '/1/plot/export');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/1/plot/export');
    expect(screen.queryByRole('dialog', { name: 'Export plots' })).not.toBeInTheDocument();
    expect(reads).toEqual([]);
  });
});
