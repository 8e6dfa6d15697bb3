/** A plot's history: the records the specification already reads… docs/decisions.md "Notes: src/features/plotHistory/timeline.ts" */
import { english } from '../../common/english';
import { csvText } from '../../common/csv';
import { recordSignatures } from '../../common/signatures';
import { toPaise } from '../emi/schedule';

export const TIMELINE_KINDS = ['Status', 'Booking', 'Sale', 'Resale', 'EMI', 'Payment'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** The resources each kind is read from (the member needs each one's list permission). */
export const KIND_SOURCES: Readonly<Record<TimelineKind, readonly string[]>> = {
  Status: ['plotstatus'],
  Booking: ['plotbook'],
  Sale: ['plotsale', 'plotsalestatus'],
  Resale: ['plotresale'],
  EMI: ['plotemi'],
  Payment: ['plotemi', 'plotemi/emihistory'],
};

type Rec = Record<string, unknown>;

export interface TimelineRef {
  id: string | number;
  /** A plot's number, a customer's name. */
  label: string;
}

export interface TimelineSignature {
  label: 'Admin signature' | 'Customer signature';
  src: string;
}

export interface TimelineEvent {
  /** Unique in the list: the source and the record's id. */
  key: string;
  kind: TimelineKind;
  /** What happened: 'Status change', 'Booking', 'Sale', 'Sale status', 'Resale', 'EMI started', 'EMI payment'. */
  title: string;
  /** The date as the record gives it (ISO date-time, or a day for a payment recorded on another day). */
  when: string | null;
  /** `when` in milliseconds (null when missing or unreadable: such rows go last). */
  time: number | null;
  /** `when` is a day without a time. */
  dateOnly: boolean;
  /** The member who made the change (the record's user), null when the record does not say. */
  who: TimelineRef | null;
  from: string | null;
  to: string | null;
  /** Integer paise, null where the event has no amount. */
  amount: number | null;
  plot: TimelineRef | null;
  customer: TimelineRef | null;
  notes: string | null;
  /** A short addition: the EMI terms, a penalty, the payment mode, the resale permission. */
  detail: string | null;
  /** The detail's parts as texts to translate with their values (joined with ', '), for the page in the chosen language. */
  detailParts?: DetailPart[];
  signatures: TimelineSignature[];
  /** The record's own page (a tab of it). */
  link: { resource: string; id: string | number; tab?: string } | null;
}

/** One part of a detail: an English text with its %{name} values. */
export type DetailPart = readonly [text: string, vars?: Record<string, unknown>];

const filled = ([text, vars]: DetailPart): string => english(text, vars);

/** The detail (English) and its parts, from the parts present. */
const details = (...parts: Array<DetailPart | null>): Pick<TimelineEvent, 'detail' | 'detailParts'> => {
  const present = parts.filter((p): p is DetailPart => !!p);
  return present.length ? { detail: present.map(filled).join(', '), detailParts: present } : { detail: null };
};

/** The rows read for the page; a source that was not read (no permission) is left undefined. */
export interface TimelineSources {
  statuses?: readonly Rec[];
  saleStatuses?: readonly Rec[];
  bookings?: readonly Rec[];
  sales?: readonly Rec[];
  resales?: readonly Rec[];
  plans?: readonly Rec[];
  payments?: readonly Rec[];
}

export interface TimelineOptions {
  /** The status rows are each plot's whole history (the plot's page), so a row's "from" is the status before it. */
  completeStatusHistory?: boolean;
}

/* Readings ----------------------------------------------------------------------------------- */

const text = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s ? s : null;
};

const obj = (v: unknown): Rec | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Rec) : null);

const idOf = (v: unknown): string | number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() ? v.trim() : null;

/** An embedded `{ id, <label> }`, else the bare `<key>_id`. */
const refOf = (record: Rec | null | undefined, key: string, labelField: string): TimelineRef | null => {
  if (!record) return null;
  const embedded = obj(record[key]);
  const id = idOf(embedded?.id) ?? idOf(record[`${key}_id`]);
  if (id === null) return null;
  return { id, label: text(embedded?.[labelField]) ?? `#${id}` };
};

