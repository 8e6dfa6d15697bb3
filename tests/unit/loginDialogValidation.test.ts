/** The client-side checks of the New User and Forgot Password dialogs (spec 3 §5, §9). */
import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  LOGIN_DIALOG_MESSAGES as M,
  validateForgotCode,
  validateForgotRequest,
  validateNewLogin,
  validateNewUserPassword,
  validateResetPassword,
} from '../../src/app/login/validation';

describe('New User validation', () => {
  it('requires phone and code; blanks count as missing', () => {
    expect(validateNewLogin({ mobile: '', code: '  ' })).toEqual({ mobile: M.phoneRequired, code: M.codeRequired });
    expect(validateNewLogin({ mobile: '9876543210', code: '123456' })).toEqual({});
  });

  it('requires the email and a password of at least 6 characters', () => {
    expect(validateNewUserPassword({ user_email: '', password: '' })).toEqual({
      user_email: M.emailRequired,
      password: M.passwordRequired,
    });
    expect(validateNewUserPassword({ user_email: 'a@b.c', password: '12345' })).toEqual({ password: M.passwordMin });
    expect(M.passwordMin).toBe('The password must be at least 6 characters.');
    expect(validateNewUserPassword({ user_email: 'a@b.c', password: '123456' })).toEqual({});
  });
});

describe('Forgot Password validation', () => {
  it('requires the email or phone', () => {
    expect(validateForgotRequest({ user_email: ' ' })).toEqual({ user_email: M.emailOrPhoneRequired });
    expect(validateForgotRequest({ user_email: '9840000002' })).toEqual({});
  });

  it('wants exactly 6 digits for the code', () => {
    expect(validateForgotCode({ code: '' })).toEqual({ code: M.codeRequired });
    for (const code of ['12345', '1234567', '12a456']) {
      expect(validateForgotCode({ code })).toEqual({ code: 'Enter the 6-digit code' });
    }
    expect(validateForgotCode({ code: '123456' })).toEqual({});
  });

  it('requires both passwords and refuses a mismatch', () => {
    expect(validateResetPassword({ new_password: '', confirm_password: '' })).toEqual({
      new_password: M.newPasswordRequired,
      confirm_password: M.confirmPasswordRequired,
    });
    expect(validateResetPassword({ new_password: 'secret1', confirm_password: 'secret2' })).toEqual({
      confirm_password: 'New password and confirm password do not match.',
    });
    expect(validateResetPassword({ new_password: 'secret1', confirm_password: 'secret1' })).toEqual({});
  });

  it('hasErrors ignores cleared fields', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ code: undefined })).toBe(false);
    expect(hasErrors({ code: M.codeRequired })).toBe(true);
  });
});
