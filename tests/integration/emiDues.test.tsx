/**
 * The EMI dues page and its dashboard card (issue 37) with the real <Admin> against the demo API
 * (msw/node): an overdue instalment with its days late and a WhatsApp reminder, a due-soon one
 * within the plan's prior_notification_days and none beyond, the Due / Overdue filter, the
 * export, and the gate: plotemi.view opens page and card, without it neither shows.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { table, type Row } from '../../mocks/db';
import { bodyRows, captureDownloads, captureRequests, renderSignedIn, setPermissions, waitForPath } from './helpers';

configure({ asyncUtilTimeout: 10000 });

/** Today is 20 Nov 2026 (the browser's date and the demo API's). */
const NOW = new Date('2026-11-20T06:30:00Z');

beforeEach(() => {
  // The clock runs on from NOW: the filter form's debounce measures elapsed time with Date.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const org1 = (name: string) => table(name).filter(r => r.organization_id === 1);
const dropOrg1 = (name: string) => {
  const rows = table(name);
  for (let i = rows.length - 1; i >= 0; i--) if (rows[i].organization_id === 1) rows.splice(i, 1);
};

/** 12 monthly instalments of ₹10,000, no down payment, 0 %. */
const planRow = (id: number, plot: Row, customer: Row, over: Partial<Row> & { created_at: string }): Row => ({
  id,
  organization_id: 1,
  plot_id: plot.id,
  customer_id: customer.id,
  plot_status: 'Booked',
  plot_book_id: null,
  plot_sale_id: null,
  emi_number: 12,
  total_amount: 120000,
  downpayment: 0,
  interest_rate: 0,
  instalment_amount: 10000,
  due_type: 'Monthly',
  total_duration: 12,
  yearly_due_date: null,
  final_due_date: '2027-12-31',
  emi_paid_count: 1,
  emi_due_count: 11,
  due_date: null,
  ...over,
});

const paid = (id: number, emiId: number, paidOn: string): Row => ({
  id,
  organization_id: 1,
  emi_id: emiId,
  amount: 10000,
  paid_on: paidOn,
  status: 'Paid',
  is_penalty: 0,
  penalty_amount: null,
  created_at: `${paidOn}T10:00:00.000Z`,
});

/**
 * Organization 1 holds three plans only:
 * - late: due on the 10th from September, EMI 1 paid; EMI 2 (10 Oct) 41 days late, EMI 3 (10 Nov) 10 days;
 * - soon: due on the 25th from October, notice 7 days, EMI 1 paid; EMI 2 (25 Nov) is 5 days away;
 * - beyond: the same as soon with a notice of 3 days: EMI 2 is not due yet.
 */
const seedPlans = () => {
  const plots = org1('plot').filter(p => p.lid != null);
  // Plots of two layouts, numbered apart (each layout numbers its plots from 1).
  const latePlot = plots[0]!;
  const soonPlot = plots.find(p => p.lid !== latePlot.lid && p.number !== latePlot.number)!;
  const beyondPlot = plots.find(p => ![latePlot.number, soonPlot.number].includes(p.number))!;
  const [lateCustomer, soonCustomer, beyondCustomer] = org1('customer').slice(0, 3);
  Object.assign(lateCustomer!, { phone: '98765 43210', country_code: '' });
  Object.assign(soonCustomer!, { phone: '9444012345', country_code: '+91' });
  dropOrg1('plotemi');
  dropOrg1('plotemihistory');
  const late = planRow(9001, latePlot, lateCustomer!, {
    emi_due_date: 10,
    prior_notification_days: 3,
    created_at: '2026-09-01T10:00:00.000Z',
  });
  const soon = planRow(9002, soonPlot, soonCustomer!, {
    emi_due_date: 25,
    prior_notification_days: 7,
    created_at: '2026-10-01T10:00:00.000Z',
  });
  const beyond = planRow(9003, beyondPlot, beyondCustomer!, {
    emi_due_date: 25,
    prior_notification_days: 3,
    created_at: '2026-10-01T10:00:00.000Z',
  });
  table('plotemi').push(late, soon, beyond);
  table('plotemihistory').push(paid(9101, 9001, '2026-09-10'), paid(9102, 9002, '2026-10-25'), paid(9103, 9003, '2026-10-25'));
  const layoutOf = (plot: Row) => table('layout').find(l => l.id === plot.lid)!;
  return { late, soon, beyond, latePlot, soonPlot, lateCustomer: lateCustomer!, layoutOf };
};

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('the EMI dues page', () => {
  it('lists the overdue instalments with their days late and a WhatsApp reminder, the due-soon one within its notice, and none beyond', async () => {
    const { late, soon, beyond, latePlot, lateCustomer, layoutOf } = seedPlans();
    const { user } = await renderSignedIn('admin', '/1/emidue');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const headers = screen.getAllByRole('columnheader').map(th => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Customer', 'Phone', 'Plot', 'Layout', 'EMI', 'Due Date', 'Amount Due', 'Days Late']));

    // Overdue: EMI 2 of the late plan, due 10 Oct, 41 days late, ₹10,000.00 still due; it opens the plan.
    const overdue = rowOf(`EMI 2 of 12, plot ${latePlot.number}: open the plan`);
    expect(within(overdue).getByRole('link', { name: /^EMI 2 of 12/ })).toHaveAttribute('href', `/1/plotemi/${late.id}/show`);
    expect(overdue).toHaveTextContent('10/10/2026');
    expect(overdue).toHaveTextContent('₹10,000.00');
    expect(within(overdue).getByText('41')).toBeInTheDocument();
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(overdue).toHaveTextContent(String(layoutOf(latePlot).name));
    // The reminder: the customer's digits with +91 (no country code stored) and the text prefilled.
    const whatsapp = within(overdue).getByRole('link', { name: `WhatsApp reminder to ${lateCustomer.name}` });
    const href = whatsapp.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(decodeURIComponent(href.split('?text=')[1]!)).toBe(
      `Dear ${lateCustomer.name}, EMI 2 of ₹10,000.00 for plot ${latePlot.number}, ${layoutOf(latePlot).name} was due on 10/10/2026 and is 41 days overdue. Please pay at the earliest. Thank you.`,
    );
    expect(rowOf(`EMI 3 of 12, plot ${latePlot.number}: open the plan`)).toHaveTextContent('10/11/2026');

    // Due soon: 25 Nov is within the 7 days' notice; not late.
    const dueSoon = bodyRows().find(tr => tr.querySelector(`a[href="/1/plotemi/${soon.id}/show"]`))!;
    expect(dueSoon).toHaveTextContent('25/11/2026');
    expect(within(dueSoon).getByText('Due')).toBeInTheDocument();
    expect(
      decodeURIComponent(
        within(dueSoon)
          .getByRole('link', { name: /^WhatsApp reminder/ })
          .getAttribute('href')!,
      ),
    ).toContain('is due on 25/11/2026');
    // Beyond its 3 days' notice: the third plan is not on the list.
    expect(bodyRows().some(tr => tr.querySelector(`a[href="/1/plotemi/${beyond.id}/show"]`))).toBe(false);

    // The reminders in Tamil, chosen in the toolbar.
    await user.click(screen.getByRole('button', { name: 'தமிழ்' }));
    const tamil = () =>
      within(rowOf(`EMI 2 of 12, plot ${latePlot.number}: open the plan`))
        .getByRole('link', { name: /^WhatsApp reminder/ })
        .getAttribute('href')!;
    await waitFor(() =>
      expect(decodeURIComponent(tamil().split('?text=')[1]!)).toMatch(
        new RegExp(`^அன்புள்ள ${lateCustomer.name}, .*41 நாட்கள் தாமதமாகியுள்ளது`),
      ),
    );
  });

  it('filters overdue only, and due only', async () => {
    const { soon } = seedPlans();
    const { user } = await renderSignedIn('admin', '/1/emidue');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    await user.click(screen.getByRole('combobox', { name: 'Due / Overdue' }));
    await user.click(await screen.findByRole('option', { name: 'Overdue' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows().every(tr => within(tr).queryByText('Overdue'))).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Due / Overdue' }));
    await user.click(await screen.findByRole('option', { name: 'Due soon' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]!.querySelector(`a[href="/1/plotemi/${soon.id}/show"]`)).not.toBeNull();
  });

  it('exports the rows of the current filters as CSV, without a call of its own', async () => {
    const { latePlot, lateCustomer } = seedPlans();
    const downloads = captureDownloads();
    const { user } = await renderSignedIn('admin', '/1/emidue');
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    const seen = captureRequests();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export EMI dues' });
    expect(dialog).toHaveTextContent('3 instalments match the current filters.');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads.clicked).toHaveLength(1));
    expect(downloads.clicked[0]!.download).toBe('emi-dues-2026-11-20.csv');
    const lines = (await downloads.blobs[0]!.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Customer,Phone,Plot,Layout,Project,EMI,Due Date,Amount Due,Days Late,Status');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`${lateCustomer.name},98765 43210,${latePlot.number},`);
    expect(lines[1]).toContain(',2 of 12,2026-10-10,10000.00,41,Overdue');
    expect(seen.filter(r => r.path.includes('emidue'))).toEqual([]);
  });
});

describe('the gate: plotemi.view', () => {
  // Two pages (the dashboard and the list) and the card's own chunk.
  it(
    'with plotemi.view alone: the menu entry, the dashboard card with its counts that opens the page, and the page',
    { timeout: 60000 },
    async () => {
      seedPlans();
      setPermissions('staff', ['plotemi.view']);
      const { user } = await renderSignedIn('staff', '/1/dashboard');
      // The card's chunk is fetched after the dashboard's body (cold in a test worker: give it time).
      const card = await screen.findByTestId('emi-dues-card', {}, { timeout: 20000 });
      await waitFor(() => expect(within(card).getByTestId('emi-dues-week')).toHaveTextContent('1'));
      expect(within(card).getByTestId('emi-dues-overdue')).toHaveTextContent('2');
      expect(card).toHaveTextContent('Due this week · Overdue');
      expect(screen.getByRole('menuitem', { name: 'EMI Dues' })).toBeInTheDocument();
      await user.click(within(card).getByRole('link', { name: 'EMI dues: 1 due this week, 2 overdue' }));
      await waitForPath('/1/emidue');
      await waitFor(() => expect(bodyRows()).toHaveLength(3));
      // The Layout filter's lookup is open to plotemi.view (a 403 would end the session).
      await user.click(screen.getByRole('combobox', { name: 'Layout' }));
      expect((await screen.findAllByRole('option')).length).toBeGreaterThan(0);
      expect(window.location.pathname).toBe('/1/emidue');
    },
  );

  it('without plotemi.view: no card, no menu entry, and the typed address is refused without a call', async () => {
    seedPlans();
    setPermissions('staff', ['plot.view', 'customer.view', 'project.view']);
    const seen = captureRequests();
    await renderSignedIn('staff', '/1/dashboard');
    // The count cards have their numbers: the body is drawn.
    await waitFor(() => expect(screen.getByTestId('count-customers')).toHaveTextContent(/\d/));
    expect(screen.queryByTestId('emi-dues-card')).not.toBeInTheDocument();
    expect(screen.queryByText('Due this week · Overdue')).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'EMI Dues' })).not.toBeInTheDocument();
    window.history.pushState({}, '', '/1/emidue');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(seen.filter(r => r.path.startsWith('/1/plotemi'))).toEqual([]);
  });
});
