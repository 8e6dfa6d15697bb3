/**
 * A plot's history (issue 38) with the real console against the demo API (msw/node): the plot's
 * History tab and the customer's Plot History tab merge the booking, the status rows, the EMI plan
 * and its payments newest first with who and when; the kind filter; the CSV export of the rows
 * shown; each source read once; a member without the EMI view key sees no EMI rows, is told so,
 * and stays signed in.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { nextId, table, type Row } from '../../mocks/db';
import { captureDownloads, captureRequests, renderSignedIn, setPermissions, waitForPath } from './helpers';
import { todayYmd } from '../../src/features/emi/schedule';
import { formatDate } from '../../src/common/format';

configure({ asyncUtilTimeout: 15000 });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
const userName = (id: unknown) => String(table('user').find(u => u.id === id)!.name);

/**
 * A booked plot of organization 1 with an EMI plan (no sale, no resale), and a payment recorded an
 * hour ago by a known member: the newest event of the plot.
 */
const bookedPlotWithPayment = () => {
  const booking = org1('plotbook').find(
    b =>
      b.isemi === 1 &&
      b.user_id != null &&
      org1('plotemi').some(p => p.plot_book_id === b.id) &&
      !org1('plotsale').some(s => s.plot_id === b.plot_id) &&
      !org1('plotresale').some(s => s.plot_id === b.plot_id),
  )!;
  const plan = org1('plotemi').find(p => p.plot_book_id === booking.id)!;
  const plot = org1('plot').find(p => p.id === booking.plot_id)!;
  const recorder = org1('user').find(u => u.id !== booking.user_id)!;
  const at = new Date(Date.now() - 3600_000);
  const payment: Row = {
    id: nextId('plotemihistory'),
    organization_id: 1,
    emi_id: plan.id,
    amount: 12345.67,
    paid_on: todayYmd(at),
    status: 'Paid',
    is_penalty: 0,
    penalty_amount: null,
    user_id: recorder.id,
    created_at: at.toISOString(),
  };
  table('plotemihistory').push(payment);
  const paid = org1('plotemihistory').filter(i => i.emi_id === plan.id && i.status === 'Paid');
  const statuses = org1('plotstatus').filter(s => s.plot_id === plot.id);
  return { booking, plan, plot, payment, recorder, paid, statuses };
};

const historyTable = () => screen.findByRole('table', { name: 'Plot history' });
const rowsOf = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
const kinds = (t: HTMLElement) => rowsOf(t).map(r => r.getAttribute('data-kind'));
const gets = (seen: ReturnType<typeof captureRequests>, path: string) => seen.filter(r => r.method === 'GET' && r.path === path);

