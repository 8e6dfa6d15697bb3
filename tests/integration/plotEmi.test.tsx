/**
 * EMI plans with the real <Admin> against the demo API (msw/node), spec 3 "Plot EMI": the list
 * (columns, links to the booking and the sale, the 'Create' action only with plotemi.create,
 * C31), create with the messages of section 5 and a booking picked from the plot, edit (plot,
 * customer, project, emi_number read-only), the show page with the Plot EMI History tab, Add
 * Monthly EMI and Edit EMI (the fields of the calls), and the permission gates.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../mocks/node';
import { db, table, type Row } from '../../mocks/db';
import { monthlyInstalment } from '../../src/features/emi/schedule';
import { renderSignedIn, waitForPath } from './helpers';
import { expectRecordLink } from './links';

configure({ asyncUtilTimeout: 10000 });

const plansOf1 = () => table('plotemi').filter(p => p.organization_id === 1);
const newestFirst = (rows: Row[]) => [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
const bodyRows = () => Array.from(document.querySelectorAll('tbody tr')) as HTMLElement[];
const historyOf = (plan: Row) => table('plotemihistory').filter(i => i.emi_id === plan.id && i.organization_id === 1);

const setPermissions = (username: string, permissions: string[]) => {
  db().accounts.find(a => a.username === username)!.organizations[0].permissions = permissions;
};

const fill = (input: Element, value: string) => fireEvent.change(input, { target: { value } });
const spin = (name: string) => screen.getByRole('spinbutton', { name });

/** The multipart bodies the demo API received, by path. */
const received: Array<{ path: string; body: Record<string, string> }> = [];
const onRequest = async ({ request }: { request: Request }) => {
  if (request.method !== 'POST') return;
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  if (!form) return;
  const body: Record<string, string> = {};
  for (const [k, v] of form.entries()) body[k] = typeof v === 'string' ? v : '[file]';
  received.push({ path: new URL(request.url).pathname.replace(/^.*\/api\/v1/, ''), body });
};
beforeEach(() => {
  received.length = 0;
  server.events.on('request:start', onRequest);
});
describe('plotemi list', () => {
  it('lists the plans newest first with plot, project, customer, EMI number, total and links to the booking and the sale', async () => {
    const newest = newestFirst(plansOf1()).slice(0, 20);
    const withBoth = newest.find(p => p.plot_book_id && p.plot_sale_id)!;
    await renderSignedIn('admin', '/1/plotemi');
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    const headers = screen.getAllByRole('columnheader').map(th => th.textContent);
    expect(headers).toEqual(
      expect.arrayContaining(['Plot', 'Project', 'Customer', 'EMI Number', 'Total Amount', 'Plot Book ID', 'Plot Sale ID']),
    );
    const first = bodyRows()[0];
    const plot = table('plot').find(p => p.id === newest[0].plot_id)!;
    expect(await within(first).findByRole('link', { name: String(plot.number) })).toHaveAttribute('href', `/1/plot/${plot.id}/show`);
    const customer = table('customer').find(c => c.id === newest[0].customer_id)!;
    expectRecordLink(first, String(customer.name), 'customer', `/1/customer/${customer.id}/show`);
    const row = bodyRows()[newest.indexOf(withBoth)];
    expect(within(row).getByRole('link', { name: String(withBoth.plot_book_id) })).toHaveAttribute(
      'href',
      `/1/plotbook/${withBoth.plot_book_id}/show`,
    );
    expect(within(row).getByRole('link', { name: String(withBoth.plot_sale_id) })).toHaveAttribute(
      'href',
      `/1/plotsale/${withBoth.plot_sale_id}/show`,
    );
    // C31: a 'Create' action for a user holding plotemi.create (the master admin).
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/1/plotemi/create');
  });

  it('searches by plot number', async () => {
    const target = newestFirst(plansOf1())[3];
    const plot = table('plot').find(p => p.id === target.plot_id)!;
    const { user } = await renderSignedIn('admin', '/1/plotemi');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await user.type(screen.getByRole('textbox', { name: 'Search plot' }), String(plot.number));
    await waitFor(() => expect(bodyRows().every(tr => tr.textContent!.includes(String(plot.number)))).toBe(true));
    expect(screen.getAllByRole('link', { name: String(plot.number) }).length).toBeGreaterThan(0);
  });
});

