/**
 * The plot status flow with the real console against the demo API (msw/node): book an Available
 * plot from the plot list with both signatures drawn on the pad (every multipart field asserted,
 * the signature files included), the admin signature required, sell a booked plot to its booking
 * customer, block a plot, send a plot back to Available, and a failing server that keeps the form
 * and its values and shows the message.
 */
import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { db, table, type Row } from '../../mocks/db';
import { api } from '../unit/demoApiCall';
import { renderSignedIn } from './helpers';
import { expectRecordLink } from './links';

configure({ asyncUtilTimeout: 15000 });

type User = Awaited<ReturnType<typeof renderSignedIn>>['user'];

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
const plotOf = (id: number) => table('plot').find(p => p.id === id)!;
const customerOf = (id: unknown) => table('customer').find(c => c.id === id)!;
const listUrl = (ids: number[]) => `/1/plot?filter=${encodeURIComponent(JSON.stringify({ ids }))}&perPage=25`;
const bodyRows = () => Array.from(document.querySelectorAll('tbody tr')) as HTMLElement[];
const rowOfId = (id: number) => bodyRows().find(tr => tr.querySelector(`a[href="/1/plot/${id}/show/document"]`));

/** Opens the status menu of a plot's row and chooses an entry. */
const choose = async (user: User, plotId: number, current: string, entry: string) => {
  await waitFor(() => expect(rowOfId(plotId)).toBeTruthy());
  await user.click(within(rowOfId(plotId)!).getByRole('button', { name: current }));
  await user.click(await screen.findByRole('menuitem', { name: entry }));
};

const pick = async (user: User, scope: HTMLElement, label: string, text: string, option: RegExp) => {
  const input = within(scope).getByRole('combobox', { name: label });
  await user.click(input);
  await user.type(input, text);
  await user.click(await screen.findByRole('option', { name: option }));
};

/** Types a value at once (number and text inputs). */
const set = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

const draw = (source: string) => {
  const canvas = document.querySelector(`canvas[data-signature="${source}"]`) as HTMLCanvasElement;
  expect(canvas).toBeTruthy();
  fireEvent.mouseDown(canvas, { which: 1, button: 0, clientX: 20, clientY: 30 });
  fireEvent.mouseMove(canvas, { which: 1, button: 0, clientX: 60, clientY: 50 });
  fireEvent.mouseMove(canvas, { which: 1, button: 0, clientX: 120, clientY: 40 });
  fireEvent.mouseUp(document, { which: 1, button: 0, clientX: 120, clientY: 40 });
};

/** Records the multipart body of the next POST to a path, then lets the demo API answer it. */
const capture = (path: string) => {
  const seen: FormData[] = [];
  server.use(
    http.post(`*/api/v1/:orgid/${path}`, async ({ request }) => {
      seen.push(await request.clone().formData());
      return undefined;
    }),
  );
  return seen;
};

const availablePlot = () =>
  org1('plot').find(
    p => p.status === 'Available' && !org1('plotemi').some(e => e.plot_id === p.id) && !org1('plotbook').some(b => b.plot_id === p.id),
  )!;

