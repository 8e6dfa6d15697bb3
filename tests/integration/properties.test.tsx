/**
 * Properties with the real <Admin> against the demo API (msw/node): the list (search, status
 * filter, the size column), create with the validation errors, create, edit, the show tabs at
 * their routes, assigning a plot, adding and deleting a status note, and the permission gates.
 */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { db, table, type Row } from '../../mocks/db';
import { createAccountApi } from '../../src/api/account';
import { ApiError, createHttpClient } from '../../src/api/http';
import { renderSignedIn, waitForPath } from './helpers';

// Lazy views and the seeded store take their time on a shared machine.
configure({ asyncUtilTimeout: 10000 });

const org1Properties = () => table('property').filter(p => p.organization_id === 1);
const newestFirst = (rows: Row[]) => [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
const bodyRows = () => Array.from(document.querySelectorAll('tbody tr')) as HTMLElement[];
const notesOf = (propertyId: number) => table('propertystatus').filter(n => n.property_id === propertyId);

const setPermissions = (username: string, permissions: string[]) => {
  db().accounts.find(a => a.username === username)!.organizations[0].permissions = permissions;
};

/** Picks an option of an autocomplete by typing part of its text. */
const pick = async (
  user: ReturnType<typeof import('@testing-library/user-event').default.setup>,
  label: string,
  text: string,
  option: string | RegExp,
) => {
  const input = screen.getByRole('combobox', { name: label });
  await user.click(input);
  await user.type(input, text);
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('property list', () => {
  it('lists newest first with name, address, customer, size, plots, files and status', async () => {
    const newest = newestFirst(org1Properties())[0];
    await renderSignedIn('admin', '/1/property');
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(20, org1Properties().length)));
    const first = bodyRows()[0];
    expect(within(first).getByText(String(newest.name))).toBeInTheDocument();
    for (const header of ['Name', 'Address', 'Customer', 'Size', 'Plots', 'Files', 'Status']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    // The size: the measurement x-separated, land and built-up area in Sqft.
    expect(within(first).getByText(String(newest.measurement).split(':').join(' x '))).toBeInTheDocument();
    expect(within(first).getByText(`Land: ${Number(newest.land_area).toLocaleString('en-IN')} Sqft`)).toBeInTheDocument();
    expect(within(first).getByText(`Built-up: ${Number(newest.buildup_area).toLocaleString('en-IN')} Sqft`)).toBeInTheDocument();
    const plots = (newest.plot_ids as number[]).length;
    expect(await within(first).findByRole('link', { name: String(plots) })).toHaveAttribute('href', `/1/property/${newest.id}/show/plots`);
    expect(within(first).getByRole('link', { name: 'Files' })).toHaveAttribute('href', `/1/property/${newest.id}/show/document`);
  });

  it('filters by status and searches by name', async () => {
    const { user } = await renderSignedIn('admin', '/1/property');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Sold' }));
    const sold = org1Properties().filter(p => p.status === 'Sold');
    await waitFor(() => expect(bodyRows()).toHaveLength(sold.length));
    for (const tr of bodyRows()) expect(within(tr).getByText('Sold')).toBeInTheDocument();

    const target = sold[0];
    await user.type(screen.getByRole('textbox', { name: 'Search' }), String(target.name).slice(0, 18));
    await waitFor(() => expect(bodyRows().every(tr => tr.textContent!.includes(String(target.name).slice(0, 18)))).toBe(true));
    expect(screen.getByText(String(target.name))).toBeInTheDocument();
  });
});

describe('property create and edit', () => {
  it('refuses a property without name and status with the verbatim messages, then creates it', async () => {
    const { user } = await renderSignedIn('admin', '/1/property/create');
    const save = await screen.findByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await screen.findByText('Property name is required')).toBeInTheDocument();
    expect(screen.getByText('Property status is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Corner Villa, Lake View');
    await user.type(screen.getByRole('textbox', { name: 'Measurement' }), '40:60:40:60');
    await user.type(screen.getByRole('spinbutton', { name: 'Land area (Sqft)' }), '2400');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Available' }));
    await user.click(save);
    await waitForPath('/1/property');
    expect(await screen.findByText('Property created successfully.')).toBeInTheDocument();
    expect(table('property').find(p => p.name === 'Corner Villa, Lake View')).toMatchObject({
      organization_id: 1,
      measurement: '40:60:40:60',
      land_area: 2400,
      status: 'Available',
      plot_ids: [],
    });
  });

  it('the demo API enforces both rules: field errors through the envelope', async () => {
    const session = await createAccountApi().login('admin', 'admin');
    const client = createHttpClient({ orgid: '1', getToken: () => session.token });
    const error = await client.request('property', { method: 'POST', body: { name: ' ' } }).catch(e => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.body.errors).toEqual({ name: 'Property name is required', status: 'Property status is required' });
  });

  it('edits a property', async () => {
    const property = newestFirst(org1Properties())[1];
    const { user } = await renderSignedIn('admin', `/1/property/${property.id}`);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveValue(String(property.name)));
    await user.clear(name);
    await user.type(name, 'Renamed Villa');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath('/1/property');
    expect(await screen.findByText('Property updated successfully.')).toBeInTheDocument();
    expect(table('property').find(p => p.id === property.id)!.name).toBe('Renamed Villa');
  });
});

