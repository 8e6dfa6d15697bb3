/** What keeps typed values safe on every create and edit form, in one place that the shared blocks of ResourceForm.tsx mount… */
// Reasoning: docs/decisions.md "Notes: src/common/formSafety.tsx"
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import {
  useBasename,
  useBlocker,
  useCanBlock,
  useCreatePath,
  useRecordContext,
  useRecordFromLocation,
  useRegisterMutationMiddleware,
  useResourceContext,
  useTranslate,
} from 'ra-core';
import { useFormContext, useFormState } from 'react-hook-form';
import { useLocation, useResolvedPath } from 'react-router-dom';
import { getSession } from '../api/session';
import { formatDate } from './format';
import { useT } from './i18n';
import { isShownField, shownFieldNames } from './formFields';
import {
  allowDrafts,
  deleteDraft,
  draftStorageKey,
  fromDraftValues,
  isSecretField,
  loadDraft,
  rememberFiles,
  saveDraft,
  toDraftValues,
  type DraftScope,
} from './drafts';

/** Dirty values survive a refetch of the record: e.g. the sale edit refetches after its customer image is deleted… */
export const KEEP_DIRTY_VALUES = { keepDirtyValues: true } as const;

const withFormDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    // react-admin's own component names (not in MUI's theme types).
    ...({
      RaSimpleForm: {
        ...(outer.components as Record<string, { defaultProps?: object }> | undefined)?.RaSimpleForm,
        defaultProps: {
          ...(outer.components as Record<string, { defaultProps?: object }> | undefined)?.RaSimpleForm?.defaultProps,
          resetOptions: KEEP_DIRTY_VALUES,
        },
      },
    } as Theme['components']),
  },
});

export const KeepEditsOnRefetch = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={withFormDefaults}>{children}</ThemeProvider>
);

/** Leaving a dirty form asks first: react-router's navigation blocker for the menu, Back, links and the organization switch… */
/** The route a form lives at: its edit or create path, so that moving between a TabbedForm's tabs is not leaving it… */
const useFormRoot = (): string => {
  const resource = useResourceContext();
  const record = useRecordContext();
  const createPath = useCreatePath();
  const resolved = useResolvedPath('').pathname;
  if (!resource) return resolved;
  const id = record?.id;
  return id !== undefined && id !== null ? createPath({ resource, id, type: 'edit' }) : createPath({ resource, type: 'create' });
};

