/** Money and dates as every page shows them (en-IN rupees; day/month/year whatever the browser's locale). */
// Reasoning: docs/decisions.md "Notes: src/common/format.ts"

/** Rupees with Indian grouping and up to 2 decimals: '₹43,67,000', '₹88,848.79'; '-' when empty. */
export const formatPrice = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '-';
  const n = Number(value);
  return Number.isFinite(n) ? `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}` : '-';
};

/** Integer paise as rupees with Indian grouping and exactly 2 decimals: '₹1,12,976.33'. */
export const formatPaise = (paise: number): string =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date's own day as '27/11/2026' (the browser's time zone). */
export const dayMonthYear = (date: Date): string => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;

/** A Date's own time as '10:42 am'. */
export const clockTime = (date: Date): string =>
  `${date.getHours() % 12 || 12}:${pad(date.getMinutes())} ${date.getHours() < 12 ? 'am' : 'pm'}`;

/** A date as '27/11/2026', with time '27/11/2026 10:42 am', whatever the browser's locale… */
export const formatDate = (value: unknown, withTime = false): string => {
  if (!value) return '-';
  const text = String(value);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return text;
  return withTime ? `${dayMonthYear(date)} ${clockTime(date)}` : dayMonthYear(date);
};
