/**
 * The EMI logic (src/features/emi/emiLogic.ts) against the specification:
 * - spec 1 §5 / spec 3 §9: the monthly amount, computed when total and duration are above zero
 *   (0 % interest: the annuity's limit, docs/decisions.md "EMI schedule"); principal = total − downpayment; rate = interest / 100 / 12; months = duration
 *   (× 12 for Yearly); the standard annuity, rounded to 2 decimals. Hand-worked cases.
 * - spec 3 §5 / inventory messages 88-92 and C4: the plan rules and the EMI item rules, verbatim.
 */
import { describe, expect, it } from 'vitest';
import {
  EMI_MESSAGES,
  describeDue,
  fieldRule,
  formatDay,
  nextDueDate,
  planMonths,
  validateEmiItem,
  validatePlan,
} from '../../src/features/emi/emiLogic';
import { monthlyInstalment } from '../../src/features/emi/schedule';

describe('the monthly amount (annuity)', () => {
  // Hand-worked: r = 0.01, (1.01)^3 = 1.030301; 1000 · 0.01 · 1.030301 / 0.030301 = 340.0221… → 340.02.
  // 100000 at 12% for 12 months: (1.01)^12 = 1.1268250…; 1000 · 1.1268250 / 0.1268250 = 8884.8788… → 8884.88.
  // 100000 at 12% for 2 years (Yearly → 24 months): (1.01)^24 = 1.2697346…; 1000 · 1.2697346 / 0.2697346 = 4707.3472… → 4707.35.
  // 500000 − 100000 at 10.5% for 36 months: r = 0.00875, (1.00875)^36 = 1.3684…; 3500 · 3.7144… = 13000.977… → 13000.98.
  const cases: Array<[string, Parameters<typeof monthlyInstalment>[0], number | null]> = [
    ['3 months at 12%, worked by hand', { total: 1000, downpayment: 0, duration: 3, interest: 12, dueType: 'Monthly' }, 340.02],
    ['rounds down (8884.8788…)', { total: 100000, downpayment: 0, duration: 12, interest: 12, dueType: 'Monthly' }, 8884.88],
    [
      'yearly: the duration × 12 months; rounds up (4707.3472…)',
      { total: 120000, downpayment: 20000, duration: 2, interest: 12, dueType: 'Yearly' },
      4707.35,
    ],
    [
      'principal = total − downpayment; rounds up (13000.977…)',
      { total: 500000, downpayment: 100000, duration: 36, interest: 10.5, dueType: 'Monthly' },
      13000.98,
    ],
    ['weekly: the duration in months as it is', { total: 1000, downpayment: 0, duration: 3, interest: 12, dueType: 'Weekly' }, 340.02],
    ['numbers typed as text', { total: '1000', downpayment: '', duration: '3', interest: '12' }, 340.02],
    [
      'downpayment equal to the total: nothing left to pay',
      { total: 250000, downpayment: 250000, duration: 24, interest: 9, dueType: 'Monthly' },
      0,
    ],
    [
      'zero interest: the limit of the annuity, principal ÷ months',
      { total: 100000, downpayment: 0, duration: 12, interest: 0, dueType: 'Monthly' },
      8333.33,
    ],
    [
      'zero interest, yearly: principal ÷ (years × 12)',
      { total: 1200000, downpayment: 0, duration: 1, interest: 0, dueType: 'Yearly' },
      100000,
    ],
    ['zero duration: not computed', { total: 100000, downpayment: 0, duration: 0, interest: 12, dueType: 'Monthly' }, null],
    ['zero total: not computed', { total: 0, downpayment: 0, duration: 12, interest: 12, dueType: 'Monthly' }, null],
    ['blank interest: not computed', { total: 100000, duration: 12, interest: '', dueType: 'Monthly' }, null],
    ['negative interest: not computed', { total: 100000, duration: 12, interest: -1, dueType: 'Monthly' }, null],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(monthlyInstalment(input)).toBe(expected);
  });

  it('months: Yearly × 12, others as they are', () => {
    expect(planMonths(3, 'Yearly')).toBe(36);
    expect(planMonths(3, 'Monthly')).toBe(3);
    expect(planMonths(3, 'Weekly')).toBe(3);
  });
});

const validPlan = {
  plot_id: 7,
  plot_status: 'Booked',
  plot_book_id: 3,
  total_amount: 500000,
  emi_number: 24,
  interest_rate: 0,
  instalment_amount: 16666.67,
  prior_notification_days: 5,
  total_duration: 24,
  due_type: 'Monthly',
  emi_due_date: 5,
  downpayment: 100000,
  final_due_date: '2028-11-05',
};

