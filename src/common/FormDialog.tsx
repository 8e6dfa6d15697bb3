/** A dialog holding a small form, with the console's rules for dialogs: Save is blocked while the call is pending… */
// Reasoning: docs/decisions.md "Notes: src/common/FormDialog.tsx"
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, useNotify, useRefresh } from 'ra-core';
import { SaveButton } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { ApiError, MSG_CONNECT, MSG_PROCESS } from '../api/http';
import { getSession } from '../api/session';
import { useT } from './i18n';
import { DraftKeeper, DropForeignErrors } from './formSafety';
import { currentOf, InlineConflict, isStaleConflict, KeptDraftNotice, versionOf } from './ConflictDialog';
import { isSavePending, lastSaveOutcome, runSaveOnce, subscribePendingSaves } from './pendingSaves';
import { errorMessage } from './useServerNotify';

/** The text of a failed dialog call: the server's message, else the dialog's own failure text. */
export const dialogFailureMessage = (error: unknown, fallback: string): string => {
  if (error instanceof ApiError && error.status === 0) return MSG_CONNECT;
  const message = errorMessage(error);
  return message === MSG_PROCESS ? fallback : message;
};

const fieldErrorsOf = (error: unknown): Record<string, string> | undefined =>
  error instanceof ApiError ? error.body.errors : (error as { body?: { errors?: Record<string, string> } })?.body?.errors;

/** Whether a save of this key is on its way (in this dialog or in an earlier copy of it). */
export const useSavePending = (key: string): boolean =>
  useSyncExternalStore(
    subscribePendingSaves,
    () => isSavePending(key),
    () => false,
  );

/** Why MUI asks a dialog to close. */
export type CloseReason = 'backdropClick' | 'escapeKeyDown';

/** MUI's onClose of a dialog, guarded: while a save is pending nothing closes it… */
export const guardClose =
  (onClose: () => void, state: { dirty: boolean; pending: boolean }) =>
  (_event?: unknown, reason?: CloseReason): void => {
    if (state.pending) return;
    if (state.dirty && (reason === 'backdropClick' || reason === 'escapeKeyDown')) return;
    onClose();
  };

interface FormBusy {
  dirty: boolean;
  submitting: boolean;
}

/** Tells the dialog, which sits outside its form, whether the form holds typed input or is submitting. */
const FormStateReporter = ({ onChange }: { onChange: (state: FormBusy) => void }) => {
  const { isDirty, isSubmitting } = useFormState();
  useEffect(() => onChange({ dirty: isDirty, submitting: isSubmitting }), [isDirty, isSubmitting, onChange]);
  return null;
};

const DialogActionsRow = ({ label, pending, onCancel }: { label: string; pending: boolean; onCancel: () => void }) => {
  const { isSubmitting } = useFormState();
  const t = useT();
  const busy = pending || isSubmitting;
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {t('Cancel')}
      </Button>
      <SaveButton label={label} alwaysEnable={!busy} disabled={busy} />
    </DialogActions>
  );
};

const EMPTY = {};

