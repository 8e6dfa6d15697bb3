/** The dataProvider: react-admin's methods over the product API, plus typed custom methods for the calls that are not CRUD. */
// Reasoning: docs/decisions.md "Notes: src/api/dataProvider.ts"
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  UpdateManyParams,
  UpdateParams,
} from 'ra-core';
import { ApiError, MSG_PROCESS, type Download, type HttpClient, type Payload } from './http';
import { readList, type AnyRecord, type CoreCalls } from './coreCalls';
import { buildListQuery, FIRST_PAGE, FIRST_PAGE_META, firstPageKey, isShowAll, rememberFirstPage, whenFirstPageDrawn } from './listQuery';
import { areaMethods, type AreaMethods } from './methods';
import { derivedList } from './derivedLists';

export { readList, type CoreCalls, type ExportParams } from './coreCalls';

/** Where a resource's API path or update convention differs from its name. The one table. */
export interface ResourceApi {
  /** API path segment(s), when they differ from the resource name. */
  path?: string;
  /** Path of create, when it is not POST {path}. */
  createPath?: string;
  /** Updates carry action=full. */
  updateActionFull?: boolean;
}

export const RESOURCE_API: Readonly<Record<string, ResourceApi>> = {
  // Filled in by the areas as they land (e.g. the price guide rows dialog, customers/export).
};

export const apiPath = (resource: string): string => RESOURCE_API[resource]?.path ?? resource;

/** The server's message of a create/update/delete answer, kept beside the record it came with. */
const serverMessages = new WeakMap<object, string>();

export const getServerMessage = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null ? serverMessages.get(value) : undefined;

const remember = <T extends object>(value: T, message: string): T => {
  if (message) serverMessages.set(value, message);
  return value;
};

/** The field that carries a record's version (its last update's time) both ways (issue 38). */
export const VERSION_FIELD = 'updated_at';

/** The version an update is made from: the one its form pinned, else the record it was read as (`previousData`); none for a bulk update. */
const versionOfUpdate = (params: { meta?: { version?: unknown }; previousData?: AnyRecord }): string | undefined => {
  const version = params.meta?.version ?? params.previousData?.[VERSION_FIELD];
  return typeof version === 'string' && version ? version : undefined;
};

const asRecord = (data: unknown): Record<string, unknown> =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};

export interface CustomMethods extends CoreCalls {
  /** The demo API only: put the seeded data back. */
  resetDemoData(): Promise<{ data: unknown; message: string }>;
  /** A file the API stores, by the address a record carries (a path or URL under the API's root). */
  storedFile(address: string): Promise<Download>;
}

export type AppDataProvider = DataProvider & CustomMethods & AreaMethods;

