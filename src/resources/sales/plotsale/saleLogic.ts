/** The texts and pure rules of plot sales and their status records (spec 2 §3, §4, §5, §8). */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotsale/saleLogic.ts"
export { INSTALMENT_MESSAGES } from '../../../features/instalments/instalmentLogic';

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

/** The status types read by the sale status selector: 1000 per page (spec 2 §7). */
export const STATUS_TYPES_PER_PAGE = 1000;

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
  const ok =
    (CUSTOMER_IMAGE_TYPES as readonly string[]).includes(ext) || ['image/jpeg', 'image/png', 'image/gif', 'image/webp'].includes(mime);
  return ok ? undefined : SALE_MESSAGES.imageType;
};