describe('plot status flow', () => {
  it('books an Available plot with both signatures drawn: every multipart field, the plot Booked on the list', async () => {
    const plot = availablePlot();
    const customer = org1('customer').find(c => !c.isbroker && /^[A-Za-z]/.test(String(c.name)))!;
    const broker = org1('customer').find(c => c.isbroker && c.id !== customer.id)!;
    const historyBefore = org1('plotstatus').length;
    const sent = capture('plotbook');
    const { user } = await renderSignedIn('admin', listUrl([plot.id]));

    await choose(user, plot.id, 'Available', 'Booked');
    const types = await screen.findByRole('dialog', { name: 'Select Customer Type' });
    expect(
      within(types)
        .getAllByRole('button')
        .map(b => b.textContent),
    ).toEqual(['Blocked Customer', 'Other Customer', 'Cancel']);
    await user.click(within(types).getByRole('button', { name: 'Other Customer' }));

    const dialog = await screen.findByRole('dialog', { name: `Plot ${plot.number}: Booked` });
    await pick(user, dialog, 'Customer', String(customer.name).slice(0, 6), new RegExp(`^${String(customer.name)}`));
    await pick(user, dialog, 'Broker', String(broker.name).slice(0, 6), new RegExp(`^${String(broker.name)}$`));
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: '2026-12-20' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Payment mode' }));
    await user.click(await screen.findByRole('option', { name: 'Cheque' }));
    set(dialog, 'Booking advance', '50000');
    set(dialog, 'Sales price', '1000000');
    set(dialog, 'Patta cost', '5000');
    set(dialog, 'Registration cost', '90000');
    await user.click(within(dialog).getByRole('button', { name: /add/i }));
    await within(dialog).findByLabelText('Label');
    set(dialog, 'Label', 'EB Deposit');
    set(dialog, 'Amount', '12000');
    // The total follows the amounts.
    await waitFor(() => expect(within(dialog).getByLabelText('Total amount')).toHaveValue('11,07,000'));
    set(dialog, 'Broker point value', '100');
    set(dialog, 'Customer points earned', '50');
    set(dialog, 'Customer points spent', '10');
    set(dialog, 'Notes', 'Advance by cheque');
    draw('signa');
    draw('usersigna');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const form = sent[0];
    const text = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
    expect(text).toMatchObject({
      plot_id: String(plot.id),
      status: 'Booked',
      customer_id: String(customer.id),
      ocustomer_id: String(customer.id),
      broker_id: String(broker.id),
      due_date: '2026-12-20',
      payment_mode: 'Cheque',
      booking_advance: '50000',
      sales_price: '1000000',
      patta_cost: '5000',
      registration_cost: '90000',
      total_amount: '1107000',
      broker_point_value: '100',
      customer_point_earned_value: '50',
      customer_point_spend_value: '10',
      notes: 'Advance by cheque',
    });
    expect(form.getAll('other_amount[]')).toEqual(['EB Deposit:12000']);
    for (const name of ['signa', 'usersigna']) {
      const file = form.get(name) as File;
      expect(typeof file).not.toBe('string');
      expect(file.name).toBe(`${name}.png`);
      expect(file.type).toBe('image/png');
      expect(file.size).toBeGreaterThan(0);
    }

    // Dialog closed, the server's message, the plot Booked on the list.
    expect(await screen.findByText('Plot booked successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(rowOfId(plot.id)!).getByRole('button', { name: 'Booked' })).toBeInTheDocument());
    expect(plotOf(plot.id)).toMatchObject({ status: 'Booked', customer_id: customer.id });
    const booking = org1('plotbook').find(b => b.plot_id === plot.id)!;
    expect(booking).toMatchObject({
      customer_id: customer.id,
      broker_id: broker.id,
      payment_mode: 'Cheque',
      other_amount: ['EB Deposit:12000'],
      total_amount: 1107000,
      signa: 'signa.png',
      usersigna: 'usersigna.png',
    });
    expect(String(booking.signature)).toMatch(/^data:image\/png;base64,/);
    expect(org1('plotstatus')).toHaveLength(historyBefore + 1);
    expect(org1('plotstatus').at(-1)).toMatchObject({ plot_id: plot.id, status: 'Booked', customer_id: customer.id });
  }, 120000);

  it("refuses a booking without the admin signature: 'please enter your signature', nothing sent", async () => {
    const plot = availablePlot();
    const sent = capture('plotbook');
    const { user } = await renderSignedIn('admin', listUrl([plot.id]));
    await choose(user, plot.id, 'Available', 'Booked');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Select Customer Type' })).getByRole('button', { name: 'Other Customer' }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Plot ${plot.number}: Booked` });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('please enter your signature')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select customer')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(plotOf(plot.id).status).toBe('Available');
    // A typed signature (for keyboard users) satisfies the rule.
    await user.type(within(dialog).getByLabelText('Or type the admin signature'), 'R. Kumar');
    await waitFor(() => expect(within(dialog).queryByText('please enter your signature')).not.toBeInTheDocument());
  });

  it('is operable with the keyboard alone: Enter opens the menu, Enter chooses, Enter confirms', async () => {
    const plot = org1('plot').find(p => p.status === 'Booked' && p.customer_id)!;
    const { user } = await renderSignedIn('admin', listUrl([plot.id]));
    await waitFor(() => expect(rowOfId(plot.id)).toBeTruthy());
    const chip = within(rowOfId(plot.id)!).getByRole('button', { name: 'Booked' });
    expect(chip).toHaveAttribute('aria-haspopup', 'menu');
    chip.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map(i => i.textContent),
    ).toEqual(['Available', 'Sold']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Available' })).toHaveFocus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(plotOf(plot.id).status).toBe('Available'));
    await waitFor(() => expect(within(rowOfId(plot.id)!).getByRole('button', { name: 'Available' })).toBeInTheDocument());
  });

  it('sells a Booked plot to its booking customer: the sale, the plot Sold, the history', async () => {
    const plot = org1('plot').find(p => p.status === 'Booked' && p.customer_id && !org1('plotemi').some(e => e.plot_id === p.id))!;
    const owner = customerOf(plot.customer_id);
    const sent = capture('plotsale');
    const { user } = await renderSignedIn('admin', listUrl([plot.id]));
    await choose(user, plot.id, 'Booked', 'Sold');
    const types = await screen.findByRole('dialog', { name: 'Select Customer Type' });
    expect(
      within(types)
        .getAllByRole('button')
        .map(b => b.textContent),
    ).toEqual(['Blocked Customer', 'Booked Customer', 'Other Customer', 'Cancel']);
    await user.click(within(types).getByRole('button', { name: 'Booked Customer' }));
    const dialog = await screen.findByRole('dialog', { name: `Plot ${plot.number}: Sold` });
    // The booking's customer is the only choice, chosen already.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Booked Customer' })).toHaveTextContent(String(owner.name)));
    await user.type(within(dialog).getByLabelText('Price'), '1500000');
    await user.type(within(dialog).getByLabelText('Total amount'), '1650000');
    fireEvent.change(within(dialog).getByLabelText('Registration due date'), { target: { value: '2026-12-31' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries([...sent[0].entries()].filter(([, v]) => typeof v === 'string'))).toMatchObject({
      plot_id: String(plot.id),
      status: 'Sold',
      customer_id: String(owner.id),
      ocustomer_id: '',
      price: '1500000',
      total_amount: '1650000',
      registration_due_date: '2026-12-31',
    });
    expect(await screen.findByText('Plot sold record created successfully.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOfId(plot.id)!).getByRole('button', { name: 'Sold' })).toBeInTheDocument());
    expect(plotOf(plot.id)).toMatchObject({ status: 'Sold', customer_id: owner.id });
    const sale = org1('plotsale')
      .filter(s => s.plot_id === plot.id)
      .at(-1)!;
    expect(sale).toMatchObject({ customer_id: owner.id, price: 1500000, total_amount: 1650000, registration_due_date: '2026-12-31' });
    expect(org1('plotstatus').at(-1)).toMatchObject({ plot_id: plot.id, status: 'Sold', customer_id: owner.id });
  }, 60000);

  it('sends a Blocked plot back to Available after a confirmation', async () => {
    const plot = org1('plot').find(p => p.status === 'Blocked')!;
    const { user } = await renderSignedIn('admin', listUrl([plot.id]));
    await choose(user, plot.id, 'Blocked', 'Available');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    expect(within(dialog).getByText(`Are you sure you want to change the status of Plot ${plot.number} to Available?`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Plot status changed to Available.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOfId(plot.id)!).getByRole('button', { name: 'Available' })).toBeInTheDocument());
    expect(plotOf(plot.id)).toMatchObject({ status: 'Available', customer_id: null });
    expect(org1('plotstatus').at(-1)).toMatchObject({ plot_id: plot.id, status: 'Available', customer_id: null });
  });

  it("blocks a plot for a second customer: POST plotstatus, the list shows '+1 Members'", async () => {
    const plot = org1('plot').find(
      p => p.status === 'Blocked' && !(org1('plotstatus').filter(s => s.plot_id === p.id && s.status === 'Blocked').length > 1),
    )!;
    const other = org1('customer').find(c => c.id !== plot.customer_id && /^[A-Za-z]/.test(String(c.name)))!;
    const sent = capture('plotstatus');
    const { user } = await renderSignedIn('admin', listUrl([plot.id]));
    await choose(user, plot.id, 'Blocked', 'Blocked');
    const dialog = await screen.findByRole('dialog', { name: `Plot ${plot.number}: Blocked` });
    await pick(user, dialog, 'Customer', String(other.name).slice(0, 6), new RegExp(`^${String(other.name)}`));
    await user.type(within(dialog).getByLabelText('Notes'), 'Second family member');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries([...sent[0].entries()])).toEqual({
      plot_id: String(plot.id),
      status: 'Blocked',
      customer_id: String(other.id),
      ocustomer_id: '',
      notes: 'Second family member',
      broker_id: '',
      from_status: 'Blocked',
    });
    expect(await screen.findByText('Plot status updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOfId(plot.id)!).getByText('+1 Members')).toBeInTheDocument());
    expect(plotOf(plot.id).customer_id).toBe(plot.customer_id);
  });

  it('a failing server keeps the Sold form and its values and shows the message', async () => {
    const plot = org1('plot').find(p => p.status === 'Booked' && p.customer_id)!;
    let answer: () => Response = () =>
      HttpResponse.json({ status: false, message: 'Registration office is closed', data: null, errors: null }, { status: 422 });
    server.use(http.post('*/api/v1/:orgid/plotsale', () => answer()));
    const { user } = await renderSignedIn('admin', listUrl([plot.id]));
    await choose(user, plot.id, 'Booked', 'Sold');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Select Customer Type' })).getByRole('button', { name: 'Booked Customer' }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Plot ${plot.number}: Sold` });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Booked Customer' })).toHaveTextContent(/\S/));
    await user.type(within(dialog).getByLabelText('Price'), '1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Registration office is closed')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: `Plot ${plot.number}: Sold` })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Price')).toHaveValue('12,34,567');

    // A 500 without an envelope: the dialog's own text.
    answer = () => new HttpResponse('oops', { status: 500 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unable to create plot sold record')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Price')).toHaveValue('12,34,567');
    expect(plotOf(plot.id).status).toBe('Booked');
  }, 60000);

  it('another agent books the plot between the list and the Save: nothing sent, the message, the list refreshed, the typed values kept; a second Save is refused by the server', async () => {
    const plot = availablePlot();
    const customer = org1('customer').find(c => !c.isbroker && /^[A-Za-z]/.test(String(c.name)))!;
    const rival = org1('customer').find(c => !c.isbroker && c.id !== customer.id && /^[A-Za-z]/.test(String(c.name)))!;
    const { user } = await renderSignedIn('admin', listUrl([plot.id]));
    await choose(user, plot.id, 'Available', 'Booked');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Select Customer Type' })).getByRole('button', { name: 'Other Customer' }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Plot ${plot.number}: Booked` });
    await pick(user, dialog, 'Customer', String(customer.name).slice(0, 6), new RegExp(`^${String(customer.name)}`));
    set(dialog, 'Sales price', '1000000');
    set(dialog, 'Notes', 'Advance by cheque');
    await user.type(within(dialog).getByLabelText('Or type the admin signature'), 'R. Kumar');

    // Meanwhile, in another tab, another agent books it.
    const other = await api('staff', 'POST', '1/plotbook', {
      plot_id: plot.id,
      status: 'Booked',
      customer_id: rival.id,
      signa: new File([new Uint8Array([137, 80, 78, 71])], 'signa.png', { type: 'image/png' }),
    });
    expect(other.body.message).toBe('Plot booked successfully.');
    const at = new Date(String(plotOf(plot.id).updated_at));
    const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    const sent = capture('plotbook');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(`Plot ${plot.number} is now Booked (${String(rival.name)}, ${time}). The list has been refreshed.`),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    // The list (behind the dialog, hidden from the accessibility tree) shows the plot Booked; the
    // dialog is still there with what was typed.
    await waitFor(() => expect(within(rowOfId(plot.id)!).getByRole('button', { name: 'Booked', hidden: true })).toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: `Plot ${plot.number}: Booked` })).toBe(dialog);
    expect(within(dialog).getByLabelText('Sales price')).toHaveValue('10,00,000');
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Advance by cheque');
    expect((within(dialog).getByRole('combobox', { name: 'Customer' }) as HTMLInputElement).value).toContain(String(customer.name));
    expect(plotOf(plot.id)).toMatchObject({ status: 'Booked', customer_id: rival.id });

    // Saved again, knowing: the call starts from Booked, and the server refuses a second booking.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(`Plot ${plot.number} is already booked (${String(rival.name)}).`)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].get('from_status')).toBe('Booked');
    expect(within(dialog).getByLabelText('Sales price')).toHaveValue('10,00,000');
    expect(org1('plotbook').filter(b => b.plot_id === plot.id)).toHaveLength(1);
  }, 60000);

  it('a user without plot.update sees the status as a plain chip', async () => {
    const staff = db().accounts.find(a => a.username === 'staff')!;
    staff.organizations[0].permissions = staff.organizations[0].permissions.filter(p => p !== 'plot.update');
    const plot = org1('plot').find(p => p.status === 'Available') as Row;
    await renderSignedIn('staff', listUrl([plot.id]));
    await waitFor(() => expect(rowOfId(plot.id)).toBeTruthy());
    expect(within(rowOfId(plot.id)!).getByText('Available')).toBeInTheDocument();
    expect(within(rowOfId(plot.id)!).queryByRole('button', { name: 'Available' })).not.toBeInTheDocument();
  });

  it("puts a Sold plot up for resale after a confirmation: 'For Resale' without a menu", async () => {
    const plot = org1('plot').find(p => p.status === 'Sold' && p.customer_id)!;
    const sent = capture('plotresale');
    const { user } = await renderSignedIn('admin', listUrl([plot.id]));
    await choose(user, plot.id, 'Sold', 'Resale');
    const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
    await user.click(within(dialog).getByRole('radio', { name: 'Hide' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries([...sent[0].entries()])).toEqual({
      plot_id: String(plot.id),
      customer_id: String(plot.customer_id),
      customer_permission: 'Hide',
      from_status: 'Sold',
    });
    expect(await screen.findByText('Plot added for resale.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOfId(plot.id)!).getByText('For Resale')).toBeInTheDocument());
    expect(within(rowOfId(plot.id)!).queryByRole('button', { name: 'For Resale' })).not.toBeInTheDocument();
    expect(org1('plotresale').at(-1)).toMatchObject({
      plot_id: plot.id,
      customer_id: plot.customer_id,
      status: 'Available',
      customer_permission: 'Hide',
    });
    expect(plotOf(plot.id).status).toBe('Sold');
  }, 60000);

  it('the show page: the status history filtered by plot_status, the Sold Detail with the customer (a link once customer is registered) gated by customer.view', async () => {
    const sale = org1('plotsale').find(
      x => plotOf(x.plot_id as number).status === 'Sold' && org1('plotstatus').some(h => h.plot_id === x.plot_id && h.status !== 'Sold'),
    )!;
    const plotId = sale.plot_id as number;
    const customer = customerOf(sale.customer_id);
    const history = org1('plotstatus').filter(h => h.plot_id === plotId);
    const { user, unmount } = await renderSignedIn('admin', `/1/plot/${plotId}/show/status`);
    await waitFor(() => expect(bodyRows()).toHaveLength(history.length));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Sold' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(history.filter(h => h.status === 'Sold').length));
    expect(document.querySelectorAll('tbody [data-status="Sold"]').length).toBe(bodyRows().length);

    await user.click(screen.getByRole('tab', { name: 'Sold Detail' }));
    const detail = await screen.findByTestId('sold-detail');
    expectRecordLink(detail, String(customer.name), 'customer', `/1/customer/${customer.id}/show`);
    unmount();

    // Without customer.view the customer is plain text.
    const staff = db().accounts.find(a => a.username === 'staff')!;
    staff.organizations[0].permissions = staff.organizations[0].permissions.filter(p => p !== 'customer.view');
    await renderSignedIn('staff', `/1/plot/${plotId}/show/custinfo`);
    const plain = await screen.findByTestId('sold-detail');
    expect(within(plain).getByText(String(customer.name))).toBeInTheDocument();
    expect(within(plain).queryByRole('link', { name: String(customer.name) })).not.toBeInTheDocument();
  }, 60000);
});
