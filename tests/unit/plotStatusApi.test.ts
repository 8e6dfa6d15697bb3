/**
 * The demo API's write side of the plot status flow (spec 1 §5, §7; spec 3 PlotEmi): each call
 * changes the store like a server, validation answers through the envelope.
 */
import { describe, expect, it } from 'vitest';
import { table } from '../../mocks/db';
import { toFormData } from '../../src/api/formData';

const ROOT = 'http://localhost/api/v1';

const login = async (username: string) => {
  const response = await fetch(`${ROOT}/account/login`, { method: 'POST', body: toFormData({ username, password: username }) });
  return (await response.json()).data.token as string;
};

const post = async (token: string, path: string, values: Record<string, unknown>) => {
  const response = await fetch(`${ROOT}/1/${path}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'X-Organization-Id': '1', Authorization: `Bearer ${token}` },
    body: toFormData(values),
  });
  return { status: response.status, body: await response.json() };
};

const get = async (token: string, path: string) => {
  const response = await fetch(`${ROOT}/1/${path}`, {
    headers: { Accept: 'application/json', 'X-Organization-Id': '1', Authorization: `Bearer ${token}` },
  });
  return (await response.json()).data;
};

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
const plotOf = (id: number) => table('plot').find(p => p.id === id)!;
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
const freePlot = () => org1('plot').find(p => p.status === 'Available' && !org1('plotemi').some(e => e.plot_id === p.id))!;
const aCustomer = () => org1('customer')[0];

const EMI = {
  isemi: 1,
  total_duration: 24,
  interest_rate: 12,
  emi_number: 24,
  instalment_amount: 37645.6,
  due_type: 'Monthly',
  prior_notification_days: 5,
  emi_due_date: 10,
  downpayment: 300000,
  final_due_date: '2028-12-10',
};

describe('demo API: plot status writes', () => {
  it("refuses a booking without a customer or the admin signature ('please enter your signature')", async () => {
    const token = await login('admin');
    const plot = freePlot();
    const { status, body } = await post(token, 'plotbook', { plot_id: plot.id, status: 'Booked' });
    expect(status).toBe(422);
    expect(body).toMatchObject({ status: false, errors: { customer_id: 'Please select customer', signa: 'please enter your signature' } });
    expect(plotOf(plot.id).status).toBe('Available');
  });

  it('books with an EMI plan: the booking row, the plot Booked, the history and a plotemi row of the PlotEmi shape', async () => {
    const token = await login('admin');
    const plot = freePlot();
    const customer = aCustomer();
    const { body } = await post(token, 'plotbook', {
      plot_id: plot.id,
      status: 'Booked',
      customer_id: customer.id,
      payment_mode: 'DD',
      sales_price: 1000000,
      patta_cost: 5000,
      registration_cost: 90000,
      other_amount: ['EB Deposit:12000', 'Corpus Fund:25000'],
      total_amount: 1132000,
      signa: png('signa.png'),
      usersigna: png('usersigna.png'),
      ...EMI,
    });
    expect(body).toMatchObject({ status: true, message: 'Plot booked successfully.' });
    const booking = org1('plotbook').find(b => b.id === body.data.id)!;
    expect(booking).toMatchObject({
      plot_id: plot.id,
      customer_id: customer.id,
      payment_mode: 'DD',
      other_amount: ['EB Deposit:12000', 'Corpus Fund:25000'],
      total_amount: 1132000,
      isemi: 1,
      signa: 'signa.png',
      usersigna: 'usersigna.png',
      signature: 'data:image/png;base64,iVBORw0KGgo=',
      client_signature: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(plotOf(plot.id)).toMatchObject({ status: 'Booked', customer_id: customer.id });
    expect(org1('plotstatus').at(-1)).toMatchObject({ plot_id: plot.id, status: 'Booked', customer_id: customer.id });
    const emi = org1('plotemi').find(e => e.plot_id === plot.id)!;
    expect(emi).toMatchObject({
      plot_id: plot.id,
      customer_id: customer.id,
      plot_status: 'Booked',
      plot_book_id: booking.id,
      plot_sale_id: null,
      emi_number: 24,
      total_amount: 1132000,
      downpayment: 300000,
      interest_rate: 12,
      instalment_amount: 37645.6,
      due_type: 'Monthly',
      total_duration: 24,
      emi_due_date: 10,
      prior_notification_days: 5,
      final_due_date: '2028-12-10',
      emi_paid_count: 0,
      emi_due_count: 24,
    });

    // A second plan for the same plot is refused.
    const again = await post(token, 'plotsale', {
      plot_id: plot.id,
      status: 'Sold',
      customer_id: customer.id,
      total_amount: 1132000,
      ...EMI,
    });
    expect(again.body).toMatchObject({ status: false, errors: { isemi: 'This plot already has an EMI plan.' } });
  });

  it('answers the EMI rules of spec 3 §5 through the envelope', async () => {
    const token = await login('admin');
    const { body } = await post(token, 'plotsale', {
      plot_id: freePlot().id,
      customer_id: aCustomer().id,
      total_amount: 100000,
      ...EMI,
      instalment_amount: '',
      emi_due_date: 32,
      downpayment: 100001,
    });
    expect(body.errors).toEqual({
      instalment_amount: 'Monthly Amount is required',
      emi_due_date: 'Please enter the correct Due date',
      downpayment: 'Enter correct down payment.',
    });
  });

  it('sells with an EMI plan (plot_sale_id, Sold), then back to Available is refused; resale opens a plotresale row seen on GET plot', async () => {
    const token = await login('admin');
    const plot = freePlot();
    const customer = aCustomer();
    const { body } = await post(token, 'plotsale', {
      plot_id: plot.id,
      status: 'Sold',
      customer_id: customer.id,
      price: 1000000,
      total_amount: 1100000,
      registration_due_date: '2026-12-31',
      customer_image: png('me.png'),
      ...EMI,
    });
    expect(body).toMatchObject({ status: true, message: 'Plot sold record created successfully.' });
    expect(org1('plotsale').find(s => s.id === body.data.id)).toMatchObject({
      customer_image: 'me.png',
      price: 1000000,
      registration_due_date: '2026-12-31',
    });
    expect(plotOf(plot.id)).toMatchObject({ status: 'Sold', customer_id: customer.id });
    expect(org1('plotemi').find(e => e.plot_id === plot.id)).toMatchObject({
      plot_status: 'Sold',
      plot_sale_id: body.data.id,
      plot_book_id: null,
    });

    expect((await post(token, 'plotbacktoavailable', { plot_id: plot.id, status: 'Available' })).body.status).toBe(false);

    expect((await get(token, `plot/${plot.id}`)).plotResale).toBeNull();
    const resale = await post(token, 'plotresale', { plot_id: plot.id, customer_id: customer.id, customer_permission: 'Show' });
    expect(resale.body).toMatchObject({
      status: true,
      data: { plot_id: plot.id, customer_id: customer.id, status: 'Available', customer_permission: 'Show' },
    });
    expect((await get(token, `plot/${plot.id}`)).plotResale).toMatchObject({ status: 'Available', customer_permission: 'Show' });
    expect((await post(token, 'plotresale', { plot_id: plot.id, customer_permission: 'Show' })).body.errors).toEqual({
      plot_id: 'This plot is already for resale.',
    });
  });

  it('blocks for two customers (members), then back to Available clears the customer', async () => {
    const token = await login('admin');
    const plot = freePlot();
    const [a, b] = org1('customer');
    expect((await post(token, 'plotstatus', { plot_id: plot.id, status: 'Blocked', customer_id: a.id, notes: 'first' })).body.status).toBe(
      true,
    );
    expect((await post(token, 'plotstatus', { plot_id: plot.id, status: 'Blocked', customer_id: b.id, notes: 'second' })).body.status).toBe(
      true,
    );
    expect(plotOf(plot.id)).toMatchObject({ status: 'Blocked', customer_id: a.id });
    expect((await get(token, `plot/${plot.id}`)).members.map((m: { id: number }) => m.id)).toEqual([a.id, b.id]);
    const history = await get(token, `plotstatus?plot_id=${plot.id}&plot_status=Blocked`);
    expect(history.data.map((h: { notes: string }) => h.notes).sort()).toEqual(['first', 'second']);

    expect((await post(token, 'plotstatus', { plot_id: plot.id, status: 'Blocked' })).body.errors).toEqual({
      customer_id: 'Please select customer',
    });
    const back = await post(token, 'plotbacktoavailable', { plot_id: plot.id, status: 'Available' });
    expect(back.body).toMatchObject({ status: true, message: 'Plot status changed to Available.' });
    expect(plotOf(plot.id)).toMatchObject({ status: 'Available', customer_id: null });
  });

  describe('one plot, one buyer (issue 38): 409 before any change', () => {
    const booking = (plotId: number, customerId: number, extra: Record<string, unknown> = {}) => ({
      plot_id: plotId,
      status: 'Booked',
      customer_id: customerId,
      signa: png('signa.png'),
      ...extra,
    });
    const named = (id: unknown) => String(org1('customer').find(c => c.id === id)!.name);

    it('books an Available plot once: a second booking, from Available or without from_status, is refused and changes nothing', async () => {
      const token = await login('admin');
      const plot = freePlot();
      const [a, b] = org1('customer');
      const first = await post(token, 'plotbook', booking(plot.id, a.id, { from_status: 'Available' }));
      expect(first.body).toMatchObject({ status: true, message: 'Plot booked successfully.' });
      const bookings = org1('plotbook').length;
      const history = org1('plotstatus').length;

      const raced = await post(token, 'plotbook', booking(plot.id, b.id, { from_status: 'Available' }));
      const racedText = `Plot ${plot.number} is now Booked (${named(a.id)}), not Available: nothing was changed.`;
      expect(raced).toEqual({ status: 409, body: { status: false, message: racedText, data: null, errors: { plot_id: racedText } } });

      const again = await post(token, 'plotbook', booking(plot.id, b.id));
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ status: false, message: `Plot ${plot.number} is already booked (${named(a.id)}).` });

      // Nor through the general change.
      expect((await post(token, 'plotstatus', { plot_id: plot.id, status: 'Booked', customer_id: b.id })).status).toBe(409);
      expect(org1('plotbook')).toHaveLength(bookings);
      expect(org1('plotstatus')).toHaveLength(history);
      expect(plotOf(plot.id)).toMatchObject({ status: 'Booked', customer_id: a.id });
    });

    it('refuses a second sale, and a block or booking of a sold plot; a Booked plot is still sold', async () => {
      const token = await login('admin');
      const plot = freePlot();
      const [a, b] = org1('customer');
      expect((await post(token, 'plotbook', booking(plot.id, a.id))).body.status).toBe(true);
      const sold = await post(token, 'plotsale', { plot_id: plot.id, status: 'Sold', customer_id: a.id, from_status: 'Booked' });
      expect(sold.body).toMatchObject({ status: true, message: 'Plot sold record created successfully.' });
      const sales = org1('plotsale').length;
      const text = `Plot ${plot.number} is already sold (${named(a.id)}).`;
      for (const [path, values] of [
        ['plotsale', { plot_id: plot.id, status: 'Sold', customer_id: b.id }],
        ['plotstatus', { plot_id: plot.id, status: 'Sold', customer_id: b.id }],
        ['plotstatus', { plot_id: plot.id, status: 'Blocked', customer_id: b.id }],
        ['plotbook', booking(plot.id, b.id)],
      ] as const) {
        expect(await post(token, path, values), `${path} ${values.status}`).toEqual({
          status: 409,
          body: { status: false, message: text, data: null, errors: { plot_id: text } },
        });
      }
      expect(org1('plotsale')).toHaveLength(sales);
      expect(plotOf(plot.id)).toMatchObject({ status: 'Sold', customer_id: a.id });
    });

    it('refuses a block of a booked plot; a Blocked plot blocked again from Blocked gains a member', async () => {
      const token = await login('admin');
      const plot = freePlot();
      const [a, b, c] = org1('customer');
      expect(
        (await post(token, 'plotstatus', { plot_id: plot.id, status: 'Blocked', customer_id: a.id, from_status: 'Available' })).body.status,
      ).toBe(true);
      expect(
        (await post(token, 'plotstatus', { plot_id: plot.id, status: 'Blocked', customer_id: b.id, from_status: 'Blocked' })).body.status,
      ).toBe(true);
      // A second agent who acted on the Available plot is refused.
      const late = await post(token, 'plotstatus', { plot_id: plot.id, status: 'Blocked', customer_id: c.id, from_status: 'Available' });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(`Plot ${plot.number} is now Blocked (${named(a.id)}), not Available: nothing was changed.`);
      expect((await get(token, `plot/${plot.id}`)).members.map((m: { id: number }) => m.id)).toEqual([a.id, b.id]);

      expect((await post(token, 'plotbook', booking(plot.id, a.id, { from_status: 'Blocked' }))).body.status).toBe(true);
      const block = await post(token, 'plotstatus', { plot_id: plot.id, status: 'Blocked', customer_id: c.id });
      expect(block.status).toBe(409);
      expect(block.body.message).toBe(`Plot ${plot.number} is already booked (${named(a.id)}).`);
    });

    it('refuses a change that does not start from the current status: back to Available, resale, without a customer to name', async () => {
      const token = await login('admin');
      const plot = freePlot();
      const customer = aCustomer();
      const back = await post(token, 'plotbacktoavailable', { plot_id: plot.id, status: 'Available', from_status: 'Blocked' });
      expect(back).toMatchObject({
        status: 409,
        body: { status: false, message: `Plot ${plot.number} is now Available, not Blocked: nothing was changed.` },
      });
      expect(org1('plotstatus').filter(h => h.plot_id === plot.id)).toHaveLength(0);

      expect(
        (await post(token, 'plotsale', { plot_id: plot.id, status: 'Sold', customer_id: customer.id, from_status: 'Available' })).body
          .status,
      ).toBe(true);
      const resale = await post(token, 'plotresale', { plot_id: plot.id, customer_id: customer.id, from_status: 'Booked' });
      expect(resale.status).toBe(409);
      expect((await post(token, 'plotresale', { plot_id: plot.id, customer_id: customer.id, from_status: 'Sold' })).body).toMatchObject({
        status: true,
        message: 'Plot added for resale.',
      });
    });
  });

  it('needs plot.update', async () => {
    const token = await login('agent');
    const { status } = await post(token, 'plotstatus', { plot_id: freePlot().id, status: 'Blocked', customer_id: aCustomer().id });
    expect(status).toBe(403);
  });
});
