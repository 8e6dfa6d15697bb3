/** The text logic of the Indian amount and date inputs… docs/decisions.md "Indian inputs and the Tamil font (issue 39)" */
// Reasoning: docs/decisions.md "Notes: src/common/indianInput.ts"
import { clockTime, dayMonthYear } from './format';

/* Amounts ----------------------------------------------------------------------------------------- */

/** Digits grouped the Indian way: '3636000' → '36,36,000' (the last three, then twos). */
export const groupIndian = (digits: string): string => {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
};

/** What typed or pasted text means as an amount, without grouping: '₹ 36,36,000.50' → '3636000.50'. */
export const cleanAmount = (text: string, decimals = 2): string => {
  const bare = text.replace(/₹|Rs\.?|INR|\s/gi, '');
  const negative = bare.startsWith('-');
  const kept = bare.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  let whole = point < 0 ? kept : kept.slice(0, point);
  const fraction =
    point < 0
      ? null
      : kept
          .slice(point + 1)
          .replace(/\./g, '')
          .slice(0, decimals);
  whole = whole.replace(/^0+(?=\d)/, '');
  const body = fraction === null || decimals === 0 ? whole : `${whole || '0'}.${fraction}`;
  return `${negative ? '-' : ''}${body}`;
};

/** A clean amount ('3636000.5') as the input shows it: '36,36,000.5' (a trailing point kept while typing). */
export const groupAmount = (clean: string): string => {
  const negative = clean.startsWith('-');
  const body = negative ? clean.slice(1) : clean;
  const point = body.indexOf('.');
  const whole = point < 0 ? body : body.slice(0, point);
  return `${negative ? '-' : ''}${groupIndian(whole)}${point < 0 ? '' : body.slice(point)}`;
};

/** The number a clean amount holds, as react-admin's NumberInput would have stored it: '' and '-' → null. */
export const amountValue = (clean: string): number | null => {
  if (!/\d/.test(clean)) return null;
  const n = parseFloat(clean);
  return Number.isNaN(n) ? null : n;
};

/** A stored value (3636000, '3636000.50') as the input shows it: '36,36,000', '36,36,000.50'. */
export const amountText = (value: unknown, decimals = 2): string => {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  // A number's own digits (no exponent for amounts this size), not a rounded rendering.
  const text =
    typeof value === 'number' ? n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : String(value).trim();
  return groupAmount(cleanAmount(text, decimals));
};

/** Characters that carry the amount (a comma does not): a caret is kept after the same number of them. */
const isSignificant = (c: string) => /[\d.-]/.test(c);

/** The caret position in `text` after `count` significant characters (before any comma that follows them). */
export const caretAt = (text: string, count: number): number => {
  if (count <= 0) return 0;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    if (isSignificant(text[i]!)) n++;
    if (n === count) return i + 1;
  }
  return text.length;
};

export interface AmountEdit {
  /** What the input shows. */
  text: string;
  /** Where the caret goes. */
  caret: number;
  /** What the form holds. */
  value: number | null;
}

export interface AmountEditOptions {
  /** Digits kept after the point (2: paise). */
  decimals?: number;
  /** A minus may be typed (not on a field whose number input had min 0). */
  negative?: boolean;
  /** The browser's InputEvent.inputType ('deleteContentBackward', ...). */
  inputType?: string;
}

/** One edit of the input: the text as the browser made it (`raw`, caret at `caret`), the text before it (`previous`). */
export const editAmount = (
  raw: string,
  caret: number,
  previous: string,
  { decimals = 2, negative = true, inputType }: AmountEditOptions = {},
): AmountEdit => {
  // A refused minus is dropped, and the caret with it.
  let text = negative ? raw : raw.replace(/-/g, '');
  let at = negative ? caret : caret - (raw.slice(0, caret).match(/-/g)?.length ?? 0);
  const deleting = inputType === 'deleteContentBackward' || inputType === 'deleteContentForward';
  if (deleting && text.length === previous.length - 1 && cleanAmount(text, decimals) === cleanAmount(previous, decimals)) {
    if (inputType === 'deleteContentBackward' && at > 0) {
      text = text.slice(0, at - 1) + text.slice(at);
      at -= 1;
    } else if (inputType === 'deleteContentForward') {
      text = text.slice(0, at) + text.slice(at + 1);
    }
  }
  const clean = cleanAmount(text, decimals);
  const shown = groupAmount(clean);
  // The caret after as many amount characters as the text before it holds once cleaned.
  return { text: shown, caret: caretAt(shown, cleanAmount(text.slice(0, at), decimals).length), value: amountValue(clean) };
};

/* Dates ------------------------------------------------------------------------------------------- */

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether day/month/year is on the calendar (31/02/2026 is not; 29/02/2028 is). */
export const isCalendarDay = (day: number, month: number, year: number): boolean => {
  if (month < 1 || month > 12 || day < 1 || year < 1000 || year > 9999) return false;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last;
};

export type DayParse =
  | { kind: 'empty' }
  | { kind: 'day'; iso: string }
  /** Shaped like a date, but not on the calendar (31/02/2026). */
  | { kind: 'impossible' }
  /** Not a date as typed (05/09, 5 Sept). */
  | { kind: 'malformed' };