const plotOf = (r: Rec | null | undefined) => refOf(r, 'plot', 'number');
const customerOf = (r: Rec | null | undefined) => refOf(r, 'customer', 'name');

/** The member who made the record: `user { id, name }`, or a bare `user_name`. */
const whoOf = (r: Rec): TimelineRef | null => {
  const user = obj(r.user);
  const name = text(user?.name) ?? text(r.user_name);
  if (!name) return null;
  return { id: idOf(user?.id) ?? idOf(r.user_id) ?? '', label: name };
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Milliseconds of a date text; a bare day is read as that day's start in the reader's zone. */
const timeOf = (when: string | null): number | null => {
  if (!when) return null;
  const t = DAY.test(when) ? new Date(`${when}T00:00:00`).getTime() : Date.parse(when);
  return Number.isNaN(t) ? null : t;
};

const localDay = (t: number): string => {
  const d = new Date(t);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const money = (v: unknown): number | null => toPaise(v);

const rupees = (paise: number): string =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const signaturesOf = (r: Rec): TimelineSignature[] => {
  const { admin, customer } = recordSignatures(r);
  return [
    ...(admin ? [{ label: 'Admin signature' as const, src: admin }] : []),
    ...(customer ? [{ label: 'Customer signature' as const, src: customer }] : []),
  ];
};

const isPaidItem = (r: Rec): boolean =>
  String(r.status ?? '')
    .trim()
    .toLowerCase() === 'paid';

/** A record's id as part of a key (a row without one still gets a distinct key from its index). */
const keyOf = (source: string, r: Rec, index: number) => `${source}-${idOf(r.id) ?? `row${index}`}`;

interface Base {
  when: string | null;
  who: TimelineRef | null;
  plot: TimelineRef | null;
  customer: TimelineRef | null;
}

const event = (
  partial: Omit<
    TimelineEvent,
    'time' | 'dateOnly' | 'signatures' | 'notes' | 'detail' | 'detailParts' | 'link' | 'amount' | 'from' | 'to'
  > &
    Partial<Pick<TimelineEvent, 'signatures' | 'notes' | 'detail' | 'detailParts' | 'link' | 'amount' | 'from' | 'to'>>,
): TimelineEvent => {
  const time = timeOf(partial.when);
  return {
    from: null,
    to: null,
    amount: null,
    notes: null,
    detail: null,
    signatures: [],
    link: null,
    ...partial,
    time,
    dateOnly: !!partial.when && DAY.test(partial.when),
  };
};

const base = (r: Rec, when: unknown = r.created_at): Base => ({
  when: text(when),
  who: whoOf(r),
  plot: plotOf(r),
  customer: customerOf(r),
});

/** The rows in the order they happened (oldest first), for the "from" of each. */
const chronological = (rows: readonly Rec[]) =>
  rows
    .map((r, i) => ({ r, i, t: timeOf(text(r.created_at)) }))
    .sort((a, b) => (a.t ?? Infinity) - (b.t ?? Infinity) || Number(a.r.id ?? a.i) - Number(b.r.id ?? b.i));

/* Sources → events ---------------------------------------------------------------------------- */

const statusEvents = (rows: readonly Rec[], complete: boolean): TimelineEvent[] => {
  const last = new Map<string, string | null>();
  return chronological(rows).map(({ r, i }) => {
    const plot = String(idOf(obj(r.plot)?.id) ?? idOf(r.plot_id) ?? '');
    const to = text(r.status);
    const from = complete ? (last.get(plot) ?? null) : null;
    last.set(plot, to);
    return event({
      key: keyOf('plotstatus', r, i),
      kind: 'Status',
      title: 'Status change',
      ...base(r),
      from,
      to,
      notes: text(r.notes),
      signatures: signaturesOf(r),
    });
  });
};

const bookingEvents = (rows: readonly Rec[]): TimelineEvent[] =>
  rows.map((r, i) =>
    event({
      key: keyOf('plotbook', r, i),
      kind: 'Booking',
      title: 'Booking',
      ...base(r),
      to: 'Booked',
      // The money paid at booking; the price and the total stay on the booking's page.
      amount: money(r.booking_advance),
      ...details(text(r.payment_mode) ? ['Paid by %{mode}', { mode: text(r.payment_mode) }] : null),
      notes: text(r.notes),
      signatures: signaturesOf(r),
      link: idOf(r.id) === null ? null : { resource: 'plotbook', id: idOf(r.id)! },
    }),
  );

const saleEvents = (rows: readonly Rec[]): TimelineEvent[] =>
  rows.map((r, i) =>
    event({
      key: keyOf('plotsale', r, i),
      kind: 'Sale',
      title: 'Sale',
      ...base(r),
      to: 'Sold',
      amount: money(r.price) ?? money(r.total_amount),
      notes: text(r.notes),
      signatures: signaturesOf(r),
      link: idOf(r.id) === null ? null : { resource: 'plotsale', id: idOf(r.id)! },
    }),
  );

/** A sale's status records: "from" is the sale's previous status record (they are the sale's whole list). */
const saleStatusEvents = (rows: readonly Rec[], sales: readonly Rec[]): TimelineEvent[] => {
  const saleById = new Map(sales.map(s => [String(s.id), s]));
  const last = new Map<string, string | null>();
  return chronological(rows).map(({ r, i }) => {
    const saleId = String(r.sold_plot_id ?? '');
    const sale = saleById.get(saleId);
    const to = text(r.statustype_name) ?? text(r.status);
    const from = last.get(saleId) ?? null;
    last.set(saleId, to);
    return event({
      key: keyOf('plotsalestatus', r, i),
      kind: 'Sale',
      title: 'Sale status',
      when: text(r.created_at),
      who: whoOf(r),
      plot: plotOf(sale) ?? plotOf(r),
      customer: customerOf(sale) ?? customerOf(r),
      from,
      to,
      notes: text(r.notes),
      link: sale && idOf(sale.id) !== null ? { resource: 'plotsale', id: idOf(sale.id)! } : null,
    });
  });
};

const resaleEvents = (rows: readonly Rec[]): TimelineEvent[] =>
  rows.map((r, i) =>
    event({
      key: keyOf('plotresale', r, i),
      kind: 'Resale',
      title: 'Resale',
      ...base(r),
      to: text(r.status),
      ...details(text(r.customer_permission) ? ['Customer permission: %{permission}', { permission: text(r.customer_permission) }] : null),
      notes: text(r.notes),
      link: idOf(r.id) === null ? null : { resource: 'plotresale', id: idOf(r.id)! },
    }),
  );

const planEvents = (rows: readonly Rec[]): TimelineEvent[] =>
  rows.map((r, i) => {
    const instalment = money(r.instalment_amount);
    const count = text(r.emi_number);
    const terms: DetailPart | null =
      count && instalment !== null
        ? text(r.due_type)
          ? ['%{count} × %{instalment} %{due_type}', { count, instalment: rupees(instalment), due_type: text(r.due_type) }]
          : ['%{count} × %{instalment}', { count, instalment: rupees(instalment) }]
        : null;
    const down = money(r.downpayment);
    return event({
      key: keyOf('plotemi', r, i),
      kind: 'EMI',
      title: 'EMI started',
      ...base(r),
      amount: money(r.total_amount),
      ...details(terms, down ? ['down payment %{amount}', { amount: rupees(down) }] : null),
      link: idOf(r.id) === null ? null : { resource: 'plotemi', id: idOf(r.id)! },
    });
  });

/** The payments of the plans (history items with status Paid; a Due item is not a payment). */
const paymentEvents = (rows: readonly Rec[], plans: readonly Rec[]): TimelineEvent[] => {
  const planById = new Map(plans.map(p => [String(p.id), p]));
  return rows.filter(isPaidItem).map((r, i) => {
    const plan = planById.get(String(r.emi_id ?? ''));
    const paidOn = text(r.paid_on);
    const created = text(r.created_at);
    const createdTime = timeOf(created);
    const recordedThatDay = !!paidOn && createdTime !== null && localDay(createdTime) === paidOn.slice(0, 10);
    const when = paidOn && !recordedThatDay ? paidOn : created;
    const penalty = Number(r.is_penalty) === 1 ? money(r.penalty_amount) : null;
    return event({
      key: keyOf('plotemihistory', r, i),
      kind: 'Payment',
      title: 'EMI payment',
      when,
      who: whoOf(r),
      plot: plotOf(plan),
      customer: customerOf(plan),
      amount: money(r.amount),
      ...details(penalty ? ['Penalty %{amount}', { amount: rupees(penalty) }] : null),
      link: plan && idOf(plan.id) !== null ? { resource: 'plotemi', id: idOf(plan.id)!, tab: 'emihistory' } : null,
    });
  });
};

/* The list ------------------------------------------------------------------------------------ */

/** Events of the same moment, newest first: what follows from a change above the change. */
const SAME_TIME_ORDER: Readonly<Record<TimelineKind, number>> = { Payment: 5, EMI: 4, Resale: 3, Sale: 2, Booking: 1, Status: 0 };

export const compareEvents = (a: TimelineEvent, b: TimelineEvent): number => {
  if (a.time !== b.time) {
    if (a.time === null) return 1;
    if (b.time === null) return -1;
    return b.time - a.time;
  }
  return SAME_TIME_ORDER[b.kind] - SAME_TIME_ORDER[a.kind] || b.key.localeCompare(a.key, undefined, { numeric: true });
};

/** Every source's events in one list, newest first. */
export const buildTimeline = (sources: TimelineSources, options: TimelineOptions = {}): TimelineEvent[] =>
  [
    ...statusEvents(sources.statuses ?? [], !!options.completeStatusHistory),
    ...bookingEvents(sources.bookings ?? []),
    ...saleEvents(sources.sales ?? []),
    ...saleStatusEvents(sources.saleStatuses ?? [], sources.sales ?? []),
    ...resaleEvents(sources.resales ?? []),
    ...planEvents(sources.plans ?? []),
    ...paymentEvents(sources.payments ?? [], sources.plans ?? []),
  ].sort(compareEvents);

/** The events of the chosen kinds (all when none is chosen). */
export const eventsOfKinds = (events: readonly TimelineEvent[], kinds: readonly TimelineKind[]): TimelineEvent[] =>
  kinds.length ? events.filter(e => kinds.includes(e.kind)) : [...events];

/** The kinds a member may not read, given the resources they may list. */
export const unreadableKinds = (canList: (resource: string) => boolean): TimelineKind[] =>
  TIMELINE_KINDS.filter(kind => !KIND_SOURCES[kind].every(canList));

/* Export -------------------------------------------------------------------------------------- */

const pad = (n: number) => String(n).padStart(2, '0');

/** The moment as the file writes it, in the reader's zone: 'YYYY-MM-DD HH:mm', or the day alone. */
export const csvWhen = (e: Pick<TimelineEvent, 'time' | 'dateOnly' | 'when'>): string => {
  if (e.time === null) return e.when ?? '';
  const d = new Date(e.time);
  const day = localDay(e.time);
  return e.dateOnly ? day : `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export const TIMELINE_CSV_HEADINGS = [
  'Date',
  'Kind',
  'Event',
  'Plot',
  'Customer',
  'From',
  'To',
  'Amount',
  'By',
  'Details',
  'Notes',
  'Signatures',
] as const;

/** The rows as CSV text (the page's rows, in its order; amounts in rupees with 2 decimals). */
export const timelineCsvRows = (events: readonly TimelineEvent[]): unknown[][] => [
  [...TIMELINE_CSV_HEADINGS],
  ...events.map(e => [
    csvWhen(e),
    e.kind,
    e.title,
    e.plot?.label ?? '',
    e.customer?.label ?? '',
    e.from ?? '',
    e.to ?? '',
    e.amount === null ? '' : (e.amount / 100).toFixed(2),
    e.who?.label ?? '',
    e.detail ?? '',
    e.notes ?? '',
    e.signatures.map(s => s.label).join('; '),
  ]),
];

export const timelineCsv = (events: readonly TimelineEvent[]): string => csvText(timelineCsvRows(events));
