/**
 * A dialog holding a small form, with the console's rules for dialogs: Save is blocked while the
 * call is pending; on success the dialog closes, the page refreshes and the server's message
 * shows; on failure the dialog stays open with every value typed, the server's field errors land
 * on their fields and its message shows as a warning (the dialog's own failure text when the
 * server gives none).
 */
import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, useNotify, useRefresh } from 'ra-core';
import { SaveButton } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { ApiError, MSG_CONNECT, MSG_PROCESS } from '../api/http';
import { errorMessage } from './useServerNotify';

/** The text of a failed dialog call: the server's message, else the dialog's own failure text. */
export const dialogFailureMessage = (error: unknown, fallback: string): string => {
  if (error instanceof ApiError && error.status === 0) return MSG_CONNECT;
  const message = errorMessage(error);
  return message === MSG_PROCESS ? fallback : message;
};

const fieldErrorsOf = (error: unknown): Record<string, string> | undefined =>
  error instanceof ApiError ? error.body.errors : (error as { body?: { errors?: Record<string, string> } })?.body?.errors;

const DialogSave = ({ label }: { label: string }) => {
  const { isSubmitting } = useFormState();
  return <SaveButton label={label} alwaysEnable={!isSubmitting} />;
};

const EMPTY = {};

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The call; resolves with the server's message. */
  onSubmit: (values: Record<string, unknown>) => Promise<string | undefined>;
  /** Shown when the call succeeds without a message of its own. */
  successText: string;
  /** The dialog's own failure text (spec 1 §8), used when the server gives no message. */
  failureText: string;
  submitLabel?: string;
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
}

export const FormDialog = ({
  open,
  title,
  onClose,
  onSubmit,
  successText,
  failureText,
  submitLabel = 'Save',
  defaultValues,
  children,
}: FormDialogProps) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = `dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;

  const submit = async (values: Record<string, unknown>) => {
    try {
      const message = await onSubmit(values);
      notify(message || successText, { type: 'info' });
      refresh();
      onClose();
      return undefined;
    } catch (error) {
      notify(dialogFailureMessage(error, failureText), { type: 'warning' });
      return fieldErrorsOf(error);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {/* An empty record: the dialog does not start from the page's record. */}
      <Form onSubmit={submit} record={EMPTY} defaultValues={defaultValues} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <DialogSave label={submitLabel} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