/** A typed day: 05/09/2026, 5/9/2026, 05-09-2026, 05.09.2026, 05092026 (day first), or an ISO 2026-09-05 → '2026-09-05'. */
export const parseDay = (text: string): DayParse => {
  const t = text.trim();
  if (!t) return { kind: 'empty' };
  let parts: [number, number, number] | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  const dmy = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(t);
  const bare = /^(\d{2})(\d{2})(\d{4})$/.exec(t);
  if (iso) parts = [Number(iso[3]), Number(iso[2]), Number(iso[1])];
  else if (dmy) parts = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (bare) parts = [Number(bare[1]), Number(bare[2]), Number(bare[3])];
  if (!parts) return { kind: 'malformed' };
  const [day, month, year] = parts;
  return isCalendarDay(day, month, year) ? { kind: 'day', iso: `${year}-${pad(month)}-${pad(day)}` } : { kind: 'impossible' };
};

/** A form's stored day (ISO '2026-09-05', a date-time from the API, a Date) as the form holds it: '2026-09-05'; '' otherwise. */
export const isoDayOf = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(String(value));
  return day ? day[1]! : '';
};

/** An ISO day as the input shows it: '2026-09-05' → '05/09/2026'; any other text as it is (what the person typed). */
export const dayText = (value: unknown): string => {
  const iso = isoDayOf(value);
  if (iso) return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  return value === null || value === undefined ? '' : String(value);
};

/** The messages of a typed day that is not one (English keys of the catalogue). */
export const DAY_MESSAGES = {
  malformed: 'Enter the date as dd/mm/yyyy',
  impossible: 'There is no such date: %{date}',
} as const;

/** The form's check of a day input: a stored day passes, typed text that is not a day gets its message. */
export const validateDay = (value: unknown): string | { message: string; args: Record<string, string> } | undefined => {
  if (value === null || value === undefined || value === '' || value instanceof Date || isoDayOf(value)) return undefined;
  const parsed = parseDay(String(value));
  if (parsed.kind === 'impossible') return { message: DAY_MESSAGES.impossible, args: { date: String(value).trim() } };
  if (parsed.kind === 'malformed') return DAY_MESSAGES.malformed;
  return undefined;
};

/* Dates with a time ------------------------------------------------------------------------------- */

export type MomentParse = { kind: 'empty' } | { kind: 'moment'; iso: string } | { kind: 'impossible' } | { kind: 'malformed' };

/** 10:42 am, 10.42pm, 10 am, 22:42 → [hours 0–23, minutes]; null when not a time; 'impossible' for 25:00 or 13 pm. */
const parseClock = (text: string): [number, number] | 'impossible' | null => {
  const twelve = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m\.?$/i.exec(text);
  const day24 = /^(\d{1,2})[:.](\d{2})$/.exec(text);
  if (!twelve && !day24) return null;
  const hour = Number((twelve ?? day24)![1]);
  const minute = Number((twelve ? twelve[2] : day24![2]) ?? 0);
  if (minute > 59) return 'impossible';
  if (!twelve) return hour > 23 ? 'impossible' : [hour, minute];
  if (hour < 1 || hour > 12) return 'impossible';
  return [(hour % 12) + (twelve[3]!.toLowerCase() === 'p' ? 12 : 0), minute];
};

/** A typed date and time, day first: 27/11/2026 10:42 am, 27-11-2026 22:42, 27/11/2026 9 pm… */
export const parseMoment = (text: string): MomentParse => {
  const t = text.trim();
  if (!t) return { kind: 'empty' };
  const iso = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(t);
  if (iso) {
    if (!isCalendarDay(Number(iso[3]), Number(iso[2]), Number(iso[1])) || Number(iso[4]) > 23 || Number(iso[5]) > 59)
      return { kind: 'impossible' };
    const at = iso[6] ? new Date(t) : new Date(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]), Number(iso[4]), Number(iso[5]));
    return { kind: 'moment', iso: at.toISOString() };
  }
  const parts = /^(\S+)\s+(.+)$/.exec(t);
  if (!parts) return parseDay(t).kind === 'impossible' ? { kind: 'impossible' } : { kind: 'malformed' };
  const day = parseDay(parts[1]!);
  const clock = parseClock(parts[2]!.trim());
  if (day.kind === 'malformed' || day.kind === 'empty' || clock === null) return { kind: 'malformed' };
  if (day.kind === 'impossible' || clock === 'impossible') return { kind: 'impossible' };
  const [year, month, date] = day.iso.split('-').map(Number) as [number, number, number];
  return { kind: 'moment', iso: new Date(year, month - 1, date, clock[0], clock[1]).toISOString() };
};

/** A stored moment (an ISO date-time, a Date) as a Date; null for anything else (typed text is never re-read). */
const momentOf = (value: unknown): Date | null => {
  const date =
    value instanceof Date ? value : typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** A stored moment as the input shows it: '27/11/2026 10:42 am'; any other text as it is (what the person typed). */
export const momentText = (value: unknown): string => {
  const date = momentOf(value);
  if (date) return `${dayMonthYear(date)} ${clockTime(date)}`;
  return value === null || value === undefined ? '' : String(value);
};

/** A stored moment as the browser's own picker holds it ('2026-11-27T10:42', local time); '' otherwise. */
export const localMomentOf = (value: unknown): string => {
  const date = momentOf(value);
  return date ? `${isoDayOf(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}` : '';
};

export const MOMENT_MESSAGES = {
  malformed: 'Enter the date and time as dd/mm/yyyy hh:mm am',
  impossible: 'There is no such date and time: %{date}',
} as const;

/** The form's check of a date-and-time input, as validateDay is of a day input. */
export const validateMoment = (value: unknown): string | { message: string; args: Record<string, string> } | undefined => {
  if (value === null || value === undefined || value === '' || momentOf(value)) return undefined;
  const parsed = parseMoment(String(value));
  if (parsed.kind === 'impossible') return { message: MOMENT_MESSAGES.impossible, args: { date: String(value).trim() } };
  if (parsed.kind === 'malformed') return MOMENT_MESSAGES.malformed;
  return undefined;
};
