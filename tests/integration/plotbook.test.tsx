/**
 * Booked plots with the real <Admin> against the demo API (spec 2 §2 "Sales records", §3, §4, §7,
 * §8): the list and its links, the show page, the Paid / Un Paid toggle after a confirmation, the
 * PDF of a booking and the export of the filtered list (fetched with the session's headers and
 * saved as files), and what the permissions hide.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../mocks/node';
import { db, table, type Row } from '../../mocks/db';
import { fail } from '../../mocks/handlers/util';
import { renderSignedIn, captureDownloads } from './helpers';
import { expectRecordLink } from './links';

configure({ asyncUtilTimeout: 10000 });

const org1Bookings = () => table('plotbook').filter(b => b.organization_id === 1);
const newestFirst = (rows: Row[]) => [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
const bodyRows = () => Array.from(document.querySelectorAll('tbody tr')) as HTMLElement[];
const listUrl = (filter: Record<string, unknown>) => `/1/plotbook?filter=${encodeURIComponent(JSON.stringify(filter))}`;
const plotOf = (b: Row) => table('plot').find(p => p.id === b.plot_id)!;
const projectOf = (b: Row) => table('project').find(p => p.id === table('layout').find(l => l.id === plotOf(b).lid)!.project_id)!;
const customerOf = (b: Row) => table('customer').find(c => c.id === b.customer_id)!;

const setPermissions = (username: string, permissions: string[]) => {
  db().accounts.find(a => a.username === username)!.organizations[0].permissions = permissions;
};

/** The requests whose URL contains `part`, with their headers and (multipart) bodies. */
const captureRequests = (part: string) => {
  const seen: Array<{ url: string; method: string; headers: Headers; body: Promise<Record<string, string>> }> = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes(part)) return;
    const copy = request.clone();
    seen.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body:
        request.method === 'POST'
          ? copy.formData().then(f => Object.fromEntries(Array.from(f.entries()).map(([k, v]) => [k, String(v)])))
          : Promise.resolve({}),
    });
  });
  return seen;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('booked plot list', () => {
  it('lists 20 per page, newest first, with the plot, project and customer links and the amounts', async () => {
    await renderSignedIn('admin', '/1/plotbook');
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    // The column headers (read from the table head: role queries over the whole page are slow here).
    const headers = Array.from(document.querySelectorAll('thead th')).map(th => (th.textContent ?? '').trim());
    expect(headers).toEqual(expect.arrayContaining(['Plot', 'Project', 'Customer', 'Booking Advance', 'Total', 'Paid', 'Date']));
    const newest = newestFirst(org1Bookings())[0];
    const first = bodyRows()[0];
    expect(await within(first).findByRole('link', { name: String(plotOf(newest).number) })).toHaveAttribute(
      'href',
      `/1/plot/${newest.plot_id}/show`,
    );
    expect(within(first).getByRole('link', { name: String(projectOf(newest).name) })).toHaveAttribute(
      'href',
      `/1/project/${projectOf(newest).id}/show`,
    );
    expectRecordLink(first, String(customerOf(newest).name), 'customer', `/1/customer/${newest.customer_id}/show`);
    expect(first).toHaveTextContent(`₹${Number(newest.booking_advance).toLocaleString('en-IN')}`);
    expect(first).toHaveTextContent(`₹${Number(newest.total_amount).toLocaleString('en-IN')}`);
    expect(within(first).getByRole('button', { name: newest.paid ? 'Paid' : 'Un Paid' })).toBeInTheDocument();
    // No create (G29) and no bulk delete (no delete call).
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('tbody input[type="checkbox"]')).toHaveLength(0);
    expect(await screen.findByText(`1-20 of ${org1Bookings().length.toLocaleString('en-IN')}`)).toBeInTheDocument();
  });

  it('filters by paid status (the URL filter reaches the demo API)', async () => {
    await renderSignedIn('admin', listUrl({ paid: '0' }));
    const unpaid = org1Bookings().filter(b => b.paid === 0);
    expect(await screen.findByText(`1-${Math.min(20, unpaid.length)} of ${unpaid.length.toLocaleString('en-IN')}`)).toBeInTheDocument();
    // Every row's toggle (a button once the permission check has answered) reads Un Paid.
    await waitFor(() => expect(document.querySelectorAll('tbody button[data-paid]')).toHaveLength(bodyRows().length));
    const toggles = Array.from(document.querySelectorAll('tbody button[data-paid]'));
    expect(toggles.map(b => b.textContent)).toEqual(toggles.map(() => 'Un Paid'));
  });

  it('without customer.view and plot.view the customer and plot are plain text; without plotbook.update the pay status is no button', async () => {
    setPermissions('staff', ['plotbook.view']);
    const booking = newestFirst(org1Bookings())[0];
    await renderSignedIn('staff', listUrl({ ids: [booking.id] }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const row = bodyRows()[0];
    await waitFor(() => expect(row).toHaveTextContent(String(customerOf(booking).name)));
    // The permission checks are answered by then (they are asynchronous): give them a moment more.
    await new Promise(resolve => setTimeout(resolve, 300));
    expect(within(row).queryByRole('link', { name: String(customerOf(booking).name) })).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: String(plotOf(booking).number) })).not.toBeInTheDocument();
    expect(within(row).getByText(booking.paid ? 'Paid' : 'Un Paid')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^(Paid|Un Paid)$/ })).not.toBeInTheDocument();
  });
});

