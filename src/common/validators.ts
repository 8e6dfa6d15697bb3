/** Validators that carry the specifications' messages verbatim. docs/decisions.md "Notes: src/common/validators.ts" */
export type Validator = (value: unknown, values?: Record<string, unknown>) => string | undefined;

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Required, with the message of the specification; blank text counts as missing. */
export const required = (message: string): Validator =>
  Object.assign((value: unknown) => (isBlank(value) ? message : undefined), { isRequired: true });

export const maxLength =
  (max: number, message: string): Validator =>
  value =>
    typeof value === 'string' && value.length > max ? message : undefined;

export const minLength =
  (min: number, message: string): Validator =>
  value =>
    typeof value === 'string' && value.length > 0 && value.length < min ? message : undefined;

/** Runs validators in order; the first message wins. */
export const all = (...validators: Validator[]): Validator =>
  Object.assign(
    (value: unknown, values?: Record<string, unknown>) => {
      for (const v of validators) {
        const message = v(value, values);
        if (message) return message;
      }
      return undefined;
    },
    // Required when one of them is (the asterisk).
    { isRequired: validators.some(v => (v as { isRequired?: boolean }).isRequired) },
  );