describe("a plot's history (issue 38)", () => {
  it('shows the booking and the EMI payment with who and when, newest first; reads each source once', async () => {
    const { booking, plot, payment, recorder, paid, statuses } = bookedPlotWithPayment();
    const seen = captureRequests();
    await renderSignedIn('admin', `/1/plot/${plot.id}/show/history`);
    const t = await historyTable();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');

    // Newest first: the payments (ours on top), then the plan, the booking and its status rows made at the same moment, older statuses last.
    expect(kinds(t)).toEqual([...paid.map(() => 'Payment'), 'EMI', 'Booking', ...statuses.map(() => 'Status')]);
    const [top] = rowsOf(t);
    expect(within(top!).getByText('EMI payment')).toBeInTheDocument();
    expect(within(top!).getByText(recorder.name as string)).toBeInTheDocument();
    expect(within(top!).getByText(formatDate(payment.created_at, true))).toBeInTheDocument();
    expect(within(top!).getByText('₹12,345.67')).toBeInTheDocument();

    const bookingRow = rowsOf(t).find(r => r.getAttribute('data-kind') === 'Booking')!;
    expect(within(bookingRow).getByText(userName(booking.user_id))).toBeInTheDocument();
    expect(within(bookingRow).getByText(formatDate(booking.created_at, true))).toBeInTheDocument();
    expect(within(bookingRow).getByRole('link', { name: 'Booking' })).toHaveAttribute('href', `/1/plotbook/${booking.id}/show`);
    // The booking's stored signatures.
    expect(within(bookingRow).getByRole('img', { name: 'Admin signature' })).toHaveAttribute('src', booking.signature as string);
    // Each status row says from what (the plot's status before it), newest first.
    const chain = [...statuses].sort((a, b) => a.created_at.localeCompare(b.created_at)).map(s => String(s.status));
    const changes = chain.map((to, i) => (i ? `${chain[i - 1]} → ${to}` : to)).reverse();
    const changeCells = rowsOf(t)
      .filter(r => r.getAttribute('data-kind') === 'Status')
      .map(r => within(r).getAllByRole('cell')[3]!.textContent);
    expect(changeCells).toEqual(changes);
    expect(changes[0]).toMatch(/Booked$/);

    for (const path of ['/1/plotstatus', '/1/plotbook', '/1/plotsale', '/1/plotresale', '/1/plotemi/filter', '/1/plotemi/emihistory']) {
      expect(gets(seen, path), path).toHaveLength(1);
    }
    expect(new URLSearchParams(gets(seen, '/1/plotstatus')[0]!.search).get('plot_id')).toBe(String(plot.id));
    expect(new URLSearchParams(gets(seen, '/1/plotemi/emihistory')[0]!.search).get('eid')).toBe(String(paid[0]!.emi_id));
    // No sale: no sale status read.
    expect(gets(seen, '/1/plotsalestatus')).toEqual([]);
  });

  it('filters by kind and exports the rows shown as CSV with a byte-order mark', async () => {
    const { plot, recorder, paid } = bookedPlotWithPayment();
    const { user } = await renderSignedIn('admin', `/1/plot/${plot.id}/show/history`);
    const t = await historyTable();
    const kind = within(screen.getByRole('group', { name: 'Kind' }));
    expect(kind.getAllByRole('button').map(b => b.textContent)).toEqual(['All', 'Status', 'Booking', 'Sale', 'Resale', 'EMI', 'Payment']);

    await user.click(kind.getByRole('button', { name: 'Booking' }));
    expect(kind.getByRole('button', { name: 'Booking' })).toHaveAttribute('aria-pressed', 'true');
    expect(kinds(await historyTable())).toEqual(['Booking']);

    await user.click(kind.getByRole('button', { name: 'Payment' }));
    expect(kinds(await historyTable())).toEqual(paid.map(() => 'Payment'));

    const { blobs, clicked } = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(clicked[0]!.download).toBe(`plot-${String(plot.number).replace(/[^\w.-]+/g, '-')}-history-${todayYmd()}.csv`);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Kind,Event,Plot,Customer,From,To,Amount,By,Details,Notes,Signatures');
    expect(lines).toHaveLength(1 + paid.length);
    expect(lines[1]).toContain(`,Payment,EMI payment,${String(plot.number)},`);
    expect(lines[1]).toContain(`,12345.67,${String(recorder.name)},`);
    expect(lines.slice(1).every(l => l.split(',')[1] === 'Payment')).toBe(true);

    await user.click(kind.getByRole('button', { name: 'All' }));
    expect(rowsOf(t).length).toBeGreaterThan(paid.length);
  });

  it('without the EMI view key: no EMI or payment rows, a note says so, nothing of the plans is read, and the member stays signed in', async () => {
    const { plot, booking } = bookedPlotWithPayment();
    setPermissions('staff', ['plot.view', 'plotbook.view']);
    const seen = captureRequests();
    await renderSignedIn('staff', `/1/plot/${plot.id}/show/history`);
    const t = await historyTable();
    expect(kinds(t)).toEqual([
      'Booking',
      ...org1('plotstatus')
        .filter(s => s.plot_id === booking.plot_id)
        .map(() => 'Status'),
    ]);
    expect(screen.getByRole('note')).toHaveTextContent('Not shown: Resale, EMI, Payment — you do not have permission to view them.');
    const kind = within(screen.getByRole('group', { name: 'Kind' }));
    expect(kind.getAllByRole('button').map(b => b.textContent)).toEqual(['All', 'Status', 'Booking', 'Sale']);
    expect(seen.filter(r => r.path.startsWith('/1/plotemi') || r.path === '/1/plotresale')).toEqual([]);
    await waitForPath(`/1/plot/${plot.id}/show/history`);
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(localStorage.getItem('plots-console.session')).not.toBeNull();
  });

  it("the customer's Plot History tab: the same rows for the customer's plots, read with customer_id", async () => {
    const { booking, plot, recorder, paid } = bookedPlotWithPayment();
    const seen = captureRequests();
    await renderSignedIn('admin', `/1/customer/${booking.customer_id}/show/plothistory`);
    const t = await historyTable();
    const payments = rowsOf(t).filter(r => r.getAttribute('data-kind') === 'Payment');
    expect(payments.length).toBeGreaterThanOrEqual(paid.length);
    const top = rowsOf(t)[0]!;
    expect(top).toHaveAttribute('data-kind', 'Payment');
    expect(within(top).getByText(recorder.name as string)).toBeInTheDocument();
    expect(within(top).getByRole('link', { name: String(plot.number) })).toHaveAttribute('href', `/1/plot/${plot.id}/show`);
    const bookingRow = rowsOf(t).find(
      r =>
        r.getAttribute('data-kind') === 'Booking' &&
        within(r).queryByRole('link', { name: 'Booking' })?.getAttribute('href') === `/1/plotbook/${booking.id}/show`,
    );
    expect(bookingRow).toBeTruthy();
    for (const path of ['/1/plotstatus', '/1/plotbook', '/1/plotsale', '/1/plotresale', '/1/plotemi']) {
      const reads = gets(seen, path);
      expect(reads, path).toHaveLength(1);
      expect(new URLSearchParams(reads[0]!.search).get('customer_id'), path).toBe(String(booking.customer_id));
    }
    const plans = org1('plotemi').filter(p => p.customer_id === booking.customer_id);
    expect(
      gets(seen, '/1/plotemi/emihistory')
        .map(r => new URLSearchParams(r.search).get('eid'))
        .sort(),
    ).toEqual(plans.map(p => String(p.id)).sort());
  });

  it("a customer's several sales: their status records in one read (sold_plot_id[]), each after the previous one of its sale", async () => {
    const statusesOf = (sale: Row) => org1('plotsalestatus').filter(st => st.sold_plot_id === sale.id);
    const customer = org1('customer').find(
      c => org1('plotsale').filter(s => s.customer_id === c.id && statusesOf(s).length > 0).length >= 2,
    )!;
    const sales = org1('plotsale').filter(s => s.customer_id === customer.id);
    const records = sales.flatMap(statusesOf);
    const seen = captureRequests();
    await renderSignedIn('admin', `/1/customer/${customer.id}/show/plothistory`);
    const t = await historyTable();
    const reads = gets(seen, '/1/plotsalestatus');
    expect(reads).toHaveLength(1);
    expect(new URLSearchParams(reads[0]!.search).getAll('sold_plot_id[]').sort()).toEqual(sales.map(s => String(s.id)).sort());
    const saleStatusRows = rowsOf(t).filter(r => within(r).queryByText('Sale status'));
    expect(saleStatusRows).toHaveLength(records.length);
    // The oldest record of a sale has no "from"; a later one names the status before it.
    const sale = sales.find(x => statusesOf(x).length >= 2) ?? sales[0]!;
    const chain = statusesOf(sale)
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map(st => String(st.status));
    const cells = saleStatusRows.map(r => within(r).getAllByRole('cell')[3]!.textContent);
    chain.forEach((to, i) => expect(cells).toContain(i ? `${chain[i - 1]} → ${to}` : to));
  });
});
