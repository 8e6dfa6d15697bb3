/** The http client: the one way in and out of the API (api-contract.md "Every request" and "Every response"). No React here. */
// Reasoning: docs/decisions.md "Notes: src/api/http.ts"
import { apiRoot, ORG_HEADER, timeouts } from './config';
import { toFormData } from './formData';
import { appendQueryValue } from './listQuery';

export const MSG_PROCESS = 'Unable to process request';
export const MSG_CONNECT = 'Unable to connect server';

export type FieldErrors = Record<string, string>;

/** An API failure. Shaped like react-admin's HttpError: `status`, and `body.errors` for the form. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: { message: string; errors?: FieldErrors; data?: unknown };
  constructor(message: string, status: number, body?: { errors?: FieldErrors; data?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = { message, ...body };
  }
}

/** The status codes that end the session (spec 1 §6). */
export const isAuthFailure = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && [401, 403].includes((error as { status?: number }).status ?? 0);

export interface Envelope<T = unknown> {
  status: boolean;
  message: string;
  data: T;
  errors: Record<string, string | string[]> | null;
}

export interface ApiResult<T = unknown> {
  data: T;
  message: string;
}

export interface Download {
  blob: Blob;
  filename: string;
}

export type Payload = Record<string, unknown>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: URLSearchParams | Record<string, unknown>;
  /** Sent as multipart/form-data (bracket encoding), or as it is when already FormData. */
  body?: Payload | FormData;
  /** Calls made before sign-in have no organization prefix. Default true. */
  scoped?: boolean;
  /** Cancels the call (a search whose text changed): it fails at once, like no answer. */
  signal?: AbortSignal;
}

export interface HttpClientConfig {
  /** The organization the client speaks for (prefix and header); none before sign-in. */
  orgid?: string;
  getToken?: () => string | undefined;
  /** Defaults to apiRoot(), read at call time. */
  apiUrl?: () => string;
  fetch?: typeof fetch;
  /** Overrides config's timeouts (ms) for this client: `request` for calls, `upload` for files. */
  timeouts?: { request?: number; upload?: number };
}

export interface HttpClient {
  readonly orgid?: string;
  url(path: string, opts?: Pick<RequestOptions, 'query' | 'scoped'>): string;
  request<T = unknown>(path: string, opts?: RequestOptions): Promise<ApiResult<T>>;
  download(path: string, opts?: RequestOptions): Promise<Download>;
}

/** Field errors of an envelope: an object of strings or lists of strings; anything else is ignored. */
const normalizeErrors = (errors: Envelope['errors'] | undefined): FieldErrors | undefined => {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    if (field === '__proto__') continue;
    const text = Array.isArray(value)
      ? value.filter(v => typeof v === 'string' && v).join(' ')
      : typeof value === 'string' || typeof value === 'number'
        ? String(value)
        : '';
    if (text) out[field] = text;
  }
  return Object.keys(out).length ? out : undefined;
};

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' && body !== null && 'status' in body && typeof (body as Envelope).status === 'boolean';

/** Reads an answer: a failed envelope, 401/403 or a non-2xx status become ApiError. */
export const readEnvelope = <T>(httpStatus: number, body: unknown): ApiResult<T> => {
  const envelope = isEnvelope(body) ? body : undefined;
  const message = typeof envelope?.message === 'string' ? envelope.message : '';
  if (httpStatus === 401 || httpStatus === 403) {
    throw new ApiError(message || (httpStatus === 401 ? 'Unauthorized' : 'Forbidden'), httpStatus);
  }
  if (!envelope || envelope.status === false || httpStatus < 200 || httpStatus >= 300) {
    // The envelope's data stays with the failure: a 409 carries the record as it is now (issue 38).
    throw new ApiError(message || MSG_PROCESS, httpStatus, {
      errors: normalizeErrors(envelope?.errors),
      ...(envelope?.data != null ? { data: envelope.data } : {}),
    });
  }
  return { data: envelope.data as T, message };
};

