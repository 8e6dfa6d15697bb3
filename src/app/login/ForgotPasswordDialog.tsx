/**
 * The sign-in page's Forgot Password dialog (spec 3 §2 "Login dialogs", §4): request a 6-digit
 * code with an email or phone (submitforgotpassword, data.token kept), verify it
 * (submitforgottoken), set a new password (submitresetpassword); then the dialog closes.
 * The server's message shows in red (an error Alert) on failure.
 */
import type { AccountApi } from '../../api/account';
import { StepDialog, type DialogStep, type LoginDialogProps } from './StepDialog';
import { FORGOT_CODE_LENGTH, validateForgotCode, validateForgotRequest, validateResetPassword } from './validation';

interface ForgotValues extends Record<string, string> {
  /** The email or phone, as typed in the first step. */
  user_email: string;
  code: string;
  /** data.token of submitforgotpassword. */
  token: string;
  new_password: string;
  confirm_password: string;
}

const FORGOT_START: ForgotValues = { user_email: '', code: '', token: '', new_password: '', confirm_password: '' };

const forgotSteps = (account: AccountApi): DialogStep<ForgotValues>[] => [
  {
    label: 'Request code',
    intro: (_, t) =>
      t('Enter the email or phone of your account. A %{digits}-digit code will be sent to you.', { digits: FORGOT_CODE_LENGTH }),
    fields: [{ name: 'user_email', label: 'Email or phone', autoComplete: 'username' }],
    submitLabel: 'Send code',
    validate: validateForgotRequest,
    run: async v => {
      const userEmail = v.user_email.trim();
      const { token, message } = await account.forgotPassword(userEmail);
      return { message, keep: { user_email: userEmail, token } };
    },
  },
  {
    label: 'Verify code',
    intro: (v, t) => t('Enter the %{digits}-digit code sent for %{account}.', { digits: FORGOT_CODE_LENGTH, account: v.user_email }),
    fields: [{ name: 'code', label: 'Code', autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: FORGOT_CODE_LENGTH }],
    submitLabel: 'Verify',
    validate: validateForgotCode,
    run: v => account.forgotToken(v.user_email, v.code.trim(), v.token),
  },
  {
    label: 'New password',
    intro: (_, t) => t('Choose your new password.'),
    fields: [
      { name: 'new_password', label: 'New password', type: 'password', autoComplete: 'new-password' },
      { name: 'confirm_password', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
    ],
    submitLabel: 'Reset password',
    validate: validateResetPassword,
    run: v => account.resetPassword(v.user_email, v.new_password, v.confirm_password),
  },
];

export const ForgotPasswordDialog = ({ account, ...props }: LoginDialogProps) => (
  <StepDialog {...props} title="Forgot Password" stepper initial={FORGOT_START} steps={forgotSteps(account)} />
);