describe('property show tabs', () => {
  it('shows the summary, the plots, the status notes and the files at their routes', async () => {
    const property = org1Properties().find(p => (p.plot_ids as number[]).length >= 2)!;
    const plots = (property.plot_ids as number[]).map(id => table('plot').find(p => p.id === id)!);
    const notes = [...notesOf(property.id)].sort((a, b) => String(b.createdat).localeCompare(String(a.createdat)));
    const { user } = await renderSignedIn('admin', `/1/property/${property.id}/show`);
    expect(await screen.findByText(String(property.address))).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Plots' }));
    await waitForPath(`/1/property/${property.id}/show/plots`);
    for (const plot of plots) {
      expect(await screen.findByRole('link', { name: String(plot.number) })).toHaveAttribute('href', `/1/plot/${plot.id}/show`);
    }

    await user.click(screen.getByRole('tab', { name: 'Status' }));
    await waitForPath(`/1/property/${property.id}/show/status`);
    await waitFor(() => expect(bodyRows()).toHaveLength(notes.length));
    // createdat descending.
    expect(within(bodyRows()[0]).getByText(String(notes[0].notes))).toBeInTheDocument();
    expect(within(bodyRows()[notes.length - 1]).getByText(String(notes[notes.length - 1].notes))).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Folder/Files' }));
    await waitForPath(`/1/property/${property.id}/show/document`);
    expect(screen.getByRole('tab', { name: 'Folder/Files' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('assign a plot to a property', () => {
  it("refuses without a choice ('Please select Project', 'Please select Plot'), then assigns the plot", async () => {
    const property = org1Properties().find(p => (p.plot_ids as number[]).length === 0) ?? org1Properties()[0];
    const taken = new Set(table('property').flatMap(p => p.plot_ids as number[]));
    const layout = table('layout').find(l => l.id === 1)!;
    const plot = table('plot').find(p => p.lid === layout.id && !taken.has(p.id) && p.number === '7')!;
    const { user } = await renderSignedIn('admin', `/1/property/${property.id}/show/plots`);
    await user.click(await screen.findByRole('button', { name: 'Add Plot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Plot' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Please select Project')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select Plot')).toBeInTheDocument();

    await pick(user, 'Project', 'Phase 1', String(layout.name));
    await pick(user, 'Plot', '7', `7 (${plot.status})`);
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Plot assigned successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Plot' })).not.toBeInTheDocument());
    expect(table('property').find(p => p.id === property.id)!.plot_ids).toContain(plot.id);
    expect(await screen.findByRole('link', { name: '7' })).toHaveAttribute('href', `/1/plot/${plot.id}/show`);
  });

  it("keeps the dialog and its values when the server refuses without a message: 'Unable to assign plot'", async () => {
    server.use(
      http.post('*/api/v1/:orgid/property/:id/assignplot', () =>
        HttpResponse.json({ status: false, message: '', data: null, errors: null }, { status: 500 }),
      ),
    );
    const property = org1Properties()[0];
    const { user } = await renderSignedIn('admin', `/1/property/${property.id}/show/plots`);
    await user.click(await screen.findByRole('button', { name: 'Add Plot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Plot' });
    await pick(user, 'Project', 'Phase 1', 'Daga Nagar Phase 1');
    await pick(user, 'Plot', '9', /^9 \(/);
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Unable to assign plot')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Plot' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Project' })).toHaveValue('Daga Nagar Phase 1');
    expect((within(dialog).getByRole('combobox', { name: 'Plot' }) as HTMLInputElement).value).toMatch(/^9 \(/);
  });

  it('the demo API refuses a plot of another layout or one already assigned', async () => {
    const session = await createAccountApi().login('admin', 'admin');
    const client = createHttpClient({ orgid: '1', getToken: () => session.token });
    const [first, second] = org1Properties().filter(p => (p.plot_ids as number[]).length > 0);
    const plotId = (first.plot_ids as number[])[0];
    const plot = table('plot').find(p => p.id === plotId)!;
    const empty = await client.request(`property/${second.id}/assignplot`, { method: 'POST', body: {} }).catch(e => e);
    expect(empty.body.errors).toEqual({ layout_id: 'Please select Project', plot_id: 'Please select Plot' });
    const other = await client
      .request(`property/${second.id}/assignplot`, { method: 'POST', body: { layout_id: Number(plot.lid) === 1 ? 2 : 1, plot_id: plotId } })
      .catch(e => e);
    expect(other.body.errors).toEqual({ plot_id: 'Please select Plot' });
    const taken = await client
      .request(`property/${second.id}/assignplot`, { method: 'POST', body: { layout_id: plot.lid, plot_id: plotId } })
      .catch(e => e);
    expect(taken.message).toBe(`The plot is already assigned to ${first.name}.`);
  });
});

describe('property status notes', () => {
  it("refuses an empty note ('Property status is required', 'Notes input is required'), then adds it", async () => {
    const property = org1Properties()[2];
    const before = notesOf(property.id).length;
    const { user } = await renderSignedIn('admin', `/1/property/${property.id}/show/status`);
    await user.click(await screen.findByRole('button', { name: 'Add Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Status' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Property status is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Notes input is required')).toBeInTheDocument();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Sold' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Sale deed registered today');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Property status updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Status' })).not.toBeInTheDocument());
    expect(notesOf(property.id)).toHaveLength(before + 1);
    expect(table('property').find(p => p.id === property.id)!.status).toBe('Sold');
    // The newest note heads the list.
    await waitFor(() => expect(within(bodyRows()[0]).getByText('Sale deed registered today')).toBeInTheDocument());
  });

  it('the demo API enforces both rules: field errors through the envelope', async () => {
    const session = await createAccountApi().login('admin', 'admin');
    const client = createHttpClient({ orgid: '1', getToken: () => session.token });
    const error = await client.request('property/status', { method: 'POST', body: { property_id: org1Properties()[0].id } }).catch(e => e);
    expect(error.body.errors).toEqual({ notes: 'Notes input is required', status: 'Property status is required' });
  });

  it('deletes a status note after the confirmation', async () => {
    const property = org1Properties().find(p => notesOf(p.id).length >= 2)!;
    const newest = [...notesOf(property.id)].sort((a, b) => String(b.createdat).localeCompare(String(a.createdat)))[0];
    const { user } = await renderSignedIn('admin', `/1/property/${property.id}/show/status`);
    await waitFor(() => expect(bodyRows()).toHaveLength(notesOf(property.id).length));
    await user.click(await within(bodyRows()[0]).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete File Record')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete this record')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(notesOf(property.id).some(n => n.id === newest.id)).toBe(false));
  });
});

describe('property permissions', () => {
  it('with property.view only: no edit, no Add Plot, no Add Status, no delete; the typed edit URL is refused', async () => {
    setPermissions('staff', ['property.view', 'plot.view']);
    const property = org1Properties().find(p => notesOf(p.id).length > 0)!;
    await renderSignedIn('staff', `/1/property/${property.id}/show/status`);
    await waitFor(() => expect(bodyRows()).toHaveLength(notesOf(property.id).length));
    expect(screen.queryByRole('button', { name: 'Add Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Plots' }));
    await waitForPath(`/1/property/${property.id}/show/plots`);
    expect(screen.queryByRole('button', { name: 'Add Plot' })).not.toBeInTheDocument();
  });

  it('a typed edit URL without property.update shows Access denied; staff without property.view has no Properties', async () => {
    setPermissions('staff', ['property.view']);
    await renderSignedIn('staff', `/1/property/${org1Properties()[0].id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });

  it('the seeded staff (no property.view) is refused at the typed list URL', async () => {
    await renderSignedIn('staff', '/1/property');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });
});