const filenameOf = (disposition: string | null, fallback: string): string => {
  const star = disposition?.match(/filename\*=(?:UTF-8'')?([^;]+)/i);
  if (star) return decodeURIComponent(star[1].replace(/"/g, '').trim());
  const plain = disposition?.match(/filename="?([^";]+)"?/i);
  return plain ? plain[1].trim() : fallback;
};

export const createHttpClient = (config: HttpClientConfig = {}): HttpClient => {
  const root = config.apiUrl ?? apiRoot;

  const url: HttpClient['url'] = (path, opts = {}) => {
    const scoped = opts.scoped ?? true;
    const clean = path.replace(/^\/+/, '');
    const prefix = scoped && config.orgid ? `${config.orgid}/` : '';
    let full = `${root()}/${prefix}${clean}`;
    if (opts.query) {
      const search =
        opts.query instanceof URLSearchParams
          ? opts.query
          : Object.entries(opts.query).reduce((s, [k, v]) => {
              appendQueryValue(s, k, v);
              return s;
            }, new URLSearchParams());
      const qs = search.toString();
      if (qs) full += `${full.includes('?') ? '&' : '?'}${qs}`;
    }
    // Relative roots (the demo API) resolve against the page, so that Node's fetch accepts them.
    if (!/^https?:/i.test(full) && typeof window !== 'undefined' && window.location) {
      return new URL(full, window.location.href).toString();
    }
    return full;
  };

  /** Whether a body carries a file (an upload): such calls get the longer timeout. */
  const carriesFile = (body: FormData | undefined): boolean => {
    if (!body) return false;
    for (const value of body.values()) if (typeof value !== 'string') return true;
    return false;
  };

  /** One exchange — the fetch and the reading of its answer — under a deadline. */
  const exchange = async <T>(path: string, opts: RequestOptions, long: boolean, read: (response: Response) => Promise<T>): Promise<T> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = config.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (config.orgid && (opts.scoped ?? true)) headers[ORG_HEADER] = config.orgid;
    let body: FormData | undefined;
    if (opts.body !== undefined) body = opts.body instanceof FormData ? opts.body : toFormData(opts.body);
    const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
    const limits = timeouts();
    const ms = long || carriesFile(body) ? (config.timeouts?.upload ?? limits.upload) : (config.timeouts?.request ?? limits.request);
    const controller = new AbortController();
    if (opts.signal?.aborted) controller.abort();
    opts.signal?.addEventListener('abort', () => controller.abort(), { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new ApiError(MSG_CONNECT, 0, { data: { timeout: ms } }));
      }, ms);
    });
    const run = async () => {
      let response: Response;
      try {
        response = await doFetch(url(path, opts), {
          method: opts.method ?? (body ? 'POST' : 'GET'),
          headers,
          body,
          signal: controller.signal,
        });
      } catch {
        throw new ApiError(MSG_CONNECT, 0);
      }
      return read(response);
    };
    try {
      return await Promise.race([run(), deadline]);
    } finally {
      clearTimeout(timer);
    }
  };

  const parse = async (response: Response): Promise<unknown> => {
    const text = await response.text().catch(() => '');
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  };

  return {
    orgid: config.orgid,
    url,
    request<T>(path: string, opts: RequestOptions = {}) {
      return exchange(path, opts, false, async response => readEnvelope<T>(response.status, await parse(response)));
    },
    download(path: string, opts: RequestOptions = {}) {
      // Files may be large: a download gets the upload timeout.
      return exchange(path, opts, true, async response => {
        const type = response.headers.get('Content-Type') ?? '';
        if (type.includes('application/json') || !response.ok) {
          // An envelope instead of a file: a failure (or 'File not found').
          const result = readEnvelope<unknown>(response.status, await parse(response));
          throw new ApiError(result.message || 'File not found', response.status);
        }
        const blob = await response.blob();
        const fallback = path.split('/').filter(Boolean).pop() ?? 'download';
        return { blob, filename: filenameOf(response.headers.get('Content-Disposition'), fallback) };
      });
    },
  };
};
