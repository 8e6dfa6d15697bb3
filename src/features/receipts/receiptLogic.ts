/** Receipts as pure functions: the receipt numbers and addresses… docs/decisions.md "Receipts" */
// Reasoning: docs/decisions.md "Notes: src/features/receipts/receiptLogic.ts"
import type { Identifier } from 'ra-core';
import { canAccess, type Membership } from '../../api/permissions';
import { DEFAULT_COUNTRY_CODE, whatsappUrl } from '../../common/phone';
import { formatPaise } from '../../common/format';
import { isShownImage } from '../../common/urls';
import { amountInWords, type ReceiptLanguage } from './amountInWords';

export type { ReceiptLanguage } from './amountInWords';

/** `instalment`: a payment of a plot sale's instalments (resource plotsaleinstalment). */
export type ReceiptKind = 'booking' | 'sale' | 'emi' | 'instalment';

export type PaperSize = 'A5' | 'A4';
export const PAPER_SIZES: readonly PaperSize[] = ['A5', 'A4'];
export const RECEIPT_LANGUAGES: ReadonlyArray<{ id: ReceiptLanguage; name: string }> = [
  { id: 'en', name: 'English' },
  { id: 'ta', name: 'தமிழ்' },
];

/* Numbers and addresses ---------------------------------------------------------------------- */

/** Stable and readable: B-{booking id}, S-{sale id}, E-{plan id}-{history item id}, I-{sale id}-{instalment id}. */
export const receiptNumber = (kind: ReceiptKind, id: Identifier, itemId?: Identifier): string =>
  kind === 'booking' ? `B-${id}` : kind === 'sale' ? `S-${id}` : `${kind === 'emi' ? 'E' : 'I'}-${id}-${itemId}`;

/** The resource whose address (and view key) a receipt is under: an instalment's is under its sale. */
const RESOURCE_OF: Record<ReceiptKind, string> = { booking: 'plotbook', sale: 'plotsale', emi: 'plotemi', instalment: 'plotsale' };

/** The resource whose view key a receipt needs. */
export const receiptResource = (kind: ReceiptKind): string => RESOURCE_OF[kind];

/** Whether a receipt names an item of its record (an EMI of a plan, an instalment of a sale). */
const hasItem = (kind: ReceiptKind) => kind === 'emi' || kind === 'instalment';

/** Who may open a receipt: its resource's view key; an instalment's also a key that gates instalments. */
export const mayOpenReceipt = (membership: Membership | null | undefined, kind: ReceiptKind): boolean =>
  canAccess(membership, { resource: RESOURCE_OF[kind], action: 'show' }) &&
  (kind !== 'instalment' || ['create', 'edit'].some(action => canAccess(membership, { resource: 'plotsaleinstalment', action })));

/** The receipt's address inside the organization: /plotbook/12/receipt, /plotemi/3/receipt/7, /plotsale/5/receipt/9… */
export const receiptPath = (kind: ReceiptKind, id: Identifier, itemId?: Identifier): string =>
  `/${RESOURCE_OF[kind]}/${encodeURIComponent(String(id))}/receipt${hasItem(kind) ? `/${encodeURIComponent(String(itemId))}` : ''}`;

/* The receipt -------------------------------------------------------------------------------- */

/** What the money was paid for. */
export type Purpose =
  | { kind: 'booking' }
  /** A sale: its total (including the booking advance of `bookingId`), or its down payment when the rest is by EMI. */
  | { kind: 'sale'; emi: boolean; bookingId?: Identifier | null }
  /** An EMI payment: the instalments of the schedule it went to (none when unknown). */
  | { kind: 'emi'; instalments: number[] }
  /** A payment of a sale's instalments: its place among them (1 = the first received), when known. */
  | { kind: 'instalment'; ordinal?: number | null };

export interface ReceiptLine {
  label: 'instalment' | 'penalty';
  paise: number;
}

export interface Receipt {
  kind: ReceiptKind;
  number: string;
  /** The day of the payment: YYYY-MM-DD, or an ISO date-time (read as a day in India). */
  date: unknown;
  /** The customer's name as written. */
  customer: string;
  customerId?: Identifier | null;
  /** The customer's number when the record carries it. */
  phone?: { number: unknown; countryCode?: unknown } | null;
  plot: string | null;
  layout: string | null;
  project: string | null;
  /** The sum received, in paise; null when the record has none. */
  paise: number | null;
  /** The parts of the sum (an EMI and its penalty). */
  lines?: ReceiptLine[];
  purpose: Purpose;
  /** Cash, Cheque or DD; undefined where the API keeps no mode (sales, EMIs): no line. */
  mode?: string | null;
  reference: { kind: ReceiptKind; id: Identifier; itemId?: Identifier };
  signatures?: { admin: string | null; customer: string | null } | null;
  /** Who took the money when the record says so (an instalment's Received User); else the signed-in member. */
  receivedBy?: string | null;
}

