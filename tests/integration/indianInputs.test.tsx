/**
 * The Indian amount and date inputs (issue 39) in a react-admin form, and in the console's
 * instalment create against the demo API (msw/node): what is typed shows 36,36,000 and 05/09/2026
 * while the form sends 3636000 and 2026-09-05, as before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, required } from 'react-admin';
import { server } from '../../mocks/node';
import { table } from '../../mocks/db';
import { INSTALMENT_TABLE } from '../../mocks/seed/plotSales';
import { AmountInput } from '../../src/common/AmountInput';
import { DayInput, DayTimeInput } from '../../src/common/DayInput';
import { i18nProvider } from '../../src/app/i18n';
import { DateRangeFilter } from '../../src/features/dashboard/DateRangeFilter';
import { RANGE_MESSAGES } from '../../src/features/dashboard/dateRange';
import { renderSignedIn, waitForPath } from './helpers';

configure({ asyncUtilTimeout: 10000 });
const LONG = { timeout: 15000 };

afterEach(() => {
  vi.restoreAllMocks();
});

/** A form of one amount and one day; what it submits is recorded. */
const renderForm = (record: Record<string, unknown> = {}) => {
  const submitted: Record<string, unknown>[] = [];
  const user = userEvent.setup();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form record={record} onSubmit={(values: Record<string, unknown>) => void submitted.push(values)}>
        <AmountInput source="price" label="Price" validate={required('Price is required')} min={0} />
        <DayInput source="due_date" label="Due date" />
        <DayTimeInput source="followup_on" label="Follow up" />
        <button type="submit">Save</button>
      </Form>
    </AdminContext>,
  );
  return {
    user,
    submitted,
    price: screen.getByRole('spinbutton', { name: /Price/ }),
    day: screen.getByRole('textbox', { name: 'Due date' }),
    moment: screen.getByRole('textbox', { name: 'Follow up' }),
  };
};

describe('AmountInput', () => {
  it('shows 36,36,000 with ₹ while typing 3636000, and submits 3636000', async () => {
    const { user, submitted, price } = renderForm();
    await user.type(price, '3636000');
    expect(price).toHaveValue('36,36,000');
    expect(price.closest('.MuiInputBase-root')).toHaveTextContent('₹');
    expect(price).toHaveAttribute('aria-valuenow', '3636000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.price).toBe(3636000);
  });

  it('takes a paste of "₹ 36,36,000.50" with its paise, and a typed digit in the middle keeps the caret after it', async () => {
    const { user, submitted, price } = renderForm();
    await user.click(price);
    await user.paste('₹ 36,36,000.50');
    expect(price).toHaveValue('36,36,000.50');
    // 36,3|6,000.50: a 9 typed there lands after the 3 and the caret stays after the 9.
    (price as HTMLInputElement).setSelectionRange(4, 4);
    await user.keyboard('9');
    expect(price).toHaveValue('3,63,96,000.50');
    expect((price as HTMLInputElement).value.slice(0, (price as HTMLInputElement).selectionStart!).replace(/,/g, '')).toBe('3639');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.price).toBe(36396000.5);
  });

  it("shows a stored amount grouped and keeps the field's message when emptied", async () => {
    const { user, submitted, price } = renderForm({ price: 4367000 });
    expect(price).toHaveValue('43,67,000');
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Price is required')).toBeInTheDocument();
    expect(submitted).toHaveLength(0);
  });
});

