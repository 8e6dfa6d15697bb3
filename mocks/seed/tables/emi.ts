/**
 * The EMI fields a seeded booking or sale carries inline (isemi, total_duration, ...), drawn for
 * its total. The amount is the EMI feature's own annuity (src/features/emi/schedule.ts
 * monthlyInstalment: principal = total − downpayment, monthly rate interest / 100 / 12, months =
 * the duration, × 12 for Yearly, rounded to 2 decimals).
 */
import { planMonths } from '../../../src/features/emi/emiLogic';
import { monthlyInstalment } from '../../../src/features/emi/schedule';
import { DAY, round1000, type Clock, type Random } from '../context';

export interface EmiPlan {
  isemi: 0 | 1;
  total_duration: number | null;
  interest_rate: number | null;
  emi_number: number | null;
  instalment_amount: number | null;
  due_type: string | null;
  prior_notification_days: number | null;
  emi_due_date: number | null;
  yearly_due_date: string | null;
  downpayment: number | null;
  final_due_date: string | null;
}

export const NO_EMI: EmiPlan = {
  isemi: 0,
  total_duration: null,
  interest_rate: null,
  emi_number: null,
  instalment_amount: null,
  due_type: null,
  prior_notification_days: null,
  emi_due_date: null,
  yearly_due_date: null,
  downpayment: null,
  final_due_date: null,
};

export function emiPlan(r: Random, clock: Clock, total: number, start: number): EmiPlan {
  const dueType = r.weighted([
    ['Monthly', 80],
    ['Weekly', 10],
    ['Yearly', 10],
  ] as const);
  const interest = r.pick([0, 0, 9, 10.5, 12]);
  const downpayment = round1000(total * r.float(0.2, 0.4));
  let duration: number;
  let count: number;
  let dueDay: number;
  let yearly: string | null = null;
  if (dueType === 'Yearly') {
    duration = r.pick([2, 3, 5]);
    count = duration;
    dueDay = r.int(1, 28);
    yearly = clock.date(start + 365 * DAY);
  } else if (dueType === 'Weekly') {
    duration = r.pick([6, 12]);
    count = Math.round((duration * 52) / 12);
    dueDay = r.int(1, 7);
  } else {
    duration = r.pick([12, 18, 24, 36]);
    count = duration;
    dueDay = r.int(1, 28);
  }
  return {
    isemi: 1,
    total_duration: duration,
    interest_rate: interest,
    emi_number: count,
    instalment_amount: monthlyInstalment({ total: total - downpayment, duration, interest, dueType }) ?? 0,
    due_type: dueType,
    prior_notification_days: r.pick([3, 5, 7]),
    emi_due_date: dueDay,
    yearly_due_date: yearly,
    downpayment,
    final_due_date: clock.date(start + planMonths(duration, dueType) * 30.44 * DAY),
  };
}
