/**
 * Documents and folders of projects, plots, properties and purchased land (spec 1 §2 "Documents",
 * §3, §5, §7; spec 3 purchased land):
 *
 * - GET    document/{type}                 list (filters type, parent_id, ftype, defaultfol, item_id;
 *                                          type=ProjectPlot with plotid: project files of a plot)
 * - GET    document/{type}/{id}            one record
 * - POST   document/{type}                 create a folder or a file (multipart, the file under `filename`)
 * - POST   document/{type}/{id}            update (_method=PUT); a new `filename` part replaces the file
 * - DELETE document/{type}/{id}            delete a file (or a folder with its files)
 * - POST   document/folder/filemove        movefolderid, sid[]
 * - POST   document/folder/delete          source_id, source_type, doc_id
 * - GET    document/download/{id}/{source_id}   the bytes, with Content-Disposition
 * - POST   document/project/{id}/assignplots | unassignplots   (_method=PUT) sid[]
 * - GET    document/project/{id}/plots?assigned=1|0            the plots of the file's project
 *
 * Uploaded bytes live in memory; small ones (≤ 100 KB, 600 KB in all) are also kept in the
 * persisted store, so that they survive a reload of the demo.
 */
import { http, HttpResponse } from 'msw';
import {
  API_TYPES,
  DOCUMENT_OWNER_TYPES,
  fileTypeOf,
  FILE_TYPES,
  ftypeOf,
  isDefaultFolder,
  kindOf,
  ownerTypeOf,
  PROJECT_PLOT_TYPE,
  type DocumentKind,
  type DocumentOwnerType,
} from '../../src/features/documents/model';
import { validateDocument } from '../../src/features/documents/validation';
import { findRow, nextId, nowIso, orgRows, table, touch, type Row } from '../db';
import { DOCUMENT_TABLE, seededFile } from '../seed/documents';
import { listRows } from './crud';
import { API, authorize, fail, flag, invalid, ok, readBody, readQuery, str, type Caller } from './util';

const FILES_TABLE = 'documentfile';
const PERSIST_MAX_FILE = 100_000;
const PERSIST_MAX_TOTAL = 600_000;

/** Uploaded bytes of this page's life, by file key. */
const memory = new Map<string, { bytes: Uint8Array; type: string }>();

const MESSAGES = {
  folderCreated: 'Folder created successfully.',
  fileCreated: 'File uploaded successfully.',
  folderUpdated: 'Folder updated successfully.',
  fileUpdated: 'File updated successfully.',
  deleted: 'Record deleted successfully.',
  folderDeleted: 'Folder deleted successfully.',
  moved: 'Files moved successfully.',
  assigned: 'Plots assigned successfully.',
  unassigned: 'Plots unassigned successfully.',
  notFound: 'File not found',
  defaultFolder: 'Default folders cannot be changed.',
} as const;

/* ------------------------------------------------------------------------------------------ */
/* Store helpers                                                                               */
/* ------------------------------------------------------------------------------------------ */

const documents = (orgid: number) => orgRows(DOCUMENT_TABLE, orgid);

const ownerOfRow = (row: Row): DocumentOwnerType | undefined => ownerTypeOf(row['type']);

const findDocument = (orgid: number, id: unknown, type?: DocumentOwnerType): Row | undefined => {
  const row = findRow(DOCUMENT_TABLE, orgid, String(id));
  return row && (!type || ownerOfRow(row) === type) ? row : undefined;
};

const isFolderRow = (row: Row) => kindOf(row['ftype']) === 'folder';

/** The project of an owner record (for project documents the project itself, for plots through the layout). */
const projectOf = (type: DocumentOwnerType, orgid: number, pid: unknown): number | null => {
  if (type === 'project') return Number(pid);
  if (type === 'plot') {
    const plot = findRow('plot', orgid, String(pid));
    const layout = plot ? findRow('layout', orgid, String(plot['lid'])) : undefined;
    return layout ? Number(layout['project_id']) : null;
  }
  return null;
};

const filesOf = (folder: Row, itemId?: unknown): Row[] =>
  documents(folder.organization_id).filter(
    d =>
      !isFolderRow(d) &&
      String(d['parent_id']) === String(folder.id) &&
      (itemId === undefined || itemId === '' || String(d['item_id']) === String(itemId)),
  );

