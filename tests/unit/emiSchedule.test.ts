/** EMI money in paise (src/features/emi/schedule.ts): instalments, dated schedules, payments applied. */
import { describe, expect, it } from 'vitest';
import { instalmentPaise, planSchedule, toPaise, type PlanLike } from '../../src/features/emi/schedule';

describe('paise', () => {
  it.each([
    [1000, 100000],
    ['36,36,000'.replace(/,/g, ''), 363600000],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [8884.875, 888488],
    ['', null],
    ['x', null],
    [-2.5, -250],
  ])('%s rupees → %s paise', (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
  });
});

describe('the instalment', () => {
  it.each([
    ['0 %: principal ÷ months', { total: 2400000, duration: 24, interest: 0, dueType: 'Monthly' }, 10000000],
    ['0 %, odd total: rounded to the paisa', { total: 1000000, downpayment: 1, duration: 7, interest: 0, dueType: 'Monthly' }, 14285700],
    ['12 %, 12 months', { total: 100000, duration: 12, interest: 12, dueType: 'Monthly' }, 888488],
    ['12 %, yearly: years × 12 months', { total: 120000, downpayment: 20000, duration: 2, interest: 12, dueType: 'Yearly' }, 470735],
    ['down payment equal to the total', { total: 5000, downpayment: 5000, duration: 3, interest: 0 }, 0],
    ['blank interest: not computed', { total: 5000, duration: 3, interest: '' }, null],
    ['no duration: not computed', { total: 5000, duration: 0, interest: 0 }, null],
  ])('%s', (_name, plan, expected) => {
    expect(instalmentPaise(plan)).toBe(expected);
  });
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('the schedule', () => {
  const plans: Array<[string, PlanLike]> = [
    [
      'monthly 0 %, odd total',
      { total_amount: 1000001, downpayment: 0, interest_rate: 0, total_duration: 7, emi_number: 7, due_type: 'Monthly', emi_due_date: 31 },
    ],
    [
      'monthly 12 %',
      {
        total_amount: 500000,
        downpayment: 100000,
        interest_rate: 12,
        total_duration: 24,
        emi_number: 24,
        due_type: 'Monthly',
        emi_due_date: 5,
      },
    ],
    [
      'monthly 10.5 %, odd total',
      {
        total_amount: 733333.33,
        downpayment: 33333.33,
        interest_rate: 10.5,
        total_duration: 36,
        emi_number: 36,
        due_type: 'Monthly',
        emi_due_date: 15,
      },
    ],
    [
      'weekly 0 %',
      { total_amount: 99999.99, downpayment: 0, interest_rate: 0, total_duration: 13, emi_number: 13, due_type: 'Weekly', emi_due_date: 1 },
    ],
    [
      'yearly 0 %',
      {
        total_amount: 1000000,
        downpayment: 1,
        interest_rate: 0,
        total_duration: 3,
        emi_number: 3,
        due_type: 'Yearly',
        emi_due_date: 4,
        yearly_due_date: 10,
      },
    ],
    [
      'a stored amount that does not match (typed by hand)',
      {
        total_amount: 100000,
        downpayment: 0,
        interest_rate: 0,
        total_duration: 3,
        emi_number: 3,
        instalment_amount: 33000,
        due_type: 'Monthly',
        emi_due_date: 1,
      },
    ],
  ];
  it.each(plans)('%s: the principal parts add up to the financed amount to the paisa', (_name, plan) => {
    const schedule = planSchedule({ ...plan, created_at: '2026-01-31T10:00:00Z' }, [], '2026-01-31')!;
    expect(schedule.rows).toHaveLength(Number(plan.emi_number));
    expect(sum(schedule.rows.map(r => r.principal))).toBe(schedule.financed);
    expect(schedule.financed).toBe(toPaise(plan.total_amount)! - toPaise(plan.downpayment)!);
    expect(schedule.rows.every(r => Number.isInteger(r.amount) && r.amount >= 0)).toBe(true);
    if (!Number(plan.interest_rate)) expect(schedule.payable).toBe(schedule.financed);
    if (!plan.instalment_amount) {
      // No instalment but the last differs from the first by more than the rounding of the count.
      const [first, last] = [schedule.rows[0].amount, schedule.rows[schedule.rows.length - 1].amount];
      expect(Math.abs(last - first)).toBeLessThanOrEqual(schedule.rows.length);
    }
  });

  it('a 24-month 0 % plan: 24 rows of ₹1,00,000 dated monthly on the due day', () => {
    const plan = {
      total_amount: 2400000,
      downpayment: 0,
      interest_rate: 0,
      total_duration: 24,
      emi_number: 24,
      due_type: 'Monthly',
      emi_due_date: 30,
      created_at: '2026-01-10',
    };
    const schedule = planSchedule(plan, [], '2026-01-10')!;
    expect(schedule.rows.map(r => r.amount)).toEqual(Array(24).fill(10000000));
    expect(schedule.rows.slice(0, 3).map(r => r.due)).toEqual(['2026-01-30', '2026-02-28', '2026-03-30']);
    expect(schedule.rows[23].due).toBe('2027-12-30');
    expect(schedule.next?.number).toBe(1);
  });

  it('the last instalment absorbs the rounding', () => {
    const schedule = planSchedule(
      {
        total_amount: 100,
        interest_rate: 0,
        total_duration: 3,
        emi_number: 3,
        due_type: 'Monthly',
        emi_due_date: 1,
        created_at: '2026-01-01',
      },
      [],
      '2026-01-01',
    )!;
    expect(schedule.rows.map(r => r.amount)).toEqual([3333, 3333, 3334]);
  });

  it('weekly from the chosen weekday; yearly on the month and day', () => {
    const weekly = planSchedule(
      {
        total_amount: 300,
        interest_rate: 0,
        total_duration: 3,
        emi_number: 3,
        due_type: 'Weekly',
        emi_due_date: 1,
        created_at: '2026-11-27',
      },
      [],
      '2026-11-27',
    )!;
    expect(weekly.rows.map(r => r.due)).toEqual(['2026-11-30', '2026-12-07', '2026-12-14']);
    const yearly = planSchedule(
      {
        total_amount: 300,
        interest_rate: 0,
        total_duration: 3,
        emi_number: 3,
        due_type: 'Yearly',
        emi_due_date: 2,
        yearly_due_date: 30,
        created_at: '2026-11-27',
      },
      [],
      '2026-11-27',
    )!;
    expect(yearly.rows.map(r => r.due)).toEqual(['2027-02-28', '2028-02-29', '2029-02-28']);
  });

  it('the stored amount is monthly: a yearly instalment is 12 of it, a weekly one 12/52, the rows adding up to the financed amount', () => {
    // 24,00,000 over 2 years at 0 %: 1,00,000 a month, so two yearly instalments of 12,00,000.
    const yearly = planSchedule(
      {
        total_amount: 2400000,
        interest_rate: 0,
        total_duration: 2,
        emi_number: 2,
        instalment_amount: 100000,
        due_type: 'Yearly',
        emi_due_date: 3,
        yearly_due_date: 1,
        created_at: '2026-01-10',
      },
      [],
      '2026-01-10',
    )!;
    expect(yearly.rows.map(r => r.amount)).toEqual([120000000, 120000000]);
    // 24,00,000 over 6 months at 0 %: 4,00,000 a month, 26 weekly instalments of 92,307.69, the last absorbing the rounding.
    const weekly = planSchedule(
      {
        total_amount: 2400000,
        interest_rate: 0,
        total_duration: 6,
        emi_number: 26,
        instalment_amount: 400000,
        due_type: 'Weekly',
        emi_due_date: 1,
        created_at: '2026-01-10',
      },
      [],
      '2026-01-10',
    )!;
    expect(weekly.rows).toHaveLength(26);
    expect(weekly.rows.slice(0, 25).every(r => r.amount === 9230769)).toBe(true);
    expect(weekly.rows[25].amount).toBe(240000000 - 25 * 9230769);
    expect(weekly.payable).toBe(240000000);
    // Without emi_number the count is the duration in the due type's instalments.
    const counted = planSchedule(
      {
        total_amount: 2400000,
        interest_rate: 0,
        total_duration: 2,
        instalment_amount: 100000,
        due_type: 'Yearly',
        emi_due_date: 3,
        yearly_due_date: 1,
        created_at: '2026-01-10',
      },
      [],
      '2026-01-10',
    )!;
    expect(counted.rows).toHaveLength(2);
  });

  it('payments: paid, partly paid, overdue, carried to the next, Next Due the first unpaid', () => {
    const plan = {
      total_amount: 3000,
      interest_rate: 0,
      total_duration: 3,
      emi_number: 3,
      due_type: 'Monthly',
      emi_due_date: 5,
      created_at: '2026-01-01',
    };
    const history = [
      { id: 2, amount: 500, paid_on: '2026-02-06', status: 'Paid' },
      { id: 1, amount: 1200, paid_on: '2026-01-05', status: 'Paid' },
      { id: 3, amount: 1000, paid_on: '2026-03-05', status: 'Due' },
    ];
    const schedule = planSchedule(plan, history, '2026-03-10')!;
    expect(schedule.rows.map(r => [r.status, r.paid])).toEqual([
      ['Paid', 100000],
      ['Partly paid', 70000],
      ['Overdue', 0],
    ]);
    expect(schedule.rows[1].payments).toEqual([
      { id: 1, date: '2026-01-05', amount: 20000 },
      { id: 2, date: '2026-02-06', amount: 50000 },
    ]);
    expect(schedule.next?.number).toBe(2);
    const before = planSchedule(plan, [], '2026-03-05')!;
    expect(before.rows[2].status).toBe('Due');
  });

  it('every instalment paid: no Next Due; an overpayment is kept as surplus', () => {
    const plan = {
      total_amount: 300,
      interest_rate: 0,
      total_duration: 3,
      emi_number: 3,
      due_type: 'Monthly',
      emi_due_date: 5,
      created_at: '2026-01-01',
    };
    const schedule = planSchedule(plan, [{ id: 1, amount: 350, paid_on: '2026-01-05', status: 'Paid' }], '2026-06-01')!;
    expect(schedule.next).toBeNull();
    expect(schedule.surplus).toBe(5000);
  });

  it('a plan without a start, a count or a total has no schedule', () => {
    expect(planSchedule({ total_amount: 300, emi_number: 3, due_type: 'Monthly', emi_due_date: 5 }, [], '2026-01-01')).toBeNull();
    expect(
      planSchedule({ total_amount: 0, emi_number: 3, due_type: 'Monthly', emi_due_date: 5, created_at: '2026-01-01' }, [], '2026-01-01'),
    ).toBeNull();
    expect(planSchedule({ total_amount: 300, emi_number: 3, due_type: 'Monthly', created_at: '2026-01-01' }, [], '2026-01-01')).toBeNull();
  });
});
