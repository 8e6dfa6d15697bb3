/** What the area methods build on, in a module of its own so that they do not import the dataProvider that assembles them… */
// Reasoning: docs/decisions.md "Notes: src/api/coreCalls.ts"
import type { Download, Payload } from './http';

/** react-admin's generic record types are chosen by the caller; the provider hands back plain records. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRecord = any;

interface Paginator<T> {
  data: T[];
  total?: number;
  current_page?: number;
  per_page?: number;
  last_page?: number;
}

/** A row react-admin can show: an object with an id (null, a string, a row without id are not). */
const hasId = (row: unknown): boolean => {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return false;
  const id = (row as { id?: unknown }).id;
  return (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id !== '');
};

/** A list answer: a Laravel paginator or a bare array (total = its length). */
export const readList = <T = AnyRecord>(data: unknown): { data: T[]; total: number } => {
  if (Array.isArray(data)) {
    const rows = data.filter(hasId) as T[];
    return { data: rows, total: rows.length };
  }
  if (data && typeof data === 'object' && Array.isArray((data as Paginator<T>).data)) {
    const page = data as Paginator<T>;
    const rows = page.data.filter(hasId);
    const skipped = page.data.length - rows.length;
    const total = typeof page.total === 'number' && Number.isFinite(page.total) && page.total >= 0 ? page.total - skipped : rows.length;
    return { data: rows, total: Math.max(total, rows.length) };
  }
  return { data: [], total: 0 };
};

export interface ExportParams {
  /** Column names, sent as JSON text. */
  fields?: string[];
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
  showall?: boolean;
  /** One page of a long export (issue 41): page and perPage are sent instead of showall. */
  page?: number;
  perPage?: number;
  signal?: AbortSignal;
}

/** The core of every custom call: the envelope, the headers and the errors are theirs. */
export interface CoreCalls {
  /** Any non-CRUD call of the specifications, through the envelope. Areas wrap it in typed methods. */
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: Payload): Promise<{ data: T; message: string }>;
  /** A file (download, export, PDF), fetched with the session's headers. */
  download(path: string, query?: Record<string, unknown>): Promise<Download>;
  /** Exports in the shape the specifications give: fields (JSON), s_sort, _order, showall, filters. */
  exportList(path: string, params: ExportParams): Promise<Download>;
}