export const createDataProvider = (http: HttpClient): AppDataProvider => {
  type ListAnswer = { data: AnyRecord[]; total: number };
  const getList = async (resource: string, params: Partial<GetListParams>, extra: Record<string, unknown> = {}): Promise<ListAnswer> => {
    if (isShowAll(params.pagination?.perPage) && params.meta?.[FIRST_PAGE_META]) return getAll(resource, params, extra);
    const query = buildListQuery(params, extra);
    const { data } = await http.request(apiPath(resource), { query, signal: params.signal });
    return readList(data) as { data: AnyRecord[]; total: number };
  };

  /**
   * "All" of a console list (issue 41; `meta.firstPage`, other reads of every row are one call): a first page, offered to the list while the whole list is read (decisions.md
   * "All drawn from a first page"); a list no longer than that page is answered by it alone.
   */
  const getAll = async (resource: string, params: Partial<GetListParams>, extra: Record<string, unknown>): Promise<ListAnswer> => {
    const first = await getList(resource, { ...params, pagination: { page: 1, perPage: FIRST_PAGE } }, extra);
    if (first.total <= first.data.length) return first;
    const key = firstPageKey(String(params.meta?.[FIRST_PAGE_META]), resource, params, extra);
    const drawn = whenFirstPageDrawn(key);
    const forget = rememberFirstPage(key, first);
    try {
      await drawn;
      const { data } = await http.request(apiPath(resource), { query: buildListQuery(params, extra), signal: params.signal });
      return readList(data) as ListAnswer;
    } catch (error) {
      forget();
      throw error;
    }
  };

  const update = async (resource: string, params: Pick<UpdateParams, 'id' | 'data' | 'meta'> & { previousData?: AnyRecord }) => {
    const body: Payload = { ...params.data, _method: 'PUT' };
    if (RESOURCE_API[resource]?.updateActionFull || params.meta?.action) body.action = params.meta?.action ?? 'full';
    // The version the edit was made from, as `updated_at` (issue 38, docs/api.md): a precondition a server may check.
    const version = versionOfUpdate(params);
    if (version !== undefined) body[VERSION_FIELD] = version;
    const { data, message } = await http.request(`${apiPath(resource)}/${encodeURIComponent(String(params.id))}`, {
      method: 'POST',
      body,
    });
    const answer = asRecord(data);
    const record = { ...params.data, ...answer, id: answer.id ?? params.id } as AnyRecord;
    // The version sent is not the saved record's: without one in the answer the record carries none.
    if (!(VERSION_FIELD in answer)) delete record[VERSION_FIELD];
    return { data: remember(record, message) };
  };

  const remove = async (resource: string, params: Pick<DeleteParams, 'id' | 'previousData'>) => {
    const { data, message } = await http.request(`${apiPath(resource)}/${encodeURIComponent(String(params.id))}`, {
      method: 'DELETE',
    });
    const record = { ...(params.previousData ?? {}), ...asRecord(data), id: params.id } as AnyRecord;
    return { data: remember(record, message) };
  };

  const core: CoreCalls = {
    call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: Payload) {
      if (method === 'GET' || method === 'DELETE') {
        return http.request<T>(path, { method, query: payload });
      }
      const body = method === 'PUT' ? { ...payload, _method: 'PUT' } : (payload ?? {});
      return http.request<T>(path, { method: 'POST', body });
    },

    download: (path, query) => http.download(path, { query }),

    exportList(path, { fields, sort, filter, showall = true, page, perPage, signal }) {
      const query: Record<string, unknown> = { ...(filter ?? {}) };
      if (fields) query.fields = JSON.stringify(fields);
      query.s_sort = sort?.field ?? 'created_at';
      query._order = sort?.order ?? 'DESC';
      if (page) Object.assign(query, { page, perPage });
      else if (showall) query.showall = 'true';
      return http.download(path, { query, signal });
    },
  };

  const areas = areaMethods(core);
  /** Lists the console derives from other calls, handed in from above (src/api/derivedLists.ts): their reads and exports. */
  const derivedOf = (resource: string) => derivedList(resource, core);
  const exportOf = (path: string) => (path.endsWith('/export') ? derivedOf(path.slice(0, -'/export'.length)) : undefined);

  const provider: AppDataProvider = {
    getList: (resource: string, params: GetListParams) => derivedOf(resource)?.list(params) ?? getList(resource, params),

    async getOne(resource: string, params: GetOneParams) {
      const { data } = await http.request(`${apiPath(resource)}/${encodeURIComponent(String(params.id))}`);
      return { data: { ...asRecord(data), id: asRecord(data).id ?? params.id } as AnyRecord };
    },

    async getMany(resource: string, params: GetManyParams) {
      const { data } = await http.request(apiPath(resource), { query: { ids: params.ids, showall: 'true' } });
      return { data: readList(data).data as AnyRecord[] };
    },

    getManyReference: (resource: string, params: GetManyReferenceParams) => getList(resource, params, { [params.target]: params.id }),

    async create(resource: string, params: CreateParams) {
      const path = RESOURCE_API[resource]?.createPath ?? apiPath(resource);
      const { data, message } = await http.request(path, { method: 'POST', body: params.data as Payload });
      const record = { ...params.data, ...asRecord(data) } as AnyRecord;
      return { data: remember(record, message) };
    },

    update: (resource: string, params: UpdateParams) => update(resource, params),

    async updateMany(resource: string, params: UpdateManyParams) {
      await Promise.all(params.ids.map(id => update(resource, { id, data: params.data, meta: params.meta })));
      return { data: params.ids };
    },

    delete: (resource: string, params: DeleteParams) => remove(resource, params),

    async deleteMany(resource: string, params: DeleteManyParams) {
      await Promise.all(params.ids.map((id: Identifier) => remove(resource, { id })));
      return { data: params.ids };
    },

    ...core,
    exportList: (path, params) => exportOf(path)?.export(params) ?? core.exportList(path, params),

    resetDemoData: () => http.request('__demo/reset', { method: 'POST', body: {}, scoped: false }),

    async storedFile(address: string) {
      const root = http.url('', { scoped: false });
      const full = new URL(address, root).href;
      if (!full.startsWith(root)) throw new ApiError(MSG_PROCESS, 0);
      return http.download(full.slice(root.length), { scoped: false });
    },

    ...areas,
  };
  return provider;
};
