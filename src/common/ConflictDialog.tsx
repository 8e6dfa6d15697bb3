/** Edits that cannot overwrite silently… docs/decisions.md "Stale edits (issue 38)" */
// Reasoning: docs/decisions.md "Notes: src/common/ConflictDialog.tsx"
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
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
import {
  SaveContextProvider,
  useMutationMiddlewares,
  useRecordContext,
  useRefresh,
  useRegisterMutationMiddleware,
  useResourceContext,
  type SaveHandler,
} from 'ra-core';
import { useFormContext, useFormState } from 'react-hook-form';
import { VERSION_FIELD } from '../api/dataProvider';
import { drawnChoiceText, drawnOptionText, shownFieldNames } from './formFields';
import { useT } from './i18n';

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
  const control = form?.querySelector(`[name="${quoted}"], [id="${quoted}"]`) as HTMLInputElement | null;
  // A radio's or checkbox's own label is its option's: the field's is the group's.
  const group =
    control && (control.type === 'radio' || control.type === 'checkbox') ? control.closest('fieldset, .MuiFormControl-root') : null;
  const label =
    form?.querySelector(`[id="${quoted}-label"]`) ??
    group?.querySelector('legend, label.MuiFormLabel-root') ??
    control?.labels?.[0] ??
    form?.querySelector(`label[for="${quoted}"]`) ??
    // An input whose controls carry no name (a checkbox group): its react-admin class.
    form?.querySelector(`[class~="ra-input-${quoted}"] legend, [class~="ra-input-${quoted}"] label.MuiFormLabel-root`);
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

/** How a form shows a field's value of a record, where the value is not its own text (an id); undefined: not known. */
export type ComparedText = (value: unknown, record: Values) => string | undefined;

/** The texts of a form's fields whose values are ids, for the comparison (e.g. a guide's plots by their numbers). */
const ComparedTextsContext = createContext<Record<string, ComparedText>>({});
export const ComparedTexts = ({ texts, children }: { texts: Record<string, ComparedText>; children: ReactNode }) => (
  <ComparedTextsContext.Provider value={texts}>{children}</ComparedTextsContext.Provider>
);

/** A record's text as react-admin's default representation reads it. */
const representation = (o: unknown): string | undefined => {
  if (!o || typeof o !== 'object') return undefined;
  const r = o as Values;
  for (const f of ['name', 'title', 'label', 'number', 'reference'])
    if (typeof r[f] === 'string' || typeof r[f] === 'number') return String(r[f]);
  return undefined;
};

/** A reference `x_id` by the `x` record the answer embeds (an API answers a layout_id with its layout). */
const embeddedText = (record: Values, key: string): string | undefined => {
  if (!key.endsWith('_id')) return undefined;
  const embedded = record[key.slice(0, -3)];
  return embedded && typeof embedded === 'object' && !Array.isArray(embedded) && sameValue((embedded as Values).id, record[key])
    ? representation(embedded)
    : undefined;
};

/** The form's fields whose value differs between the user's version and the current one, as the form shows them. */
export const conflictRows = (
  form: Element | null | undefined,
  fields: Iterable<string>,
  mine: Values,
  theirs: Values,
  texts: Record<string, ComparedText> = {},
): ConflictRow[] => {
  const keys = [...new Set([...fields].map(name => name.split('.')[0] ?? name))].filter(key => !NOT_COMPARED.has(key) && key in mine);
  const mineText = (key: string) => texts[key]?.(mine[key], mine) ?? drawnChoiceText(form, key) ?? shownValue(mine[key]);
  const theirsText = (key: string) =>
    (theirs[key] === null || theirs[key] === undefined || theirs[key] === '' ? '' : undefined) ??
    texts[key]?.(theirs[key], theirs) ??
    drawnOptionText(form, key, theirs[key]) ??
    embeddedText(theirs, key) ??
    shownValue(theirs[key]);
  return keys
    .filter(key => !sameValue(mine[key], theirs[key]))
    .map(key => ({ key, label: labelOf(form, key), theirs: theirsText(key), mine: mineText(key) }));
};

/* What is shown ---------------------------------------------------------------------------------- */

const EMPTY_TEXT = '(empty)';

/** A fixed text of these panels, in the chosen language. */
const Said = ({ text }: { text: string }) => <>{useT()(text)}</>;

