/**
 * Edits that cannot overwrite silently (issue 38; docs/decisions.md "Stale edits (issue 38)"):
 * every update carries the version its form was made from (`updated_at`, docs/api.md); a server
 * that finds the record changed since answers 409 with the record as it is now. The form then
 * shows "Changed by someone else since you opened it", the other version's values beside the
 * user's for each field that differs, and two ways on: take theirs (the form takes the current
 * record, what the user typed is kept as a draft and can be put back) or save mine over it (the
 * same save again, made from the current version). Until the user chooses, nothing changes.
 */
import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRecordContext, useRefresh, useRegisterMutationMiddleware } from 'ra-core';
import { useFormContext, useFormState } from 'react-hook-form';
import { VERSION_FIELD } from '../api/dataProvider';

export const STALE_TITLE = 'Changed by someone else since you opened it';
export const TAKE_THEIRS = 'Take theirs';
export const SAVE_MINE = 'Save mine over it';
export const RESTORE_MINE = 'Restore my changes';
export const KEPT_AS_DRAFT = 'Your changes are kept as a draft.';

type Values = Record<string, unknown>;

/** A refused stale update: HTTP 409 with the record as it is now (the envelope's data). */
export const isStaleConflict = (error: unknown): boolean => {
  const e = error as { status?: number; body?: { data?: unknown } } | null;
  return !!e && e.status === 409 && !!e.body?.data && typeof e.body.data === 'object' && !Array.isArray(e.body.data);
};

/** The record as it is now, carried by a conflict. */
export const currentOf = (error: unknown): Values => (error as { body: { data: Values } }).body.data;

/** A record's version as the console sends it back; none when the record carries none. */
export const versionOf = (record: unknown): string | undefined => {
  const v = (record as Values | undefined)?.[VERSION_FIELD];
  return typeof v === 'string' && v ? v : undefined;
};

/* The comparison -------------------------------------------------------------------------------- */

/** Keys that are the record's bookkeeping, not something a form lets the user change. */
const NOT_COMPARED = new Set(['id', VERSION_FIELD, 'created_at', 'organization_id']);

const isFileValue = (v: unknown): v is { rawFile: { name?: string } } =>
  typeof v === 'object' && v !== null && 'rawFile' in v && typeof (v as { rawFile?: unknown }).rawFile === 'object';

/** One value as text, the way the comparison shows and compares it. */
export const shownValue = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString();
  if (Array.isArray(v)) return v.map(shownValue).filter(Boolean).join(', ');
  if (isFileValue(v)) return `New file ${v.rawFile.name ?? ''}`.trim();
  if (typeof v === 'object') {
    const o = v as { title?: unknown; src?: unknown };
    if (typeof o.title === 'string' || typeof o.src === 'string') return String(o.title ?? o.src);
    try {
      return JSON.stringify(v);
    } catch {
      return String(v);
    }
  }
  return String(v);
};

/** Whether two values hold the same (1 and '1', null and '' are the same; true and 1 too, as a flag is sent). */
const sameValue = (a: unknown, b: unknown): boolean => {
  const flag = (v: unknown) => (typeof v === 'boolean' ? (v ? '1' : '0') : shownValue(v));
  return flag(a) === flag(b);
};