describe('permission gates', () => {
  it('without plotemi.create: no Create action and the typed create URL is refused; plotemiitem.update without .create: Edit EMI, no Add', async () => {
    setPermissions('staff', ['plotemi.view', 'plot.view', 'customer.view', 'plotemiitem.update']);
    const plan = newestFirst(plansOf1()).find(p =>
      newestFirst(historyOf(p))
        .slice(0, 10)
        .some(i => i.status === 'Due'),
    )!;
    await renderSignedIn('staff', '/1/plotemi');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    // The permission checks have answered once the plot links (plot.view) show.
    await waitFor(() => expect(document.querySelector('tbody a')).not.toBeNull());
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    window.history.pushState({}, '', `/1/plotemi/${plan.id}/show/emihistory`);
    fireEvent.popState(window);
    expect((await screen.findAllByRole('button', { name: /^Edit EMI/ })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add Monthly EMI' })).not.toBeInTheDocument();
    window.history.pushState({}, '', '/1/plotemi/create');
    fireEvent.popState(window);
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });
});

/** A Booked plot of organization 1 with a booking and no plan. */
const freeBookedPlot = () => {
  const planned = new Set(plansOf1().map(p => p.plot_id));
  const plot = table('plot').find(
    p =>
      p.organization_id === 1 &&
      p.status === 'Booked' &&
      !planned.has(p.id) &&
      table('plotbook').filter(b => b.plot_id === p.id).length === 1,
  )!;
  return { plot, booking: table('plotbook').find(b => b.plot_id === plot.id)! };
};

describe('plotemi create', () => {
  it('shows the messages of section 5, picks the booking of the plot, computes the monthly amount and creates the plan', async () => {
    const { plot, booking } = freeBookedPlot();
    const layout = table('layout').find(l => l.id === plot.lid)!;
    const customer = table('customer').find(c => c.id === booking.customer_id)!;
    const { user } = await renderSignedIn('admin', '/1/plotemi/create');
    const save = await screen.findByRole('button', { name: 'Save' });
    await user.click(save);
    for (const message of [
      'Plot is required',
      'Plot status is required',
      'Total amount is required',
      'Monthly Amount is required',
      'EMI number is required',
      'Final due date is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    // The plot: its status, its booking, customer and total come with it.
    const plotInput = screen.getByRole('combobox', { name: 'Plot' });
    await user.type(plotInput, String(plot.number));
    await user.click(await screen.findByRole('option', { name: `${plot.number} · ${layout.name} (Booked)` }));
    await waitFor(() => expect(spin('Total Amount')).toHaveAttribute('aria-valuenow', String(Number(booking.total_amount))));
    expect(screen.getByRole('combobox', { name: 'Plot Booking' })).toHaveTextContent(`#${booking.id}`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue(String(customer.name)));

    // 'Enter correct down payment.' and 'Please enter the correct Due date' (above 31 for Monthly).
    fill(spin('Down Payment'), String(Number(booking.total_amount) + 1));
    fill(spin('Due Date'), '32');
    await user.click(save);
    expect(await screen.findByText('Enter correct down payment.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the correct Due date')).toBeInTheDocument();

    // The monthly amount, live: at 0 % the principal over the months.
    fill(spin('Down Payment'), '100000');
    fill(spin('Total Duration'), '12');
    const free = monthlyInstalment({ total: booking.total_amount, downpayment: 100000, duration: 12, interest: 0, dueType: 'Monthly' })!;
    await waitFor(() => expect(spin('Monthly Amount')).toHaveAttribute('aria-valuenow', String(free)));
    fill(spin('Interest Rate (%)'), '12');
    const expected = monthlyInstalment({
      total: booking.total_amount,
      downpayment: 100000,
      duration: 12,
      interest: 12,
      dueType: 'Monthly',
    })!;
    await waitFor(() => expect(spin('Monthly Amount')).toHaveAttribute('aria-valuenow', String(expected)));
    fill(spin('Due Date'), '10');
    fill(spin('EMI Number'), '12');
    fill(spin('Prior Notification Days'), '5');
    fill(screen.getByLabelText('Final Due Date'), '2027-11-10');
    await user.click(save);

    await waitForPath(/^\/1\/plotemi\/\d+\/show$/);
    expect(await screen.findByText('Plot EMI created successfully.')).toBeInTheDocument();
    const created = table('plotemi').find(p => p.plot_id === plot.id)!;
    expect(created).toMatchObject({
      organization_id: 1,
      customer_id: customer.id,
      plot_status: 'Booked',
      plot_book_id: booking.id,
      total_amount: Number(booking.total_amount),
      downpayment: 100000,
      interest_rate: 12,
      instalment_amount: expected,
      total_duration: 12,
      due_type: 'Monthly',
      emi_due_date: 10,
      emi_number: 12,
      prior_notification_days: 5,
      final_due_date: '2027-11-10',
      emi_paid_count: 0,
      emi_due_count: 12,
    });
    expect(received.find(r => r.path === '/1/plotemi')!.body).toMatchObject({
      plot_id: String(plot.id),
      plot_status: 'Booked',
      plot_book_id: String(booking.id),
    });
  });
});

describe('plotemi edit', () => {
  it('shows plot, customer, project and EMI number read-only, and saves the plan', async () => {
    const plan = newestFirst(plansOf1()).find(p => p.due_type === 'Monthly' && p.plot_status === 'Booked')!;
    const plot = table('plot').find(p => p.id === plan.plot_id)!;
    const { user } = await renderSignedIn('admin', `/1/plotemi/${plan.id}`);
    const plotBox = await screen.findByRole('textbox', { name: 'Plot' });
    await waitFor(() => expect(plotBox).toHaveValue(String(plot.number)));
    expect(plotBox).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Customer' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Project' })).toHaveAttribute('readonly');
    expect(spin('EMI Number')).toHaveAttribute('readonly');
    expect(spin('Monthly Amount')).toHaveAttribute('aria-valuenow', String(Number(plan.instalment_amount)));
    fill(spin('Prior Notification Days'), '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath(`/1/plotemi/${plan.id}/show`);
    expect(await screen.findByText('Plot EMI updated successfully.')).toBeInTheDocument();
    expect(table('plotemi').find(p => p.id === plan.id)).toMatchObject({
      prior_notification_days: 9,
      emi_number: plan.emi_number,
      plot_id: plan.plot_id,
    });
  });
});

describe('the Plot EMI History tab', () => {
  const planWithHistory = () =>
    newestFirst(plansOf1()).find(
      p =>
        historyOf(p).length > 10 &&
        historyOf(p)
          .slice(-10)
          .some(i => i.status === 'Due'),
    )!;

  it('shows the history 10 per page, with Edit only on Due rows', async () => {
    const plan = planWithHistory();
    const page = newestFirst(historyOf(plan)).slice(0, 10);
    await renderSignedIn('admin', `/1/plotemi/${plan.id}/show/emihistory`);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const due = page.filter(i => i.status === 'Due').length;
    expect(screen.getAllByRole('button', { name: /^Edit EMI/ })).toHaveLength(due);
    bodyRows().forEach((tr, i) => {
      expect(within(tr).getByText(String(page[i].status))).toBeInTheDocument();
      expect(!!within(tr).queryByRole('button', { name: /^Edit EMI/ })).toBe(page[i].status === 'Due');
    });
  });

  it('Add Monthly EMI: the messages, then paid_on, amount, status, ispenalty and penalty_amount are sent', async () => {
    const plan = planWithHistory();
    const before = historyOf(plan).length;
    const { user } = await renderSignedIn('admin', `/1/plotemi/${plan.id}/show/emihistory`);
    await user.click(await screen.findByRole('button', { name: 'Add Monthly EMI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Monthly EMI' });
    fill(within(dialog).getByRole('spinbutton', { name: 'Amount' }), '');
    await user.click(within(dialog).getByLabelText('Penalty'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter amount')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select status')).toBeInTheDocument();
    expect(within(dialog).getByText('Penalty amount is required')).toBeInTheDocument();

    fill(within(dialog).getByLabelText('Paid On'), '2026-11-18');
    fill(within(dialog).getByRole('spinbutton', { name: 'Amount' }), '12500');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    fill(within(dialog).getByRole('spinbutton', { name: 'Penalty Amount' }), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('EMI added successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(received.find(r => r.path === `/1/plotemi/${plan.id}/addemiitem`)!.body).toEqual({
      paid_on: '2026-11-18',
      amount: '12500',
      status: 'Paid',
      ispenalty: '1',
      penalty_amount: '500',
    });
    expect(historyOf(plan)).toHaveLength(before + 1);
    expect(table('plotemi').find(p => p.id === plan.id)!.emi_paid_count).toBe(historyOf(plan).filter(i => i.status === 'Paid').length);
  });

  it('Edit EMI on a Due row: prefilled; sends the fields with emihostoryid and id', async () => {
    const plan = planWithHistory();
    const item = newestFirst(historyOf(plan))
      .slice(0, 10)
      .find(i => i.status === 'Due')!;
    const opened = String(item.updated_at ?? item.created_at);
    const { user } = await renderSignedIn('admin', `/1/plotemi/${plan.id}/show/emihistory`);
    await user.click(await screen.findByRole('button', { name: `Edit EMI ${item.paid_on}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit EMI' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Amount' })).toHaveAttribute('aria-valuenow', String(Number(item.amount)));
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Due');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    fill(within(dialog).getByLabelText('Paid On'), '2026-11-19');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('EMI updated successfully.')).toBeInTheDocument();
    expect(received.find(r => r.path === `/1/plotemi/${plan.id}/editemiitem`)!.body).toEqual({
      paid_on: '2026-11-19',
      amount: String(item.amount),
      status: 'Paid',
      ispenalty: '0',
      penalty_amount: '',
      emihostoryid: String(item.id),
      id: String(plan.id),
      // The version the dialog was opened with (issue 38): the row's updated_at as the history answered it.
      updated_at: opened,
    });
    expect(table('plotemihistory').find(i => i.id === item.id)).toMatchObject({ status: 'Paid', paid_on: '2026-11-19' });
  });
});

describe('the schedule (Summary)', () => {
  /** A fresh 24-month interest-free plan of ₹24,00,000 starting today, no history. */
  const freshPlan = () => {
    const plan = plansOf1()[0];
    const fresh = {
      ...plan,
      id: Math.max(...table('plotemi').map(p => p.id)) + 1,
      total_amount: 2500000,
      downpayment: 100000,
      interest_rate: 0,
      instalment_amount: 100000,
      total_duration: 24,
      emi_number: 24,
      due_type: 'Monthly',
      emi_due_date: 5,
      created_at: new Date().toISOString(),
    };
    table('plotemi').push(fresh);
    return fresh;
  };
  const scheduleRows = () => screen.getAllByTestId('emi-schedule-row');
  const rupees = (text: string | null) => Number(String(text).replace(/[₹,]/g, ''));

  it('24 dated rows adding up to the financed amount; Pay on a row records it, marks it Paid and moves Next Due', async () => {
    const plan = freshPlan();
    const { user } = await renderSignedIn('admin', `/1/plotemi/${plan.id}/show`);
    await waitFor(() => expect(scheduleRows()).toHaveLength(24));
    const amounts = scheduleRows().map(tr => rupees(tr.querySelectorAll('td')[2].textContent));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(2400000);
    expect(within(scheduleRows()[0]).getByText('Due')).toBeInTheDocument();
    expect(screen.getByTestId('emi-next-due')).toHaveTextContent(/EMI 1, /);

    await user.click(screen.getByRole('button', { name: 'Pay EMI 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Monthly EMI' });
    expect(within(dialog).getByRole('spinbutton', { name: 'Amount' })).toHaveValue('1,00,000');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Paid');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('EMI added successfully.')).toBeInTheDocument();
    await waitFor(() => expect(within(scheduleRows()[0]).getByText('Paid')).toBeInTheDocument());
    expect(screen.getByTestId('emi-next-due')).toHaveTextContent(/EMI 2, /);
    expect(received.find(r => r.path === `/1/plotemi/${plan.id}/addemiitem`)!.body).toMatchObject({ amount: '100000', status: 'Paid' });
    // The demo API's Next Due is the schedule's.
    const second = scheduleRows()[1].querySelectorAll('td')[1].textContent;
    expect(table('plotemi').find(p => p.id === plan.id)!.due_date).toMatch(/^\d{4}-\d{2}-05$/);
    expect(second).toMatch(/^05\/\d{2}\/\d{4}$/);
  });

  it('without plotemiitem.create: the schedule, no Pay', async () => {
    const plan = freshPlan();
    setPermissions('staff', ['plotemi.view']);
    await renderSignedIn('staff', `/1/plotemi/${plan.id}/show`);
    await waitFor(() => expect(scheduleRows()).toHaveLength(24));
    expect(screen.queryByRole('button', { name: /^Pay EMI/ })).not.toBeInTheDocument();
  });
});
