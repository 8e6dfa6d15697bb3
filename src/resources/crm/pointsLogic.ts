/**
 * A customer's loyalty points (spec 2 §3 "Customer points transaction", §5 "Points create", §6
 * customerpoints.create/update/delete, §7 "POST customerpoints/create", "POST
 * customerpoints/{id}/update", "GET customerpoints/{id}/detail"; issue 15): the rules, texts and
 * values the Points tab's dialogs (CustomerShow.tsx), the demo API (mocks/handlers/customers.ts)
 * and the tests read. Pure TypeScript.
 */
export const POINTS_TEXTS = {
  pointFor: 'Points For is required',
  pointValue: 'Points Value is required',
  /** Not written by the specification (G31): a value that is not a whole number of points. */
  pointValueNumber: 'Points Value must be a number',
  created: 'Points created successfully.',
  updated: 'Points updated successfully.',
  deleted: 'Points deleted successfully.',
  /** The dialogs' failure text when the server gives no message (spec 2 §8). */
  failure: 'Unable to save data',
} as const;

export const TRANSACTION_TYPES = ['EARNED', 'SPEND'] as const;
export const POINTS_CUSTOMER_TYPES = ['Broker', 'Customer'] as const;

/** The `action` sent with an update (§7 names it without its value; the update convention's `full`). */
export const POINTS_UPDATE_ACTION = 'full';

export interface PointsValues {
  customer_type: (typeof POINTS_CUSTOMER_TYPES)[number];
  transaction_type: (typeof TRANSACTION_TYPES)[number];
  point_for: string;
  point_value: number | string;
  customer_id: number | string;
  customer_note?: string | null;
}

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** The customer type of a points row: a broker's points are a Broker's. */
export const pointsCustomerType = (customer: Readonly<Record<string, unknown>> | undefined): PointsValues['customer_type'] =>
  Number(customer?.isbroker) === 1 ? 'Broker' : 'Customer';

/** The field errors of a points create or update (the same in the dialog and in the demo API). */
export const pointsErrors = (values: Record<string, unknown>): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (blank(values.point_for)) errors.point_for = POINTS_TEXTS.pointFor;
  if (blank(values.point_value)) errors.point_value = POINTS_TEXTS.pointValue;
  else if (!/^\d+$/.test(String(values.point_value).trim())) errors.point_value = POINTS_TEXTS.pointValueNumber;
  return errors;
};
