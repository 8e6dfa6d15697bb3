/**
 * StepDialog: a form dialog run step by step, the building block of both sign-in dialogs
 * (New User, Forgot Password). Enter submits a step; a pending call blocks the submit; a failure
 * keeps every value and shows the server's message in red; every opening starts afresh.
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { AccountApi } from '../../api/account';
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
import { errorMessage } from '../../common/errorMessage';
import { hasErrors, type FieldErrors } from './validation';
import type { TranslateText } from '../../common/english';
import { useLoginT } from './LoginLanguage';

export interface LoginDialogProps {
  open: boolean;
  account: AccountApi;
  onClose: () => void;
  /** The flow ended; the message (if any) is shown on the sign-in page. */
  onDone: (message?: string) => void;
}

/** Every value of a flow, text fields and kept server values (ids, tokens) alike. */
export type FlowValues = Record<string, string>;

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
  /** `t` gives its text in the chosen language. */
  intro?: (values: V, t: TranslateText) => ReactNode;
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

const StepDialogBody = <V extends FlowValues>({ open, onClose, onDone, title, initial, steps, stepper }: StepDialogProps<V>) => {
  const t = useLoginT();
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
        <DialogTitle>{t(step.title ?? title)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {stepper && (
              <Stepper activeStep={index} alternativeLabel>
                {steps.map((s, i) => (
                  <Step key={s.label}>
                    <StepLabel aria-current={i === index ? 'step' : undefined}>{t(s.label)}</StepLabel>
                  </Step>
                ))}
              </Stepper>
            )}
            {notice && (
              <Alert severity="info" role="status">
                {t(notice)}
              </Alert>
            )}
            {step.intro && <DialogContentText>{step.intro(values, t)}</DialogContentText>}
            {serverError && <Alert severity="error">{t(serverError)}</Alert>}
            {step.fields.map((field, i) => (
              <TextField
                key={field.name}
                name={field.name}
                label={t(field.label)}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={e => change(field.name, e.target.value)}
                error={!!errors[field.name]}
                helperText={errors[field.name] && t(errors[field.name]!)}
                required
                fullWidth
                autoFocus={i === 0}
                slotProps={{ htmlInput: { inputMode: field.inputMode, maxLength: field.maxLength } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            aria-busy={pending}
            startIcon={pending ? <CircularProgress size={16} color="inherit" aria-label={t('Please wait')} /> : undefined}
          >
            {t(step.submitLabel)}
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
