/**
 * The sign-in page's New User dialog (spec 3 §2 "Login dialogs"): sign in with phone and code
 * (account/newlogin), then set email and password (account/newuserpassword).
 */
import type { AccountApi } from '../../api/account';
import { MESSAGES } from '../../common/messages';
import { StepDialog, type DialogStep, type FlowValues, type LoginDialogProps } from './StepDialog';
import { validateNewLogin, validateNewUserPassword } from './validation';

export type { LoginDialogProps };

interface NewUserValues extends FlowValues {
  mobile: string;
  code: string;
  user_email: string;
  password: string;
  /** data.id of account/newlogin. */
  user_id: string;
}

const NEW_USER_START: NewUserValues = { mobile: '', code: '', user_email: '', password: '', user_id: '' };

const newUserSteps = (account: AccountApi): DialogStep<NewUserValues>[] => [
  {
    label: 'Phone and code',
    intro: (_, t) => t('Sign in with your phone number and the code you received.'),
    fields: [
      { name: 'mobile', label: 'Phone', type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
      { name: 'code', label: 'Code', autoComplete: 'one-time-code', inputMode: 'numeric' },
    ],
    submitLabel: 'Continue',
    validate: validateNewLogin,
    run: async v => {
      const { id, message } = await account.newLogin(v.mobile.trim(), v.code.trim());
      if (id === undefined || id === null || id === '') throw new Error(MESSAGES.processRequest);
      return { message, keep: { user_id: String(id) } };
    },
  },
  {
    label: 'Email and password',
    title: 'Set email and password',
    intro: (_, t) => t('Choose the email and password you will sign in with.'),
    fields: [
      { name: 'user_email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
      { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
    ],
    submitLabel: 'Save',
    validate: validateNewUserPassword,
    run: v => account.newUserPassword(v.user_id, v.user_email.trim(), v.password),
    closeOnFailure: true,
  },
];

export const NewUserDialog = ({ account, ...props }: LoginDialogProps) => (
  <StepDialog {...props} title="New User" initial={NEW_USER_START} steps={newUserSteps(account)} />
);