/** The two versions side by side, and the two ways on. */
export const ConflictPanel = ({
  rows,
  onTakeTheirs,
  onSaveMine,
  busy,
}: {
  rows: ConflictRow[];
  onTakeTheirs: () => void;
  onSaveMine: () => void;
  busy?: boolean;
}) => {
  const t = useT();
  return (
    <>
      {rows.length ? (
        <Table size="small" aria-label={t('The two versions')}>
          <TableHead>
            <TableRow>
              <TableCell component="th">{t('Field')}</TableCell>
              <TableCell component="th">{t('Their version')}</TableCell>
              <TableCell component="th">{t('Your version')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(row => (
              <TableRow key={row.key} data-field={row.key}>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                <TableCell>{row.theirs || t(EMPTY_TEXT)}</TableCell>
                <TableCell>{row.mine || t(EMPTY_TEXT)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2">{t('No field of this form differs from the version saved now.')}</Typography>
      )}
      <DialogActions sx={{ px: 0 }}>
        <Button onClick={onTakeTheirs} disabled={busy}>
          {t(TAKE_THEIRS)}
        </Button>
        <Button variant="contained" onClick={onSaveMine} disabled={busy}>
          {t(SAVE_MINE)}
        </Button>
      </DialogActions>
    </>
  );
};

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
          <Said text={RESTORE_MINE} />
        </Button>
      }
    >
      <Said text={KEPT_AS_DRAFT} />
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
  const texts = useContext(ComparedTextsContext);
  const read = useCallback(
    (theirs: Values, version: string | undefined): Conflict => {
      const mine = form.getValues() as Values;
      const typed = Object.fromEntries(
        Object.keys(dirty.current)
          .filter(key => key in mine)
          .map(key => [key, mine[key]]),
      );
      // The fields the form shows (react-hook-form has no public list of its mounted fields).
      const element = anchor.current?.closest('form');
      return { rows: conflictRows(element, shownFieldNames(element), mine, theirs, texts), theirs, version, typed };
    },
    [form, texts],
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

/** Mounted by the shared Save button of every create and edit form… */
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

  const middleware = useCallback(
    async (...args: unknown[]) => {
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
    },
    [read],
  );
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
        <DialogTitle id="stale-edit-title">
          <Said text={STALE_TITLE} />
        </DialogTitle>
        <DialogContent>
          {conflict && <ConflictPanel rows={conflict.rows} onTakeTheirs={onTakeTheirs} onSaveMine={onSaveMine} />}
        </DialogContent>
      </Dialog>
    </>
  );
};

/* A page form with its own update call --------------------------------------------------------- */

/** An update call of a page form's own, given the version to send; resolves with the answer (its `data`, the saved record). */
export type SendUpdate = (version: string | undefined) => Promise<{ data?: unknown; message?: string }>;
type RunUpdate = (values: Values, send: SendUpdate) => Promise<{ data?: unknown; message?: string }>;

const OwnUpdateContext = createContext<RunUpdate | null>(null);

/** Around a page form whose save is its own call: the call runs through the form's mutation middlewares as react-admin's save does… */
export const OwnUpdateSave = ({ children }: { children: ReactNode }) => {
  const resource = useResourceContext();
  const record = useRecordContext();
  const { registerMutationMiddleware, unregisterMutationMiddleware, getMutateWithMiddlewares } = useMutationMiddlewares();
  const run = useCallback<RunUpdate>(
    (values, send) =>
      getMutateWithMiddlewares(async (_resource: string, params: { meta?: { version?: unknown } }) => {
        const version = params.meta?.version;
        return send(typeof version === 'string' && version ? version : undefined);
      })(resource, { id: record?.id, data: values, previousData: record }),
    [getMutateWithMiddlewares, resource, record],
  );
  const saveContext = useMemo(
    () => ({
      mutationMode: 'pessimistic' as const,
      registerMutationMiddleware,
      unregisterMutationMiddleware,
      save: undefined as SaveHandler<Values> | undefined,
    }),
    [registerMutationMiddleware, unregisterMutationMiddleware],
  );
  return (
    <OwnUpdateContext.Provider value={run}>
      <SaveContextProvider value={saveContext}>{children}</SaveContextProvider>
    </OwnUpdateContext.Provider>
  );
};

/** The own update call of a form inside OwnUpdateSave (outside one: the call without a version). */
export const useOwnUpdate = (): RunUpdate => useContext(OwnUpdateContext) ?? ((_values, send) => send(undefined));

/* A dialog form (FormDialog) -------------------------------------------------------------------- */

/** The conflict inside a dialog that updates a record (FormDialog): both versions above its fields. */
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
  const refresh = useRefresh();
  const [conflict, setConflict] = useState<Conflict>();
  // Read once the anchor is in the form (its labels are read from there).
  useEffect(() => setConflict(read(current, version)), [read, current, version]);
  const onTakeTheirs = () => {
    if (!conflict) return;
    takeTheirs(conflict, keepDraft);
    onKept(conflict.typed);
    onChosen(conflict.version);
    // The page behind shows the current record too (a list's status, a tab's rows), as a page form's "take theirs" does.
    refresh();
  };
  const onSaveMine = () => {
    onChosen(version);
    submitAgain();
  };
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2, '& .MuiAlert-message': { flex: '1 1 auto' } }}>
      <span ref={anchor} hidden />
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        <Said text={STALE_TITLE} />
      </Typography>
      {conflict && <ConflictPanel rows={conflict.rows} onTakeTheirs={onTakeTheirs} onSaveMine={onSaveMine} />}
    </Alert>
  );
};