/** A wide dialog's paper keeps its column, so that the content scrolls between title and actions. */
const WIDE_SX = {
  '& .MuiDialog-paper > form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto', overflow: 'hidden' },
} as const;

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The call; resolves with the server's message. */
  onSubmit: (values: Record<string, unknown>, update: { version?: string }) => Promise<string | undefined>;
  /** Shown when the call succeeds without a message of its own. */
  successText: string;
  /** The dialog's own failure text (spec 1 §8), used when the server gives none. */
  failureText: string;
  submitLabel?: string;
  defaultValues?: Record<string, unknown>;
  /** What the dialog saves, e.g. `plot-12-Booked`: one pending save per key (default: the page and the title). */
  dialogKey?: string;
  /** Where its draft lives (default: the dialogKey); e.g. one per plot, status and customer type. */
  draftKey?: string;
  /** What a success does besides closing; default: the server's message and a page refresh. */
  onSuccess?: (message: string | undefined) => void;
  /** A wide dialog (md) whose content scrolls between a fixed title and fixed actions. */
  wide?: boolean;
  /** A dialog that updates a record: the record's version as read (`updated_at`). */
  version?: string;
  /** The dialog's values of a record as the server answers it (the current one of a conflict); default: the record itself. */
  valuesOf?: (record: Record<string, unknown>) => Record<string, unknown>;
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
  dialogKey,
  draftKey,
  onSuccess,
  wide,
  version,
  valuesOf,
  children,
}: FormDialogProps) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useT();
  const { pathname } = useLocation();
  const key = dialogKey ?? `${pathname}#${title}`;
  const pending = useSavePending(key);
  const [form, setForm] = useState<FormBusy>({ dirty: false, submitting: false });
  /** Ends the dialog's draft: a successful save, or Cancel (the user's choice). */
  const endDraft = useRef<() => void>(undefined);
  /** Writes the dialog's draft now (a stale save's "take theirs"). */
  const keepDraft = useRef<() => void>(undefined);
  /** After "take theirs": what the user had typed, which one click puts back. */
  const [kept, setKept] = useState<Record<string, unknown>>();
  const cancel = () => {
    endDraft.current?.();
    onClose();
  };
  const titleId = `dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;

  const succeed = (message: string | undefined) => {
    if (onSuccess) onSuccess(message);
    else {
      notify(message || successText, { type: 'info' });
      refresh();
    }
  };

  // Reopened while an earlier copy's save was pending: when that save succeeds, this one closes too.
  const ownSubmit = useRef(false);
  const sawOthersPending = useRef(false);
  useEffect(() => {
    if (pending && !ownSubmit.current) sawOthersPending.current = true;
    if (!pending && sawOthersPending.current) {
      sawOthersPending.current = false;
      if (lastSaveOutcome(key) === 'ok') onClose();
    }
  }, [pending, key, onClose]);

  // The version a save is made from: the record's as read, or the current one the user chose in a conflict.
  const chosen = useRef<{ of?: string; version?: string }>(undefined);
  const [conflict, setConflict] = useState<{ current: Record<string, unknown>; version?: string }>();
  const sentVersion = () => (chosen.current && chosen.current.of === version ? chosen.current.version : version);

  const submit = async (values: Record<string, unknown>) => {
    ownSubmit.current = true;
    try {
      const result = await runSaveOnce(key, () => onSubmit(values, { version: sentVersion() }));
      if (!result.started) return undefined; // The same save is already on its way: nothing sent.
      // react-admin answers a call that signed the user out with an empty success: nothing was saved, the draft stays for the next sign-in.
      if (!getSession()) return undefined;
      endDraft.current?.();
      succeed(result.value);
      onClose();
      return undefined;
    } catch (error) {
      if (version !== undefined && isStaleConflict(error)) {
        const current = currentOf(error);
        setConflict({ current: valuesOf ? valuesOf(current) : current, version: versionOf(current) });
        return undefined;
      }
      notify(dialogFailureMessage(error, failureText), { type: 'warning' });
      return fieldErrorsOf(error);
    } finally {
      ownSubmit.current = false;
    }
  };

  const busy = pending || form.submitting;

  return (
    <Dialog
      open={open}
      onClose={guardClose(onClose, { dirty: form.dirty, pending: busy })}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      fullWidth
      maxWidth={wide ? 'md' : 'sm'}
      scroll={wide ? 'paper' : undefined}
      sx={wide ? WIDE_SX : undefined}
    >
      {/* An empty record: the dialog does not start from the page's record. */}
      <Form onSubmit={submit} record={EMPTY} defaultValues={defaultValues} noValidate>
        <FormStateReporter onChange={setForm} />
        <DropForeignErrors />
        <DialogTitle id={titleId}>{t(title)}</DialogTitle>
        <DialogContent dividers={wide}>
          {/* What is typed is kept as a draft until saved or cancelled (issue 12). */}
          <DraftKeeper dialogKey={draftKey ?? key} finishRef={endDraft} keepRef={keepDraft} />
          {conflict && (
            <InlineConflict
              current={conflict.current}
              version={conflict.version}
              keepDraft={keepDraft}
              onKept={typed => setKept(Object.keys(typed).length ? typed : undefined)}
              onChosen={chosenVersion => {
                chosen.current = { of: version, version: chosenVersion };
                setConflict(undefined);
              }}
            />
          )}
          {kept && <KeptDraftNotice typed={kept} onDone={() => setKept(undefined)} />}
          {children}
        </DialogContent>
        <DialogActionsRow label={submitLabel} pending={pending} onCancel={cancel} />
      </Form>
    </Dialog>
  );
};
