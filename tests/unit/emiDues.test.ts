/** EMI dues (src/features/emi/dues.ts, dueReminders.ts): which instalments are due soon or overdue, the list's query, the counts, the reminders, the CSV. */
import { describe, expect, it } from 'vitest';
import { csvText } from '../../src/common/csv';
import { duesCsvLines, dueCounts, emiDues, filterDues, pageOf, sortDues, type DuePlan, type EmiDue } from '../../src/features/emi/dues';
import { reminderText, whatsappReminderUrl } from '../../src/features/emi/dueReminders';

/** 6 monthly instalments of ₹1,000 on the 5th from January 2026 (Jan 5 … Jun 5). */
const plan = (over: Partial<DuePlan> = {}): DuePlan => ({
  id: 1,
  total_amount: 6000,
  downpayment: 0,
  interest_rate: 0,
  total_duration: 6,
  emi_number: 6,
  due_type: 'Monthly',
  emi_due_date: 5,
  prior_notification_days: 5,
  created_at: '2026-01-01T10:00:00Z',
  plot: { id: 31, number: 'A-12', layout: { id: 4, name: 'Green Meadows' }, project: { id: 2, name: 'Daga Hills' } },
  customer: { id: 7, name: 'Ravi Kumar', phone: '98765 43210', country_code: '+91' },
  ...over,
});

const brief = (dues: EmiDue[]) => dues.map(d => [d.emi_id, d.number, d.due_date, d.kind, d.status, d.amount_due, d.days_late]);

describe('the dues of a day', () => {
  it('overdue (due before today, not paid in full, partly paid included) and due soon within prior_notification_days; paid and later ones left out', () => {
    // ₹1,500 paid: EMI 1 in full, ₹500 of EMI 2. Today April 2: EMI 2 and 3 are late, EMI 4 (April 5) is 3 days away.
    const history = [{ id: 1, emi_id: 1, amount: 1500, paid_on: '2026-01-05', status: 'Paid' }];
    const dues = emiDues([plan()], history, '2026-04-02');
    expect(brief(dues)).toEqual([
      [1, 2, '2026-02-05', 'overdue', 'Partly paid', 500, 56],
      [1, 3, '2026-03-05', 'overdue', 'Overdue', 1000, 28],
      [1, 4, '2026-04-05', 'due', 'Due', 1000, 0],
    ]);
    expect(dues[0]).toMatchObject({
      id: '1-2',
      count: 6,
      amount: 1000,
      paid: 500,
      layout_id: 4,
      project_id: 2,
      customer_id: 7,
      plot: { id: 31, number: 'A-12' },
    });
  });

  it('the notice is counted from today, its last day included; blank notice: due today only', () => {
    const history = [{ id: 1, emi_id: 1, amount: 3000, paid_on: '2026-03-05', status: 'Paid' }];
    // EMI 4 is due April 5.
    expect(brief(emiDues([plan({ prior_notification_days: 2 })], history, '2026-04-02'))).toEqual([]);
    expect(brief(emiDues([plan({ prior_notification_days: 2 })], history, '2026-04-03')).map(d => d[1])).toEqual([4]);
    expect(brief(emiDues([plan({ prior_notification_days: null })], history, '2026-04-04'))).toEqual([]);
    expect(brief(emiDues([plan({ prior_notification_days: null })], history, '2026-04-05'))).toEqual([
      [1, 4, '2026-04-05', 'due', 'Due', 1000, 0],
    ]);
  });

  it("reads each plan's own history (emi_id), ignores Due items (reminders, not payments) and plans without a schedule", () => {
    const history = [
      { id: 1, emi_id: 2, amount: 6000, paid_on: '2026-01-05', status: 'Paid' },
      { id: 2, emi_id: 1, amount: 1000, paid_on: '2026-02-05', status: 'Due' },
    ];
    const dues = emiDues([plan(), plan({ id: 2 }), plan({ id: 3, emi_due_date: null })], history, '2026-02-10');
    expect(brief(dues)).toEqual([
      [1, 1, '2026-01-05', 'overdue', 'Overdue', 1000, 36],
      [1, 2, '2026-02-05', 'overdue', 'Overdue', 1000, 5],
    ]);
  });
});

