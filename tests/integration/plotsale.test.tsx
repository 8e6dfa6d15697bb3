/**
 * Plot sales with the real <Admin> against the demo API (msw/node): the list, the show tabs
 * (Summary, salesstatus, instalment), the edit (multipart, _method=PUT, sale fields only), adding a
 * sale status (and a failing server keeping the dialog), deleting a sale (its plot Available
 * again), instalment create with each message then success back on the instalment tab,
 * instalment edit, the status types, and what the permissions hide.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../mocks/node';
import { db, table, type Row } from '../../mocks/db';
import { fail } from '../../mocks/handlers/util';
import { INSTALMENT_TABLE, SALE_STATUS_TABLE, SALE_STATUS_TYPE_TABLE } from '../../mocks/seed/plotSales';
import { renderSignedIn, waitForPath } from './helpers';
import { expectRecordLink } from './links';

configure({ asyncUtilTimeout: 10000 });

const LONG = { timeout: 15000 };
const org1Sales = () => table('plotsale').filter(s => s.organization_id === 1);
const newestFirst = (rows: Row[]) => [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
const bodyRows = () => Array.from(document.querySelectorAll('tbody tr')) as HTMLElement[];
const instalmentsOf = (saleId: number) => table(INSTALMENT_TABLE).filter(i => i.plot_sale_id === saleId);
const statusesOf = (saleId: number) => table(SALE_STATUS_TABLE).filter(s => s.sold_plot_id === saleId);
const saleWith = (where: (s: Row) => boolean) => newestFirst(org1Sales()).find(where)!;
const fill = (input: Element, value: string) => fireEvent.change(input, { target: { value } });

const setPermissions = (username: string, permissions: string[]) => {
  db().accounts.find(a => a.username === username)!.organizations[0]!.permissions = permissions;
};

/** The multipart bodies of the non-GET calls to paths containing `part`. */
const recordCalls = (part: string) => {
  const calls: Array<{ method: string; path: string; body: Record<string, string> }> = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes(part) || request.method === 'GET') return;
    const body: Record<string, string> = {};
    if (request.method !== 'DELETE') {
      const form = await request.clone().formData();
      for (const [k, v] of form.entries()) body[k] = typeof v === 'string' ? v : `(file ${(v as File).name})`;
    }
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
  });
  return calls;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('plot sale list', () => {
  it('lists 20 per page, newest first, with the plot, project and customer links; no create', async () => {
    await renderSignedIn('admin', '/1/plotsale');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), LONG);
    const newest = newestFirst(org1Sales())[0]!;
    const plot = table('plot').find(p => p.id === newest.plot_id)!;
    const customer = table('customer').find(c => c.id === newest.customer_id)!;
    const first = bodyRows()[0]!;
    expect(await within(first).findByRole('link', { name: String(plot.number) })).toHaveAttribute('href', `/1/plot/${plot.id}/show`);
    expectRecordLink(first, String(customer.name), 'customer', `/1/customer/${customer.id}/show`);
    for (const header of ['Plot', 'Project', 'Customer', 'Price', 'Total', 'Registration Due Date', 'Sale Status', 'Date']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
    expect(screen.getByText(`1-20 of ${org1Sales().length.toLocaleString('en-IN')}`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('without customer.view the customer is plain text; without plot.delete no bulk delete', async () => {
    setPermissions('staff', ['plot.view']);
    await renderSignedIn('staff', '/1/plotsale');
    await waitFor(() => expect(bodyRows()).toHaveLength(20), LONG);
    const newest = newestFirst(org1Sales())[0]!;
    const customer = table('customer').find(c => c.id === newest.customer_id)!;
    const first = bodyRows()[0]!;
    expect(within(first).getByText(String(customer.name))).toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: String(customer.name) })).not.toBeInTheDocument();
    expect(document.querySelectorAll('tbody input[type="checkbox"]').length).toBe(0);
  });

  it('searches by plot number', async () => {
    const sale = newestFirst(org1Sales())[5]!;
    const plot = table('plot').find(p => p.id === sale.plot_id)!;
    const matching = org1Sales().filter(s => {
      const p = table('plot').find(x => x.id === s.plot_id);
      const c = table('customer').find(x => x.id === s.customer_id);
      const q = String(plot.number).toLowerCase();
      return (
        String(p?.number ?? '')
          .toLowerCase()
          .includes(q) ||
        String(c?.name ?? '')
          .toLowerCase()
          .includes(q) ||
        String(s.notes ?? '')
          .toLowerCase()
          .includes(q)
      );
    });
    await renderSignedIn('admin', `/1/plotsale?filter=${encodeURIComponent(JSON.stringify({ q: String(plot.number) }))}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(20, matching.length)), LONG);
    expect((await screen.findAllByRole('link', { name: String(plot.number) })).length).toBeGreaterThan(0);
  });
});

describe('plot sale show', () => {
  it('shows the Summary, the salesstatus and the instalment tabs at their routes', async () => {
    const sale = saleWith(s => statusesOf(s.id).length > 1 && instalmentsOf(s.id).length > 0);
    const plot = table('plot').find(p => p.id === sale.plot_id)!;
    const { user } = await renderSignedIn('admin', `/1/plotsale/${sale.id}/show`);
    expect(await screen.findByRole('tab', { name: 'Summary', selected: true }, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: String(plot.number) })).toHaveAttribute('href', `/1/plot/${plot.id}/show`);
    const latest = newestFirst(statusesOf(sale.id))[0]!;
    expect(screen.getAllByText(String(latest.status)).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('tab', { name: 'Sales Status' }));
    await waitForPath(`/1/plotsale/${sale.id}/show/salesstatus`);
    await waitFor(() => expect(bodyRows()).toHaveLength(statusesOf(sale.id).length));
    expect(within(bodyRows()[0]!).getByText(String(latest.status))).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Instalment' }));
    await waitForPath(`/1/plotsale/${sale.id}/show/instalment`);
    await waitFor(() => expect(bodyRows()).toHaveLength(instalmentsOf(sale.id).length));
    const newestInstalment = newestFirst(instalmentsOf(sale.id))[0]!;
    expect(within(bodyRows()[0]!).getByText(`₹${Number(newestInstalment.amount).toLocaleString('en-IN')}`)).toBeInTheDocument();
  });

  it('opens a tab from its typed route', async () => {
    const sale = saleWith(s => instalmentsOf(s.id).length > 0);
    await renderSignedIn('admin', `/1/plotsale/${sale.id}/show/instalment`);
    expect(await screen.findByRole('tab', { name: 'Instalment', selected: true }, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Add Instalment' })).toHaveAttribute(
      'href',
      `/1/plotsaleinstalment/create?plotid=${sale.plot_id}&plotsaleid=${sale.id}`,
    );
  });
});

describe('plot sale edit', () => {
  it('sends the sale fields as multipart with _method=PUT and returns to the sale', async () => {
    const sale = saleWith(s => !s.customer_image);
    const calls = recordCalls(`/1/plotsale/${sale.id}`);
    const { user } = await renderSignedIn('admin', `/1/plotsale/${sale.id}`);
    const price = await screen.findByRole('spinbutton', { name: /Price/ }, LONG);
    await waitFor(() => expect(price).toHaveAttribute('aria-valuenow', String(Number(sale.price))));
    fill(price, '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Price is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fill(price, '2345000');
    fill(screen.getByLabelText('Registration Due Date'), '2026-12-24');
    fill(screen.getByRole('textbox', { name: 'Notes' }), 'Registration moved to Christmas eve');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath(`/1/plotsale/${sale.id}/show`);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: `/api/v1/1/plotsale/${sale.id}` });
    expect(calls[0]!.body).toMatchObject({
      _method: 'PUT',
      price: '2345000',
      registration_due_date: '2026-12-24',
      notes: 'Registration moved to Christmas eve',
    });
    expect(Object.keys(calls[0]!.body).sort()).toEqual(['_method', 'broker_id', 'notes', 'price', 'registration_due_date']);
    expect(table('plotsale').find(s => s.id === sale.id)).toMatchObject({
      price: 2345000,
      registration_due_date: '2026-12-24',
      notes: 'Registration moved to Christmas eve',
    });
  });

  it('uploads a new customer image as the customer_image file', async () => {
    const sale = saleWith(s => !s.customer_image);
    const calls = recordCalls(`/1/plotsale/${sale.id}`);
    const { user } = await renderSignedIn('admin', `/1/plotsale/${sale.id}`);
    await screen.findByRole('spinbutton', { name: /Price/ }, LONG);
    const input = document.querySelector('.ra-input-customer_image_upload input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'buyer.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath(`/1/plotsale/${sale.id}/show`);
    expect(calls[0]!.body.customer_image).toBe('(file buyer.png)');
    expect(table('plotsale').find(s => s.id === sale.id)!.customer_image).toMatch(/buyer\.png$/);
  });

  it("deletes the customer image after 'Are you sure!. Do you wnat to delete this image.'", async () => {
    const sale = saleWith(s => !!s.customer_image);
    const key = String(sale.customer_image);
    const calls = recordCalls(`/1/plotsale/${sale.id}/customerimage/delete`);
    const { user } = await renderSignedIn('admin', `/1/plotsale/${sale.id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete image' }, LONG));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure!. Do you wnat to delete this image.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Customer image deleted.')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ key });
    expect(table('plotsale').find(s => s.id === sale.id)!.customer_image).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete image' })).not.toBeInTheDocument());
  });

  it('a typed edit URL without plot.update is refused', async () => {
    setPermissions('staff', ['plot.view']);
    const sale = newestFirst(org1Sales())[0]!;
    await renderSignedIn('staff', `/1/plotsale/${sale.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' }, LONG)).toBeInTheDocument();
  });
});

describe('sale status', () => {
  const openDialog = async (saleId: number) => {
    const rendered = await renderSignedIn('admin', `/1/plotsale/${saleId}/show/salesstatus`);
    await rendered.user.click(await screen.findByRole('button', { name: 'Add Status' }, LONG));
    return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Add Sale Status' }) };
  };

  it('requires a status type, then adds the record (sold_plot_id, notes, statustype) to the tab', async () => {
    const sale = saleWith(s => statusesOf(s.id).length === 0);
    const calls = recordCalls('/1/plotsalestatus');
    const typeReads: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith('/1/plotsalestatuslist')) typeReads.push(new URL(request.url));
    });
    const { user, dialog } = await openDialog(sale.id);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Status type is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Status Type/ }));
    const types = table(SALE_STATUS_TYPE_TABLE).filter(t => t.organization_id === 1);
    const options = await screen.findAllByRole('option');
    // The status types are read 1000 per page (spec 2 §7).
    expect(typeReads.length).toBeGreaterThan(0);
    expect(typeReads[0]!.searchParams.get('perPage')).toBe('1000');
    expect(options.map(o => (o.textContent ?? '').trim()).filter(Boolean)).toEqual(types.map(t => t.status));
    await user.click(screen.getByRole('option', { name: 'Registration Scheduled' }));
    fill(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Slot on Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Sale status added successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Sale Status' })).not.toBeInTheDocument());
    const type = types.find(t => t.status === 'Registration Scheduled')!;
    expect(calls[0]!.body).toEqual({ sold_plot_id: String(sale.id), statustype: String(type.id), notes: 'Slot on Monday' });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByText('Slot on Monday')).toBeInTheDocument();
    expect(statusesOf(sale.id)).toHaveLength(1);
  });

  it('a failing server keeps the dialog and its values and shows the message', async () => {
    const sale = newestFirst(org1Sales())[0]!;
    server.use(http.post('*/api/v1/:orgid/plotsalestatus', () => fail('The sale is locked for audit.', 422)));
    const { user, dialog } = await openDialog(sale.id);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Status Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Registered' }));
    fill(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Keep me');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The sale is locked for audit.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Sale Status' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveValue('Keep me');
    expect(within(dialog).getByRole('combobox', { name: /Status Type/ })).toHaveTextContent('Registered');
  });

  it('without plot.update there is no Add Status', async () => {
    setPermissions('staff', ['plot.view']);
    const sale = saleWith(s => statusesOf(s.id).length > 0);
    await renderSignedIn('staff', `/1/plotsale/${sale.id}/show/salesstatus`);
    await waitFor(() => expect(bodyRows()).toHaveLength(statusesOf(sale.id).length), LONG);
    expect(screen.queryByRole('button', { name: 'Add Status' })).not.toBeInTheDocument();
  });
});

describe('deleting a sale', () => {
  it('sets its plot back to Available and returns to the list', async () => {
    const sale = newestFirst(org1Sales())[0]!;
    const plot = table('plot').find(p => p.id === sale.plot_id)!;
    expect(plot.status).toBe('Sold');
    const { user } = await renderSignedIn('admin', `/1/plotsale/${sale.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }, LONG));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete File Record')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete this record')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitForPath('/1/plotsale');
    expect(await screen.findByText('Plot sale deleted successfully. The plot is Available again.')).toBeInTheDocument();
    expect(table('plotsale').some(s => s.id === sale.id)).toBe(false);
    expect(table('plot').find(p => p.id === plot.id)).toMatchObject({ status: 'Available', customer_id: null });
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(screen.queryByRole('link', { name: String(plot.number) })).not.toBeInTheDocument();
  });

  it('the plot page then shows it Available with the history row', async () => {
    const sale = newestFirst(org1Sales())[0]!;
    const { user } = await renderSignedIn('admin', `/1/plotsale/${sale.id}/show`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }, LONG));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitForPath('/1/plotsale');
    window.history.pushState({}, '', `/1/plot/${sale.plot_id}/show/status`);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText('Sale deleted', {}, LONG)).toBeInTheDocument();
  });

  it('without plot.delete there is no Delete', async () => {
    setPermissions('staff', ['plot.view', 'plot.update']);
    const sale = newestFirst(org1Sales())[0]!;
    await renderSignedIn('staff', `/1/plotsale/${sale.id}/show`);
    expect(await screen.findByRole('tab', { name: 'Summary' }, LONG)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('instalments', () => {
  it('create: each message, then success back on the instalment tab', async () => {
    const sale = saleWith(s => instalmentsOf(s.id).length === 0);
    const calls = recordCalls('/1/plotsaleinstalment');
    const { user } = await renderSignedIn('admin', `/1/plotsale/${sale.id}/show/instalment`);
    await user.click(await screen.findByRole('link', { name: 'Add Instalment' }, LONG));
    await waitForPath('/1/plotsaleinstalment/create');
    expect(window.location.search).toBe(`?plotid=${sale.plot_id}&plotsaleid=${sale.id}`);

    await user.click(await screen.findByRole('button', { name: 'Save' }, LONG));
    expect(await screen.findByText('Amount is required')).toBeInTheDocument();
    expect(screen.getByText('Received Date is required')).toBeInTheDocument();
    expect(screen.getByText('Received User is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fill(screen.getByRole('spinbutton', { name: /Amount/ }), '150000');
    fill(screen.getByLabelText(/Received Date/), '2026-11-18');
    const users = table('user').filter(u => u.organization_id === 1);
    const receiver = [...users].sort((a, b) => String(a.name).localeCompare(String(b.name)))[0]!;
    await user.click(screen.getByRole('combobox', { name: /Received User/ }));
    await user.click(await screen.findByRole('option', { name: String(receiver.name) }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitForPath(`/1/plotsale/${sale.id}/show/instalment`);
    expect(calls[0]!.body).toEqual({
      amount: '150000',
      received_at: '2026-11-18',
      received_user_id: String(receiver.id),
      plotid: String(sale.plot_id),
      plotsaleid: String(sale.id),
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByText('₹1,50,000')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText(String(receiver.name))).toBeInTheDocument();
    expect(instalmentsOf(sale.id)).toMatchObject([
      { amount: 150000, received_at: '2026-11-18', received_user_id: receiver.id, plotid: sale.plot_id },
    ]);
  });

  it('edit at /plotsaleinstalment/{id}?plotsaleid: POST with _method=PUT, back on the instalment tab', async () => {
    const sale = saleWith(s => instalmentsOf(s.id).length > 0);
    const instalment = newestFirst(instalmentsOf(sale.id))[0]!;
    const calls = recordCalls(`/1/plotsaleinstalment/${instalment.id}`);
    const { user } = await renderSignedIn('admin', `/1/plotsale/${sale.id}/show/instalment`);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), LONG);
    const edit = await within(bodyRows()[0]!).findByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('href', `/1/plotsaleinstalment/${instalment.id}?plotsaleid=${sale.id}`);
    await user.click(edit);
    const amount = await screen.findByRole('spinbutton', { name: /Amount/ }, LONG);
    await waitFor(() => expect(amount).toHaveAttribute('aria-valuenow', String(Number(instalment.amount))));
    fill(amount, '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Amount is required')).toBeInTheDocument();
    fill(amount, '77777.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath(`/1/plotsale/${sale.id}/show/instalment`);
    expect(calls[0]!.body).toMatchObject({
      _method: 'PUT',
      amount: '77777.5',
      received_at: String(instalment.received_at),
      plotsaleid: String(sale.id),
    });
    expect(table(INSTALMENT_TABLE).find(i => i.id === instalment.id)).toMatchObject({ amount: 77777.5, plot_sale_id: sale.id });
    expect(await screen.findByText('₹77,777.5')).toBeInTheDocument();
  });

  it('Add Instalment needs instalment.create and Edit instalment.update; typed URLs are refused', async () => {
    const sale = saleWith(s => instalmentsOf(s.id).length > 0);
    setPermissions('staff', ['plot.view']);
    await renderSignedIn('staff', `/1/plotsale/${sale.id}/show/instalment`);
    await waitFor(() => expect(bodyRows()).toHaveLength(instalmentsOf(sale.id).length), LONG);
    expect(screen.queryByRole('link', { name: 'Add Instalment' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: 'Edit' })).toHaveLength(0);
  });

  it('with instalment.create and instalment.update both show', async () => {
    const sale = saleWith(s => instalmentsOf(s.id).length > 0);
    setPermissions('staff', ['plot.view', 'instalment.create', 'instalment.update']);
    await renderSignedIn('staff', `/1/plotsale/${sale.id}/show/instalment`);
    await waitFor(() => expect(bodyRows()).toHaveLength(instalmentsOf(sale.id).length), LONG);
    expect(await screen.findByRole('link', { name: 'Add Instalment' })).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: 'Edit' })).toHaveLength(instalmentsOf(sale.id).length);
  });

  it('a typed create URL without instalment.create shows Access denied', async () => {
    setPermissions('staff', ['plot.view']);
    const sale = newestFirst(org1Sales())[0]!;
    await renderSignedIn('staff', `/1/plotsaleinstalment/create?plotid=${sale.plot_id}&plotsaleid=${sale.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' }, LONG)).toBeInTheDocument();
  });
});

describe('plot sale status types', () => {
  it("lists them, refuses an empty status with 'Status is required', creates and edits", async () => {
    const { user } = await renderSignedIn('admin', '/1/plotsalestatuslist');
    const types = table(SALE_STATUS_TYPE_TABLE).filter(t => t.organization_id === 1);
    await waitFor(() => expect(bodyRows()).toHaveLength(types.length), LONG);
    await user.click(screen.getByRole('link', { name: 'Create' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }, LONG));
    expect(await screen.findByText('Status is required')).toBeInTheDocument();
    fill(screen.getByRole('textbox', { name: /Status/ }), 'Loan Sanctioned');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath('/1/plotsalestatuslist');
    await waitFor(() => expect(bodyRows()).toHaveLength(types.length + 1));
    const created = table(SALE_STATUS_TYPE_TABLE).find(t => t.status === 'Loan Sanctioned')!;
    expect(created.organization_id).toBe(1);

    await user.click(within(bodyRows()[0]!).getByText('Loan Sanctioned'));
    await waitForPath(`/1/plotsalestatuslist/${created.id}`);
    const input = await screen.findByRole('textbox', { name: /Status/ }, LONG);
    await waitFor(() => expect(input).toHaveValue('Loan Sanctioned'));
    fill(input, 'Bank Loan Sanctioned');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath('/1/plotsalestatuslist');
    expect(table(SALE_STATUS_TYPE_TABLE).find(t => t.id === created.id)!.status).toBe('Bank Loan Sanctioned');
  });

  it('plotsalestatustype.view alone: rows do not open the edit, no bulk delete, the typed edit URL is refused', async () => {
    setPermissions('staff', ['plotsalestatustype.view']);
    await renderSignedIn('staff', '/1/plotsalestatuslist');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), LONG);
    expect(document.querySelectorAll('tbody input[type="checkbox"]').length).toBe(0);
    fireEvent.click(within(bodyRows()[0]!).getAllByRole('cell')[0]!);
    await new Promise(resolve => setTimeout(resolve, 300));
    expect(window.location.pathname).toBe('/1/plotsalestatuslist');
  });

  it('with plotsalestatustype.update and .delete: edit opens and bulk delete shows', async () => {
    setPermissions('staff', ['plotsalestatustype.view', 'plotsalestatustype.update', 'plotsalestatustype.delete']);
    const { user } = await renderSignedIn('staff', '/1/plotsalestatuslist');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), LONG);
    expect(document.querySelectorAll('tbody input[type="checkbox"]').length).toBe(bodyRows().length);
    const newest = newestFirst(table(SALE_STATUS_TYPE_TABLE).filter(t => t.organization_id === 1))[0]!;
    await user.click(within(bodyRows()[0]!).getByText(String(newest.status)));
    await waitForPath(`/1/plotsalestatuslist/${newest.id}`);
  });

  it('a typed edit URL without plotsalestatustype.update shows Access denied', async () => {
    setPermissions('staff', ['plotsalestatustype.view']);
    await renderSignedIn('staff', '/1/plotsalestatuslist/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' }, LONG)).toBeInTheDocument();
  });
});
