/**
 * EMI plans in the demo API (mocks/handlers/plotEmi.ts, mocks/seed/plotEmi.ts): the seeded plans
 * of the bookings and sales that chose EMI and their history; create with the rules of spec 3 §5
 * through the envelope and one plan per plot (spec 1 §4); the history read (eid, 10 per page);
 * addemiitem / editemiitem updating the plan's counts; the permission keys.
 */
import { describe, expect, it } from 'vitest';
import { db, table, type Row } from '../../mocks/db';
import { toFormData } from '../../src/api/formData';
import { planInstalment } from '../../src/features/emi/schedule';

const ROOT = 'http://localhost/api/v1';

const login = async (username: string) => {
  const response = await fetch(`${ROOT}/account/login`, { method: 'POST', body: toFormData({ username, password: username }) });
  return (await response.json()).data.token as string;
};

const call = async (token: string, path: string, body?: Record<string, unknown>) => {
  const response = await fetch(`${ROOT}/1/${path}`, {
    method: body ? 'POST' : 'GET',
    body: body ? toFormData(body) : undefined,
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
};

const plans = () => table('plotemi').filter(p => p.organization_id === 1);
const historyOf = (plan: Row) => table('plotemihistory').filter(i => i.emi_id === plan.id && i.organization_id === plan.organization_id);

describe('the seeded plans', () => {
  it('one plan per booking or sale that chose EMI, with its plot, customer and source', () => {
    const bookings = table('plotbook').filter(b => Number(b.isemi) === 1);
    const sales = table('plotsale').filter(s => Number(s.isemi) === 1);
    expect(bookings.length + sales.length).toBeGreaterThan(3);
    expect(table('plotemi')).toHaveLength(bookings.length + sales.length);
    for (const b of bookings) {
      expect(table('plotemi').find(p => p.plot_book_id === b.id && p.plot_status === 'Booked')).toMatchObject({
        plot_id: b.plot_id,
        customer_id: b.customer_id,
        total_amount: b.total_amount,
        emi_number: b.emi_number,
        instalment_amount: b.instalment_amount,
      });
    }
    for (const s of sales) expect(table('plotemi').find(p => p.plot_sale_id === s.id && p.plot_status === 'Sold')).toBeTruthy();
    // One plan per plot.
    const plots = table('plotemi').map(p => `${p.organization_id}:${p.plot_id}`);
    expect(new Set(plots).size).toBe(plots.length);
  });

  it('a history with a mix of Paid and Due items; the counts agree with it', () => {
    const items = table('plotemihistory');
    expect(items.some(i => i.status === 'Paid')).toBe(true);
    expect(items.some(i => i.status === 'Due')).toBe(true);
    expect(items.some(i => i.is_penalty === 1 && Number(i.penalty_amount) > 0)).toBe(true);
    for (const plan of table('plotemi')) {
      const history = historyOf(plan);
      const paid = history.filter(i => i.status === 'Paid').length;
      expect(history.length).toBeLessThanOrEqual(Number(plan.emi_number));
      expect(plan.emi_paid_count).toBe(paid);
      expect(plan.emi_due_count).toBe(Number(plan.emi_number) - paid);
      for (const i of history) expect(i.amount).toBe(planInstalment(plan));
    }
  });
});

const newPlan = (plot: Row, booking: Row) => ({
  plot_id: plot.id,
  customer_id: booking.customer_id,
  plot_status: 'Booked',
  plot_book_id: booking.id,
  total_amount: 600000,
  emi_number: 12,
  interest_rate: 12,
  instalment_amount: 44424.39,
  prior_notification_days: 5,
  total_duration: 12,
  due_type: 'Monthly',
  emi_due_date: 10,
  downpayment: 100000,
  final_due_date: '2027-11-10',
});

/** A Booked plot of organization 1 with a booking and no plan. */
const freeBookedPlot = () => {
  const planned = new Set(plans().map(p => p.plot_id));
  const plot = table('plot').find(
    p => p.organization_id === 1 && p.status === 'Booked' && !planned.has(p.id) && table('plotbook').some(b => b.plot_id === p.id),
  )!;
  const booking = table('plotbook').find(b => b.plot_id === plot.id)!;
  return { plot, booking };
};

describe('plotemi create and update', () => {
  it('answers every rule of section 5 through the envelope', async () => {
    const token = await login('admin');
    const { status, body } = await call(token, 'plotemi', {
      plot_status: 'Booked',
      due_type: 'Monthly',
      emi_due_date: 40,
      total_amount: 1000,
      downpayment: 2000,
    });
    expect(status).toBe(422);
    expect(body.status).toBe(false);
    expect(body.errors).toMatchObject({
      plot_id: 'Plot is required',
      plot_book_id: 'Plot booking is required',
      instalment_amount: 'Monthly Amount is required',
      emi_due_date: 'Please enter the correct Due date',
      downpayment: 'Enter correct down payment.',
    });
  });

  it('creates a plan with zero counts, and refuses a second plan for the same plot', async () => {
    const token = await login('admin');
    const { plot, booking } = freeBookedPlot();
    const created = await call(token, 'plotemi', newPlan(plot, booking));
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Plot EMI created successfully.');
    expect(created.body.data).toMatchObject({
      plot: { id: plot.id, number: plot.number },
      emi_paid_count: 0,
      emi_due_count: 12,
      interest_rate: 12,
    });
    const again = await call(token, 'plotemi', newPlan(plot, booking));
    expect(again.body.errors).toEqual({ plot_id: 'This plot already has an EMI plan.' });
  });

  it('the plotemi lookup answers any member with the plan of a plot', async () => {
    const token = await login('staff');
    const plan = plans()[0];
    const { status, body } = await call(token, `plotemi/filter?plot_id=${plan.plot_id}`);
    expect(status).toBe(200);
    expect(body.data.data.map((p: Row) => p.id)).toEqual([plan.id]);
    expect((await call(token, 'plotemi')).status).toBe(403);
  });
});

describe('the EMI history and its items', () => {
  const planWithHistory = () => plans().find(p => historyOf(p).length > 10 && historyOf(p).some(i => i.status === 'Due'))!;

  it('reads the history of one plan (eid), 10 per page', async () => {
    const token = await login('admin');
    const plan = planWithHistory();
    const { body } = await call(token, `plotemi/emihistory?eid=${plan.id}&page=1&s_sort=created_at&_order=DESC`);
    expect(body.data.total).toBe(historyOf(plan).length);
    expect(body.data.per_page).toBe(10);
    expect(body.data.data).toHaveLength(10);
    expect(body.data.data.every((i: Row) => i.emi_id === plan.id)).toBe(true);
  });

  it('adds an item (Paid) and edits a Due one, updating the counts; a Paid item is not edited', async () => {
    const token = await login('admin');
    const plan = planWithHistory();
    const paid = plan.emi_paid_count as number;
    const add = await call(token, `plotemi/${plan.id}/addemiitem`, {
      paid_on: '2026-11-18',
      amount: 5000,
      status: 'Paid',
      ispenalty: 1,
      penalty_amount: 250,
    });
    expect(add.body).toMatchObject({ status: true, message: 'EMI added successfully.' });
    expect(table('plotemihistory').at(-1)).toMatchObject({
      emi_id: plan.id,
      amount: 5000,
      status: 'Paid',
      is_penalty: 1,
      penalty_amount: 250,
      paid_on: '2026-11-18',
    });
    expect(plan.emi_paid_count).toBe(paid + 1);
    expect(plan.emi_due_count).toBe(Number(plan.emi_number) - paid - 1);

    const due = historyOf(plan).find(i => i.status === 'Due')!;
    const edit = await call(token, `plotemi/${plan.id}/editemiitem`, {
      paid_on: '2026-11-19',
      amount: due.amount,
      status: 'Paid',
      ispenalty: 0,
      penalty_amount: '',
      emihostoryid: due.id,
      id: plan.id,
    });
    expect(edit.body).toMatchObject({ status: true, message: 'EMI updated successfully.' });
    expect(due).toMatchObject({ status: 'Paid', paid_on: '2026-11-19', is_penalty: 0, penalty_amount: null });
    expect(plan.emi_paid_count).toBe(paid + 2);

    const refused = await call(token, `plotemi/${plan.id}/editemiitem`, {
      amount: 1,
      status: 'Due',
      ispenalty: 0,
      emihostoryid: due.id,
      id: plan.id,
    });
    expect(refused.body).toMatchObject({ status: false, message: 'Only an EMI with status Due can be edited.' });
  });

  it('the item rules through the envelope', async () => {
    const token = await login('admin');
    const plan = plans()[0];
    const { body } = await call(token, `plotemi/${plan.id}/addemiitem`, { ispenalty: 1 });
    expect(body.errors).toEqual({
      amount: 'Please enter amount',
      status: 'Please select status',
      penalty_amount: 'Penalty amount is required',
    });
  });

  it('plotemiitem.create and plotemiitem.update gate the calls', async () => {
    db().accounts.find(a => a.username === 'staff')!.organizations[0].permissions = ['plotemi.view', 'plotemiitem.update'];
    const token = await login('staff');
    const plan = plans()[0];
    const add = await call(token, `plotemi/${plan.id}/addemiitem`, { amount: 10, status: 'Paid', ispenalty: 0 });
    expect(add.status).toBe(403);
    const due = table('plotemihistory').find(i => i.status === 'Due' && i.organization_id === 1)!;
    const edit = await call(token, `plotemi/${due.emi_id}/editemiitem`, {
      amount: 10,
      status: 'Due',
      ispenalty: 0,
      emihostoryid: due.id,
      id: due.emi_id,
    });
    expect(edit.status).toBe(200);
  });
});