/** The plots of the project a project document belongs to. */
const projectPlots = (orgid: number, projectId: unknown): Row[] => {
  const layouts = new Map(
    orgRows('layout', orgid)
      .filter(l => String(l['project_id']) === String(projectId))
      .map(l => [l.id, l]),
  );
  return orgRows('plot', orgid)
    .filter(p => layouts.has(Number(p['lid'])))
    .map(p => {
      const layout = layouts.get(Number(p['lid']))!;
      return {
        id: p.id,
        organization_id: p.organization_id,
        number: p['number'],
        lid: p['lid'],
        layout: { id: layout.id, name: layout['name'] },
        status: p['status'],
        squarefeet: p['squarefeet'],
        facing: p['facing'],
        measurement: p['measurement'],
        created_at: p.created_at,
      } as Row;
    });
};

/** What an answer shows of a record: names of its references, counts; never the storage fields. */
const present = (row: Row, itemId?: unknown): Row => {
  const { file_key: _key, seeded: _seeded, seed_lines: _lines, ...out } = row;
  const docType = row['document_type_id'] ? findRow('documenttype', row.organization_id, String(row['document_type_id'])) : undefined;
  const folder = isFolderRow(row);
  const parent = !folder && row['parent_id'] ? findRow(DOCUMENT_TABLE, row.organization_id, String(row['parent_id'])) : undefined;
  return {
    ...out,
    pid: row['item_id'],
    document_type: docType ? { id: docType.id, name: docType['name'] } : null,
    document_type_name: docType ? docType['name'] : null,
    parent_name: parent ? parent['name'] : null,
    ...(folder
      ? { filescount: filesOf(row, isDefaultFolder(row) ? itemId : row['item_id']).length }
      : { pplotscount: Array.isArray(row['plot_ids']) ? (row['plot_ids'] as unknown[]).length : 0 }),
  } as Row;
};

const base64Of = (bytes: Uint8Array): string => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

const bytesOf = (base64: string): Uint8Array => Uint8Array.from(atob(base64), c => c.charCodeAt(0));

const dropFile = (row: Row) => {
  const key = row['file_key'];
  if (typeof key !== 'string') return;
  memory.delete(key);
  const files = table(FILES_TABLE);
  const index = files.findIndex(f => f['file_key'] === key);
  if (index >= 0) files.splice(index, 1);
  row['file_key'] = null;
};

