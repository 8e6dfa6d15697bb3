/**
 * The shared upload validator: every file the user picks is checked here
 * before anything is sent (spec 1 §5: at most 10,000,000 bytes, allowed types).
 */

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
  [
    'image/*',
    ...(opts.brochure ? [] : ['video/*']),
    ...DOCUMENT_EXTENSIONS.map((e) => `.${e}`),
  ].join(',');

export const UPLOAD_TOO_LARGE = 'The file may not be greater than 10,000,000 bytes (10 MB).';
export const UPLOAD_BAD_TYPE =
  'The file must be an image, a video or a document (doc, docx, odt, pdf, xls, xlsx, ods, ppt, pptx, txt).';
export const BROCHURE_BAD_TYPE =
  'The brochure must be an image or a document (doc, docx, odt, pdf, xls, xlsx, ods, ppt, pptx, txt).';

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

/**
 * Checks one picked file; returns the message to show, or undefined when it may be sent.
 * `brochure: true` refuses videos.
 */
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
