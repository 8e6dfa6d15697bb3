/** Plot bookings: the texts, the choices of the list filters and the pure readings of a booking record the screens and the demo API… */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotbook/bookingLogic.ts"
import { english, type TranslateText } from '../../../common/english';

export const BOOKING_MESSAGES = {
  /** The server's success message of the pay toggle (spec 2 §4, §8). */
  payUpdated: 'Pay status updated.',
  /** The pay toggle's own failure text when the server gives none (inventory C22). */
  payFailed: 'Unable to update status',
  paid: 'Paid',
  unpaid: 'Un Paid',
  noEmi: 'No EMI plan on this booking.',
  noSignature: 'No signature',
} as const;

/** Spec 2 §9: payment modes. */
export const PAYMENT_MODES = ['Cash', 'Cheque', 'DD'] as const;
export const PAYMENT_MODE_CHOICES = PAYMENT_MODES.map(id => ({ id, name: id }));

/** The Paid filter: the flag as the API stores it (1 / 0). */
export const PAID_CHOICES = [
  { id: '1', name: BOOKING_MESSAGES.paid },
  { id: '0', name: BOOKING_MESSAGES.unpaid },
];

/** The paid flag arrives as 1 / 0, '1' / '0' or a boolean. */
export const isPaid = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

export const payLabel = (value: unknown): string => (isPaid(value) ? BOOKING_MESSAGES.paid : BOOKING_MESSAGES.unpaid);

/** The toggle's target: a paid booking becomes Un Paid (0), an unpaid one Paid (1). */
export const nextPaid = (value: unknown): 0 | 1 => (isPaid(value) ? 0 : 1);

/** The confirmation of the toggle (in the interface's language with `t`). */
export const payConfirmText = (value: unknown, plotNumber?: unknown, t: TranslateText = english): string => {
  const status = t(isPaid(value) ? BOOKING_MESSAGES.unpaid : BOOKING_MESSAGES.paid);
  if (plotNumber === undefined || plotNumber === null || plotNumber === '') return t('Mark the booking as %{status}?', { status });
  return t('Mark the booking of plot %{plot} as %{status}?', { plot: String(plotNumber), status });
};

export interface OtherAmount {
  label: string;
  amount: number | null;
}

const splitLabelAmount = (text: string): OtherAmount | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const at = trimmed.lastIndexOf(':');
  if (at < 0) return { label: trimmed, amount: null };
  const amount = Number(trimmed.slice(at + 1).replace(/[,\s]/g, ''));
  return { label: trimmed.slice(0, at).trim(), amount: Number.isFinite(amount) ? amount : null };
};

/** other_amount as label:amount rows (spec 1 §3). */
export const parseOtherAmounts = (value: unknown): OtherAmount[] => {
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        return parseOtherAmounts(JSON.parse(text));
      } catch {
        /* not JSON: read it as text */
      }
    }
    return text
      .split(/[\n,]/)
      .map(splitLabelAmount)
      .filter((x): x is OtherAmount => !!x);
  }
  if (Array.isArray(value)) {
    return value.flatMap(item => {
      if (typeof item === 'string') return splitLabelAmount(item) ?? [];
      if (item && typeof item === 'object') {
        const o = item as Record<string, unknown>;
        const amount = Number(o.amount ?? o.value);
        return [{ label: String(o.label ?? o.name ?? ''), amount: Number.isFinite(amount) ? amount : null }];
      }
      return [];
    });
  }
  return [];
};

/** Sum of the other amounts. */
export const otherAmountsTotal = (rows: OtherAmount[]): number => rows.reduce((sum, r) => sum + (r.amount ?? 0), 0);

// The signature rule lives in common/signatures.ts (a plot's history reads it too); kept under these names here.
export { signatureSrc, recordSignatures as bookingSignatures } from '../../../common/signatures';

export interface EmiSummary {
  emi_number: unknown;
  instalment_amount: unknown;
  total_amount: unknown;
  due_type: unknown;
  total_duration: unknown;
  interest_rate: unknown;
  downpayment: unknown;
  emi_due_date: unknown;
  final_due_date: unknown;
  prior_notification_days: unknown;
}

/** The EMI plan of a booking: its plotBookEmi or the EMI fields of the booking itself when isemi is on. */
export const emiSummary = (record: Record<string, unknown> | undefined): EmiSummary | null => {
  if (!record) return null;
  const plan = (record.plotBookEmi ?? record.plotbookemi) as Record<string, unknown> | null | undefined;
  const source = plan && typeof plan === 'object' ? { ...record, ...plan } : isPaid(record.isemi) ? record : null;
  if (!source) return null;
  return {
    emi_number: source.emi_number,
    instalment_amount: source.instalment_amount,
    total_amount: plan?.total_amount ?? record.total_amount,
    due_type: source.due_type,
    total_duration: source.total_duration,
    interest_rate: source.interest_rate,
    downpayment: source.downpayment,
    emi_due_date: source.emi_due_date,
    final_due_date: source.final_due_date,
    prior_notification_days: source.prior_notification_days,
  };
};

/** The filters of the booking list (sent as they are to the list and to the export). */
export const PLOT_BOOK_FILTER_KEYS = ['q', 'project_id', 'paid', 'payment_mode', 'date_from', 'date_to'] as const;

/** The filter values worth sending: empty ones left out. */
export const activeFilters = (filter: Record<string, unknown> | undefined): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(filter ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)),
  );
