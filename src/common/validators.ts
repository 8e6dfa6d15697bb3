/**
 * Validators that carry the specifications' messages verbatim. Each returns undefined when valid,
 * so they plug into react-admin inputs (`validate={required(...)}`) and unit tests alike.
 */
export type Validator = (value: unknown, values?: Record<string, unknown>) => string | undefined;

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Required, with the message of the specification; blank text counts as missing. */
export const required =
  (message: string): Validator =>
  value =>
    isBlank(value) ? message : undefined;

export const maxLength =
  (max: number, message: string): Validator =>
  value =>
    typeof value === 'string' && value.length > max ? message : undefined;

export const minLength =
  (min: number, message: string): Validator =>
  value =>
    typeof value === 'string' && value.length > 0 && value.length < min ? message : undefined;

/** Runs validators in order; the first message wins. */
export const all =
  (...validators: Validator[]): Validator =>
  (value, values) => {
    for (const v of validators) {
      const message = v(value, values);
      if (message) return message;
    }
    return undefined;
  };
