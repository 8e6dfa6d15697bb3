/** EMI plans as pure functions (spec 1 §3 "EMI fields", §5; spec 3 "Plot EMI", §3-§9; inventory messages 88-92, C4)… */
// Reasoning: docs/decisions.md "Notes: src/features/emi/emiLogic.ts"
import { english, type TranslateText } from '../../common/english';
import { own } from '../../api/own';

export const DUE_TYPES = ['Monthly', 'Weekly', 'Yearly'] as const;
export type DueType = (typeof DUE_TYPES)[number];
export const DUE_TYPE_CHOICES = DUE_TYPES.map(id => ({ id, name: id }));

export const PLAN_PLOT_STATUSES = ['Booked', 'Sold'] as const;
export const PLAN_PLOT_STATUS_CHOICES = PLAN_PLOT_STATUSES.map(id => ({ id, name: id }));

export const EMI_ITEM_STATUSES = ['Paid', 'Due'] as const;
export type EmiItemStatus = (typeof EMI_ITEM_STATUSES)[number];
export const EMI_ITEM_STATUS_CHOICES = EMI_ITEM_STATUSES.map(id => ({ id, name: id }));

/** Weeks start on Monday (spec 1 §9): the weekly due day 1 = Monday ... 7 = Sunday. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const WEEKDAY_CHOICES = WEEKDAYS.map((name, i) => ({ id: i + 1, name }));

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const MONTH_CHOICES = MONTHS.map((name, i) => ({ id: i + 1, name }));

/** The hint of the monthly due date (spec 1 §5: 1 to 30; C4: the validator allows up to 31). */
export const MONTHLY_DUE_HINT = 'Day of the month, 1 to 30';

/** The highest due date the validator accepts per due type (C4); Yearly has no such rule. */
export const MAX_DUE_DATE: Readonly<Partial<Record<DueType, number>>> = { Monthly: 31, Weekly: 7 };

/* The monthly amount ----------------------------------------------------------------------- */

/** A number typed in a form (number, numeric text) or null when blank or not a number. */
export const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The months of a plan: the duration, times 12 for Yearly. */
export const planMonths = (duration: number, dueType: unknown): number => (dueType === 'Yearly' ? duration * 12 : duration);

/* Validation ------------------------------------------------------------------------------- */

export const EMI_MESSAGES = {
  // Verbatim (inventory messages 88-92).
  monthlyAmountRequired: 'Monthly Amount is required',
  dueDate: 'Please enter the correct Due date',
  downPayment: 'Enter correct down payment.',
  amount: 'Please enter amount',
  status: 'Please select status',
  // Not given by the specifications: '<Field label> is required' (G31).
  penaltyAmount: 'Penalty amount is required',
  plot: 'Plot is required',
  plotStatus: 'Plot status is required',
  plotBook: 'Plot booking is required',
  plotSale: 'Plot sale is required',
  totalAmount: 'Total amount is required',
  emiNumber: 'EMI number is required',
  interestRate: 'Interest rate is required',
  priorNotificationDays: 'Prior notification days is required',
  totalDuration: 'Total duration is required',
  dueType: 'Due type is required',
  emiDueDate: 'Due date is required',
  downPaymentRequired: 'Down payment is required',
  finalDueDate: 'Final due date is required',
  // The demo API's refusal of a second plan for a plot (spec 1 §4).
  planExists: 'This plot already has an EMI plan.',
  onlyDueEditable: 'Only an EMI with status Due can be edited.',
} as const;

const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export type Values = Record<string, unknown>;
export type FieldErrors = Record<string, string>;

export interface PlanRuleOptions {
  /** 'fields': the EMI block of the Booked and Sold forms (the plan's own fields); 'create' / 'update': the plotemi record. */
  scope: 'fields' | 'create' | 'update';
  /** The field holding the total the downpayment is checked against (default total_amount). */
  totalSource?: string;
}

/** The field → message map of the plan rules; empty when valid. */
export const validatePlan = (values: Values, { scope, totalSource = 'total_amount' }: PlanRuleOptions): FieldErrors => {
  const errors: FieldErrors = {};
  const need = (field: string, message: string) => {
    if (isBlank(values[field])) errors[field] = message;
  };
  if (scope === 'create') need('plot_id', EMI_MESSAGES.plot);
  if (scope === 'create') need('plot_status', EMI_MESSAGES.plotStatus);
  if (scope !== 'fields') need('total_amount', EMI_MESSAGES.totalAmount);
  need('emi_number', EMI_MESSAGES.emiNumber);
  if (scope !== 'update') need('interest_rate', EMI_MESSAGES.interestRate);
  need('instalment_amount', EMI_MESSAGES.monthlyAmountRequired);
  need('prior_notification_days', EMI_MESSAGES.priorNotificationDays);
  need('total_duration', EMI_MESSAGES.totalDuration);
  need('due_type', EMI_MESSAGES.dueType);
  need('emi_due_date', EMI_MESSAGES.emiDueDate);
  need('downpayment', EMI_MESSAGES.downPaymentRequired);
  need('final_due_date', EMI_MESSAGES.finalDueDate);
  if (scope === 'create' || scope === 'update') {
    if (values.plot_status === 'Sold') need('plot_sale_id', EMI_MESSAGES.plotSale);
    if (values.plot_status === 'Booked') need('plot_book_id', EMI_MESSAGES.plotBook);
  }
  const max = own(MAX_DUE_DATE, values.due_type);
  const due = toNumber(values.emi_due_date);
  if (!errors.emi_due_date && max !== undefined && due !== null && due > max) errors.emi_due_date = EMI_MESSAGES.dueDate;
  const down = toNumber(values.downpayment);
  const total = toNumber(values[totalSource]);
  if (!errors.downpayment && down !== null && total !== null && down > total) errors.downpayment = EMI_MESSAGES.downPayment;
  return errors;
};

