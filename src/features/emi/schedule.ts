/** EMI money in integer paise: the instalment… docs/decisions.md "EMI schedule"; docs/decisions.md "Notes: src/features/emi/schedule.ts" */
import { nextDueDate, planMonths, toNumber, type DueRule } from './emiLogic';

/** Rupees (number or numeric text) → integer paise, half up; null when blank or not a number. */
export const toPaise = (value: unknown): number | null => {
  const n = toNumber(value);
  if (n === null) return null;
  const [whole, fraction = ''] = Math.abs(n).toFixed(6).split('.');
  const paise = Number(whole) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return n < 0 ? -paise : paise;
};

/** Integer paise → rupees with 2 decimals exactly (as a number). */
export const fromPaise = (paise: number): number => paise / 100;

export interface InstalmentPlan {
  total: unknown;
  downpayment?: unknown;
  duration: unknown;
  interest: unknown;
  dueType?: unknown;
}

/** The annuity of `principal` paise over `count` instalments at `rate` an instalment, in paise. */
const annuity = (principal: number, rate: number, count: number): number => {
  if (principal <= 0) return 0;
  if (rate === 0) return Math.round(principal / count);
  const growth = Math.pow(1 + rate, count);
  return Math.round((principal * rate * growth) / (growth - 1));
};

/** The instalment of a plan in paise, or null when total or duration is not above zero or the interest is blank or negative. */
export const instalmentPaise = ({ total, downpayment, duration, interest, dueType }: InstalmentPlan): number | null => {
  const t = toPaise(total);
  const d = toNumber(duration);
  const i = toNumber(interest);
  if (t === null || d === null || i === null || t <= 0 || d <= 0 || i < 0) return null;
  return annuity(t - (toPaise(downpayment) ?? 0), i / 100 / 12, planMonths(d, dueType));
};

/** The instalment in rupees (2 decimals), or null when it is not computed. */
export const monthlyInstalment = (plan: InstalmentPlan): number | null => {
  const paise = instalmentPaise(plan);
  return paise === null ? null : fromPaise(paise);
};

export type InstalmentStatus = 'Paid' | 'Partly paid' | 'Due' | 'Overdue';

export interface SchedulePayment {
  /** The history item's id. */
  id: unknown;
  date: string | null;
  /** What of this payment went to the instalment, in paise. */
  amount: number;
}

export interface ScheduleRow {
  number: number;
  /** YYYY-MM-DD. */
  due: string;
  amount: number;
  principal: number;
  interest: number;
  paid: number;
  payments: SchedulePayment[];
  status: InstalmentStatus;
}

export interface Schedule {
  rows: ScheduleRow[];
  /** The principal (total − down payment), which the rows' principal parts add up to. */
  financed: number;
  /** What the rows add up to (principal + interest). */
  payable: number;
  /** Paid items beyond the last instalment (paise). */
  surplus: number;
  /** The first instalment not paid in full, or null when every one is. */
  next: ScheduleRow | null;
}

export interface PlanLike extends DueRule {
  total_amount?: unknown;
  downpayment?: unknown;
  interest_rate?: unknown;
  instalment_amount?: unknown;
  total_duration?: unknown;
  emi_number?: unknown;
  created_at?: unknown;
}

export interface HistoryItem {
  id?: unknown;
  amount?: unknown;
  paid_on?: unknown;
  status?: unknown;
  created_at?: unknown;
}

const dayOf = (value: unknown): string | null => {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(String(value ?? ''));
  return match ? match[0] : null;
};

/** Monthly amounts in one instalment of a due type: the stored amount is the monthly one (spec 1 §5). */
export const MONTHS_PER_INSTALMENT: Readonly<Record<string, number>> = { Monthly: 1, Weekly: 12 / 52, Yearly: 12 };

const monthsPerInstalment = (dueType: unknown): number => MONTHS_PER_INSTALMENT[String(dueType)] ?? 1;