describe('DayInput', () => {
  it('typing 05/09/2026 submits 2026-09-05, and 5-9-2026 reads 05/09/2026 once left', async () => {
    const { user, submitted, day } = renderForm({ price: 1 });
    await user.type(day, '5-9-2026');
    await user.tab();
    expect(day).toHaveValue('05/09/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.due_date).toBe('2026-09-05');
  });

  it('shows a stored day as dd/mm/yyyy; an impossible day gets its message, keeps the text and is not submitted', async () => {
    const { user, submitted, day } = renderForm({ price: 1, due_date: '2026-11-27' });
    expect(day).toHaveValue('27/11/2026');
    await user.clear(day);
    await user.type(day, '31/02/2026');
    await user.tab();
    expect(await screen.findByText('There is no such date: 31/02/2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(day).toHaveValue('31/02/2026');
    await user.clear(day);
    await user.type(day, '31/2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the date as dd/mm/yyyy')).toBeInTheDocument();
    expect(submitted).toHaveLength(0);
  });

  it('the calendar button opens the browser picker, and a day picked there shows dd/mm/yyyy', async () => {
    const showPicker = vi.fn();
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { value: showPicker, configurable: true, writable: true });
    const { user, submitted, day } = renderForm({ price: 1 });
    await user.click(screen.getByRole('button', { name: 'Choose a date' }));
    expect(showPicker).toHaveBeenCalledTimes(1);
    const picker = showPicker.mock.instances[0] as HTMLInputElement;
    expect(picker.type).toBe('date');
    fireEvent.change(picker, { target: { value: '2026-12-25' } });
    expect(day).toHaveValue('25/12/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.due_date).toBe('2026-12-25');
  });
});

describe('DayTimeInput', () => {
  it('typing 05/12/2026 11:30 am submits that moment; 5-12-2026 18:05 reads 05/12/2026 6:05 pm once left', async () => {
    const { user, submitted, moment } = renderForm({ price: 1 });
    await user.type(moment, '05/12/2026 11:30 am');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.followup_on).toBe(new Date(2026, 11, 5, 11, 30).toISOString());
    await user.clear(moment);
    await user.type(moment, '5-12-2026 18:05');
    await user.tab();
    expect(moment).toHaveValue('05/12/2026 6:05 pm');
  });

  it('shows a stored moment day first with am/pm; a day without its time gets its message and is not submitted', async () => {
    const stored = new Date(2026, 10, 27, 10, 42).toISOString();
    const { user, submitted, moment } = renderForm({ price: 1, followup_on: stored });
    expect(moment).toHaveValue('27/11/2026 10:42 am');
    await user.clear(moment);
    await user.type(moment, '27/11/2026');
    await user.tab();
    expect(await screen.findByText('Enter the date and time as dd/mm/yyyy hh:mm am')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(moment).toHaveValue('27/11/2026');
    expect(submitted).toHaveLength(0);
  });

  it('the calendar button opens the browser date-and-time picker; what is picked there shows day first', async () => {
    const showPicker = vi.fn();
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { value: showPicker, configurable: true, writable: true });
    const { user, submitted, moment } = renderForm({ price: 1 });
    await user.click(screen.getByRole('button', { name: 'Choose a date and time' }));
    const picker = showPicker.mock.instances[0] as HTMLInputElement;
    expect(picker.type).toBe('datetime-local');
    fireEvent.change(picker, { target: { value: '2026-12-25T16:15' } });
    expect(moment).toHaveValue('25/12/2026 4:15 pm');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.followup_on).toBe(new Date(2026, 11, 25, 16, 15).toISOString());
  });
});

describe("the dashboard's date range", () => {
  it('reads From typed 16/11/2026 and applies 2026-11-16; text that is no day is refused with its message', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <DateRangeFilter value={{ from: '2026-11-01', to: '2026-11-20' }} onChange={onChange} today={new Date(2026, 10, 27)} />
      </AdminContext>,
    );
    const from = screen.getByRole('textbox', { name: 'From' });
    expect(from).toHaveValue('01/11/2026');
    await user.clear(from);
    await user.type(from, '16/11/2026');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ from: '2026-11-16', to: '2026-11-20' }));
    await user.clear(from);
    await user.type(from, '31/11/2026');
    expect(await screen.findByText(RANGE_MESSAGES.invalid)).toBeInTheDocument();
    expect(from).toHaveValue('31/11/2026');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('in the console', () => {
  it('instalment create: typed 150000 and 05/09/2026 read 1,50,000 and are sent as 150000 and 2026-09-05', async () => {
    const sale = table('plotsale')
      .filter(s => s.organization_id === 1 && table(INSTALMENT_TABLE).every(i => i.plot_sale_id !== s.id))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0]!;
    const bodies: Record<string, string>[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (!request.url.includes('/1/plotsaleinstalment') || request.method !== 'POST') return;
      const form = await request.clone().formData();
      bodies.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
    });
    const { user } = await renderSignedIn('admin', `/1/plotsaleinstalment/create?plotid=${sale.plot_id}&plotsaleid=${sale.id}`);
    const amount = await screen.findByRole('spinbutton', { name: /Amount/ }, LONG);
    await user.type(amount, '150000');
    expect(amount).toHaveValue('1,50,000');
    await user.type(screen.getByRole('textbox', { name: /Received Date/ }), '05/09/2026');
    const users = table('user').filter(u => u.organization_id === 1);
    const receiver = [...users].sort((a, b) => String(a.name).localeCompare(String(b.name)))[0]!;
    await user.click(screen.getByRole('combobox', { name: /Received User/ }));
    await user.click(await screen.findByRole('option', { name: String(receiver.name) }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitForPath(`/1/plotsale/${sale.id}/show/instalment`);
    expect(bodies[0]).toMatchObject({ amount: '150000', received_at: '2026-09-05' });
    await waitFor(() => expect(within(document.querySelector('tbody')!).getByText('₹1,50,000')).toBeInTheDocument());
  });
});
