/** The plot status flow as pure functions: the menu per current status… docs/decisions.md "Plot status flow" */
// Reasoning: docs/decisions.md "Notes: src/features/plotStatus/statusLogic.ts"
import { english } from '../../common/english';
import type { Identifier } from 'ra-core';
import { own } from '../../api/own';
import { dayMonthYear } from '../../common/format';
import type { TranslateText } from '../../common/i18n';

/** Texts the specifications give verbatim (spec 1 §5, §8), plus the flow's own (decisions). */
export const STATUS_MESSAGES = {
  signatureRequired: 'please enter your signature',
  statusFailed: 'Unable to update status change',
  soldFailed: 'Unable to create plot sold record',
  /** Not given by the specification ("Selecting a customer in the status flow is required"). */
  customerRequired: 'Please select customer',
  forResale: 'For Resale',
  /** After a change found the plot changed by someone else (issue 38): what was refreshed. */
  listRefreshed: 'The list has been refreshed.',
  pageRefreshed: 'The page has been refreshed.',
} as const;

/** What the menu may move a plot to. */
export type StatusTarget = 'Available' | 'Blocked' | 'Booked' | 'Sold' | 'Resale';

export type StatusMenu =
  /** A chip-button with these entries. */
  | { kind: 'menu'; label: string; options: StatusTarget[] }
  /** A plain chip: no change offered. */
  | { kind: 'label'; label: string };

export interface PlotLike {
  status?: unknown;
  /** The plot's resale record (GET plot) or records (the map's layout plots). */
  plotResale?: { status?: unknown } | Array<{ status?: unknown }> | null;
  [key: string]: unknown;
}

/** The table of spec 1 §4, row by row: which targets each current status offers. */
export const STATUS_MENU_TABLE: Readonly<Record<string, readonly StatusTarget[]>> = {
  Available: ['Blocked', 'Booked', 'Sold'],
  Blocked: ['Available', 'Blocked', 'Booked', 'Sold'],
  Booked: ['Available', 'Sold'],
  Sold: ['Resale'],
  Hold: [],
  Resale: [],
};

/** Whether the plot carries a resale record that is not Sold ('For Resale', no menu). */
export const isForResale = (plot: PlotLike): boolean => {
  const resale = plot.plotResale;
  const rows = Array.isArray(resale) ? resale : resale && typeof resale === 'object' ? [resale] : [];
  return rows.some(r => !!r && String(r.status ?? '') !== 'Sold');
};

export const statusMenu = (plot: PlotLike): StatusMenu => {
  if (isForResale(plot)) return { kind: 'label', label: STATUS_MESSAGES.forResale };
  const status = String(plot.status ?? '');
  // A status from the server is looked up as an own key only ("constructor" is no status).
  const options = own(STATUS_MENU_TABLE, status) ?? [];
  return options.length ? { kind: 'menu', label: status, options: [...options] } : { kind: 'label', label: status };
};

/* Collisions (issue 38) ---------------------------------------------------------------------- */

