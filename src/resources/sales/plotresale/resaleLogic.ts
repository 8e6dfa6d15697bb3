/** Plot resale records: the statuses, the customer permission and the one validation rule, shared by the screens and the demo API. */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotresale/resaleLogic.ts"
import { required } from '../../../common/validators';

/** Spec 3 §4: Plot resale status. */
export const RESALE_STATUSES = ['Available', 'Hold', 'Sold'] as const;
export type ResaleStatus = (typeof RESALE_STATUSES)[number];
export const RESALE_STATUS_CHOICES = RESALE_STATUSES.map(id => ({ id, name: id }));

/** Spec 3 §3: customer_permission Show or Hide. */
export const CUSTOMER_PERMISSIONS = ['Show', 'Hide'] as const;
export const CUSTOMER_PERMISSION_CHOICES = CUSTOMER_PERMISSIONS.map(id => ({ id, name: id }));

export const RESALE_MESSAGES = {
  /** Spec 3 §5 'Plot resale: status required' gives no text: the '<Field label> is required' pattern (G31, as C8's 'Status is required'). */
  statusRequired: 'Status is required',
  statusInvalid: 'The selected status is invalid.',
  permissionInvalid: 'The selected customer permission is invalid.',
} as const;

export const validateResaleStatus = required(RESALE_MESSAGES.statusRequired);

/** The field errors of a resale update (null when valid): the demo API applies the same rules. */
export const resaleErrors = (values: Record<string, unknown>): Record<string, string> | null => {
  const errors: Record<string, string> = {};
  const status = values.status === undefined || values.status === null ? '' : String(values.status).trim();
  const missing = validateResaleStatus(status);
  if (missing) errors.status = missing;
  else if (!(RESALE_STATUSES as readonly string[]).includes(status)) errors.status = RESALE_MESSAGES.statusInvalid;
  const permission =
    values.customer_permission === undefined || values.customer_permission === null ? '' : String(values.customer_permission).trim();
  if (permission && !(CUSTOMER_PERMISSIONS as readonly string[]).includes(permission))
    errors.customer_permission = RESALE_MESSAGES.permissionInvalid;
  return Object.keys(errors).length ? errors : null;
};

/** A plot with a resale record that is not Sold is 'For Resale' (spec 1 §4). */
export const isForResale = (resale: { status?: unknown } | null | undefined): boolean => !!resale && String(resale.status ?? '') !== 'Sold';