describe('the plan rules (spec 3 §5)', () => {
  it('a complete plan is valid', () => {
    expect(validatePlan(validPlan, { scope: 'create' })).toEqual({});
  });

  it('create: every required field, the Monthly Amount with its verbatim message', () => {
    expect(validatePlan({}, { scope: 'create' })).toEqual({
      plot_id: 'Plot is required',
      plot_status: 'Plot status is required',
      total_amount: 'Total amount is required',
      emi_number: 'EMI number is required',
      interest_rate: 'Interest rate is required',
      instalment_amount: 'Monthly Amount is required',
      prior_notification_days: 'Prior notification days is required',
      total_duration: 'Total duration is required',
      due_type: 'Due type is required',
      emi_due_date: 'Due date is required',
      downpayment: 'Down payment is required',
      final_due_date: 'Final due date is required',
    });
  });

  it('edit: the same except plot status and interest rate', () => {
    const errors = validatePlan({}, { scope: 'update' });
    expect(errors).not.toHaveProperty('plot_status');
    expect(errors).not.toHaveProperty('interest_rate');
    expect(errors).not.toHaveProperty('plot_id');
    expect(errors.instalment_amount).toBe('Monthly Amount is required');
    expect(errors.total_amount).toBe('Total amount is required');
  });

  it('plot_book_id when Booked, plot_sale_id when Sold', () => {
    expect(validatePlan({ ...validPlan, plot_book_id: null }, { scope: 'create' })).toEqual({ plot_book_id: 'Plot booking is required' });
    expect(validatePlan({ ...validPlan, plot_status: 'Sold', plot_book_id: null }, { scope: 'create' })).toEqual({
      plot_sale_id: 'Plot sale is required',
    });
    expect(validatePlan({ ...validPlan, plot_status: 'Sold', plot_book_id: null, plot_sale_id: 9 }, { scope: 'update' })).toEqual({});
  });

  const dueCases: Array<[string, number, string | undefined]> = [
    ['Monthly', 31, undefined],
    ['Monthly', 32, 'Please enter the correct Due date'],
    ['Weekly', 7, undefined],
    ['Weekly', 8, 'Please enter the correct Due date'],
    ['Yearly', 12, undefined],
  ];
  it.each(dueCases)('%s due date %i → %s (C4: above 31 Monthly, above 7 Weekly)', (dueType, day, message) => {
    expect(validatePlan({ ...validPlan, due_type: dueType, emi_due_date: day }, { scope: 'create' }).emi_due_date).toBe(message);
  });

  it("downpayment above total_amount: 'Enter correct down payment.'", () => {
    expect(validatePlan({ ...validPlan, downpayment: 500001 }, { scope: 'create' }).downpayment).toBe('Enter correct down payment.');
    expect(validatePlan({ ...validPlan, downpayment: 500000 }, { scope: 'create' }).downpayment).toBeUndefined();
  });

  it('the EMI block of the Booked and Sold forms: the plan fields only, the total from its own field', () => {
    const { plot_id: _a, plot_status: _b, plot_book_id: _c, total_amount: _d, ...fields } = validPlan;
    expect(validatePlan(fields, { scope: 'fields', totalSource: 'price' })).toEqual({});
    expect(validatePlan({ ...fields, price: 50000 }, { scope: 'fields', totalSource: 'price' })).toEqual({
      downpayment: 'Enter correct down payment.',
    });
  });

  it('a field rule runs only when its condition holds (the EMI toggle)', () => {
    const rule = fieldRule(
      'instalment_amount',
      v => validatePlan(v, { scope: 'fields' }),
      v => v.isemi === true,
    );
    expect(rule(undefined, { isemi: false })).toBeUndefined();
    expect(rule(undefined, { isemi: true })).toBe('Monthly Amount is required');
  });
});

