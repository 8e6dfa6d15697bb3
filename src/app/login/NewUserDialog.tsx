/**
 * The sign-in page's New User dialog (spec 3 §2 "Login dialogs"): sign in with phone and code
 * (account/newlogin), then set email and password (account/newuserpassword).
 *
 * Also home of StepDialog, the step-by-step form dialog both login dialogs are built on.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
} from '@mui/material';
import type { AccountApi } from '../../api/account';
import { MESSAGES } from '../../common/messages';
import { errorMessage } from '../../common/useServerNotify';
import { hasErrors, validateNewLogin, validateNewUserPassword, type FieldErrors } from './validation';

export interface LoginDialogProps {
  open: boolean;
  account: AccountApi;
  onClose: () => void;
  /** The flow ended; the message (if any) is shown on the sign-in page. */
  onDone: (message?: string) => void;
}

/* ------------------------------------------------------------------------------------------ */
/* StepDialog: shared by NewUserDialog and ForgotPasswordDialog                               */
/* ------------------------------------------------------------------------------------------ */

/** Every value of a flow, text fields and kept server values (ids, tokens) alike. */
type FlowValues = Record<string, string>;

export interface StepField<V extends FlowValues> {
  /** The wire name: the input's name and the key in the values. */
  name: keyof V & string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  maxLength?: number;
}

export interface StepOutcome<V extends FlowValues> {
  /** The server's message. */
  message: string;
  /** Values the next steps need (a user id, a token). */
  keep?: Partial<V>;
}

export interface DialogStep<V extends FlowValues> {
  /** Stepper label; also the dialog title unless `title` is given. */
  label: string;
  title?: string;
  intro?: (values: V) => ReactNode;
  fields: StepField<V>[];
  submitLabel: string;
  validate: (values: V) => FieldErrors<keyof V & string>;
  /** The call; rejects with the error to show. */
  run: (values: V) => Promise<StepOutcome<V>>;
  /** A failure ends the flow silently (onDone() without a message) instead of showing it. */
  closeOnFailure?: boolean;
}

export interface StepDialogProps<V extends FlowValues> extends Omit<LoginDialogProps, 'account'> {
  title: string;
  initial: V;
  steps: DialogStep<V>[];
  /** Show a Stepper with every step's label. */
  stepper?: boolean;
}

const StepDialogBody = <V extends FlowValues>({
  open,
  onClose,
  onDone,
  title,
  initial,
  steps,
  stepper,
}: StepDialogProps<V>) => {
  const [index, setIndex] = useState(0);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [serverError, setServerError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [pending, setPending] = useState(false);
  // False once the dialog is closed or replaced: a late answer then changes nothing.
  const active = useRef(open);
  useEffect(() => {
    active.current = open;
    return () => {
      active.current = false;
    };
  }, [open]);

  const step = steps[index];
  const isLast = index === steps.length - 1;

  const change = (name: keyof V & string, value: string) => {
    setValues(v => ({ ...v, [name]: value }));
    setErrors(e => ({ ...e, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = step.validate(values);
    setErrors(found);
    setServerError(undefined);
    if (hasErrors(found)) return;
    setPending(true);
    try {
      const outcome = await step.run(values);
      if (!active.current) return;
      if (isLast) {
        onDone(outcome.message || undefined);
        return;
      }
      setValues(v => ({ ...v, ...outcome.keep }));
      setNotice(outcome.message || undefined);
      setIndex(i => i + 1);
    } catch (e) {
      if (!active.current) return;
      if (step.closeOnFailure) onDone();
      else setServerError(errorMessage(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      fullWidth
      maxWidth="xs"
    >
      {/* display: contents keeps the Paper's layout (scrolling content, actions at the bottom). */}
      <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
        <DialogTitle>{step.title ?? title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {stepper && (
              <Stepper activeStep={index} alternativeLabel>
                {steps.map((s, i) => (
                  <Step key={s.label}>
                    <StepLabel aria-current={i === index ? 'step' : undefined}>{s.label}</StepLabel>
                  </Step>
                ))}
              </Stepper>
            )}
            {notice && (
              <Alert severity="info" role="status">
                {notice}
              </Alert>
            )}
            {step.intro && <DialogContentText>{step.intro(values)}</DialogContentText>}
            {serverError && <Alert severity="error">{serverError}</Alert>}
            {step.fields.map((field, i) => (
              <TextField
                key={field.name}
                name={field.name}
                label={field.label}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={e => change(field.name, e.target.value)}
                error={!!errors[field.name]}
                helperText={errors[field.name]}
                required
                fullWidth
                autoFocus={i === 0}
                slotProps={{ htmlInput: { inputMode: field.inputMode, maxLength: field.maxLength } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            aria-busy={pending}
            startIcon={pending ? <CircularProgress size={16} color="inherit" aria-label="Please wait" /> : undefined}
          >
            {step.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** A form dialog run step by step; every opening starts afresh at the first step. */
export const StepDialog = <V extends FlowValues>(props: StepDialogProps<V>) => {
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpenings(n => n + 1);
  }
  return <StepDialogBody key={openings} {...props} />;
};

/* ------------------------------------------------------------------------------------------ */
/* New User                                                                                   */
/* ------------------------------------------------------------------------------------------ */

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
    intro: () => 'Sign in with your phone number and the code you received.',
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
    intro: () => 'Choose the email and password you will sign in with.',
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
