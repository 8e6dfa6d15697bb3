/**
 * Bookings and resale, without a screen: the pure readings of a booking (spec 2 §3, §4), the resale
 * rules (spec 3 §3, §4, §5), the typed custom calls (spec 2 §7) and the demo API behind them, and
 * the seeded resale records.
 */
import { describe, expect, it, vi } from 'vitest';
import { db, table, type Row } from '../../mocks/db';
import { RESALE_SEED } from '../../mocks/seed/resale';
import { createDataProvider } from '../../src/api/dataProvider';
import { toFormData } from '../../src/api/formData';
import { createHttpClient } from '../../src/api/http';
import {
  BOOKING_MESSAGES,
  activeFilters,
  emiSummary,
  isPaid,
  nextPaid,
  otherAmountsTotal,
  parseOtherAmounts,
  payConfirmText,
  payLabel,
  signatureSrc,
} from '../../src/resources/sales/plotbook/bookingLogic';
import {
  RESALE_MESSAGES,
  RESALE_STATUSES,
  isForResale,
  resaleErrors,
  validateResaleStatus,
} from '../../src/resources/sales/plotresale/resaleLogic';

describe('the pay flag (spec 2 §4: Paid / Un Paid)', () => {
  it.each([
    [1, true, 'Paid', 0],
    ['1', true, 'Paid', 0],
    [true, true, 'Paid', 0],
    [0, false, 'Un Paid', 1],
    ['0', false, 'Un Paid', 1],
    [null, false, 'Un Paid', 1],
    [undefined, false, 'Un Paid', 1],
  ])('%s is paid=%s, shown %s, toggles to %s', (value, paid, label, next) => {
    expect(isPaid(value)).toBe(paid);
    expect(payLabel(value)).toBe(label);
    expect(nextPaid(value)).toBe(next);
  });

  it('the texts are verbatim: the server message and the toggle failure of C22', () => {
    expect(BOOKING_MESSAGES.payUpdated).toBe('Pay status updated.');
    expect(BOOKING_MESSAGES.payFailed).toBe('Unable to update status');
    expect(payConfirmText(0, 'A-12')).toBe('Mark the booking of plot A-12 as Paid?');
    expect(payConfirmText(1)).toBe('Mark the booking as Un Paid?');
  });
});

describe('other amounts as label:amount rows (spec 1 §3)', () => {
  it.each([
    [
      'a list of label:amount strings',
      ['EB Deposit:15000', 'Corpus Fund:25000'],
      [
        { label: 'EB Deposit', amount: 15000 },
        { label: 'Corpus Fund', amount: 25000 },
      ],
    ],
    ['a label with a colon keeps it', ['Fee: legal:5000'], [{ label: 'Fee: legal', amount: 5000 }]],
    ['objects', [{ label: 'Water', amount: '8000' }], [{ label: 'Water', amount: 8000 }]],
    ['JSON text', '["Documentation:7500"]', [{ label: 'Documentation', amount: 7500 }]],
    [
      'lines of text',
      'A:1\nB:2',
      [
        { label: 'A', amount: 1 },
        { label: 'B', amount: 2 },
      ],
    ],
    ['an amount that is not a number', ['Misc:abc'], [{ label: 'Misc', amount: null }]],
    ['nothing', null, []],
    ['an empty list', [], []],
  ])('%s', (_name, value, expected) => {
    expect(parseOtherAmounts(value)).toEqual(expected);
  });

  it('sums the amounts', () => {
    expect(otherAmountsTotal(parseOtherAmounts(['A:100', 'B:250.5', 'C:x']))).toBe(350.5);
  });
});

