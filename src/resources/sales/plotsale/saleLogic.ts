/**
 * The texts and pure rules of plot sales, their status records and instalments (spec 2 §3, §4,
 * §5, §8). Shared by the screens and the demo API, so both say the same words.
 */
import type { Identifier } from 'ra-core';

/** Plot sale edit (spec 2 §5 gives no sale rules: these texts are ours, docs/decisions.md). */
export const SALE_MESSAGES = {
  priceRequired: 'Price is required',
  priceNumber: 'Price must be a number greater than 0',
  dueDateInvalid: 'Please enter a valid registration due date',
  brokerInvalid: 'The selected broker is invalid.',
  imageType: 'The customer image must be a picture (jpeg, jpg, gif, png, webp).',
  imageNotFound: 'Image not found',
  imageDeleted: 'Customer image deleted.',
  /** spec 2 §8 thrown failure. */
  deleteImageFailed: 'Unable to delete image',
  updated: 'Plot sale updated successfully.',
  deleted: 'Plot sale deleted successfully. The plot is Available again.',
  deletedHistoryNote: 'Sale deleted',
} as const;

/** Sale status records and their types (spec 2 §5: "status type required", "status required"; no text given). */
export const SALE_STATUS_MESSAGES = {
  typeRequired: 'Status type is required',
  typeInvalid: 'The selected status type is invalid.',
  saleInvalid: 'The selected plot sale is invalid.',
  /** spec 2 §8 thrown failure of a status change. */
  failed: 'Unable to update status change',
  created: 'Sale status added successfully.',
  typeStatusRequired: 'Status is required',
  typeStatusLength: 'The status may not be greater than 120 characters.',
} as const;

/** Instalments (spec 2 §5, verbatim: inventory messages 55-57), plus our own for the rest. */
export const INSTALMENT_MESSAGES = {
  amount: 'Amount is required',
  receivedAt: 'Received Date is required',
  receivedUser: 'Received User is required',
  amountNumber: 'Amount must be a number greater than 0',
  receivedAtInvalid: 'Please enter a valid received date',
  receivedUserInvalid: 'The selected user is invalid.',
  saleInvalid: 'The selected plot sale is invalid.',
  created: 'Instalment added successfully.',
  updated: 'Instalment updated successfully.',
} as const;

/** The status types read by the sale status selector: 1000 per page (spec 2 §7). */
export const STATUS_TYPES_PER_PAGE = 1000;

/** The sale's instalment tab, where instalment saves return (spec 2 §2). */
export const saleInstalmentsPath = (saleId: Identifier) => `/plotsale/${saleId}/show/instalment`;

/** The instalment create route of the specification: /plotsaleinstalment/create?plotid&plotsaleid. */
export const instalmentCreatePath = (plotId: Identifier | null | undefined, saleId: Identifier) =>
  `/plotsaleinstalment/create?plotid=${encodeURIComponent(String(plotId ?? ''))}&plotsaleid=${encodeURIComponent(String(saleId))}`;

/** The instalment edit route of the specification: /plotsaleinstalment/{id}?plotsaleid. */
export const instalmentEditPath = (id: Identifier, saleId: Identifier) =>
  `/plotsaleinstalment/${encodeURIComponent(String(id))}?plotsaleid=${encodeURIComponent(String(saleId))}`;

/** The sum of instalment amounts, exact to the paisa (amounts may carry 2 decimals). */
export const sumAmounts = (rows: ReadonlyArray<{ amount?: unknown }>): number =>
  rows.reduce((paise, row) => paise + Math.round((Number(row.amount) || 0) * 100), 0) / 100;

/** The sale fields an edit sends (G29): price, registration_due_date, notes, broker and a new customer image. */
export const salePayload = (values: Record<string, unknown>): Record<string, unknown> => {
  const upload = values.customer_image_upload as { rawFile?: unknown } | null | undefined;
  return {
    price: values.price,
    registration_due_date: values.registration_due_date ?? null,
    notes: values.notes ?? null,
    broker_id: values.broker_id ?? null,
    ...(upload && upload.rawFile ? { customer_image: upload } : {}),
  };
};

/** Picture types the customer image accepts. */
export const CUSTOMER_IMAGE_TYPES = ['jpeg', 'jpg', 'gif', 'png', 'webp'] as const;

/** The customer image check before anything is sent. */
export const validateCustomerImage = (value: unknown): string | undefined => {
  const file = (value as { rawFile?: { name?: string; type?: string } } | null | undefined)?.rawFile;
  if (!file) return undefined;
  const ext = (file.name ?? '').split('.').pop()?.toLowerCase() ?? '';
  const mime = (file.type ?? '').toLowerCase();
  const ok = (CUSTOMER_IMAGE_TYPES as readonly string[]).includes(ext) || ['image/jpeg', 'image/png', 'image/gif', 'image/webp'].includes(mime);
  return ok ? undefined : SALE_MESSAGES.imageType;
};
