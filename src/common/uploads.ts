/** The shared upload validator: every file the user picks is checked here before anything is sent. */
// Reasoning: docs/decisions.md "Notes: src/common/uploads.ts"

/** The largest accepted upload, in bytes. */
export const UPLOAD_MAX_BYTES = 10_000_000;

/** Extensions accepted besides images and videos. */
export const DOCUMENT_EXTENSIONS = ['doc', 'docx', 'odt', 'pdf', 'xls', 'xlsx', 'ods', 'ppt', 'pptx', 'txt'] as const;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'ogv', 'mov', 'avi', 'mkv', 'm4v', '3gp'] as const;

/** The allowed types of a document upload: image, video and the office/pdf/text documents. */
export const UPLOAD_TYPES = ['image', 'video', ...DOCUMENT_EXTENSIONS] as const;
/** The allowed types of a brochure: the same without video. */
export const BROCHURE_TYPES = ['image', ...DOCUMENT_EXTENSIONS] as const;

/** The `accept` attribute of a file input for these types. */
export const acceptOf = (opts: { brochure?: boolean } = {}): string =>
  ['image/*', ...(opts.brochure ? [] : ['video/*']), ...DOCUMENT_EXTENSIONS.map(e => `.${e}`)].join(',');

export const UPLOAD_TOO_LARGE = 'The file may not be greater than 10,000,000 bytes (10 MB).';
export const UPLOAD_BAD_TYPE = 'The file must be an image, a video or a document (doc, docx, odt, pdf, xls, xlsx, ods, ppt, pptx, txt).';
export const BROCHURE_BAD_TYPE = 'The brochure must be an image or a document (doc, docx, odt, pdf, xls, xlsx, ods, ppt, pptx, txt).';

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The kind of a file: 'image', 'video', a document extension, or undefined when not allowed. */
export function uploadKind(file: { name: string; type?: string }): string | undefined {
  const mime = (file.type ?? '').toLowerCase();
  const ext = extensionOf(file.name);
  if (mime.startsWith('image/') || (IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if (mime.startsWith('video/') || (VIDEO_EXTENSIONS as readonly string[]).includes(ext)) return 'video';
  if ((DOCUMENT_EXTENSIONS as readonly string[]).includes(ext)) return ext;
  return undefined;
}

/** Checks one picked file; returns the message to show, or undefined when it may be sent. `brochure: true` refuses videos. */
export function validateUpload(
  file: { name: string; size: number; type?: string } | null | undefined,
  opts: { brochure?: boolean } = {},
): string | undefined {
  if (!file) return undefined;
  const kind = uploadKind(file);
  const allowed: readonly string[] = opts.brochure ? BROCHURE_TYPES : UPLOAD_TYPES;
  if (!kind || !allowed.includes(kind)) return opts.brochure ? BROCHURE_BAD_TYPE : UPLOAD_BAD_TYPE;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_TOO_LARGE;
  return undefined;
}

/* Limits of any upload picker (issue 12) ------------------------------------------------------ */

export interface UploadLimits {
  /** The largest accepted file, in bytes (default UPLOAD_MAX_BYTES). */
  maxBytes?: number;
  /** Pictures only. */
  image?: boolean;
  /** Images and documents, no video (validateUpload's brochure rule). */
  brochure?: boolean;
  /** An `accept` list (`image/*`, `application/pdf`, `.csv`): the file must match one entry. */
  accept?: string;
  /** No type rule (the size limit only). */
  anyType?: boolean;
  /** The text when the type is refused (default: the picker's rule's own). */
  typeMessage?: string;
}

type UploadFile = { name: string; size: number; type?: string };

export const IMAGE_BAD_TYPE = 'The file must be a picture (jpeg, jpg, png, gif, bmp, webp, svg).';

/** The size message: the specification's text for 10 MB, the same words for another limit. */
export const tooLargeMessage = (maxBytes: number = UPLOAD_MAX_BYTES): string =>
  maxBytes === UPLOAD_MAX_BYTES
    ? UPLOAD_TOO_LARGE
    : `The file may not be greater than ${maxBytes.toLocaleString('en-US')} bytes (${Math.round((maxBytes / 1_000_000) * 10) / 10} MB).`;

/** Whether a file matches an `accept` list (MIME types, `type/*` wildcards, `.ext` extensions). */
export const matchesAccept = (file: { name: string; type?: string }, accept: string): boolean => {
  const mime = (file.type ?? '').toLowerCase();
  const ext = extensionOf(file.name);
  return accept
    .split(',')
    .map(t => t.trim().toLowerCase())
    .filter(Boolean)
    .some(token =>
      token.startsWith('.')
        ? token.slice(1) === ext
        : token.endsWith('/*')
          ? mime.startsWith(token.slice(0, -1)) || (token === 'image/*' && (IMAGE_EXTENSIONS as readonly string[]).includes(ext))
          : token === mime,
    );
};

/** One file against a picker's limits: the message saying why it is refused, or undefined. */
export const checkUpload = (file: UploadFile, limits: UploadLimits = {}): string | undefined => {
  if (limits.accept) {
    if (!matchesAccept(file, limits.accept))
      return (
        limits.typeMessage ??
        `The file must be one of: ${limits.accept
          .split(',')
          .map(t => t.trim())
          .join(', ')}.`
      );
  } else if (limits.anyType) {
    // No type rule.
  } else if (limits.image) {
    if (uploadKind(file) !== 'image') return limits.typeMessage ?? IMAGE_BAD_TYPE;
  } else {
    const kind = validateUpload({ ...file, size: 0 }, { brochure: limits.brochure });
    if (kind) return limits.typeMessage ?? kind;
  }
  const max = limits.maxBytes ?? UPLOAD_MAX_BYTES;
  if (file.size > max) return tooLargeMessage(max);
  return undefined;
};

/** The newly picked files of an upload input's value: react-admin's { rawFile }, a File, or a list of them. */
export const pickedFiles = (value: unknown): UploadFile[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap(item => {
    if (!item || typeof item !== 'object') return [];
    const raw = 'rawFile' in item ? (item as { rawFile: unknown }).rawFile : item;
    return raw && typeof raw === 'object' && 'size' in raw && 'name' in raw ? [raw as UploadFile] : [];
  });

/** A react-admin validator for an upload input: the first refused file's message, shown under the input… */
export const uploadValidator =
  (limits: UploadLimits = {}) =>
  (value: unknown): string | undefined => {
    for (const file of pickedFiles(value)) {
      const message = checkUpload(file, limits);
      if (message) return message;
    }
    return undefined;
  };

/** Why the picker itself (react-dropzone) refused files, in the console's words. */
export const rejectionMessage = (
  rejections: ReadonlyArray<{ file: UploadFile; errors?: ReadonlyArray<{ code?: string; message?: string }> }>,
  limits: UploadLimits = {},
): string => {
  for (const { file, errors } of rejections) {
    const ours = checkUpload(file, limits);
    if (ours) return ours;
    const theirs = errors?.find(e => e.message)?.message;
    if (theirs) return theirs;
  }
  return 'The file was refused.';
};

/** The props that make a react-admin FileInput / ImageInput enforce its limits before anything is sent and say why a file is refused… */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FirstRule = (value: unknown, ...rest: any[]) => string | undefined;

export const uploadInputProps = (limits: UploadLimits = {}, first?: FirstRule) => {
  const check = uploadValidator(limits);
  const accept = limits.accept ?? (limits.image ? 'image/*' : limits.anyType ? undefined : acceptOf({ brochure: limits.brochure }));
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    validate: (value: unknown, ...rest: any[]) => first?.(value, ...rest) ?? check(value),
    inputProps: accept ? { accept } : {},
  };
};