/* Texts -------------------------------------------------------------------------------------- */

const list = (numbers: number[]) => numbers.join(', ');

export const RECEIPT_TEXTS = {
  en: {
    title: 'Receipt',
    number: 'Receipt No.',
    date: 'Date',
    phone: 'Phone',
    receivedFrom: 'Received from',
    towards: 'Towards',
    plot: 'Plot',
    layout: 'Layout',
    project: 'Project',
    mode: 'Mode of payment',
    reference: 'Reference',
    amount: 'Amount',
    inWords: 'Amount in words',
    receivedBy: 'Received by',
    customerSignature: "Customer's signature",
    adminSignature: 'Authorised signatory',
    lines: { instalment: 'EMI amount', penalty: 'Penalty' },
    modes: { Cash: 'Cash', Cheque: 'Cheque', DD: 'DD' } as Record<string, string>,
    purpose: (p: Purpose): string => {
      if (p.kind === 'booking') return 'Booking advance';
      if (p.kind === 'sale') {
        if (p.emi) return 'Down payment on the sale of the plot (the balance by EMI)';
        return p.bookingId != null ? `Sale of the plot (including the booking advance of receipt B-${p.bookingId})` : 'Sale of the plot';
      }
      if (p.kind === 'instalment')
        return p.ordinal ? `Instalment no. ${p.ordinal} on the sale of the plot` : 'Instalment on the sale of the plot';
      if (!p.instalments.length) return 'EMI payment';
      return `EMI ${p.instalments.length > 1 ? 'instalments' : 'instalment'} no. ${list(p.instalments)}`;
    },
    referenceText: (r: Receipt['reference']): string =>
      r.kind === 'booking'
        ? `Booking #${r.id}`
        : r.kind === 'sale'
          ? `Sale #${r.id}`
          : r.kind === 'instalment'
            ? `Sale #${r.id}, instalment #${r.itemId}`
            : `EMI plan #${r.id}, payment #${r.itemId}`,
  },
  ta: {
    title: 'ரசீது',
    number: 'ரசீது எண்',
    date: 'தேதி',
    phone: 'தொலைபேசி',
    receivedFrom: 'செலுத்தியவர்',
    towards: 'விவரம்',
    plot: 'மனை எண்',
    layout: 'மனைப்பிரிவு',
    project: 'திட்டம்',
    mode: 'செலுத்தும் முறை',
    reference: 'குறிப்பு',
    amount: 'தொகை',
    inWords: 'தொகை (எழுத்தில்)',
    receivedBy: 'பெற்றுக்கொண்டவர்',
    customerSignature: 'வாடிக்கையாளர் கையொப்பம்',
    adminSignature: 'அங்கீகரிக்கப்பட்ட கையொப்பம்',
    lines: { instalment: 'தவணைத் தொகை', penalty: 'அபராதம்' },
    modes: { Cash: 'ரொக்கம்', Cheque: 'காசோலை', DD: 'வரைவோலை (DD)' } as Record<string, string>,
    purpose: (p: Purpose): string => {
      if (p.kind === 'booking') return 'மனை முன்பதிவு முன்பணம்';
      if (p.kind === 'sale') {
        if (p.emi) return 'மனை விற்பனை முன்பணம் (மீதத் தொகை மாதத் தவணைகளில்)';
        return p.bookingId != null ? `மனை விற்பனைத் தொகை (ரசீது B-${p.bookingId} முன்பதிவு முன்பணம் உட்பட)` : 'மனை விற்பனைத் தொகை';
      }
      if (p.kind === 'instalment') return p.ordinal ? `மனை விற்பனைத் தவணை எண் ${p.ordinal}` : 'மனை விற்பனைத் தவணை';
      if (!p.instalments.length) return 'தவணை (EMI) செலுத்துகை';
      return `தவணை (EMI) எண் ${list(p.instalments)}`;
    },
    referenceText: (r: Receipt['reference']): string =>
      r.kind === 'booking'
        ? `முன்பதிவு #${r.id}`
        : r.kind === 'sale'
          ? `விற்பனை #${r.id}`
          : r.kind === 'instalment'
            ? `விற்பனை #${r.id}, தவணை #${r.itemId}`
            : `தவணைத் திட்டம் #${r.id}, செலுத்துகை #${r.itemId}`,
  },
} as const;

/** The mode as the receipt's language names it (an unknown mode as it is). */
export const modeText = (mode: string | null | undefined, language: ReceiptLanguage): string =>
  mode ? (RECEIPT_TEXTS[language].modes[mode] ?? mode) : '-';

/* Reading records ---------------------------------------------------------------------------- */

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : null);
const textOf = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text ? text : null;
};

