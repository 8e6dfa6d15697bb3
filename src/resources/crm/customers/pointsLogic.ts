/** A customer's loyalty points: the rules, texts and values the Points tab's dialogs, the demo API and the tests read. */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/customers/pointsLogic.ts"
import type { PointsValues } from '../../../api/customerValues';

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