describe("the list's query", () => {
  const plans = [
    plan(),
    plan({
      id: 2,
      emi_due_date: 1,
      plot: { id: 40, number: 'A-2', layout: { id: 5, name: 'Lake View' }, project: { id: 3, name: 'River Side' } },
      customer: { id: 8, name: 'Anitha', phone: '9000000001' },
    }),
    plan({
      id: 3,
      emi_due_date: 3,
      total_amount: 12000,
      plot: { id: 41, number: 'A-10', layout: { id: 4, name: 'Green Meadows' }, project: { id: 2, name: 'Daga Hills' } },
      customer: { id: 9, name: 'Selvi', phone: null },
    }),
  ];
  // Today March 2. Plan 1: late Jan 5, Feb 5, due soon Mar 5. Plan 2 (first due after Jan 1): late Feb 1, Mar 1. Plan 3: late Jan 3, Feb 3, due soon Mar 3.
  const all = emiDues(plans, [], '2026-03-02');

  it('filters by kind, project, layout, due date range and search (customer, phone, plot)', () => {
    expect(filterDues(all, { kind: 'due' }).map(d => d.id)).toEqual(['3-3', '1-3']);
    expect(filterDues(all, { kind: 'overdue' }).every(d => d.kind === 'overdue')).toBe(true);
    expect(new Set(filterDues(all, { project_id: 3 }).map(d => d.emi_id))).toEqual(new Set([2]));
    expect(new Set(filterDues(all, { layout_id: '4' }).map(d => d.emi_id))).toEqual(new Set([1, 3]));
    expect(filterDues(all, { date_from: '2026-02-01', date_to: '2026-02-03' }).map(d => d.id)).toEqual(['2-1', '3-2']);
    expect(new Set(filterDues(all, { q: 'anith' }).map(d => d.emi_id))).toEqual(new Set([2]));
    expect(new Set(filterDues(all, { q: '43210' }).map(d => d.emi_id))).toEqual(new Set([1]));
    expect(new Set(filterDues(all, { q: 'a-10' }).map(d => d.emi_id))).toEqual(new Set([3]));
    expect(filterDues(all, {})).toHaveLength(all.length);
  });

  it('sorts by a column (numbers as numbers, plot numbers in natural order), else by due date', () => {
    expect(sortDues(all, { field: 'amount_due', order: 'DESC' })[0].emi_id).toBe(3);
    expect(
      sortDues(all, { field: 'days_late', order: 'DESC' })
        .map(d => d.days_late)
        .slice(0, 2),
    ).toEqual([58, 56]);
    const plots = sortDues(all, { field: 'plot.number', order: 'ASC' }).map(d => d.plot?.number);
    expect([...new Set(plots)]).toEqual(['A-2', 'A-10', 'A-12']);
    expect(sortDues(all, { field: 'nonsense', order: 'ASC' }).map(d => d.due_date)).toEqual([...all.map(d => d.due_date)].sort());
  });

  it('pages, a size at or above All giving every row', () => {
    const rows = sortDues(all, null);
    expect(pageOf(rows, { page: 2, perPage: 3 }, 1_000_000)).toEqual(rows.slice(3, 6));
    expect(pageOf(rows, { page: 1, perPage: 1_000_000 }, 1_000_000)).toHaveLength(rows.length);
  });

  it('counts due this week (due soon, at most 6 days ahead) and overdue', () => {
    const far = emiDues(
      [plan({ prior_notification_days: 20 })],
      [{ id: 1, emi_id: 1, amount: 2000, paid_on: '2026-02-05', status: 'Paid' }],
      '2026-02-20',
    );
    // EMI 3 on March 5 is due soon (notice 20) but 13 days away: not this week.
    expect(far.map(d => d.number)).toEqual([3]);
    expect(dueCounts(far, '2026-02-20')).toEqual({ week: 0, overdue: 0 });
    expect(dueCounts(far, '2026-02-27')).toEqual({ week: 1, overdue: 0 });
    expect(dueCounts(all, '2026-03-02')).toEqual({ week: 2, overdue: all.length - 2 });
  });
});

describe('the reminders', () => {
  const [late, soon] = emiDues([plan()], [{ id: 1, emi_id: 1, amount: 2000, paid_on: '2026-02-05', status: 'Paid' }], '2026-03-06').concat(
    emiDues([plan()], [{ id: 1, emi_id: 1, amount: 3000, paid_on: '2026-03-05', status: 'Paid' }], '2026-04-01'),
  );

  it('says in English the EMI, the amount still due, the plot and layout, the date and the days late', () => {
    expect(reminderText(late)).toBe(
      'Dear Ravi Kumar, EMI 3 of ₹1,000.00 for plot A-12, Green Meadows was due on 05/03/2026 and is 1 day overdue. Please pay at the earliest. Thank you.',
    );
    expect(reminderText(soon)).toBe(
      'Dear Ravi Kumar, this is a reminder that EMI 4 of ₹1,000.00 for plot A-12, Green Meadows is due on 05/04/2026. Thank you.',
    );
  });

  it('has a Tamil text too, with the same figures', () => {
    const text = reminderText(late, 'ta');
    expect(text).toMatch(/^அன்புள்ள Ravi Kumar,/);
    for (const part of ['A-12', '₹1,000.00', '05/03/2026', 'Green Meadows', '1 நாட்கள்']) expect(text).toContain(part);
  });

  it('opens a WhatsApp chat with the digits and the country code (+91 when none) and the text prefilled', () => {
    const url = whatsappReminderUrl(late)!;
    expect(url.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(decodeURIComponent(url.split('?text=')[1])).toBe(reminderText(late));
    const abroad = { ...late, customer: { id: 7, name: 'Ravi', phone: '50 123 4567', country_code: '+971' } };
    expect(whatsappReminderUrl(abroad)).toMatch(/^https:\/\/wa\.me\/971501234567\?text=/);
    const noCode = { ...late, customer: { id: 7, name: 'Ravi', phone: '9876543210', country_code: null } };
    expect(whatsappReminderUrl(noCode)).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(whatsappReminderUrl({ ...late, customer: { id: 7, name: 'Ravi', phone: null } })).toBeNull();
  });
});

describe('the export', () => {
  it('writes the chosen columns in their order as CSV, quoting where needed', () => {
    const dues = emiDues([plan({ customer: { id: 7, name: 'Kumar, Ravi', phone: '9876543210' } })], [], '2026-01-06');
    expect(csvText(duesCsvLines(dues, ['customer', 'number', 'amount_due', 'days_late']))).toBe(
      'Customer,EMI,Amount Due,Days Late\r\n"Kumar, Ravi",1 of 6,1000.00,1\r\n',
    );
    expect(duesCsvLines(dues)[0]!.join(',')).toBe('Customer,Phone,Plot,Layout,Project,EMI,Due Date,Amount Due,Days Late,Status');
  });
});