/** The text of a form field's label (the required mark left out), else its name made readable. */
export const labelOf = (form: Element | null | undefined, key: string): string => {
  const quoted = key.replace(/["\\]/g, '\\$&');
  const label =
    form?.querySelector(`[id="${quoted}-label"]`) ??
    (form?.querySelector(`[name="${quoted}"], [id="${quoted}"]`) as HTMLInputElement | null)?.labels?.[0] ??
    form?.querySelector(`label[for="${quoted}"]`);
  const text = label?.textContent?.replace(/[\s\u2009*]+$/, '').trim();
  if (text) return text;
  const words = key.replace(/[_.-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export interface ConflictRow {
  key: string;
  label: string;
  theirs: string;
  mine: string;
}

/** The form's fields whose value differs between the user's version and the current one. */
export const conflictRows = (form: Element | null | undefined, fields: Iterable<string>, mine: Values, theirs: Values): ConflictRow[] => {
  const keys = [...new Set([...fields].map(name => name.split('.')[0] ?? name))].filter(key => !NOT_COMPARED.has(key));
  return keys
    .filter(key => !sameValue(mine[key], theirs[key]))
    .map(key => ({ key, label: labelOf(form, key), theirs: shownValue(theirs[key]), mine: shownValue(mine[key]) }));
};

/* What is shown ---------------------------------------------------------------------------------- */

const EMPTY_TEXT = '(empty)';

/** The two versions side by side, and the two ways on. */
export const ConflictPanel = ({ rows, onTakeTheirs, onSaveMine, busy }: { rows: ConflictRow[]; onTakeTheirs: () => void; onSaveMine: () => void; busy?: boolean }) => (
  <>
    {rows.length ? (
      <Table size="small" aria-label="The two versions">
        <TableHead>
          <TableRow>
            <TableCell component="th">Field</TableCell>
            <TableCell component="th">Their version</TableCell>
            <TableCell component="th">Your version</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(row => (
            <TableRow key={row.key} data-field={row.key}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <TableCell>{row.theirs || EMPTY_TEXT}</TableCell>
              <TableCell>{row.mine || EMPTY_TEXT}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    ) : (
      <Typography variant="body2">No field of this form differs from the version saved now.</Typography>
    )}
    <DialogActions sx={{ px: 0 }}>
      <Button onClick={onTakeTheirs} disabled={busy}>
        {TAKE_THEIRS}
      </Button>
      <Button variant="contained" onClick={onSaveMine} disabled={busy}>
        {SAVE_MINE}
      </Button>
    </DialogActions>
  </>
);

/** After "take theirs": the user's values are a draft; one click puts them back over the current version. */
export const KeptDraftNotice = ({ typed, onDone }: { typed: Values; onDone: () => void }) => {
  const form = useFormContext();
  const restore = () => {
    form.reset({ ...form.getValues(), ...typed }, { keepDefaultValues: true });
    onDone();
  };
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 1, flex: '1 1 auto' }}
      onClose={onDone}
      action={
        <Button color="inherit" size="small" onClick={restore}>
          {RESTORE_MINE}
        </Button>
      }
    >
      {KEPT_AS_DRAFT}
    </Alert>
  );
};

/* The shared steps of both kinds of form ------------------------------------------------------- */

export interface Conflict {
  rows: ConflictRow[];
  /** The current record's values, as the form holds them. */
  theirs: Values;
  /** The version of the current record. */
  version?: string;
  /** What the user typed (the form's dirty fields): the draft, and what "Restore my changes" puts back. */
  typed: Values;
}

/** Reads a conflict out of the form: the fields that differ, and what the user typed. */
export const useReadConflict = () => {
  const form = useFormContext();
  const anchor = useRef<HTMLSpanElement>(null);
  const { dirtyFields } = useFormState();
  const dirty = useRef(dirtyFields);
  dirty.current = dirtyFields;
  const read = useCallback(
    (theirs: Values, version: string | undefined): Conflict => {
      const mine = form.getValues() as Values;
      const typed = Object.fromEntries(Object.keys(dirty.current).filter(key => key in mine).map(key => [key, mine[key]]));
      const fields = [...form.control._names.mount];
      return { rows: conflictRows(anchor.current?.closest('form'), fields, mine, theirs), theirs, version, typed };
    },
    [form],
  );
  /** Takes the current record: the draft written first (the form still holds the user's values), then the form reset to it. */
  const takeTheirs = useCallback(
    (conflict: Conflict, keepDraft?: MutableRefObject<(() => void) | undefined>) => {
      keepDraft?.current?.();
      form.reset({ ...form.getValues(), ...conflict.theirs });
    },
    [form],
  );
  /** The form's own submit, as the Save button does it (validation, transform, every middleware). */
  const submitAgain = useCallback(() => anchor.current?.closest('form')?.requestSubmit(), []);
  return { anchor, read, takeTheirs, submitAgain };
};

/* A page form (ResourceEdit) -------------------------------------------------------------------- */

/**
 * Mounted by the shared Save button of every create and edit form (ResourceForm.tsx): a mutation
 * middleware sends the version the form was made from (`meta.version`, read by the data
 * provider's update) and catches a conflict. The version follows the record the form holds: a
 * save's answer, and a refetch — unless the refetch changed a field the user is editing (then
 * the user's value was typed over a version they never saw, and the save must be stopped).
 */
export const StaleEditGuard = ({ keepDraft }: { keepDraft?: MutableRefObject<(() => void) | undefined> }) => {
  const record = useRecordContext();
  const refresh = useRefresh();
  const { dirtyFields } = useFormState();
  const dirty = useRef(dirtyFields);
  dirty.current = dirtyFields;
  const { anchor, read, takeTheirs, submitAgain } = useReadConflict();
  const version = useRef(versionOf(record));
  const seen = useRef(record);
  const [conflict, setConflict] = useState<Conflict>();
  const [kept, setKept] = useState<Values>();

  useEffect(() => {
    const before = seen.current;
    seen.current = record;
    if (!record || record === before) return;
    const clash = !!before && Object.keys(dirty.current).some(key => !sameValue(before[key], record[key]));
    if (!clash) version.current = versionOf(record);
  }, [record]);

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const middleware = useCallback(async (...args: any[]) => {
    const next = args.pop() as (...a: unknown[]) => Promise<{ data?: Values }>;
    const [resource, params, ...rest] = args as [string, { id?: unknown; meta?: Values } | undefined, ...unknown[]];
    // Only an update (a create has no id) of a record that has a version.
    if (!params || params.id === undefined || version.current === undefined) return next(...args);
    try {
      const result = await next(resource, { ...params, meta: { ...params.meta, version: version.current } }, ...rest);
      // The form now carries the saved version (none when the answer gives none).
      version.current = versionOf(result?.data);
      return result;
    } catch (error) {
      if (isStaleConflict(error)) {
        const current = currentOf(error);
        setConflict(read(current, versionOf(current)));
      }
      throw error;
    }
  }, [read]);
  useRegisterMutationMiddleware(middleware);

  const onTakeTheirs = () => {
    if (!conflict) return;
    takeTheirs(conflict, keepDraft);
    version.current = conflict.version;
    setKept(Object.keys(conflict.typed).length ? conflict.typed : undefined);
    setConflict(undefined);
    // The page shows the current record everywhere (title, tabs), the form included.
    refresh();
  };
  const onSaveMine = () => {
    if (!conflict) return;
    version.current = conflict.version;
    setConflict(undefined);
    submitAgain();
  };

  return (
    <>
      <span ref={anchor} hidden />
      {kept && <KeptDraftNotice typed={kept} onDone={() => setKept(undefined)} />}
      <Dialog open={!!conflict} onClose={() => setConflict(undefined)} aria-labelledby="stale-edit-title" maxWidth="md" fullWidth>
        <DialogTitle id="stale-edit-title">{STALE_TITLE}</DialogTitle>
        <DialogContent>
          {conflict && <ConflictPanel rows={conflict.rows} onTakeTheirs={onTakeTheirs} onSaveMine={onSaveMine} />}
        </DialogContent>
      </Dialog>
    </>
  );
};

/* A dialog form (FormDialog) -------------------------------------------------------------------- */

/**
 * The conflict inside a dialog that updates a record (FormDialog): both versions above its fields.
 * `onChosen` gets the current version, which the dialog's next save is made from.
 */
export const InlineConflict = ({
  current,
  version,
  keepDraft,
  onChosen,
  onKept,
}: {
  current: Values;
  version?: string;
  keepDraft?: MutableRefObject<(() => void) | undefined>;
  onChosen: (version: string | undefined) => void;
  onKept: (typed: Values) => void;
}) => {
  const { anchor, read, takeTheirs, submitAgain } = useReadConflict();
  const [conflict, setConflict] = useState<Conflict>();
  // Read once the anchor is in the form (its labels are read from there).
  useEffect(() => setConflict(read(current, version)), [read, current, version]);
  const onTakeTheirs = () => {
    if (!conflict) return;
    takeTheirs(conflict, keepDraft);
    onKept(conflict.typed);
    onChosen(conflict.version);
  };
  const onSaveMine = () => {
    onChosen(version);
    submitAgain();
  };
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2, '& .MuiAlert-message': { flex: '1 1 auto' } }}>
      <span ref={anchor} hidden />
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {STALE_TITLE}
      </Typography>
      {conflict && <ConflictPanel rows={conflict.rows} onTakeTheirs={onTakeTheirs} onSaveMine={onSaveMine} />}
    </Alert>
  );
};