const UnsavedChangesWarning = () => {
  const root = useFormRoot();
  const translate = useTranslate();
  const { dirtyFields, isSubmitting, isSubmitSuccessful } = useFormState();
  const { watch } = useFormContext();
  const dirty = Object.keys(dirtyFields).length > 0;
  /** The last submission saved: react-admin's save (marked by the middleware), or a custom onSubmit that succeeded. */
  const saved = useRef(false);
  /** Whether the submission under way went through react-admin's save (then only the middleware decides). */
  const viaSave = useRef(false);
  const now = useRef({ dirty, isSubmitting, isSubmitSuccessful });
  now.current = { dirty, isSubmitting, isSubmitSuccessful };

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const markSaved = useCallback(async (...args: any[]) => {
    const next = args.pop() as (...a: unknown[]) => unknown;
    viaSave.current = true;
    const result = await next(...args);
    // react-admin answers a call that signed the user out (401, 403) with an empty success: that is no save.
    if (getSession()) saved.current = true;
    return result;
  }, []);
  useRegisterMutationMiddleware(markSaved);

  // A new submission starts undecided; a custom onSubmit that succeeded counts as saved…
  const wasSubmitting = useRef(false);
  if (isSubmitting && !wasSubmitting.current) {
    // Seen at the render that starts the submission, before react-admin's save can run.
    saved.current = false;
    viaSave.current = false;
  }
  wasSubmitting.current = isSubmitting;
  useEffect(() => {
    if (!isSubmitting && isSubmitSuccessful && !viaSave.current) saved.current = true;
  }, [isSubmitting, isSubmitSuccessful]);
  useEffect(() => {
    const subscription = watch((_values, info) => {
      // Typing (a field's change event), not a value set by code or a refetch.
      if (info?.type === 'change' && !now.current.isSubmitting) saved.current = false;
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const safe = () => !now.current.dirty || saved.current || !getSession();

  const blocker = useBlocker(({ nextLocation }: { nextLocation: { pathname: string } }) => {
    if (safe()) return false;
    const inside = nextLocation.pathname.startsWith(root) && !nextLocation.pathname.startsWith(`${root}/show`);
    return !inside;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (safe()) {
      blocker.proceed?.();
      return;
    }
    // A save on its way decides: this runs again when it ends.
    if (now.current.isSubmitting) return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state, isSubmitting, isSubmitSuccessful, dirty]);

  useEffect(() => {
    if (!dirty) return;
    const beforeunload = (e: BeforeUnloadEvent) => {
      if (safe()) return;
      e.preventDefault();
      // Older browsers read returnValue.
      e.returnValue = true;
    };
    window.addEventListener('beforeunload', beforeunload);
    return () => window.removeEventListener('beforeunload', beforeunload);
  }, [dirty]);

  return null;
};

/** A server's field error for a field this form does not have is dropped once shown nowhere… */
export const DropForeignErrors = () => {
  const { errors } = useFormState();
  const { clearErrors } = useFormContext();
  const anchor = useRef<HTMLSpanElement>(null);
  const keys = Object.keys(errors).join('|');
  useEffect(() => {
    // The fields the form shows, read from its element (react-hook-form has no public list of its mounted fields).
    const form = anchor.current?.closest('form');
    if (!form) return;
    const shown = shownFieldNames(form);
    const foreign = Object.keys(errors).filter(key => key !== 'root' && !isShownField(shown, key));
    if (foreign.length) clearErrors(foreign);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys]);
  return <span ref={anchor} hidden />;
};

/** The blocker needs react-router's data router (App.tsx); elsewhere (a bare test harness) it stays off. */
export const LeaveGuard = () => (useCanBlock() ? <UnsavedChangesWarning /> : null);

/* Drafts ---------------------------------------------------------------------------------------- */

const DraftExcludeContext = createContext<readonly string[]>([]);

/** Fields a form declares never to be kept in a draft, besides the passwords and codes that common/drafts.ts recognises by name. */
export const DraftExclude = ({ sources, children }: { sources: readonly string[]; children: ReactNode }) => (
  <DraftExcludeContext.Provider value={sources}>{children}</DraftExcludeContext.Provider>
);

/** The text of the notice shown when a form comes back with its unsaved values. */
export const DRAFT_RESTORED = 'Unsaved changes were restored';

/** Where this form's draft lives: the signed-in user, the organization (basename), the form's route or its dialog's key. */
const useDraftScope = (dialogKey?: string): DraftScope | undefined => {
  const basename = useBasename();
  const root = useFormRoot();
  const { search } = useLocation();
  const session = getSession();
  const user = session ? String(session.id) : undefined;
  const org = basename.replace(/^\/+/, '').split('/')[0] ?? '';
  const route = dialogKey ? `dialog:${dialogKey}` : `${root}${search}`;
  return useMemo(() => (user && org ? { user, org, route } : undefined), [user, org, route]);
};

const sameValue = (a: unknown, b: unknown): boolean => {
  if (a instanceof Blob || b instanceof Blob) return false;
  try {
    return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  } catch {
    return false;
  }
};

const SAVE_DELAY_MS = 300;

export interface DraftKeeperProps {
  /** A dialog's key (its draft is not tied to the page); a page form's draft is tied to its route. */
  dialogKey?: string;
  /** Filled with the function that ends the draft (a dialog's successful save, or its Cancel). */
  finishRef?: MutableRefObject<(() => void) | undefined>;
  /** Filled with the function that writes the draft now (a stale edit's "take theirs", issue 38). */
  keepRef?: MutableRefObject<(() => void) | undefined>;
}

/** Keeps the form's unsaved values as a draft and brings them back… */
export const DraftKeeper = ({ dialogKey, finishRef, keepRef }: DraftKeeperProps) => {
  const scope = useDraftScope(dialogKey);
  const form = useFormContext();
  const { dirtyFields } = useFormState();
  const exclude = useContext(DraftExcludeContext);
  const [restoredAt, setRestoredAt] = useState<number>();
  const [ready, setReady] = useState(false);

  // The scope as it was while signed in: a forced sign-out ends the session before the last write.
  const scopeRef = useRef(scope);
  if (scope) scopeRef.current = scope;
  const dirtyRef = useRef(dirtyFields);
  dirtyRef.current = dirtyFields;
  const excludeRef = useRef(exclude);
  excludeRef.current = exclude;
  /** Saved, discarded or cancelled: nothing more is written. */
  const finished = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The draft key whose stored draft has been read back (drafts are written only after that). */
  const restoredFor = useRef<string>(undefined);

  const isSecret = (path: string) => {
    const top = path.split('.')[0] ?? path;
    return excludeRef.current.includes(path) || excludeRef.current.includes(top);
  };

  const snapshot = (): Record<string, unknown> => {
    const values = form.getValues() as Record<string, unknown>;
    const changed: Record<string, unknown> = {};
    for (const key of Object.keys(dirtyRef.current)) if (key in values && !isSecret(key)) changed[key] = values[key];
    return toDraftValues(changed, isSecret);
  };

  /** Writes the draft now; `cleanDeletes`: a form made clean again by the user drops its draft. */
  const write = (cleanDeletes = false) => {
    clearTimeout(timer.current);
    const s = scopeRef.current;
    if (!s || finished.current) return;
    // Not before the stored draft was read back: the values the form opens with would overwrite what the user typed.
    if (restoredFor.current !== draftStorageKey(s)) return;
    if (!Object.keys(dirtyRef.current).length) {
      if (cleanDeletes) deleteDraft(s);
      return;
    }
    saveDraft(s, snapshot());
  };
  const writeRef = useRef(write);
  writeRef.current = write;

  const finish = () => {
    finished.current = true;
    clearTimeout(timer.current);
    if (scopeRef.current) deleteDraft(scopeRef.current);
    setRestoredAt(undefined);
  };
  if (finishRef) finishRef.current = finish;
  if (keepRef) keepRef.current = () => writeRef.current();

  // A successful save of the page's form (react-admin's save) ends the draft before its redirect.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const endOnSave = useCallback(async (...args: any[]) => {
    const next = args.pop() as (...a: unknown[]) => unknown;
    const result = await next(...args);
    // react-admin answers a call that signed the user out (401, 403) with an empty success: that is no save.
    if (!getSession()) return result;
    finished.current = true;
    if (scopeRef.current) deleteDraft(scopeRef.current);
    return result;
  }, []);
  useRegisterMutationMiddleware(endOnSave);

  // Every change: read its small files, then write shortly after; at once when the page is hidden.
  useEffect(() => {
    const subscription = form.watch((values, info) => {
      // Typed by the user (a field's change event), not set by code: only then may a clean form drop its draft.
      const byUser = info?.type === 'change';
      void rememberFiles(values).then(() => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => writeRef.current(byUser), SAVE_DELAY_MS);
      });
    });
    const hide = () => writeRef.current();
    window.addEventListener('pagehide', hide);
    window.addEventListener('beforeunload', hide);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', hide);
      window.removeEventListener('beforeunload', hide);
      // The form goes away (navigation, a forced sign-out, a crash): keep what it held.
      writeRef.current();
    };
  }, [form]);

  // Signed in (again): drafts of this user may be written, even after an earlier chosen sign-out in this page.
  const user = scope?.user;
  useEffect(() => {
    if (user) allowDrafts(user);
  }, [user]);

  // Restore once the form has taken its record and, for a create opened with values in its address, those values…
  const t = useT();
  const fromLocation = !!useRecordFromLocation();
  const formReady = form.formState.isReady;
  useEffect(() => {
    if (fromLocation && !formReady) return undefined;
    const later = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(later);
  }, [fromLocation, formReady]);
  useEffect(() => {
    if (!ready || !scope || restoredFor.current === draftStorageKey(scope)) return;
    restoredFor.current = draftStorageKey(scope);
    const draft = loadDraft(scope);
    if (!draft) return;
    const current = form.getValues() as Record<string, unknown>;
    const values = fromDraftValues(draft.values);
    const changed = Object.entries(values).filter(
      ([key, value]) => !isSecretField(key) && !isSecret(key) && !sameValue(value, current[key]),
    );
    if (!changed.length) {
      deleteDraft(scope);
      return;
    }
    form.reset({ ...current, ...Object.fromEntries(changed) }, { keepDefaultValues: true });
    setRestoredAt(draft.savedAt);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, scope]);

  if (!restoredAt) return null;
  const discard = () => {
    if (scopeRef.current) deleteDraft(scopeRef.current);
    form.reset();
    setRestoredAt(undefined);
  };
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 1, flex: '1 1 auto', mx: dialogKey ? 0 : 1 }}
      action={
        <Button color="inherit" size="small" onClick={discard}>
          {t('Discard')}
        </Button>
      }
      onClose={() => setRestoredAt(undefined)}
    >
      {/* DRAFT_RESTORED, then when: one sentence in the catalogue. */}
      {t('Unsaved changes were restored (from %{date}).', { date: formatDate(restoredAt, true) })}
    </Alert>
  );
};
