/** The document form rules (spec 1 §5), verbatim, shared by the forms and the demo API… */
// Reasoning: docs/decisions.md "Notes: src/features/documents/validation.ts"
import { validateUpload } from '../../common/uploads';
import { all, maxLength, required, type Validator } from '../../common/validators';
import type { DocumentKind } from './model';

export const DOCUMENT_MESSAGES = {
  documentTypeRequired: 'Document Type is required',
  fileRequired: 'File is required',
  folderNameRequired: 'Folder name is required',
  nameTooLong: 'The name may not be greater than 120 characters.',
} as const;

export const DOCUMENT_NAME_MAX = 120;

export interface UploadLike {
  name: string;
  size: number;
  type?: string;
}

/** The picked file of a form value: react-admin's { rawFile }, a File, or nothing (an existing file). */
export const pickedFile = (value: unknown): UploadLike | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const raw = 'rawFile' in value ? (value as { rawFile: unknown }).rawFile : value;
  if (raw && typeof raw === 'object' && 'size' in raw && 'name' in raw) return raw as UploadLike;
  return undefined;
};

/** The upload check of a file input's value: refused before anything is sent. */
export const uploadRule: Validator = value => {
  const file = pickedFile(value);
  return file ? validateUpload(file) : undefined;
};

export interface DocumentRuleContext {
  kind: DocumentKind;
  mode: 'create' | 'edit';
}

/** The validators of each field of the document form. */
export const documentRules = ({ kind, mode }: DocumentRuleContext) => ({
  document_type_id: required(DOCUMENT_MESSAGES.documentTypeRequired),
  name:
    kind === 'folder'
      ? all(required(DOCUMENT_MESSAGES.folderNameRequired), maxLength(DOCUMENT_NAME_MAX, DOCUMENT_MESSAGES.nameTooLong))
      : maxLength(DOCUMENT_NAME_MAX, DOCUMENT_MESSAGES.nameTooLong),
  filename: kind === 'file' && mode === 'create' ? all(required(DOCUMENT_MESSAGES.fileRequired), uploadRule) : uploadRule,
});

export interface DocumentValues {
  document_type_id?: unknown;
  name?: unknown;
  /** The picked file ({ rawFile }, a File / Blob with a name) or nothing. */
  filename?: unknown;
}

/** Every field error of a document (the form and the demo API use the same rules). */
export const validateDocument = (values: DocumentValues, ctx: DocumentRuleContext): Record<string, string> => {
  const rules = documentRules(ctx);
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const value = field === 'filename' ? (pickedFile(values.filename) ?? null) : values[field as keyof DocumentValues];
    const message = rule(value);
    if (message) errors[field] = message;
  }
  return errors;
};
