/** Drafts: the unsaved values of a form, kept in localStorage so that nothing typed is lost to a reload… docs/decisions.md "Drafts" */
// Reasoning: docs/decisions.md "Notes: src/common/drafts.ts"

export const DRAFT_PREFIX = 'plots-console.draft.';
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Files larger than this are not kept in a draft (localStorage holds about 5 MB per site). */
export const DRAFT_MAX_FILE_BYTES = 512 * 1024;

export interface DraftScope {
  user: string;
  org: string;
  /** `/1/plot/5`, `/1/layout/create?pid=1`, or a dialog's key. */
  route: string;
}

export interface StoredDraft {
  v: 1;
  savedAt: number;
  user: string;
  org: string;
  route: string;
  values: Record<string, unknown>;
}

const storage = (): Storage | undefined => (typeof localStorage !== 'undefined' ? localStorage : undefined);

export const draftStorageKey = ({ user, org, route }: DraftScope): string =>
  `${DRAFT_PREFIX}${encodeURIComponent(user)}|${encodeURIComponent(org)}|${route}`;

/** Names that hold passwords and codes: never written into a draft. */
const SECRET_NAME =
  /^(password|passwd|confirmpassword|confirm_password|new_password|old_password|current_password|code|otp|pin|token|secret|access_pass|access_cpass)$|password/i;

export const isSecretField = (name: string): boolean => SECRET_NAME.test(name);

/* Files ---------------------------------------------------------------------------------------- */

const fileUrls = new WeakMap<Blob, string>();

const isBlob = (v: unknown): v is Blob =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Blob).size === 'number' &&
  typeof (v as Blob).slice === 'function' &&
  typeof (v as Blob).type === 'string';

const readDataUrl = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

const blobsIn = (value: unknown, out: Blob[] = [], depth = 0): Blob[] => {
  if (depth > 8 || value === null || typeof value !== 'object') return out;
  if (isBlob(value)) {
    out.push(value);
    return out;
  }
  for (const v of Array.isArray(value) ? value : Object.values(value)) blobsIn(v, out, depth + 1);
  return out;
};

/** Reads the small files of the values once, so that a draft can be written synchronously later. */
export const rememberFiles = async (values: unknown): Promise<void> => {
  await Promise.all(
    blobsIn(values)
      .filter(b => b.size <= DRAFT_MAX_FILE_BYTES && !fileUrls.has(b))
      .map(async b => {
        try {
          fileUrls.set(b, await readDataUrl(b));
        } catch {
          // Unreadable: left out of the draft.
        }
      }),
  );
};

interface FileMark {
  $draftFile: { name: string; type: string; dataUrl: string };
}

const isFileMark = (v: unknown): v is FileMark =>
  typeof v === 'object' && v !== null && typeof (v as FileMark).$draftFile?.dataUrl === 'string';

const fileOf = ({ $draftFile: f }: FileMark): File => {
  const match = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(f.dataUrl);
  const payload = match?.[3] ?? '';
  let bytes: Uint8Array<ArrayBuffer>;
  if (match?.[2]) {
    const binary = atob(payload);
    bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  } else bytes = new Uint8Array(new TextEncoder().encode(decodeURIComponent(payload)));
  return new File([bytes], f.name, { type: f.type || match?.[1] || 'application/octet-stream' });
};

/* Values ↔ JSON -------------------------------------------------------------------------------- */

const UNSET = Symbol('unset');

/** The JSON-safe copy of values for a draft: secrets left out at any depth, files as data URLs when already read, else left out… */
export const toDraftValues = (
  values: Record<string, unknown>,
  isSecret: (path: string) => boolean = () => false,
): Record<string, unknown> => {
  const walk = (value: unknown, path: string, depth: number): unknown => {
    if (depth > 12) return UNSET;
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return UNSET;
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
    if (isBlob(value)) {
      const dataUrl = fileUrls.get(value);
      if (!dataUrl) return UNSET;
      return { $draftFile: { name: (value as File).name ?? 'file', type: value.type, dataUrl } } satisfies FileMark;
    }
    if (Array.isArray(value)) {
      return value.map((v, i) => {
        const out = walk(v, `${path}.${i}`, depth + 1);
        return out === UNSET ? null : out;
      });
    }
    if (typeof value === 'object') {
      // react-admin's picked file ({ rawFile, src: 'blob:…', title }): kept only with its file.
      const record = value as Record<string, unknown>;
      if ('rawFile' in record && isBlob(record.rawFile) && !fileUrls.has(record.rawFile)) return UNSET;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(record)) {
        if (k === '__proto__' || isSecretField(k) || isSecret(path ? `${path}.${k}` : k)) continue;
        if ('rawFile' in record && k === 'src') continue; // a blob: URL dies with the page
        const w = walk(v, path ? `${path}.${k}` : k, depth + 1);
        if (w !== UNSET) out[k] = w;
      }
      return out;
    }
    return UNSET;
  };
  const out = walk(values, '', 0);
  return out && typeof out === 'object' && !Array.isArray(out) ? (out as Record<string, unknown>) : {};
};