/** The status a person sees on the chip: the plot's status, or 'For Resale'. */
export const shownStatus = (plot: PlotLike): string => statusMenu(plot).label;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** When a change happened: '10:42' today, else the date and the time. */
export const changeTime = (value: unknown, now: Date = new Date()): string => {
  const at = new Date(String(value ?? ''));
  if (!value || Number.isNaN(at.getTime())) return '';
  const time = `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
  return at.toDateString() === now.toDateString() ? time : `${dayMonthYear(at)} ${time}`;
};

/** The message when the plot read again before a change is no longer in the acted-on status: 'Plot 44 is now Booked (…)…' */
export const statusChangedMessage = (
  plot: PlotLike & { id?: unknown; number?: unknown; customer?: { name?: unknown } | null; updated_at?: unknown },
  refreshed: string,
  now: Date = new Date(),
  t: TranslateText = fillIn,
): string => {
  const details = [plot.customer?.name ? String(plot.customer.name) : '', changeTime(plot.updated_at, now)].filter(Boolean);
  return t('Plot %{plot} is now %{status}%{details}. %{refreshed}', {
    plot: String(plot.number ?? plot.id ?? ''),
    status: t(shownStatus(plot)),
    details: details.length ? ` (${details.join(', ')})` : '',
    refreshed: t(refreshed),
  });
};

/** The English text with its %{name} filled in (no translation). */
export const fillIn = english;

/* Customer types ---------------------------------------------------------------------------- */

export type CustomerType = 'blocked' | 'booked' | 'other';

export const CUSTOMER_TYPE_LABELS: Readonly<Record<CustomerType, string>> = {
  blocked: 'Blocked Customer',
  booked: 'Booked Customer',
  other: 'Other Customer',
};

/** Spec 1 §4: Sold asks Blocked, Booked or Other Customer; Booked asks Blocked or Other Customer. */
export const CUSTOMER_TYPES: Readonly<Partial<Record<StatusTarget, readonly CustomerType[]>>> = {
  Sold: ['blocked', 'booked', 'other'],
  Booked: ['blocked', 'other'],
};

export const customerTypesFor = (target: StatusTarget): CustomerType[] => [...(own(CUSTOMER_TYPES, target) ?? [])];

/** Where the customer list of a type comes from. */
export type CustomerSource =
  /** The plot's status history, one status (GET plotstatus?plot_id&plot_status). */
  | { kind: 'history'; plot_status: 'Blocked' | 'Booked' }
  /** Any customer (GET customer/filter). */
  | { kind: 'lookup'; reference: 'customer/filter' };

export const customerSourceFor = (type: CustomerType): CustomerSource =>
  type === 'blocked'
    ? { kind: 'history', plot_status: 'Blocked' }
    : type === 'booked'
      ? { kind: 'history', plot_status: 'Booked' }
      : { kind: 'lookup', reference: 'customer/filter' };

export interface CustomerRef {
  id: Identifier;
  name?: unknown;
}

interface PlotWithPeople {
  status?: unknown;
  customer?: CustomerRef | null;
  members?: CustomerRef[] | null;
  [key: string]: unknown;
}

interface HistoryRow {
  status?: unknown;
  customer?: CustomerRef | null;
  created_at?: unknown;
}

/** The customers of a Blocked Customer / Booked Customer choice… */
export const customerChoices = (
  type: Exclude<CustomerType, 'other'>,
  plot: PlotWithPeople,
  history: readonly HistoryRow[],
): CustomerRef[] => {
  const status = type === 'blocked' ? 'Blocked' : 'Booked';
  const seen = new Set<string>();
  const out: CustomerRef[] = [];
  const add = (c?: CustomerRef | null) => {
    if (!c || c.id === null || c.id === undefined || seen.has(String(c.id))) return;
    seen.add(String(c.id));
    out.push({ id: c.id, name: c.name });
  };
  if (String(plot.status ?? '') === status) {
    if (status === 'Blocked' && Array.isArray(plot.members) && plot.members.length) plot.members.forEach(add);
    add(plot.customer);
    if (out.length) return out;
  }
  [...history]
    .filter(h => String(h.status ?? '') === status)
    .sort((a, b) => String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')))
    .forEach(h => add(h.customer));
  return out;
};

/* Payloads ---------------------------------------------------------------------------------- */

export const PAYMENT_MODES = ['Cash', 'Cheque', 'DD'] as const;

export interface OtherAmountRow {
  label?: unknown;
  amount?: unknown;
}

const amountOf = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(String(v ?? '').trim());
  return Number.isFinite(n) ? n : 0;
};

/** Other amounts as the API's 'label:amount' strings; rows without a label or amount are left out. */
export const encodeOtherAmounts = (rows: unknown): string[] =>
  (Array.isArray(rows) ? (rows as OtherAmountRow[]) : [])
    .map(r => ({
      label: String(r?.label ?? '')
        .trim()
        .replace(/:/g, ' '),
      amount: String(r?.amount ?? '').trim(),
    }))
    .filter(r => r.label && r.amount !== '')
    .map(r => `${r.label}:${r.amount}`);

/** 'label:amount' strings back into rows (the last ':' separates the amount). */
export const decodeOtherAmounts = (values: unknown): Array<{ label: string; amount: string }> =>
  (Array.isArray(values) ? values : [])
    .map(v => String(v))
    .map(v => {
      const at = v.lastIndexOf(':');
      return at < 0 ? { label: v, amount: '' } : { label: v.slice(0, at), amount: v.slice(at + 1) };
    });

/** The booking's total: sales price + patta cost + registration cost + every other amount. */
export const bookingTotal = (values: {
  sales_price?: unknown;
  patta_cost?: unknown;
  registration_cost?: unknown;
  other_amount?: unknown;
}): number => {
  const others = (Array.isArray(values.other_amount) ? (values.other_amount as OtherAmountRow[]) : []).reduce(
    (sum, r) => sum + amountOf(r?.amount),
    0,
  );
  const total = amountOf(values.sales_price) + amountOf(values.patta_cost) + amountOf(values.registration_cost) + others;
  return Math.round(total * 100) / 100;
};

/** Form keys that belong to the dialog, not to the API. */
const FORM_ONLY = ['customer_type', 'ocustomer_choice', 'other_amount'];

const withoutFormOnly = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).filter(([k]) => !FORM_ONLY.includes(k)));

/** customer_id is the chosen customer whatever the type; ocustomer_id carries it too when it was an Other Customer… */
export const customerFields = (type: CustomerType, values: Record<string, unknown>) => {
  const chosen = type === 'other' ? values.ocustomer_id : values.customer_id;
  const id = chosen === undefined || chosen === '' ? null : chosen;
  return { customer_id: id, ocustomer_id: type === 'other' ? id : null };
};

/** POST plotbook (multipart): section 3's booking fields, other amounts as strings, the signatures as files. */
export const bookingPayload = (plotId: Identifier, type: CustomerType, values: Record<string, unknown>): Record<string, unknown> => ({
  ...withoutFormOnly(values),
  plot_id: plotId,
  status: 'Booked',
  ...customerFields(type, values),
  other_amount: encodeOtherAmounts(values.other_amount),
});

/** POST plotsale (multipart): section 7's Sold payload and the EMI fields. */
export const salePayload = (plotId: Identifier, type: CustomerType, values: Record<string, unknown>): Record<string, unknown> => ({
  ...withoutFormOnly(values),
  plot_id: plotId,
  status: 'Sold',
  ...customerFields(type, values),
});

/** POST plotstatus: plot_id, status, customer_id, ocustomer_id, notes, broker_id. */
const idOrNull = (v: unknown): Identifier | null => (typeof v === 'number' || (typeof v === 'string' && v !== '') ? v : null);

export const statusChangePayload = (plotId: Identifier, status: StatusTarget, values: Record<string, unknown>) => ({
  plot_id: plotId,
  status,
  customer_id: idOrNull(values.customer_id),
  ocustomer_id: idOrNull(values.ocustomer_id),
  notes: typeof values.notes === 'string' ? values.notes : null,
  broker_id: idOrNull(values.broker_id),
});

export const RESALE_PERMISSIONS = ['Show', 'Hide'] as const;

/* Signatures -------------------------------------------------------------------------------- */

/** A data: URL (the signature canvas' image) as a File, synchronously. */
export const dataUrlToFile = (dataUrl: string, filename: string): File => {
  const match = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(dataUrl);
  const type = match?.[1] || 'image/png';
  const payload = match?.[3] ?? '';
  let bytes: Uint8Array<ArrayBuffer>;
  if (match?.[2]) {
    const binary = atob(payload);
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  } else {
    bytes = new Uint8Array(new TextEncoder().encode(decodeURIComponent(payload)));
  }
  return new File([bytes], filename, { type });
};
