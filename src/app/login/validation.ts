/**
 * Client-side checks of the sign-in page's New User and Forgot Password dialogs (spec 3 §5:
 * "New-user login: phone and code required; email required, password required and at least 6
 * characters. Forgot flow: all fields required." §9: the forgot-password code has 6 digits).
 * Pure functions: each returns the message of every invalid field, keyed by its wire name.
 */
import { all, minLength, required, type Validator } from '../../common/validators';

export const NEW_USER_PASSWORD_MIN = 6;
export const FORGOT_CODE_LENGTH = 6;

export const LOGIN_DIALOG_MESSAGES = {
  phoneRequired: 'Phone is required',
  codeRequired: 'Code is required',
  emailRequired: 'Email is required',
  emailOrPhoneRequired: 'Email or phone is required',
  passwordRequired: 'Password is required',
  passwordMin: `The password must be at least ${NEW_USER_PASSWORD_MIN} characters.`,
  codeDigits: `Enter the ${FORGOT_CODE_LENGTH}-digit code`,
  newPasswordRequired: 'New password is required',
  confirmPasswordRequired: 'Confirm password is required',
  passwordMismatch: 'New password and confirm password do not match.',
} as const;

const M = LOGIN_DIALOG_MESSAGES;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const hasErrors = (errors: FieldErrors<string>): boolean => Object.values(errors).some(Boolean);

/** Runs one validator per field; only the invalid fields appear in the answer. */
const check = <K extends string>(values: Record<K, string>, rules: Record<K, Validator>): FieldErrors<K> => {
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(rules) as K[]) {
    const message = rules[key](values[key], values);
    if (message) errors[key] = message;
  }
  return errors;
};

const sixDigits: Validator = value =>
  typeof value === 'string' && !new RegExp(`^\\d{${FORGOT_CODE_LENGTH}}$`).test(value.trim()) ? M.codeDigits : undefined;

const sameAsNewPassword: Validator = (value, values) => (values && value !== values.new_password ? M.passwordMismatch : undefined);

/** New User, step 1 (account/newlogin). */
export const validateNewLogin = (values: { mobile: string; code: string }) =>
  check(values, { mobile: required(M.phoneRequired), code: required(M.codeRequired) });

/** New User, step 2 (account/newuserpassword). */
export const validateNewUserPassword = (values: { user_email: string; password: string }) =>
  check(values, {
    user_email: required(M.emailRequired),
    password: all(required(M.passwordRequired), minLength(NEW_USER_PASSWORD_MIN, M.passwordMin)),
  });

/** Forgot Password, step 1 (submitforgotpassword): an email or a phone. */
export const validateForgotRequest = (values: { user_email: string }) => check(values, { user_email: required(M.emailOrPhoneRequired) });

/** Forgot Password, step 2 (submitforgottoken): the 6-digit code. */
export const validateForgotCode = (values: { code: string }) => check(values, { code: all(required(M.codeRequired), sixDigits) });

/** Forgot Password, step 3 (submitresetpassword). */
export const validateResetPassword = (values: { new_password: string; confirm_password: string }) =>
  check(values, {
    new_password: required(M.newPasswordRequired),
    confirm_password: all(required(M.confirmPasswordRequired), sameAsNewPassword),
  });
