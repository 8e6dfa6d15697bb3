/** Money and dates as every page shows them (en-IN rupees; the browser's date format). */

/** Rupees with Indian grouping and up to 2 decimals: '₹43,67,000', '₹88,848.79'; '-' when empty. */
export const formatPrice = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '-';
  const n = Number(value);
  return Number.isFinite(n) ? `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}` : '-';
};

/** Integer paise as rupees with Indian grouping and exactly 2 decimals: '₹1,12,976.33'. */
export const formatPaise = (paise: number): string =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A date (and time) in the reader's locale, '-' when empty. */
export const formatDate = (value: unknown, withTime = false): string => {
  if (!value) return '-';
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return String(value);
  return withTime ? date.toLocaleString() : date.toLocaleDateString();
};
