/** The documents-and-folders feature as plain functions: owner types, routes, list filters and the small rules of folders and files. */
// Reasoning: docs/decisions.md "Notes: src/features/documents/model.ts"
import type { Identifier } from 'ra-core';
import { uploadKind } from '../../common/uploads';

/** The records that hold documents. */
export const DOCUMENT_OWNER_TYPES = ['project', 'plot', 'property', 'purchasedland'] as const;
export type DocumentOwnerType = (typeof DOCUMENT_OWNER_TYPES)[number];

/** The `type` value a document record carries for each owner (spec 1 §3). */
export const API_TYPES: Readonly<Record<DocumentOwnerType, string>> = {
  project: 'Project',
  plot: 'Plot',
  property: 'Property',
  purchasedland: 'PurchasedLand',
};

/** Project files assigned to a plot are read with this type and the plot's id as `plotid`. */
export const PROJECT_PLOT_TYPE = 'ProjectPlot';

/** What a document is: a folder, or a file inside a folder. */
export type DocumentKind = 'folder' | 'file';

/** Document file types (spec 1 §9). */
export const FILE_TYPES = ['Image', 'Document', 'Video', 'Pdf'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export interface DocumentRecord {
  id: Identifier;
  name?: string | null;
  ftype?: string | null;
  type?: string | null;
  parent_id?: Identifier | null;
  item_id?: Identifier | null;
  source_id?: Identifier | null;
  defaultfol?: number | string | boolean | null;
  filename?: string | null;
  filetype?: string | null;
  [key: string]: unknown;
}

/** 'project', 'Project', 'PurchasedLand' … → the owner type, or undefined. */
export const ownerTypeOf = (value: unknown): DocumentOwnerType | undefined => {
  const text = String(value ?? '').toLowerCase();
  return (DOCUMENT_OWNER_TYPES as readonly string[]).includes(text) ? (text as DocumentOwnerType) : undefined;
};

/** The react-admin resource (and API path) of an owner's documents. */
export const documentResource = (type: DocumentOwnerType): string => `document/${type}`;

/** 'folder' / 'Folder' → 'folder'; anything else is a file. */
export const kindOf = (ftype: unknown): DocumentKind => (String(ftype ?? '').toLowerCase() === 'folder' ? 'folder' : 'file');

/** The stored ftype value of a kind. */
export const ftypeOf = (kind: DocumentKind): 'Folder' | 'File' => (kind === 'folder' ? 'Folder' : 'File');

export const isFolder = (record: Record<string, unknown> | undefined | null): boolean => kindOf(record?.ftype) === 'folder';

/** A default folder (source_id 0) exists for every owner and offers no actions (spec 1 §3). */
export const isDefaultFolder = (record: Record<string, unknown> | undefined | null): boolean =>
  !!record && (String(record.source_id ?? '') === '0' || ['1', 'true'].includes(String(record.defaultfol ?? '')));

/** The owner's Folder/Files tab, where create and edit return after a save. */
export const documentAreaPath = (type: DocumentOwnerType, pid: Identifier): string => `/${type}/${pid}/show/document`;

const query = (params: Record<string, Identifier | undefined | null>): string =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** /document/{type}/create?pid=&type=&ftype=&parent_id= (spec 1 §2). */
export const documentCreatePath = (
  type: DocumentOwnerType,
  params: { pid: Identifier; kind: DocumentKind; parentId?: Identifier | null },
): string =>
  `/${documentResource(type === 'purchasedland' && params.kind === 'folder' ? 'project' : type)}/create?${query({ pid: params.pid, type, ftype: params.kind, parent_id: params.parentId ?? 0 })}`;

/** /document/{type}/{id}?pid=&type=&ftype= (spec 1 §2). */
export const documentEditPath = (type: DocumentOwnerType, params: { id: Identifier; pid: Identifier; kind: DocumentKind }): string =>
  `/${documentResource(type)}/${encodeURIComponent(String(params.id))}?${query({ pid: params.pid, type, ftype: params.kind })}`;

/** /document/project/{id}/show[/assigned|/notassigned]. */
export const projectDocumentShowPath = (id: Identifier, tab: '' | 'assigned' | 'notassigned' = ''): string =>
  `/${documentResource('project')}/${encodeURIComponent(String(id))}/show${tab ? `/${tab}` : ''}`;

export interface DocumentQuery {
  pid?: string;
  type?: DocumentOwnerType;
  kind?: DocumentKind;
  parentId: string;
}

/** Reads ?pid=&type=&ftype=&parent_id= of the create and edit routes. */
export const readDocumentQuery = (search: string): DocumentQuery => {
  const params = new URLSearchParams(search);
  const ftype = params.get('ftype');
  return {
    pid: params.get('pid') || undefined,
    type: ownerTypeOf(params.get('type')),
    kind: ftype ? kindOf(ftype) : undefined,
    parentId: params.get('parent_id') || '0',
  };
};

/** The folders of an owner: its own and the default ones (GET document/{type}). */
export const folderFilter = (type: DocumentOwnerType, pid: Identifier) => ({
  type: API_TYPES[type],
  parent_id: 0,
  ftype: 'Folder',
  item_id: pid,
});

/** The files of an owner inside one folder. */
export const filesFilter = (type: DocumentOwnerType, pid: Identifier, folderId: Identifier) => ({
  type: API_TYPES[type],
  parent_id: folderId,
  ftype: 'File',
  item_id: pid,
});

/** The project files assigned to a plot (GET document/project, type ProjectPlot, plotid). */
export const plotProjectDocumentsFilter = (plotId: Identifier) => ({ type: PROJECT_PLOT_TYPE, plotid: plotId });

/** The folder grid's order: default folders first, then by name. */
export const sortFolders = <T extends DocumentRecord>(folders: readonly T[]): T[] =>
  [...folders].sort(
    (a, b) =>
      Number(isDefaultFolder(b)) - Number(isDefaultFolder(a)) ||
      String(a.name ?? '').localeCompare(String(b.name ?? ''), undefined, { numeric: true, sensitivity: 'base' }),
  );

/** The file type of a file name (and MIME type when known): Image, Video, Pdf or Document (spec 1 §9). */
export const fileTypeOf = (file: { name?: string | null; type?: string | null }): FileType => {
  const kind = uploadKind({ name: String(file.name ?? ''), type: file.type ?? undefined });
  if (kind === 'image') return 'Image';
  if (kind === 'video') return 'Video';
  if (kind === 'pdf' || String(file.type ?? '').toLowerCase() === 'application/pdf') return 'Pdf';
  return 'Document';
};

/** 1234567 → '1.2 MB'. */
export const formatBytes = (bytes: unknown): string => {
  if (bytes === null || bytes === undefined || bytes === '') return '';
  const n = Number(bytes);
  if (!Number.isFinite(n) || n < 0) return '';
  if (n < 1000) return `${n} B`;
  if (n < 1_000_000) return `${(n / 1000).toFixed(n < 10_000 ? 1 : 0)} KB`;
  return `${(n / 1_000_000).toFixed(1)} MB`;
};
