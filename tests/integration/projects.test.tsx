/**
 * Projects with the real <Admin> against the demo API (msw/node): the list (20 per page, newest
 * first, the columns and links, the search that waits 2 seconds), create with a validation error,
 * create, edit, the show tabs at their routes, the Layouts tab (QR code, status chips, Add Plot,
 * bulk delete), the price guide dialogs, the demo API's own validation, and what the permissions
 * hide or refuse.
 */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../mocks/node';
import { db, table, type Row } from '../../mocks/db';
import { createAccountApi } from '../../src/api/account';
import { createDataProvider } from '../../src/api/dataProvider';
import { ApiError, createHttpClient } from '../../src/api/http';
import { renderSignedIn, waitForPath } from './helpers';

configure({ asyncUtilTimeout: 10000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
const newestFirst = (rows: Row[]) => [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
const bodyRows = () => Array.from(document.querySelectorAll('tbody tr')) as HTMLElement[];
const setPermissions = (username: string, permissions: string[]) => {
  db().accounts.find(a => a.username === username)!.organizations[0].permissions = permissions;
};

/** The data provider of organization 1, signed in as `username` (for the demo API's own checks). */
const providerAs = async (username: string) => {
  const session = await createAccountApi().login(username, username);
  return createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
};

/** Bodies of the calls made to paths containing `part`. */
const recordCalls = (part: string) => {
  const calls: Array<{ method: string; url: string; body: Record<string, string> }> = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes(part)) return;
    const body: Record<string, string> = {};
    if (request.method !== 'GET' && request.method !== 'DELETE') {
      const form = await request.clone().formData();
      for (const [k, v] of form.entries()) body[k] = typeof v === 'string' ? v : '(file)';
    }
    calls.push({ method: request.method, url: request.url, body });
  });
  return calls;
};

describe('project list', () => {
  it('lists 20 per page, newest first, with name, location, map, Files, layout count and edit', async () => {
    // A project without layouts shows 'Add Layout'.
    table('project').push({
      id: 900,
      organization_id: 1,
      name: 'Daga Hills',
      location: 'Ooty',
      latitude: 11.41,
      longitude: 76.69,
      created_at: '2026-11-19T10:00:00.000Z',
    });
    await renderSignedIn('admin', '/1/project');
    const rows = org1('project');
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(20, rows.length)));
    const newest = newestFirst(rows)[0];
    expect(newest.id).toBe(900);
    const first = bodyRows()[0];
    expect(within(first).getByText('Daga Hills')).toBeInTheDocument();
    expect(within(first).getByText('Ooty')).toBeInTheDocument();
    for (const header of ['Name', 'Location', 'Map', 'Files', 'Layouts', 'Edit']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const map = within(first).getByRole('link', { name: 'Map of Daga Hills' });
    expect(map).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=11.41,76.69');
    expect(map).toHaveAttribute('target', '_blank');
    expect(within(first).getByRole('link', { name: 'Files of Daga Hills' })).toHaveAttribute('href', '/1/project/900/show/document');
    expect(within(first).getByRole('link', { name: 'Add Layout' })).toHaveAttribute('href', '/1/layout/create?pid=900');
    expect(await within(first).findByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/1/project/900');

    const withLayouts = bodyRows()[1];
    const project = newestFirst(rows)[1];
    const count = org1('layout').filter(l => l.project_id === project.id).length;
    expect(within(withLayouts).getByRole('link', { name: `${count} layouts of ${String(project.name)}` })).toHaveAttribute(
      'href',
      `/1/project/${project.id}/show/layout`,
    );

    // The page sizes of the specification.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /rows per page/i }));
    const options = await screen.findAllByRole('option');
    expect(options.map(o => o.textContent)).toEqual(['10', '20', '30', '50', '100', 'All']);
  });

  it('a row opens the project', async () => {
    const project = newestFirst(org1('project'))[0];
    const { user } = await renderSignedIn('admin', '/1/project');
    await user.click(await screen.findByText(String(project.location)));
    await waitForPath(`/1/project/${project.id}/show`);
  });

  it('the search waits 2 seconds after typing', async () => {
    const calls = recordCalls('/1/project?');
    const { user } = await renderSignedIn('admin', '/1/project');
    await waitFor(() => expect(bodyRows().length).toBe(org1('project').length));
    const before = calls.length;
    const typedAt = Date.now();
    await user.type(screen.getByLabelText('Search'), 'Gardens');
    await new Promise(resolve => setTimeout(resolve, 1200));
    expect(calls.filter(c => c.url.includes('q=')).length).toBe(0);
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const searched = calls.slice(before).find(c => c.url.includes('q=Gardens'));
    expect(searched).toBeDefined();
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(2000);
    expect(within(bodyRows()[0]).getByText('Daga Gardens')).toBeInTheDocument();
  });
});