const storeFile = async (row: Row, file: File) => {
  dropFile(row);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const key = `${row.id}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const type = file.type || 'application/octet-stream';
  memory.set(key, { bytes, type });
  const persisted = table(FILES_TABLE).reduce((sum, f) => sum + Number(f['size'] ?? 0), 0);
  if (bytes.length <= PERSIST_MAX_FILE && persisted + bytes.length <= PERSIST_MAX_TOTAL) {
    table(FILES_TABLE).push({
      id: nextId(FILES_TABLE),
      organization_id: row.organization_id,
      file_key: key,
      size: bytes.length,
      type,
      data: base64Of(bytes),
      created_at: nowIso(),
    });
  }
  Object.assign(row, {
    file_key: key,
    seeded: 0,
    filename: file.name || 'file',
    filesize: bytes.length,
    mimetype: type,
  });
};

/** The bytes of a document's file, or undefined when there are none. */
const readFile = (row: Row): { bytes: Uint8Array; type: string } | undefined => {
  const key = row['file_key'];
  if (typeof key === 'string') {
    const inMemory = memory.get(key);
    if (inMemory) return inMemory;
    const stored = table(FILES_TABLE).find(f => f['file_key'] === key);
    if (stored) return { bytes: bytesOf(String(stored['data'])), type: String(stored['type']) };
    return undefined;
  }
  const seeded = seededFile(row);
  return seeded ? { bytes: new TextEncoder().encode(seeded.text), type: seeded.type } : undefined;
};

const removeDocuments = (rows: Row[]) => {
  const ids = new Set(rows.map(r => r.id));
  rows.forEach(dropFile);
  const all = table(DOCUMENT_TABLE);
  for (let i = all.length - 1; i >= 0; i--) if (ids.has(all[i]!.id)) all.splice(i, 1);
};

/** A file part of a multipart body (under jsdom a File is not `instanceof File`). */
const fileOf = (value: unknown): File | undefined =>
  value && typeof value === 'object' && typeof (value as Blob).arrayBuffer === 'function' ? (value as File) : undefined;

/* ------------------------------------------------------------------------------------------ */
/* Listing                                                                                     */
/* ------------------------------------------------------------------------------------------ */

const sameText = (a: unknown, b: unknown) => str(a).toLowerCase() === str(b).toLowerCase();

const listDocuments = (type: DocumentOwnerType, caller: Caller, query: Record<string, unknown>) => {
  let rows: Row[];
  const { type: queryType, plotid, item_id: itemId, ...rest } = query;
  if (type === 'project' && sameText(queryType, PROJECT_PLOT_TYPE)) {
    rows = documents(caller.orgid).filter(
      d =>
        ownerOfRow(d) === 'project' &&
        !isFolderRow(d) &&
        Array.isArray(d['plot_ids']) &&
        (d['plot_ids'] as unknown[]).map(String).includes(str(plotid)),
    );
  } else {
    rows = documents(caller.orgid).filter(d => ownerOfRow(d) === type);
    if (str(itemId)) rows = rows.filter(d => String(d['item_id']) === str(itemId) || (isFolderRow(d) && isDefaultFolder(d)));
  }
  const page = listRows(
    rows,
    { s_sort: 'created_at', ...rest },
    {
      searchFields: ['name', 'filename'],
      customFilters: {
        ftype: (row, value) => sameText(row['ftype'], value),
        parent_id: (row, value) => str(row['parent_id'] ?? 0) === str(value),
        defaultfol: (row, value) => isDefaultFolder(row) === (flag(value) === 1),
      },
    },
  );
  return { ...page, data: page.data.map(r => present(r, itemId)) };
};

/* ------------------------------------------------------------------------------------------ */
/* Create and update                                                                           */
/* ------------------------------------------------------------------------------------------ */

const documentTypeError = (orgid: number, value: unknown): string | undefined =>
  str(value) && !findRow('documenttype', orgid, str(value)) ? 'The selected document type is invalid.' : undefined;

const fileTypeValue = (value: unknown, file?: File): string | null => {
  const given = FILE_TYPES.find(t => sameText(t, value));
  if (given) return given;
  return file ? fileTypeOf(file) : null;
};

/** The section 5 errors of a create or an update (the upload limits included), and an unknown document type. */
const documentErrors = (
  values: Record<string, unknown>,
  file: File | undefined,
  kind: DocumentKind,
  mode: 'create' | 'edit',
  orgid: number,
) => {
  const errors = validateDocument({ ...values, filename: file }, { kind, mode });
  const typeError = documentTypeError(orgid, values.document_type_id);
  if (typeError && !errors.document_type_id) errors.document_type_id = typeError;
  return errors;
};

const create = async (pathType: DocumentOwnerType, request: Request, orgid: string | readonly string[] | undefined) => {
  const values = await readBody(request);
  // The owner is the body's `type` (purchased land folders may be posted to document/project, C17).
  const type = ownerTypeOf(values.type) ?? pathType;
  const caller = authorize(request, orgid, { resource: `document/${type}`, action: 'create' });
  if (caller instanceof Response) return caller;
  const kind: DocumentKind = kindOf(values.ftype);
  const file = fileOf(values.filename);
  const errors = documentErrors(values, file, kind, 'create', caller.orgid);
  if (Object.keys(errors).length) return invalid(errors);

  const pid = str(values.pid);
  if (!pid || !findRow(type, caller.orgid, pid)) return fail('Record not found', 404);
  let parentId = 0;
  if (kind === 'file') {
    const parent = findDocument(caller.orgid, values.parent_id, type);
    if (!parent || !isFolderRow(parent) || (!isDefaultFolder(parent) && String(parent['item_id']) !== pid)) {
      return fail('Folder not found', 404);
    }
    parentId = parent.id;
  }
  const name = str(values.name) || (file?.name ?? '').slice(0, 120);
  const row: Row = {
    id: nextId(DOCUMENT_TABLE),
    organization_id: caller.orgid,
    name,
    type: API_TYPES[type],
    item_id: Number(pid),
    project_id: projectOf(type, caller.orgid, pid),
    ftype: ftypeOf(kind),
    parent_id: parentId,
    defaultfol: 0,
    source_id: Number(pid),
    document_type_id: Number(values.document_type_id),
    customer_access: flag(values.customer_access),
    public_access: flag(values.public_access),
    filename: null,
    filetype: kind === 'file' ? fileTypeValue(values.filetype, file) : null,
    filesize: null,
    mimetype: null,
    ...(type === 'project' && kind === 'file' ? { plot_ids: [] } : {}),
    created_by: caller.account.id,
    created_by_name: caller.account.name,
    created_at: nowIso(),
  };
  if (file) await storeFile(row, file);
  table(DOCUMENT_TABLE).push(row);
  touch();
  return ok(present(row, pid), kind === 'folder' ? MESSAGES.folderCreated : MESSAGES.fileCreated);
};

const update = async (type: DocumentOwnerType, request: Request, params: Record<string, string | readonly string[] | undefined>) => {
  const values = await readBody(request);
  if (values._method !== 'PUT') return fail('Method not allowed', 405);
  const caller = authorize(request, params.orgid, { resource: `document/${type}`, action: 'update' });
  if (caller instanceof Response) return caller;
  const row = findDocument(caller.orgid, params.id, type);
  if (!row) return fail('Record not found', 404);
  if (isDefaultFolder(row)) return fail(MESSAGES.defaultFolder, 422);
  const kind = kindOf(row['ftype']);
  const file = fileOf(values.filename);
  const errors = documentErrors(values, file, kind, 'edit', caller.orgid);
  if (Object.keys(errors).length) return invalid(errors);

  if (kind === 'file') {
    if (file) await storeFile(row, file);
    // An emptied file input removes the file (the record stays: its download says 'File not found').
    else if (values.filename === '') {
      dropFile(row);
      Object.assign(row, { filename: null, filesize: null, mimetype: null, seeded: 0 });
    }
    row['filetype'] = fileTypeValue(values.filetype, file) ?? row['filetype'] ?? null;
    if ('customer_access' in values) row['customer_access'] = flag(values.customer_access);
    if ('public_access' in values) row['public_access'] = flag(values.public_access);
  }
  row['name'] = str(values.name) || (kind === 'file' ? row['name'] || row['filename'] : row['name']);
  row['document_type_id'] = Number(values.document_type_id);
  row['updated_at'] = nowIso();
  touch();
  return ok(present(row), kind === 'folder' ? MESSAGES.folderUpdated : MESSAGES.fileUpdated);
};

/* ------------------------------------------------------------------------------------------ */
/* Handlers                                                                                    */
/* ------------------------------------------------------------------------------------------ */

const isOwnerType = (value: unknown): value is DocumentOwnerType => (DOCUMENT_OWNER_TYPES as readonly unknown[]).includes(value);

const sidsOf = (values: Record<string, unknown>): string[] =>
  (Array.isArray(values.sid) ? values.sid : values.sid !== undefined ? [values.sid] : []).map(str).filter(Boolean);

const changePlots = (assign: boolean) =>
  http.post(`${API}/:orgid/document/project/:id/${assign ? 'assignplots' : 'unassignplots'}`, async ({ request, params }) => {
    const values = await readBody(request);
    if (values._method !== 'PUT') return fail('Method not allowed', 405);
    const caller = authorize(request, params.orgid, { resource: 'document/project', action: 'update' });
    if (caller instanceof Response) return caller;
    const row = findDocument(caller.orgid, params.id, 'project');
    if (!row || isFolderRow(row)) return fail('Record not found', 404);
    const sids = sidsOf(values);
    if (!sids.length) return fail('Please select at least one plot.', 422);
    const allowed = new Set(projectPlots(caller.orgid, row['item_id']).map(p => String(p.id)));
    if (sids.some(id => !allowed.has(id))) return fail('The plot does not belong to this project.', 422);
    const current = new Set(((row['plot_ids'] as unknown[]) ?? []).map(String));
    for (const id of sids) {
      if (assign) current.add(id);
      else current.delete(id);
    }
    row['plot_ids'] = [...current].map(Number).sort((a, b) => a - b);
    row['updated_at'] = nowIso();
    touch();
    return ok(present(row), assign ? MESSAGES.assigned : MESSAGES.unassigned);
  });

/** A route of document/{type}[/:id] for an owner type, behind `document/{type}.{action}`; other types pass on. */
const ownerRoute = (
  method: 'get' | 'delete',
  suffix: '' | '/:id',
  action: string,
  answer: (type: DocumentOwnerType, caller: Caller, request: Request, id: unknown) => Response,
) =>
  http[method](`${API}/:orgid/document/:type${suffix}`, ({ request, params }) => {
    const type = params.type;
    if (!isOwnerType(type)) return undefined;
    const caller = authorize(request, params.orgid, { resource: `document/${type}`, action });
    if (caller instanceof Response) return caller;
    return answer(type, caller, request, params.id);
  });

export const documentHandlers = [
  http.post(`${API}/:orgid/document/folder/filemove`, async ({ request, params }) => {
    const caller0 = authorize(request, params.orgid);
    if (caller0 instanceof Response) return caller0;
    const values = await readBody(request);
    if (!str(values.movefolderid)) return invalid({ movefolderid: 'Please select a folder' });
    const target = findDocument(caller0.orgid, values.movefolderid);
    if (!target || !isFolderRow(target)) return fail('Folder not found', 404);
    const type = ownerOfRow(target)!;
    const caller = authorize(request, params.orgid, { resource: `document/${type}`, action: 'update' });
    if (caller instanceof Response) return caller;
    const sids = sidsOf(values);
    if (!sids.length) return fail('Please select the files to move.', 422);
    const files = sids.map(id => findDocument(caller.orgid, id, type));
    if (files.some(f => !f || isFolderRow(f))) return fail('File not found', 404);
    if (!isDefaultFolder(target) && files.some(f => String(f!['item_id']) !== String(target['item_id']))) {
      return fail('The folder belongs to another record.', 422);
    }
    for (const f of files) Object.assign(f!, { parent_id: target.id, updated_at: nowIso() });
    touch();
    return ok({ movefolderid: target.id, sid: files.map(f => f!.id) }, MESSAGES.moved);
  }),

  http.post(`${API}/:orgid/document/folder/delete`, async ({ request, params }) => {
    const values = await readBody(request);
    const type = ownerTypeOf(values.source_type);
    if (!type) return fail('Folder not found', 404);
    const caller = authorize(request, params.orgid, { resource: `document/${type}`, action: 'delete' });
    if (caller instanceof Response) return caller;
    const folder = findDocument(caller.orgid, values.doc_id, type);
    if (!folder || !isFolderRow(folder) || str(folder['source_id']) !== str(values.source_id)) {
      return fail('Folder not found', 404);
    }
    if (isDefaultFolder(folder)) return fail('Default folders cannot be deleted.', 422);
    removeDocuments([folder, ...filesOf(folder)]);
    touch();
    return ok({ id: folder.id }, MESSAGES.folderDeleted);
  }),

  http.get(`${API}/:orgid/document/download/:id/:sourceId`, ({ request, params }) => {
    const caller0 = authorize(request, params.orgid);
    if (caller0 instanceof Response) return caller0;
    const row = findDocument(caller0.orgid, params.id);
    if (!row || isFolderRow(row) || str(row['source_id']) !== str(params.sourceId)) return fail(MESSAGES.notFound, 404);
    const caller = authorize(request, params.orgid, { resource: `document/${ownerOfRow(row)}`, action: 'show' });
    if (caller instanceof Response) return caller;
    const file = row['filename'] ? readFile(row) : undefined;
    if (!file) return fail(MESSAGES.notFound, 404);
    const name = String(row['filename']);
    const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return new HttpResponse(file.bytes.slice().buffer as ArrayBuffer, {
      headers: {
        'Content-Type': file.type,
        'Content-Length': String(file.bytes.length),
        'Content-Disposition': `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
    });
  }),

  changePlots(true),
  changePlots(false),

  http.get(`${API}/:orgid/document/project/:id/plots`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'document/project', action: 'show' });
    if (caller instanceof Response) return caller;
    const row = findDocument(caller.orgid, params.id, 'project');
    if (!row || isFolderRow(row)) return fail('Record not found', 404);
    const { assigned, ...query } = readQuery(request);
    const ids = new Set(((row['plot_ids'] as unknown[]) ?? []).map(String));
    const wanted = flag(assigned) === 1;
    const plots = projectPlots(caller.orgid, row['item_id']).filter(p => ids.has(String(p.id)) === wanted);
    const all = query.page ? {} : { showall: 'true' };
    return ok(listRows(plots, { s_sort: 'id', _order: 'ASC', ...all, ...query }, { searchFields: ['number'] }));
  }),

  ownerRoute('get', '', 'list', (type, caller, request) => ok(listDocuments(type, caller, readQuery(request)))),

  ownerRoute('get', '/:id', 'show', (type, caller, _request, id) => {
    const row = findDocument(caller.orgid, id, type);
    return row ? ok(present(row)) : fail('Record not found', 404);
  }),

  // Create and update read the body first: their permission depends on it (create) or on _method.
  http.post(`${API}/:orgid/document/:type`, ({ request, params }) =>
    isOwnerType(params.type) ? create(params.type, request, params.orgid) : undefined,
  ),

  http.post(`${API}/:orgid/document/:type/:id`, ({ request, params }) =>
    isOwnerType(params.type) ? update(params.type, request, params) : undefined,
  ),

  ownerRoute('delete', '/:id', 'delete', (type, caller, _request, id) => {
    const row = findDocument(caller.orgid, id, type);
    if (!row) return fail('Record not found', 404);
    if (isDefaultFolder(row)) return fail('Default folders cannot be deleted.', 422);
    removeDocuments(isFolderRow(row) ? [row, ...filesOf(row)] : [row]);
    touch();
    return ok({ id: row.id }, MESSAGES.deleted);
  }),
];
