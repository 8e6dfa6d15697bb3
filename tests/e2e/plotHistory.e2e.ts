/**
 * A plot's history (issue 38) in real Chromium against the production build: the admin opens a
 * booked plot with an EMI plan, sees its payments above the booking with who and when, filters by
 * kind, downloads the CSV (UTF-8 with a byte-order mark), and the page passes the accessibility
 * scan; the customer's Plot History tab shows the same booking.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiGet, rowsOf } from '../../bench/browser.mjs';
import { openBrowser, signIn, visit, type Session } from './browser';
import { expectAccessible } from './axe';

let s: Session;
beforeEach(async () => {
  s = await openBrowser();
});
afterEach(async () => {
  await s.close();
});

type Rec = Record<string, unknown> & { id: number };

/** A booking with an EMI plan that has payments, on a plot still Booked (no sale), as the demo API answers them. */
const bookedPlanWithPayments = async () => {
  // Small reads: the first Booked plans, then each one's history, until one has payments.
  const plans = rowsOf(await apiGet(s.page, 'plotemi?plot_status=Booked&page=1&perPage=30&s_sort=created_at&_order=ASC')) as Rec[];
  for (const plan of plans.filter(p => p.plot_book_id != null && (p.plot as Rec | null)?.status === 'Booked')) {
    const items = rowsOf(await apiGet(s.page, `plotemi/emihistory?eid=${plan.id}&showall=true`)) as Rec[];
    const paid = items.filter(i => i.status === 'Paid');
    if (paid.length >= 2 && paid.every(i => i.user)) {
      const booking = (await apiGet(s.page, `plotbook/${plan.plot_book_id}`)) as Rec;
      return { plan, paid, booking };
    }
  }
  throw new Error('no booked plot with EMI payments in the demo data');
};

describe("a plot's history", () => {
  it('shows payments above the booking with who and when, filters by kind, exports a CSV with a BOM, passes the scan', async () => {
    const { page } = s;
    // Signed in at a small list, not the dashboard and its charts: the history is opened inside the console.
    await signIn(page, 'admin', '/1/plotemi');
    const { plan, paid, booking } = await bookedPlanWithPayments();
    const plotId = (booking.plot as Rec).id;
    await visit(page, `/1/plot/${plotId}/show/history`);
    const table = page.getByRole('table', { name: 'Plot history' });
    await table.waitFor();
    const kinds = () => table.locator('tbody tr').evaluateAll(rows => rows.map(r => r.getAttribute('data-kind')));
    const all = await kinds();
    // Newest first: every payment (made after the booking), then the plan, the booking, its status rows.
    expect(all.slice(0, paid.length + 2)).toEqual([...paid.map(() => 'Payment'), 'EMI', 'Booking']);
    expect(all.slice(paid.length + 2).every(k => k === 'Status')).toBe(true);
    const bookingRow = table.locator('tbody tr[data-kind="Booking"]');
    await bookingRow.getByText(String((booking.user as Rec).name)).waitFor();
    await bookingRow.getByRole('img', { name: 'Admin signature' }).waitFor();
    const payment = table.locator('tbody tr[data-kind="Payment"]').first();
    const latest = [...paid].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))[0]!;
    await payment.getByText(String((latest.user as Rec).name)).waitFor();
    await expectAccessible(page, `/1/plot/${plotId}/show/history`);

    const group = page.getByRole('group', { name: 'Kind' });
    await group.getByRole('button', { name: 'Payment' }).click();
    await expect.poll(kinds).toEqual(paid.map(() => 'Payment'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^plot-.+-history-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Kind,Event,Plot,Customer,From,To,Amount,By,Details,Notes,Signatures');
    expect(lines).toHaveLength(paid.length + 1);
    expect(lines.slice(1).every(l => l.split(',')[1] === 'Payment')).toBe(true);

    // The customer's page: the same booking in the Plot History tab.
    await visit(page, `/1/customer/${plan.customer_id}/show/plothistory`);
    const customerTable = page.getByRole('table', { name: 'Plot history' });
    await customerTable.locator(`tbody tr[data-kind="Booking"] a[href="/1/plotbook/${booking.id}/show"]`).waitFor();
  });
});
