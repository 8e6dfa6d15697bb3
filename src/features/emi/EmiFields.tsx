/**
 * The EMI block of the Booked and Sold forms (spec 1 "EMI fields"). Renders its inputs inside
 * the surrounding react-admin / react-hook-form form, under the field names of the API (isemi,
 * total_duration, interest_rate, emi_number, instalment_amount, due_type,
 * prior_notification_days, emi_due_date, yearly_due_date, downpayment, final_due_date).
 * STUB: the EMI work replaces it.
 */
export interface EmiFieldsProps {
  /** The plot the form is for: a plot already on an EMI plan shows that plan instead of the toggle. */
  plotId: string | number;
  /** The form field holding the total amount the monthly amount is computed from. */
  totalSource: string;
}

export const EmiFields = (_props: EmiFieldsProps) => null;