describe('signatures (spec 2 §3: base64 images)', () => {
  it.each([
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['https://cdn.test/sig.png', 'https://cdn.test/sig.png'],
    ['/storage/sig.png', '/storage/sig.png'],
    ['iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['', null],
    [null, null],
    ['not an image!', null],
  ])('%s → %s', (value, src) => {
    expect(signatureSrc(value)).toBe(src);
  });
});

describe('the EMI summary of a booking', () => {
  it('reads the plan of plotBookEmi over the booking, or the booking with isemi, or none', () => {
    expect(emiSummary({ isemi: 0, emi_number: 12 })).toBeNull();
    expect(emiSummary({ isemi: 1, emi_number: 12, instalment_amount: 5000, due_type: 'Monthly', total_amount: 900000 })).toMatchObject({
      emi_number: 12,
      instalment_amount: 5000,
      due_type: 'Monthly',
      total_amount: 900000,
    });
    expect(
      emiSummary({ isemi: 0, total_amount: 1, plotBookEmi: { emi_number: 24, total_amount: 600000, instalment_amount: 25000 } }),
    ).toMatchObject({
      emi_number: 24,
      total_amount: 600000,
      instalment_amount: 25000,
    });
  });

  it('sends only the filters that hold a value', () => {
    expect(activeFilters({ q: '', paid: '0', project_id: 3, x: null, y: [], date_from: '2026-01-01' })).toEqual({
      paid: '0',
      project_id: 3,
      date_from: '2026-01-01',
    });
  });
});

describe('plot resale rules (spec 3 §3–§5)', () => {
  it('statuses Available, Hold, Sold; status required with its message', () => {
    expect(RESALE_STATUSES).toEqual(['Available', 'Hold', 'Sold']);
    expect(validateResaleStatus('')).toBe('Status is required');
    expect(validateResaleStatus('Hold')).toBeUndefined();
  });

  it.each([
    [{ status: '' }, { status: RESALE_MESSAGES.statusRequired }],
    [{}, { status: 'Status is required' }],
    [{ status: 'Booked' }, { status: 'The selected status is invalid.' }],
    [{ status: 'Sold', customer_permission: 'Maybe' }, { customer_permission: 'The selected customer permission is invalid.' }],
    [{ status: 'Hold', customer_permission: 'Hide' }, null],
    [{ status: 'Available' }, null],
  ])('%o → %o', (values, errors) => {
    expect(resaleErrors(values)).toEqual(errors);
  });

  it("a record that is not Sold makes the plot 'For Resale' (spec 1 §4)", () => {
    expect(isForResale({ status: 'Available' })).toBe(true);
    expect(isForResale({ status: 'Hold' })).toBe(true);
    expect(isForResale({ status: 'Sold' })).toBe(false);
    expect(isForResale(null)).toBe(false);
  });
});

describe('the custom calls (spec 2 §7)', () => {
  const setup = (response: () => Response) => {
    const fetch = vi.fn(async () => response());
    const http = createHttpClient({
      orgid: '1',
      getToken: () => 'secret',
      apiUrl: () => 'http://api.test/api/v1',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    const call = () => {
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      const body = init.body instanceof FormData ? Object.fromEntries(init.body.entries()) : undefined;
      return { url: decodeURIComponent(url), method: init.method, headers: init.headers as Record<string, string>, body };
    };
    return { dp: createDataProvider(http), call };
  };
  const HEADERS = { Accept: 'application/json', Authorization: 'Bearer secret', 'X-Organization-Id': '1' };
  const json =
    (message = '') =>
    () =>
      new Response(JSON.stringify({ status: true, message, data: { id: 7 }, errors: null }), {
        headers: { 'Content-Type': 'application/json' },
      });
  const fileOf = (type: string, name: string) => () =>
    new Response('%PDF-1.4', { headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` } });

  it('plotBookPayStatus: POST plotbook/{id}/paystatusupdate with bookedid and paid', async () => {
    const { dp, call } = setup(json('Pay status updated.'));
    const result = await dp.plotBookPayStatus(7, 1);
    expect(call().url).toBe('http://api.test/api/v1/1/plotbook/7/paystatusupdate');
    expect(call().method).toBe('POST');
    expect(call().headers).toEqual(HEADERS);
    expect(call().body).toEqual({ bookedid: '7', paid: '1' });
    expect(result.message).toBe('Pay status updated.');
  });

  it('bookedPlotPdf: GET bookedplot/pdf/{id} with the session headers, the file and its name', async () => {
    const { dp, call } = setup(fileOf('application/pdf', 'booking-A-7.pdf'));
    const file = await dp.bookedPlotPdf(7);
    expect(call().url).toBe('http://api.test/api/v1/1/bookedplot/pdf/7');
    expect(call().method).toBe('GET');
    expect(call().headers).toEqual(HEADERS);
    expect(file.filename).toBe('booking-A-7.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
  });

  it('exportPlotBooks: GET plotbook/export with the current filters, the sort and showall', async () => {
    const { dp, call } = setup(fileOf('text/csv', 'plotbook.csv'));
    await dp.exportPlotBooks({ filter: { paid: '0', project_id: 2 }, sort: { field: 'created_at', order: 'DESC' } });
    expect(call().url).toBe('http://api.test/api/v1/1/plotbook/export?paid=0&project_id=2&s_sort=created_at&_order=DESC&showall=true');
    expect(call().headers).toEqual(HEADERS);
  });
});

/* The demo API ----------------------------------------------------------------------------- */

const ROOT = 'http://localhost/api/v1';

const login = async (username: string) => {
  const response = await fetch(`${ROOT}/account/login`, { method: 'POST', body: toFormData({ username, password: username }) });
  return (await response.json()).data.token as string;
};

const api = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${ROOT}/1/${path}`, {
    ...init,
    headers: { Accept: 'application/json', 'X-Organization-Id': '1', Authorization: `Bearer ${token}` },
  });

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
const grant = (username: string, permissions: string[]) => {
  db().accounts.find(a => a.username === username)!.organizations[0].permissions = permissions;
};

describe('demo API: bookings', () => {
  it('lists bookings with their plot, project and customer, filtered by paid, project and search', async () => {
    const admin = await login('admin');
    const body = await (await api(admin, 'plotbook?paid=0&showall=true')).json();
    const unpaid = org1('plotbook').filter(b => b.paid === 0);
    expect(body.data.total).toBe(unpaid.length);
    const first = body.data.data[0];
    const plot = table('plot').find(p => p.id === first.plot_id)!;
    const layout = table('layout').find(l => l.id === plot.lid)!;
    expect(first.plot).toMatchObject({ id: plot.id, number: plot.number });
    expect(first.project).toMatchObject({ id: layout.project_id });
    expect(first.customer).toMatchObject({ id: first.customer_id });

    const byProject = await (await api(admin, `plotbook?project_id=${layout.project_id}&showall=true`)).json();
    const inProject = org1('plotbook').filter(
      b => table('layout').find(l => l.id === table('plot').find(p => p.id === b.plot_id)!.lid)!.project_id === layout.project_id,
    );
    expect(byProject.data.total).toBe(inProject.length);

    const search = await (await api(admin, `plotbook?q=${encodeURIComponent(String(plot.number))}&showall=true`)).json();
    expect(search.data.data.map((b: Row) => b.id)).toContain(first.id);
  });

  it('paystatusupdate sets the flag, answers "Pay status updated." and refuses a bad value', async () => {
    const admin = await login('admin');
    const booking = org1('plotbook').find(b => b.paid === 0)!;
    const bad = await api(admin, `plotbook/${booking.id}/paystatusupdate`, {
      method: 'POST',
      body: toFormData({ bookedid: booking.id, paid: 'yes' }),
    });
    expect(bad.status).toBe(422);
    expect(booking.paid).toBe(0);
    const good = await api(admin, `plotbook/${booking.id}/paystatusupdate`, {
      method: 'POST',
      body: toFormData({ bookedid: booking.id, paid: 1 }),
    });
    expect(await good.json()).toMatchObject({ status: true, message: 'Pay status updated.', data: { id: booking.id, paid: 1 } });
    expect(booking.paid).toBe(1);
  });

  it('the toggle needs plotbook.update; the list plotbook.view', async () => {
    const booking = org1('plotbook')[0];
    grant('staff', ['plotbook.view']);
    const staff = await login('staff');
    expect((await api(staff, 'plotbook')).status).toBe(200);
    expect(
      (await api(staff, `plotbook/${booking.id}/paystatusupdate`, { method: 'POST', body: toFormData({ bookedid: booking.id, paid: 1 }) }))
        .status,
    ).toBe(403);
  });

  it('bookedplot/pdf/{id} is a PDF file of the booking; a missing booking is "File not found"', async () => {
    const admin = await login('admin');
    const booking = org1('plotbook')[0];
    const response = await api(admin, `bookedplot/pdf/${booking.id}`);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="booking-.+\.pdf"$/);
    const text = await response.text();
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const plot = table('plot').find(p => p.id === booking.plot_id)!;
    expect(text).toContain(`(Plot: ${String(plot.number)}) Tj`);
    const missing = await api(admin, 'bookedplot/pdf/999999');
    expect(await missing.json()).toMatchObject({ status: false, message: 'File not found' });
  });

  it('plotbook/export is a CSV of the bookings of the filters', async () => {
    const admin = await login('admin');
    const response = await api(admin, 'plotbook/export?paid=1&s_sort=created_at&_order=DESC&showall=true');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Booking ID,Plot Number,Project,Layout,Customer,Broker,Payment Mode,Booking Advance,Sales Price,Patta Cost,Registration Cost,Other Amount,Total Amount,Paid,Due Date,Booked On,Notes',
    );
    expect(lines).toHaveLength(org1('plotbook').filter(b => b.paid === 1).length + 1);
  });
});

describe('demo API: plot resale', () => {
  it('seeds resale records on Sold plots of organization 1 without changing the plots', () => {
    const rows = table('plotresale');
    const expected = RESALE_SEED.flatMap(([status, count]) => Array(count).fill(status)).sort();
    expect(rows.map(r => r.status).sort()).toEqual(expected);
    for (const row of rows) {
      const plot = table('plot').find(p => p.id === row.plot_id)!;
      expect(row.organization_id).toBe(1);
      expect(plot.status).toBe('Sold');
      expect(row.customer_id).toBe(plot.customer_id);
      expect(['Show', 'Hide']).toContain(row.customer_permission);
    }
    // Every seeded booking carries the admin's signature as an image.
    expect(table('plotbook').every(b => String(b.signature).startsWith('data:image/svg+xml;base64,'))).toBe(true);
  });

  it('GET plot carries plotResale; the list links plot, project and customer', async () => {
    const admin = await login('admin');
    const hold = table('plotresale').find(r => r.status === 'Hold')!;
    const plot = await (await api(admin, `plot/${hold.plot_id}`)).json();
    expect(plot.data.plotResale).toMatchObject({ id: hold.id, status: 'Hold' });
    const list = await (await api(admin, 'plotresale?status=Available')).json();
    expect(list.data.total).toBe(3);
    expect(list.data.data[0].plot).toMatchObject({ id: expect.any(Number), number: expect.anything() });
    expect(list.data.data[0].project).toMatchObject({ id: expect.any(Number) });
    expect(list.data.data[0].customer).toMatchObject({ id: list.data.data[0].customer_id });
  });

  it('update validates the status and customer permission; delete removes the record', async () => {
    const admin = await login('admin');
    const row = table('plotresale')[0];
    const put = (values: Record<string, unknown>) =>
      api(admin, `plotresale/${row.id}`, { method: 'POST', body: toFormData({ ...values, _method: 'PUT' }) });
    const missing = await put({ status: '' });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({ message: 'Status is required', errors: { status: 'Status is required' } });
    expect(await (await put({ status: 'Sold', customer_permission: 'Hide' })).json()).toMatchObject({
      status: true,
      data: { status: 'Sold', customer_permission: 'Hide' },
    });
    expect(row).toMatchObject({ status: 'Sold', customer_permission: 'Hide' });
    expect((await api(admin, `plotresale/${row.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(table('plotresale').find(r => r.id === row.id)).toBeUndefined();
  });

  it('update and delete need plotresale.update and plotresale.delete', async () => {
    grant('staff', ['plotresale.view']);
    const staff = await login('staff');
    const row = table('plotresale')[0];
    expect((await api(staff, 'plotresale')).status).toBe(200);
    expect(
      (await api(staff, `plotresale/${row.id}`, { method: 'POST', body: toFormData({ status: 'Hold', _method: 'PUT' }) })).status,
    ).toBe(403);
    expect((await api(staff, `plotresale/${row.id}`, { method: 'DELETE' })).status).toBe(403);
  });
});