/** The plot, layout, project and customer a sales record embeds, wherever the answer puts them. */
export const partiesOf = (record: Obj | undefined | null) => {
  const plot = obj(record?.plot);
  const layout = obj(record?.layout) ?? obj(plot?.layout);
  const project = obj(record?.project) ?? obj(layout?.project) ?? obj(plot?.project);
  const customer = obj(record?.customer);
  return {
    plot: textOf(plot?.number),
    layout: textOf(layout?.name),
    project: textOf(project?.name),
    customer: textOf(customer?.name) ?? '',
    customerId: (customer?.id ?? record?.customer_id ?? null) as Identifier | null,
    phone: customerPhone(customer),
  };
};

/** A customer's number for WhatsApp: the WhatsApp number with its code, else the phone with its code. */
export const customerPhone = (customer: Obj | null | undefined): Receipt['phone'] => {
  if (!customer) return null;
  if (textOf(customer.whatsapp)) return { number: customer.whatsapp, countryCode: customer.country_code_whatsapp };
  if (textOf(customer.phone)) return { number: customer.phone, countryCode: customer.country_code };
  return null;
};

/* Letterhead --------------------------------------------------------------------------------- */

export interface Letterhead {
  name: string;
  address: string | null;
  phone: string | null;
  logo: string | null;
}

/** The first shown image of a photo field: a stored file { url }, a list of them, or an address. */
const imageOf = (value: unknown): string | null => {
  const first = Array.isArray(value) ? value[0] : value;
  const url = typeof first === 'string' ? first : obj(first)?.url;
  return isShownImage(url) ? url : null;
};

/** The organization's letterhead: its record where it could be read, else what the sign-in said of the organization. */
export const letterheadOf = (record: Obj | null | undefined, membership: Obj & { name: string }): Letterhead => {
  const from = (key: string) => textOf(record?.[key]) ?? textOf(membership[key]);
  return {
    name: from('name') ?? '',
    address: from('address'),
    phone: from('mobile') ?? from('phone'),
    logo: imageOf(record?.photo) ?? imageOf(record?.organizationimage) ?? imageOf(membership.photo) ?? imageOf(membership.logo),
  };
};

/* Dates and the summary ---------------------------------------------------------------------- */

const IST_MS = 5.5 * 3600 * 1000;

/** The day as printed, DD/MM/YYYY: a YYYY-MM-DD as it is, a date-time as its day in India; '-' when none. */
export const receiptDate = (value: unknown): string => {
  const text = textOf(value);
  if (!text) return '-';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text)
    ? text
    : Number.isNaN(Date.parse(text))
      ? null
      : new Date(Date.parse(text) + IST_MS).toISOString().slice(0, 10);
  if (!day) return text;
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
};

/** The amount in words, or '-' when there is no amount. */
export const receiptWords = (paise: number | null, language: ReceiptLanguage): string =>
  paise === null ? '-' : amountInWords(paise, language);

/** Plot 37, Layout Green Meadows, Project Sunrise City (what is known of them). */
export const plotLine = (receipt: Receipt, language: ReceiptLanguage): string => {
  const t = RECEIPT_TEXTS[language];
  return [
    receipt.plot && `${t.plot} ${receipt.plot}`,
    receipt.layout && `${t.layout} ${receipt.layout}`,
    receipt.project && `${t.project} ${receipt.project}`,
  ]
    .filter(Boolean)
    .join(', ');
};

/** The receipt in a few lines, for a message. */
export const receiptSummary = (receipt: Receipt, letterhead: Letterhead, receivedBy: string, language: ReceiptLanguage): string => {
  const t = RECEIPT_TEXTS[language];
  const amount = receipt.paise === null ? '-' : `${formatPaise(receipt.paise)} (${amountInWords(receipt.paise, language)})`;
  return [
    letterhead.name,
    `${t.title} ${receipt.number}, ${t.date} ${receiptDate(receipt.date)}`,
    `${t.receivedFrom}: ${receipt.customer || '-'}`,
    `${t.amount}: ${amount}`,
    `${t.towards}: ${t.purpose(receipt.purpose)}`,
    plotLine(receipt, language),
    receipt.mode !== undefined ? `${t.mode}: ${modeText(receipt.mode, language)}` : '',
    receivedBy ? `${t.receivedBy}: ${receivedBy}` : '',
  ]
    .filter(Boolean)
    .join('\n');
};

/** The WhatsApp share of the receipt: the customer's chat (+91 when no code) with the summary typed in. */
export const receiptWhatsappUrl = (phone: Receipt['phone'], summary: string): string =>
  `${whatsappUrl(phone?.number, phone?.countryCode || DEFAULT_COUNTRY_CODE) ?? 'https://wa.me/'}?text=${encodeURIComponent(summary)}`;