/** The count of instalments: emi_number, else the plan's duration in its due type's instalments. */
export const instalmentCount = (plan: PlanLike): number => {
  const count = toNumber(plan.emi_number);
  if (count !== null && count > 0) return Math.floor(count);
  const duration = toNumber(plan.total_duration);
  if (duration === null || duration <= 0) return 0;
  return Math.round(planMonths(duration, plan.due_type) / monthsPerInstalment(plan.due_type));
};

/** One instalment of a plan in paise: the monthly amount times the months its due type stands for (Weekly 12/52, Yearly 12×). */
export const planInstalmentPaise = (plan: PlanLike): number | null => {
  const monthly = toPaise(plan.instalment_amount);
  return monthly !== null && monthly > 0 ? Math.round(monthly * monthsPerInstalment(plan.due_type)) : null;
};

/** The schedule of a plan from its fields and its history: due dates from the day the plan starts by its due rule… */
export const planSchedule = (plan: PlanLike, history: readonly HistoryItem[], today: string, start?: string): Schedule | null => {
  const first = dayOf(start) ?? dayOf(plan.created_at);
  const count = instalmentCount(plan);
  const total = toPaise(plan.total_amount);
  if (!first || count <= 0 || total === null || total <= 0) return null;
  const financed = Math.max(0, total - (toPaise(plan.downpayment) ?? 0));
  const interest = Math.max(0, toNumber(plan.interest_rate) ?? 0);
  // A weekly or yearly instalment bears the interest of its share of a month (12/52, 12).
  const rate = (interest / 100 / 12) * monthsPerInstalment(plan.due_type);
  const each = planInstalmentPaise(plan) ?? annuity(financed, rate, count);

  const rows: ScheduleRow[] = [];
  let balance = financed;
  let cursor = first;
  for (let number = 1; number <= count; number++) {
    const due = nextDueDate(plan, cursor);
    if (!due) return null;
    cursor = due;
    const part = Math.round(balance * rate);
    const last = number === count;
    const amount = last ? balance + part : Math.min(each, balance + part);
    const principal = amount - part;
    balance -= principal;
    rows.push({ number, due, amount, principal, interest: part, paid: 0, payments: [], status: 'Due' });
  }

  const payments = history
    .filter(item => item.status === 'Paid')
    .map(item => ({
      id: item.id,
      date: dayOf(item.paid_on),
      amount: toPaise(item.amount) ?? 0,
      order: String(item.paid_on ?? item.created_at ?? ''),
    }))
    .filter(p => p.amount > 0)
    .sort((a, b) => a.order.localeCompare(b.order) || Number(a.id) - Number(b.id));
  let row = 0;
  let surplus = 0;
  for (const payment of payments) {
    let left = payment.amount;
    while (left > 0 && row < rows.length) {
      const target = rows[row];
      const take = Math.min(left, target.amount - target.paid);
      if (take > 0) {
        target.paid += take;
        target.payments.push({ id: payment.id, date: payment.date, amount: take });
        left -= take;
      }
      if (target.paid >= target.amount) row++;
    }
    surplus += left;
  }
  for (const r of rows) {
    r.status = r.paid >= r.amount ? 'Paid' : r.paid > 0 ? 'Partly paid' : r.due < today ? 'Overdue' : 'Due';
  }
  return {
    rows,
    financed,
    payable: rows.reduce((sum, r) => sum + r.amount, 0),
    surplus,
    next: rows.find(r => r.paid < r.amount) ?? null,
  };
};

/** Today in the browser's own calendar, YYYY-MM-DD. */
export const todayYmd = (now = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** Days from `from` to `to` (YYYY-MM-DD), positive when `to` is later. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400000);

/** One instalment of a plan in rupees (planInstalmentPaise), or null. */
export const planInstalment = (plan: PlanLike): number | null => {
  const paise = planInstalmentPaise(plan);
  return paise === null ? null : fromPaise(paise);
};
