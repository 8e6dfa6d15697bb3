/** The dashboard's date range (spec 1 §2, §5, §9): history covers the last 8 days; the latest selectable date is tomorrow. */
// Reasoning: docs/decisions.md "Notes: src/features/dashboard/dateRange.ts"
import type { DateRange } from '../../api/methods/dashboard';

export type { DateRange };

/** Days of history the dashboard opens with (today included). */
export const HISTORY_DAYS = 8;
/** The longest range one chart draws, one point per day. */
export const MAX_RANGE_DAYS = 366;

/** Texts of the range checks (the specification gives none; shared with the demo API). */
export const RANGE_MESSAGES = {
  invalid: 'Enter a valid date.',
  afterTomorrow: 'The date range cannot go beyond tomorrow.',
  order: 'The start date must not be after the end date.',
  tooLong: `The date range cannot be longer than ${MAX_RANGE_DAYS} days.`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of a moment. */
export const toIsoDate = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** True for a real calendar date written YYYY-MM-DD. */
export const isIsoDate = (value: string): boolean => {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

/** A calendar date moved by whole days (no time zone involved). */
export const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included (0 when `to` is before `from`). */
export const rangeLength = ({ from, to }: DateRange): number =>
  Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1);

/** The latest date the range may reach: tomorrow. */
export const latestSelectableDate = (today: Date): string => addDays(toIsoDate(today), 1);

export const isSelectable = (iso: string, today: Date): boolean => isIsoDate(iso) && iso <= latestSelectableDate(today);

/** The last 8 days, today included. */
export const defaultRange = (today: Date): DateRange => {
  const to = toIsoDate(today);
  return { from: addDays(to, -(HISTORY_DAYS - 1)), to };
};

/** Every date of the range, in order. */
export const daysOf = (range: DateRange): string[] => {
  const count = Math.min(rangeLength(range), MAX_RANGE_DAYS);
  return Array.from({ length: count }, (_, i) => addDays(range.from, i));
};

/** 'from,to', the fltdaterange of dashboard/filter. */
export const rangeParam = ({ from, to }: DateRange): string => `${from},${to}`;

export type RangeCheck = { range: DateRange } | { errors: Partial<Record<keyof DateRange, string>> };

/** Checks what the user typed; a range is applied only when it passes. */
export const checkRange = (from: string, to: string, today: Date): RangeCheck => {
  const errors: Partial<Record<keyof DateRange, string>> = {};
  const latest = latestSelectableDate(today);
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!isIsoDate(value)) errors[field] = RANGE_MESSAGES.invalid;
    else if (value > latest) errors[field] = RANGE_MESSAGES.afterTomorrow;
  }
  if (Object.keys(errors).length) return { errors };
  if (from > to) return { errors: { from: RANGE_MESSAGES.order } };
  if (rangeLength({ from, to }) > MAX_RANGE_DAYS) return { errors: { from: RANGE_MESSAGES.tooLong } };
  return { range: { from, to } };
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-14' → '14 Nov' (axis ticks); `t` names the month in the interface's language. */
export const shortDay = (iso: string, t?: (text: string) => string): string => {
  const m = ISO_DATE.exec(iso);
  if (!m) return iso;
  const month = MONTHS[Number(m[2]) - 1] ?? '';
  return `${Number(m[3])} ${t ? t(month) : month}`;
};

/** '2026-11-14' → '14 Nov 2026' (tooltips, tables). */
export const longDay = (iso: string, t?: (text: string) => string): string => {
  const m = ISO_DATE.exec(iso);
  return m ? `${shortDay(iso, t)} ${m[1]}` : iso;
};