/** The values of a stored draft, files turned back into files (picked files with a fresh preview URL). */
export const fromDraftValues = (values: Record<string, unknown>): Record<string, unknown> => {
  const walk = (value: unknown): unknown => {
    if (isFileMark(value)) return fileOf(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) if (k !== '__proto__') out[k] = walk(v);
      if (out.rawFile instanceof File && typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function') {
        try {
          out.src = URL.createObjectURL(out.rawFile);
        } catch {
          // No preview; the file itself is back.
        }
      }
      return out;
    }
    return value;
  };
  return walk(values) as Record<string, unknown>;
};

/* The store ------------------------------------------------------------------------------------ */

const parse = (raw: string | null): StoredDraft | undefined => {
  if (!raw) return undefined;
  try {
    const d = JSON.parse(raw) as StoredDraft;
    if (!d || d.v !== 1 || typeof d.savedAt !== 'number' || !d.values || typeof d.values !== 'object' || Array.isArray(d.values))
      return undefined;
    return d;
  } catch {
    return undefined;
  }
};

/** Marks a user whose drafts a chosen sign-out deleted: a form that goes away after that must not write its draft back. */
const DRAFTS_FORGOTTEN_PREFIX = 'plots-console.drafts-forgotten.';
const forgottenKey = (user: string | number) => `${DRAFTS_FORGOTTEN_PREFIX}${encodeURIComponent(String(user))}`;
const isForgotten = (user: string | number): boolean => !!storage()?.getItem(forgottenKey(user));

export const allowDrafts = (user: string | number): void => storage()?.removeItem(forgottenKey(user));

/** Writes a draft; false when the browser refused (quota). An empty draft is deleted instead. */
export const saveDraft = (scope: DraftScope, values: Record<string, unknown>, now = Date.now()): boolean => {
  const s = storage();
  if (!s || isForgotten(scope.user)) return false;
  if (!Object.keys(values).length) {
    deleteDraft(scope);
    return true;
  }
  const draft: StoredDraft = { v: 1, savedAt: now, ...scope, values };
  try {
    s.setItem(draftStorageKey(scope), JSON.stringify(draft));
    return true;
  } catch {
    // Quota: make room from expired drafts once, then give up quietly (the form still holds the values).
    sweepDrafts(now);
    try {
      s.setItem(draftStorageKey(scope), JSON.stringify(draft));
      return true;
    } catch {
      return false;
    }
  }
};

/** The draft of a scope, when there is one younger than a week. */
export const loadDraft = (scope: DraftScope, now = Date.now()): StoredDraft | undefined => {
  const s = storage();
  const key = draftStorageKey(scope);
  const draft = parse(s?.getItem(key) ?? null);
  if (!draft || now - draft.savedAt > DRAFT_MAX_AGE_MS || draft.user !== scope.user || draft.org !== scope.org) {
    if (s?.getItem(key) !== null) s?.removeItem(key);
    return undefined;
  }
  return draft;
};

export const deleteDraft = (scope: DraftScope): void => storage()?.removeItem(draftStorageKey(scope));

const draftKeys = (): string[] => {
  const s = storage();
  if (!s) return [];
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
  }
  return keys;
};

/** Every draft of a user (a sign-out the user chose), in every organization. */
export const deleteUserDrafts = (user: string | number): void => {
  const prefix = `${DRAFT_PREFIX}${encodeURIComponent(String(user))}|`;
  for (const key of draftKeys()) if (key.startsWith(prefix)) storage()?.removeItem(key);
  try {
    storage()?.setItem(forgottenKey(user), '1');
  } catch {
    // Storage full even after the deletion: nothing can be written back either.
  }
};

/** Drops drafts older than a week, and anything under the prefix that is not a draft. */
export const sweepDrafts = (now = Date.now()): void => {
  const s = storage();
  for (const key of draftKeys()) {
    const draft = parse(s?.getItem(key) ?? null);
    if (!draft || now - draft.savedAt > DRAFT_MAX_AGE_MS) s?.removeItem(key);
  }
};
