/** The numbers of a call conference: a number typed, or one from the phone book. */
// Reasoning: docs/decisions.md "Notes: src/features/telephony/ConferenceInputs.tsx"
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
