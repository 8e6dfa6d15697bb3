/**
 * Plot resale records with the real <Admin> against the demo API (spec 3 §2 "Plot resale", §3–§6):
 * the list and its links (the plot by id, C16), the edit with its validation, the delete, and what
 * users without plotresale.update / plotresale.delete do not see.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../mocks/node';
import { db, table, type Row } from '../../mocks/db';
import { invalid } from '../../mocks/handlers/util';
import { renderSignedIn, waitForPath } from './helpers';
import { expectRecordLink } from './links';

configure({ asyncUtilTimeout: 10000 });

const bodyRows = () => Array.from(document.querySelectorAll('tbody tr')) as HTMLElement[];
const resales = () => table('plotresale');
const plotOf = (r: Row) => table('plot').find(p => p.id === r.plot_id)!;
const customerOf = (r: Row) => table('customer').find(c => c.id === r.customer_id)!;
const projectOf = (r: Row) => table('project').find(p => p.id === table('layout').find(l => l.id === plotOf(r).lid)!.project_id)!;
const rowOf = (r: Row) => bodyRows().find(tr => tr.querySelector(`a[href="/1/plot/${r.plot_id}/show"]`));

const setPermissions = (username: string, permissions: string[]) => {
  db().accounts.find(a => a.username === username)!.organizations[0].permissions = permissions;
};

/** The update calls (POST plotresale/{id}) with their multipart fields. */
const captureUpdates = () => {
  const seen: Array<Promise<Record<string, string>>> = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && /\/plotresale\/\d+$/.test(new URL(request.url).pathname)) {
      seen.push(
        request
          .clone()
          .formData()
          .then(f => Object.fromEntries(Array.from(f.entries()).map(([k, v]) => [k, String(v)]))),
      );
    }
  });
  return seen;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('plot resale list', () => {
  it('lists the records with the plot linked by its id, the project and the customer, status and permission', async () => {
    await renderSignedIn('admin', '/1/plotresale');
    await waitFor(() => expect(bodyRows()).toHaveLength(resales().length));
    // The column headers (read from the table head: role queries over the whole page are slow here).
    const headers = Array.from(document.querySelectorAll('thead th')).map(th => (th.textContent ?? '').trim());
    expect(headers).toEqual(expect.arrayContaining(['Plot', 'Project', 'Customer', 'Status', 'Customer Permission', 'Date']));
    for (const record of resales()) {
      await waitFor(() => expect(rowOf(record)).toBeTruthy());
      const row = rowOf(record)!;
      // C16: the plot link goes by id, not by number.
      expect(within(row).getByRole('link', { name: String(plotOf(record).number) })).toHaveAttribute(
        'href',
        `/1/plot/${record.plot_id}/show`,
      );
      expectRecordLink(row, String(customerOf(record).name), 'customer', `/1/customer/${record.customer_id}/show`);
      expect(within(row).getByRole('link', { name: String(projectOf(record).name) })).toHaveAttribute(
        'href',
        `/1/project/${projectOf(record).id}/show`,
      );
      expect(within(row).getByText(String(record.status))).toBeInTheDocument();
      expect(within(row).getByText(String(record.customer_permission))).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/1/plotresale/${record.id}`);
    }
    // No create; bulk delete for a master.
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('tbody input[type="checkbox"]').length).toBe(resales().length);
  });

  it('filters by status', async () => {
    await renderSignedIn('admin', `/1/plotresale?filter=${encodeURIComponent(JSON.stringify({ status: 'Hold' }))}`);
    const hold = resales().filter(r => r.status === 'Hold');
    await waitFor(() => expect(bodyRows()).toHaveLength(hold.length));
    expect(within(bodyRows()[0]).getByText('Hold')).toBeInTheDocument();
  });
});

describe('plot resale edit', () => {
  it("refuses an empty status with 'Status is required', then saves status and customer permission", async () => {
    const record = resales().find(r => r.status === 'Available' && r.customer_permission === 'Show') ?? resales()[0];
    // A required select offers no empty choice (issue 40): a record stored without a status is the empty case.
    record.status = null;
    const updates = captureUpdates();
    const { user } = await renderSignedIn('admin', `/1/plotresale/${record.id}`);
    const status = await screen.findByRole('combobox', { name: /^Status/ });
    // The plot, project and customer are shown with their links.
    expect(await screen.findByRole('link', { name: String(plotOf(record).number) })).toHaveAttribute(
      'href',
      `/1/plot/${record.plot_id}/show`,
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Status is required')).toBeInTheDocument();
    expect(updates).toHaveLength(0);
    fireEvent.mouseDown(status);
    expect((await screen.findAllByRole('option')).some(o => (o.textContent ?? '').trim() === '')).toBe(false);
    await user.keyboard('{Escape}');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Hold' }));
    await user.click(screen.getByRole('radio', { name: 'Hide' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath('/1/plotresale');
    expect(await screen.findByText('Plot resale updated successfully.')).toBeInTheDocument();
    expect(updates).toHaveLength(1);
    expect(await updates[0]).toMatchObject({ _method: 'PUT', status: 'Hold', customer_permission: 'Hide' });
    expect(record).toMatchObject({ status: 'Hold', customer_permission: 'Hide' });
  });

  it("shows the server's field error and keeps the values when the server refuses", async () => {
    server.use(http.post('*/api/v1/:orgid/plotresale/:id', () => invalid({ status: 'The plot is already resold.' })));
    const record = resales().find(r => r.status === 'Available')!;
    const { user } = await renderSignedIn('admin', `/1/plotresale/${record.id}`);
    const status = await screen.findByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(status).toHaveTextContent('Available'));
    fireEvent.mouseDown(status);
    await user.click(await screen.findByRole('option', { name: 'Sold' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('The plot is already resold.')).length).toBeGreaterThan(0);
    expect(window.location.pathname).toBe(`/1/plotresale/${record.id}`);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Sold');
    expect(record.status).toBe('Available');
  });
});

describe('plot resale delete and permissions', () => {
  it('a user with plotresale.delete deletes a record from its show page after the confirmation', async () => {
    const record = resales()[0];
    const { user } = await renderSignedIn('admin', `/1/plotresale/${record.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete File Record' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this record');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitForPath('/1/plotresale');
    await waitFor(() => expect(resales().find(r => r.id === record.id)).toBeUndefined());
  });

  it('with plotresale.update but not .delete: edit, but no bulk delete and no Delete button', async () => {
    setPermissions('staff', ['plotresale.view', 'plotresale.update', 'plot.view', 'customer.view']);
    const record = resales()[0];
    await renderSignedIn('staff', '/1/plotresale');
    await waitFor(() => expect(bodyRows()).toHaveLength(resales().length));
    await waitFor(() => expect(rowOf(record)).toBeTruthy());
    expect(await within(rowOf(record)!).findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(document.querySelectorAll('tbody input[type="checkbox"]')).toHaveLength(0);
    // Without project.view the project is plain text.
    expect(within(rowOf(record)!).queryByRole('link', { name: String(projectOf(record).name) })).not.toBeInTheDocument();
    // The edit page offers Save, not Delete.
    window.history.pushState({}, '', `/1/plotresale/${record.id}`);
    fireEvent(window, new PopStateEvent('popstate'));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    await new Promise(resolve => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('with plotresale.view only: no edit, no bulk delete, and plain-text plot and customer', async () => {
    setPermissions('staff', ['plotresale.view']);
    const record = resales()[0];
    await renderSignedIn('staff', '/1/plotresale');
    await waitFor(() => expect(bodyRows()).toHaveLength(resales().length));
    await waitFor(() => expect(document.querySelector('tbody')).toHaveTextContent(String(customerOf(record).name)));
    await new Promise(resolve => setTimeout(resolve, 300));
    expect(screen.queryAllByRole('link', { name: 'Edit' })).toHaveLength(0);
    expect(document.querySelectorAll('tbody input[type="checkbox"]')).toHaveLength(0);
    // Without plot.view and customer.view the plot and customer are plain text.
    expect(screen.queryByRole('link', { name: String(customerOf(record).name) })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: String(plotOf(record).number) })).not.toBeInTheDocument();
    expect(screen.getAllByText(String(plotOf(record).number)).length).toBeGreaterThan(0);
  });

  it('a typed edit URL without plotresale.update shows Access denied', async () => {
    setPermissions('staff', ['plotresale.view']);
    await renderSignedIn('staff', `/1/plotresale/${resales()[0].id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
  });

  it('the show page hides Edit and Delete without the keys', async () => {
    setPermissions('staff', ['plotresale.view']);
    const record = resales()[0];
    await renderSignedIn('staff', `/1/plotresale/${record.id}/show`);
    expect(await screen.findByText(String(record.customer_permission))).toBeInTheDocument();
    await new Promise(resolve => setTimeout(resolve, 300));
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
