/** What the customer calls send, pure: read by the calls, the customer screens and the demo API, so it lives in the lowest layer. */
// Reasoning: docs/decisions.md "Notes: src/api/customerValues.ts"

/** The ids as the calls send them: a JSON list of numbers where they are numbers. */
export const idList = (ids: readonly unknown[]): Array<number | string> =>
  ids.map(id => (typeof id === 'number' || /^\d+$/.test(String(id)) ? Number(id) : String(id)));

/** The import's request field that imports rows of numbers already known (1), docs/api.md. */
export const IMPORT_DUPLICATES_FIELD = 'import_duplicates';

/** A failed import row's update: spec 2 §4 "saved with action full". */
export const IMPORT_FAILED_UPDATE_ACTION = 'full';

/** The `action` sent with a points update (§7 names it without its value; the update convention's `full`). */
export const POINTS_UPDATE_ACTION = 'full';

export const TRANSACTION_TYPES = ['EARNED', 'SPEND'] as const;
export const POINTS_CUSTOMER_TYPES = ['Broker', 'Customer'] as const;

/** A points transaction as POST customerpoints/create and customerpoints/{id}/update send it. */
export interface PointsValues {
  customer_type: (typeof POINTS_CUSTOMER_TYPES)[number];
  transaction_type: (typeof TRANSACTION_TYPES)[number];
  point_for: string;
  point_value: number | string;
  customer_id: number | string;
  customer_note?: string | null;
}