describe('project create and edit', () => {
  it("refuses a create without a name with 'Project name is required', then creates and opens it", async () => {
    const { user } = await renderSignedIn('admin', '/1/project/create');
    const save = await screen.findByRole('button', { name: 'Save' });
    await user.click(save);
    expect(await screen.findByText('Project name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Daga Meadows');
    await user.type(screen.getByLabelText(/^Location/), 'Kelambakkam, Chennai');
    await user.type(screen.getByLabelText(/^Latitude/), '12.78');
    await user.type(screen.getByLabelText(/^Longitude/), '80.22');
    await user.click(save);
    await waitForPath(/^\/1\/project\/\d+\/show$/);
    const created = table('project').find(p => p.name === 'Daga Meadows')!;
    expect(created).toMatchObject({ organization_id: 1, location: 'Kelambakkam, Chennai', latitude: 12.78, longitude: 80.22 });
    expect(window.location.pathname).toBe(`/1/project/${created.id}/show`);
    expect(await screen.findByText('Project created successfully.')).toBeInTheDocument();
  });

  it('edits a project', async () => {
    const project = org1('project')[0];
    const { user } = await renderSignedIn('admin', `/1/project/${project.id}`);
    const name = await screen.findByLabelText(/^Name/);
    await waitFor(() => expect(name).toHaveValue(String(project.name)));
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project name is required')).toBeInTheDocument();
    await user.type(name, 'Daga Nagar Extension');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath(`/1/project/${project.id}/show`);
    expect(table('project').find(p => p.id === project.id)!.name).toBe('Daga Nagar Extension');
  });

  it('the demo API enforces the rule too, through the envelope', async () => {
    const dp = await providerAs('admin');
    const error = await dp.create('project', { data: { name: ' ' } }).catch(e => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Project name is required');
    expect(error.body.errors).toEqual({ name: 'Project name is required' });
    const edit = await dp.update('project', { id: 1, data: { name: '' }, previousData: { id: 1 } }).catch(e => e);
    expect(edit.body.errors).toEqual({ name: 'Project name is required' });
  });
});

describe('project show tabs', () => {
  const project = () => table('project').find(p => p.id === 1)!;

  it('summary: name, location, latitude, longitude, description and the price guide rows', async () => {
    await renderSignedIn('admin', '/1/project/1/show');
    expect(await screen.findByText(String(project().description))).toBeInTheDocument();
    expect(screen.getAllByText(String(project().name)).length).toBeGreaterThan(0);
    expect(screen.getByText(String(project().location))).toBeInTheDocument();
    expect(screen.getByText(String(project().latitude))).toBeInTheDocument();
    const guides = table('priceguide').filter(g => g.project_id === 1);
    const section = screen.getByRole('table', { name: 'Price Guide' });
    for (const g of guides) expect(within(section).getByText(String(g.name))).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  });

  it('layouts (/show/layout): name, QR code, location, plot count, status chips, Add Plot, image, edit', async () => {
    const layouts = org1('layout').filter(l => l.project_id === 1);
    await renderSignedIn('admin', '/1/project/1/show/layout');
    await waitFor(() => expect(bodyRows()).toHaveLength(layouts.length));
    expect(screen.getByRole('tab', { name: 'Layouts' })).toHaveAttribute('aria-selected', 'true');
    for (const header of ['Name', 'QR Code', 'Location', 'Plots', 'Plot Status', 'Create Plot', 'Image', 'Edit']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const layout = layouts.sort((a, b) => Number(a.order) - Number(b.order))[0];
    const row = bodyRows()[0];
    expect(within(row).getByRole('link', { name: String(layout.name) })).toHaveAttribute('href', `/1/layout/${layout.id}/show`);
    // The plot count and the chips come from the plot table.
    const plots = org1('plot').filter(p => p.lid === layout.id);
    expect(within(row).getByRole('link', { name: `${plots.length} plots of ${String(layout.name)}` })).toBeInTheDocument();
    const sold = plots.filter(p => p.status === 'Sold').length;
    const chip = within(row).getByRole('link', { name: `Sold ${sold}` });
    expect(chip).toHaveAttribute('href', `/1/plot?filter=${encodeURIComponent(JSON.stringify({ lid: layout.id, status: 'Sold' }))}`);
    // QR code of the layout's page: download and open.
    expect(within(row).getByTitle(`QR code of ${String(layout.name)}`)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Download QR code' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open page' })).toHaveAttribute('href', String(layout.documentspage_url));
    expect(within(row).getByRole('img', { name: `${String(layout.name)} image` })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/1/layout/${layout.id}?pid=1`);
  });

  it("a layout's page address that is not http(s) is neither a code nor a link", async () => {
    const layout = org1('layout')
      .filter(l => l.project_id === 1)
      .sort((a, b) => Number(a.order) - Number(b.order))[0]!;
    layout.documentspage_url = 'javascript:alert(1)';
    await renderSignedIn('admin', '/1/project/1/show/layout');
    const row = await waitFor(() => {
      const found = bodyRows().find(r => within(r).queryByRole('link', { name: String(layout.name) }));
      expect(found).toBeDefined();
      return found!;
    });
    expect(within(row).queryByTitle(`QR code of ${String(layout.name)}`)).toBeNull();
    expect(within(row).queryByRole('link', { name: 'Open page' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Download QR code' })).toBeNull();
    expect(row.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('files (/show/document): the shared documents area of the project', async () => {
    await renderSignedIn('admin', '/1/project/1/show/document');
    expect(await screen.findByRole('tab', { name: 'Files' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByText('Application error')).not.toBeInTheDocument();
  });
});

describe('Add Plot dialog (a layout row)', () => {
  it("refuses a plot without a number with 'Plot number is required', then creates it with lid", async () => {
    const layout = org1('layout')
      .filter(l => l.project_id === 1)
      .sort((a, b) => Number(a.order) - Number(b.order))[0];
    const before = org1('plot').filter(p => p.lid === layout.id).length;
    const { user } = await renderSignedIn('admin', '/1/project/1/show/layout');
    await user.click(await screen.findByRole('button', { name: `Add Plot to ${String(layout.name)}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Plot' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Plot number is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Plot number/), 'Z-901');
    await user.type(within(dialog).getByLabelText(/Measurement/), '30:60:35:70');
    await user.type(within(dialog).getByLabelText(/Square feet/), '1950');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Plot' })).not.toBeInTheDocument());
    const created = table('plot').find(p => p.number === 'Z-901')!;
    expect(created).toMatchObject({ organization_id: 1, lid: layout.id, measurement: '30:60:35:70', squarefeet: 1950 });
    // The layouts reload: the count includes the new plot.
    expect(await screen.findByRole('link', { name: `${before + 1} plots of ${String(layout.name)}` })).toBeInTheDocument();
  });
});

describe('price guide dialogs', () => {
  it('Add Price Guide Details: rows of name and price (both required), posted as price/guide/create', async () => {
    const calls = recordCalls('price/guide/create');
    const { user } = await renderSignedIn('admin', '/1/project/2/show');
    await user.click(await screen.findByRole('button', { name: 'Add Price Guide Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Price Guide Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Price is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Lake view');
    await user.type(within(dialog).getByLabelText(/^Price/), '4100');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const names = within(dialog).getAllByLabelText(/^Name/);
    const prices = within(dialog).getAllByLabelText(/^Price/);
    await user.type(names[1], 'Highway facing');
    await user.type(prices[1], '3900');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls[0].body).toMatchObject({
      pid: '2',
      'guide[0][name]': 'Lake view',
      'guide[0][price]': '4100',
      'guide[1][name]': 'Highway facing',
      'guide[1][price]': '3900',
    });
    const rows = table('priceguide').filter(g => g.project_id === 2);
    expect(rows.map(r => [r.name, r.price])).toEqual(
      expect.arrayContaining([
        ['Lake view', 4100],
        ['Highway facing', 3900],
      ]),
    );
    const section = await screen.findByRole('table', { name: 'Price Guide' });
    expect(await within(section).findByText('Lake view')).toBeInTheDocument();
  });

  it('a row edits through price/guide/{id}/update with action=full', async () => {
    const calls = recordCalls('price/guide/');
    const row = table('priceguide').find(g => g.project_id === 1)!;
    const { user } = await renderSignedIn('admin', '/1/project/1/show');
    await user.click(await screen.findByRole('button', { name: `Edit ${String(row.name)}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Price Guide' });
    const price = within(dialog).getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '5150');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls[0].url).toContain(`/1/price/guide/${row.id}/update`);
    expect(calls[0].body).toMatchObject({ name: String(row.name), price: '5150', project_id: '1', action: 'full' });
    expect(table('priceguide').find(g => g.id === row.id)!.price).toBe(5150);
    expect(await screen.findByText('Price guide updated.')).toBeInTheDocument();
  });

  it('the demo API refuses rows without name or price, field by field', async () => {
    const dp = await providerAs('admin');
    const error = await dp.createPriceGuideRows(1, [{ name: '', price: '' }]).catch(e => e);
    expect(error.status).toBe(422);
    expect(error.body.errors).toEqual({ 'guide.0.name': 'Name is required', 'guide.0.price': 'Price is required' });
  });
});

describe('layouts bulk delete (project.delete)', () => {
  it('deletes a layout without plots; a layout with plots is refused with the server message', async () => {
    table('layout').push({
      ...table('layout').find(l => l.id === 1)!,
      id: 950,
      name: 'Empty Phase',
      order: 0,
      appimages: [],
      brochures: [],
    });
    const { user } = await renderSignedIn('admin', '/1/project/1/show/layout');
    const row = (await screen.findByRole('link', { name: 'Empty Phase' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete File Record')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete this record')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(table('layout').some(l => l.id === 950)).toBe(false));

    const dp = await providerAs('admin');
    const refused = await dp.delete('layout', { id: 1 }).catch(e => e);
    expect(refused.status).toBe(422);
    expect(refused.message).toMatch(/^The layout has \d+ plots; it cannot be deleted\.$/);
  });
});

describe('permissions', () => {
  it('staff (project.view, plot.view): no edit, no Add Layout, no bulk delete, no Add Plot; chips stay links', async () => {
    await renderSignedIn('staff', '/1/project');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('tbody input[type="checkbox"]').length).toBe(0);

    window.history.pushState({}, '', '/1/project/1/show/layout');
    fireEvent(window, new PopStateEvent('popstate'));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Sold \d+$/ }).length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Layout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add Plot/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Price Guide Details' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('tbody input[type="checkbox"]').length).toBe(0);
  });

  it('without plot.view the chips and the plot count are plain text', async () => {
    setPermissions('staff', ['project.view']);
    await renderSignedIn('staff', '/1/project/1/show/layout');
    await waitFor(() => expect(screen.getAllByText(/^Sold \d+$/).length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: /^Sold \d+$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /plots of/ })).not.toBeInTheDocument();
  });

  it('a typed edit URL without project.update is refused', async () => {
    await renderSignedIn('staff', '/1/project/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });

  it('the demo API refuses an edit without project.update', async () => {
    const dp = await providerAs('staff');
    const refused = await dp.createPriceGuideRows(1, [{ name: 'A', price: 1 }]).catch(e => e);
    expect(refused.status).toBe(403);
  });
});