describe('the EMI item rules (Add Monthly EMI, Edit EMI)', () => {
  const cases: Array<[string, Record<string, unknown>, Record<string, string>]> = [
    ['valid without penalty', { amount: 5000, status: 'Paid', ispenalty: false }, {}],
    ['valid with penalty', { amount: 5000, status: 'Due', ispenalty: true, penalty_amount: 250 }, {}],
    ['amount and status missing', {}, { amount: 'Please enter amount', status: 'Please select status' }],
    ['penalty ticked without amount', { amount: 5000, status: 'Paid', ispenalty: true }, { penalty_amount: 'Penalty amount is required' }],
    [
      'penalty ticked as 1',
      { amount: 5000, status: 'Paid', ispenalty: '1', penalty_amount: '' },
      { penalty_amount: 'Penalty amount is required' },
    ],
    ['penalty not ticked: no penalty amount needed', { amount: 5000, status: 'Paid', ispenalty: 0 }, {}],
  ];
  it.each(cases)('%s', (_name, values, errors) => {
    expect(validateEmiItem(values)).toEqual(errors);
  });

  it('the verbatim messages', () => {
    expect(EMI_MESSAGES).toMatchObject({
      monthlyAmountRequired: 'Monthly Amount is required',
      dueDate: 'Please enter the correct Due date',
      downPayment: 'Enter correct down payment.',
      amount: 'Please enter amount',
      status: 'Please select status',
    });
  });
});

describe('due dates', () => {
  const cases: Array<[string, Record<string, unknown>, string, string | null]> = [
    ['Monthly: later this month', { due_type: 'Monthly', emi_due_date: 25 }, '2026-11-20', '2026-11-25'],
    ['Monthly: next month', { due_type: 'Monthly', emi_due_date: 5 }, '2026-11-20', '2026-12-05'],
    ['Monthly: the day itself is not after it', { due_type: 'Monthly', emi_due_date: 20 }, '2026-11-20', '2026-12-20'],
    ['Monthly: 31 in a 30-day month', { due_type: 'Monthly', emi_due_date: 31 }, '2026-11-20', '2026-11-30'],
    ['Monthly: across the year', { due_type: 'Monthly', emi_due_date: 10 }, '2026-12-15', '2027-01-10'],
    // 2026-11-20 is a Friday; 1 = Monday.
    ['Weekly: next Monday', { due_type: 'Weekly', emi_due_date: 1 }, '2026-11-20', '2026-11-23'],
    ['Weekly: Friday → the next Friday', { due_type: 'Weekly', emi_due_date: 5 }, '2026-11-20', '2026-11-27'],
    ['Weekly: Sunday is 7', { due_type: 'Weekly', emi_due_date: 7 }, '2026-11-20', '2026-11-22'],
    ['Yearly: month and day this year', { due_type: 'Yearly', emi_due_date: 12, yearly_due_date: 15 }, '2026-11-20', '2026-12-15'],
    ['Yearly: next year', { due_type: 'Yearly', emi_due_date: 3, yearly_due_date: 10 }, '2026-11-20', '2027-03-10'],
    ['incomplete rule', { due_type: 'Monthly' }, '2026-11-20', null],
  ];
  it.each(cases)('%s', (_name, plan, after, expected) => {
    expect(nextDueDate(plan, after)).toBe(expected);
  });

  it('describes the rule and shows a day without a time zone', () => {
    expect(describeDue({ due_type: 'Monthly', emi_due_date: 5 })).toBe('Day 5 of every month');
    expect(describeDue({ due_type: 'Weekly', emi_due_date: 1 })).toBe('Every Monday');
    expect(describeDue({ due_type: 'Yearly', emi_due_date: 3, yearly_due_date: 10 })).toBe('Every year on 10 March');
    expect(formatDay('2026-11-05')).toBe('05/11/2026');
    expect(formatDay(null)).toBe('-');
  });
});

describe('the EMI permission keys (spec 3 §6)', () => {
  const member = (permissions: string[]) => ({ organization_id: 1, name: 'Daga Estates', master: 0, permissions });
  const cases: Array<[string, string, string]> = [
    ['plotemi', 'list', 'plotemi.view'],
    ['plotemi', 'create', 'plotemi.create'],
    ['plotemi', 'edit', 'plotemi.update'],
    ['plotemi/emihistory', 'list', 'plotemi.view'],
    ['plotemiitem', 'create', 'plotemiitem.create'],
    ['plotemiitem', 'update', 'plotemiitem.update'],
  ];
  it.each(cases)('%s %s needs %s', async (resource, action, key) => {
    const { canAccess } = await import('../../src/api/permissions');
    expect(canAccess(member([key]), { resource, action })).toBe(true);
    expect(canAccess(member([]), { resource, action })).toBe(false);
    expect(canAccess({ ...member([]), master: 1 }, { resource, action })).toBe(true);
  });
});