describe('booked plot show', () => {
  it('shows every booking field: payment mode, other amounts, signatures as images, the EMI plan and the links', async () => {
    const booking = org1Bookings().find(b => b.isemi === 1 && Array.isArray(b.other_amount) && (b.other_amount as string[]).length >= 2)!;
    await renderSignedIn('admin', `/1/plotbook/${booking.id}/show`);
    expect(await screen.findByRole('link', { name: String(plotOf(booking).number) })).toHaveAttribute(
      'href',
      `/1/plot/${booking.plot_id}/show`,
    );
    expectRecordLink(document.body, String(customerOf(booking).name), 'customer', `/1/customer/${booking.customer_id}/show`);
    expect(screen.getByRole('link', { name: String(projectOf(booking).name) })).toHaveAttribute(
      'href',
      `/1/project/${projectOf(booking).id}/show`,
    );
    expect(screen.getByText(String(booking.payment_mode))).toBeInTheDocument();
    // Other amounts as label:amount rows.
    const others = screen.getByRole('table', { name: 'Other amounts' });
    for (const item of booking.other_amount as string[]) {
      const [label, amount] = item.split(':');
      const row = within(others).getByText(label).closest('tr')!;
      expect(row).toHaveTextContent(`₹${Number(amount).toLocaleString('en-IN')}`);
    }
    // Both signatures as images.
    expect(screen.getByRole('img', { name: 'Admin signature' })).toHaveAttribute('src', String(booking.signature));
    if (booking.client_signature)
      expect(screen.getByRole('img', { name: 'Customer signature' })).toHaveAttribute('src', String(booking.client_signature));
    // The EMI plan.
    const emi = screen.getByTestId('booking-emi');
    expect(emi).toHaveTextContent(String(booking.emi_number));
    expect(emi).toHaveTextContent(`₹${Number(booking.instalment_amount).toLocaleString('en-IN')}`);
    expect(emi).toHaveTextContent(String(booking.due_type));
    // No edit (G29).
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('the Paid / Un Paid toggle', () => {
  it('marks a booking paid after the confirmation: the call, its fields and the server message', async () => {
    const booking = newestFirst(org1Bookings()).find(b => b.paid === 0)!;
    const calls = captureRequests('/paystatusupdate');
    const { user } = await renderSignedIn('admin', listUrl({ ids: [booking.id] }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(await within(bodyRows()[0]).findByRole('button', { name: 'Un Paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay status' });
    expect(dialog).toHaveTextContent(`Mark the booking of plot ${plotOf(booking).number} as Paid?`);
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Paid' }));
    expect(await screen.findByText('Pay status updated.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0].url).pathname).toBe(`/api/v1/1/plotbook/${booking.id}/paystatusupdate`);
    expect(calls[0].method).toBe('POST');
    expect(await calls[0].body).toEqual({ bookedid: String(booking.id), paid: '1' });
    expect(booking.paid).toBe(1);
    await waitFor(() => expect(within(bodyRows()[0]).getByRole('button', { name: 'Paid' })).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pay status' })).not.toBeInTheDocument());
  });

  it('cancelling changes nothing', async () => {
    const booking = newestFirst(org1Bookings()).find(b => b.paid === 1)!;
    const calls = captureRequests('/paystatusupdate');
    const { user } = await renderSignedIn('admin', `/1/plotbook/${booking.id}/show`);
    const toggle = await screen.findByRole('button', { name: 'Paid' });
    // Drawn inert until plotbook.update is answered (src/common/Gated.tsx).
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled'));
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Pay status' });
    expect(dialog).toHaveTextContent('as Un Paid?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
    expect(booking.paid).toBe(1);
  });

  it("a failure shows the server's message, or 'Unable to update status' without one, and the dialog stays open", async () => {
    const booking = newestFirst(org1Bookings()).find(b => b.paid === 0)!;
    let message = '';
    server.use(http.post('*/api/v1/:orgid/plotbook/:id/paystatusupdate', () => fail(message, 422)));
    const { user } = await renderSignedIn('admin', listUrl({ ids: [booking.id] }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(await within(bodyRows()[0]).findByRole('button', { name: 'Un Paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay status' });
    await user.click(within(dialog).getByRole('button', { name: 'Paid' }));
    expect(await screen.findByText('Unable to update status')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Pay status' })).toBeInTheDocument();
    message = 'The booking is locked.';
    await user.click(within(dialog).getByRole('button', { name: 'Paid' }));
    expect(await screen.findByText('The booking is locked.')).toBeInTheDocument();
    expect(booking.paid).toBe(0);
  });
});

describe('the PDF and the export', () => {
  it("downloads the PDF of a booking with the session's headers and saves it as a file", async () => {
    const booking = newestFirst(org1Bookings())[0];
    const calls = captureRequests('/bookedplot/pdf/');
    const { blobs, clicked } = captureDownloads();
    const { user } = await renderSignedIn('admin', listUrl({ ids: [booking.id] }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.click(within(bodyRows()[0]).getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(new URL(calls[0].url).pathname).toBe(`/api/v1/1/bookedplot/pdf/${booking.id}`);
    expect(calls[0].url).not.toMatch(/token/i);
    expect(calls[0].headers.get('Authorization')).toMatch(/^Bearer .+/);
    expect(calls[0].headers.get('X-Organization-Id')).toBe('1');
    expect(clicked[0].download).toBe(`booking-${String(plotOf(booking).number).replace(/[^A-Za-z0-9_-]+/g, '-')}-${booking.id}.pdf`);
    expect((await blobs[0].text()).startsWith('%PDF-1.4')).toBe(true);
    // The row click did not open the show page.
    expect(window.location.pathname).toBe('/1/plotbook');
  });

  it("exports the bookings of the current filters with the session's headers", async () => {
    const calls = captureRequests('/plotbook/export');
    const { blobs, clicked } = captureDownloads();
    const { user } = await renderSignedIn('admin', listUrl({ paid: '0', payment_mode: 'Cheque' }));
    const expected = org1Bookings().filter(b => b.paid === 0 && b.payment_mode === 'Cheque');
    expect(await screen.findByText(`1-${Math.min(20, expected.length)} of ${expected.length.toLocaleString('en-IN')}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const query = new URL(calls[0].url).searchParams;
    expect(query.get('paid')).toBe('0');
    expect(query.get('payment_mode')).toBe('Cheque');
    expect(query.get('s_sort')).toBe('created_at');
    expect(query.get('_order')).toBe('DESC');
    expect(query.get('showall')).toBe('true');
    expect(calls[0].headers.get('Authorization')).toMatch(/^Bearer .+/);
    expect(calls[0].headers.get('X-Organization-Id')).toBe('1');
    expect(clicked[0].download).toMatch(/^plotbook-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blobs[0].text()).trim().split('\r\n');
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines.slice(1).every(l => l.includes(',Cheque,') && l.includes(',Un Paid,'))).toBe(true);
  });
});