/** The rules of the Add Monthly EMI and Edit EMI dialogs. */
export const validateEmiItem = (values: Values): FieldErrors => {
  const errors: FieldErrors = {};
  if (isBlank(values.amount)) errors.amount = EMI_MESSAGES.amount;
  if (isBlank(values.status)) errors.status = EMI_MESSAGES.status;
  if (isTicked(values.ispenalty) && isBlank(values.penalty_amount)) errors.penalty_amount = EMI_MESSAGES.penaltyAmount;
  return errors;
};

export const isTicked = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** A react-admin input validator of one field, from the rules of the whole form. */
export const fieldRule =
  (field: string, rules: (values: Values) => FieldErrors, when?: (values: Values) => boolean) =>
  (_value: unknown, values: Values = {}): string | undefined =>
    when && !when(values) ? undefined : rules(values)[field];

/* Due dates -------------------------------------------------------------------------------- */

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

export interface DueRule {
  [field: string]: unknown;
  due_type?: unknown;
  emi_due_date?: unknown;
  yearly_due_date?: unknown;
}

/** The first due date after `after`: Monthly on day emi_due_date, Weekly on weekday emi_due_date… */
export const nextDueDate = (plan: DueRule, after: string): string | null => {
  const [y, m, d] = after.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return null;
  const due = toNumber(plan.emi_due_date);
  if (due === null || due < 1) return null;
  if (plan.due_type === 'Weekly') {
    if (due > 7) return null;
    const start = new Date(Date.UTC(y, m - 1, d));
    const today = ((start.getUTCDay() + 6) % 7) + 1; // 1 = Monday
    const ahead = (due - today + 7) % 7 || 7;
    const next = new Date(start.getTime() + ahead * 86400000);
    return ymd(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
  }
  if (plan.due_type === 'Yearly') {
    const day = toNumber(plan.yearly_due_date);
    if (due > 12 || day === null || day < 1) return null;
    for (const year of [y, y + 1]) {
      const candidate = ymd(year, due, Math.min(day, daysIn(year, due)));
      if (candidate > after.slice(0, 10)) return candidate;
    }
    return null;
  }
  if (plan.due_type === 'Monthly') {
    for (let k = 0; k < 2; k++) {
      const month = ((m - 1 + k) % 12) + 1;
      const year = y + Math.floor((m - 1 + k) / 12);
      const candidate = ymd(year, month, Math.min(due, daysIn(year, month)));
      if (candidate > after.slice(0, 10)) return candidate;
    }
  }
  return null;
};

type Translate = TranslateText;

/** The due rule in words, for the plan's summary (in the interface's language with `t`). */
export const describeDue = (plan: DueRule, t: Translate = english): string => {
  const due = toNumber(plan.emi_due_date);
  if (due === null) return '-';
  if (plan.due_type === 'Weekly')
    return WEEKDAYS[due - 1] ? t('Every %{day}', { day: t(WEEKDAYS[due - 1]) }) : t('Day %{day} of the week', { day: due });
  if (plan.due_type === 'Yearly') {
    const month = MONTHS[due - 1] ? t(MONTHS[due - 1]) : t('month %{month}', { month: due });
    const day = toNumber(plan.yearly_due_date);
    return day === null ? t('Every %{month}', { month }) : t('Every year on %{day} %{month}', { day, month });
  }
  return t('Day %{day} of every month', { day: due });
};

/** The duration in words: months, or years for Yearly (in the interface's language with `t`). */
export const describeDuration = (duration: unknown, dueType: unknown, t: Translate = english): string => {
  const d = toNumber(duration);
  if (d === null) return '-';
  return dueType === 'Yearly'
    ? t('%{smart_count} year |||| %{smart_count} years', { smart_count: d })
    : t('%{smart_count} month |||| %{smart_count} months', { smart_count: d });
};

/** A calendar date (YYYY-MM-DD, or the date part of a timestamp) as '20/11/2026', without time-zone shifts. */
export const formatDay = (value: unknown): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? ''));
  if (!match) return value ? String(value) : '-';
  return `${match[3]}/${match[2]}/${match[1]}`;
};
