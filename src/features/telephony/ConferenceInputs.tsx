/**
 * The numbers of a call conference (spec 2 §5 "Call conference: connumber or connumber_book
 * required"): a number typed, or one from the phone book. One pair of inputs for the call
 * history's Add Call and the customer list's conference dialog.
 */
import { TextInput } from 'react-admin';
import { callActionErrors } from './callLogic';

/** A conference needs one of the two numbers (read with the whole form's values). */
const validateConference = (_value: unknown, values?: Record<string, unknown>) =>
  callActionErrors({ action: 'CONFERENCE', ...(values ?? {}) }).connumber;

export const ConferenceInputs = () => (
  <>
    <TextInput source="connumber" label="Conference number" validate={validateConference} fullWidth />
    <TextInput source="connumber_book" label="Conference number (phone book)" fullWidth />
  </>
);
