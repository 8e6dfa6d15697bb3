import { describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient, isAuthFailure, MSG_CONNECT, MSG_PROCESS } from '../../src/api/http';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const client = (response: Response | (() => Promise<Response>)) => {
  const fetch = vi.fn(typeof response === 'function' ? response : async () => response);
  return {
    fetch,
    http: createHttpClient({
      orgid: '7',
      getToken: () => 'tok',
      apiUrl: () => 'https://api.test/api/v1',
      fetch: fetch as unknown as typeof globalThis.fetch,
    }),
  };
};

const failure = async (p: Promise<unknown>): Promise<ApiError> => {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected a failure');
};

describe('http client: every request', () => {
  it('prefixes the organization and sends bearer, organization header and Accept', async () => {
    const { http, fetch } = client(json({ status: true, message: '', data: [], errors: null }));
    await http.request('documenttype', { query: { q: 'a' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.test/api/v1/7/documenttype?q=a');
    expect(init.method).toBe('GET');
    expect(init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok', 'X-Organization-Id': '7' });
  });

  it('calls made before sign-in have no organization prefix and no organization header', async () => {
    const { http, fetch } = client(json({ status: true, message: '', data: {}, errors: null }));
    await http.request('account/login', { method: 'POST', body: { username: 'a' }, scoped: false });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.test/api/v1/account/login');
    expect((init.headers as Record<string, string>)['X-Organization-Id']).toBeUndefined();
    expect(init.body).toBeInstanceOf(FormData);
  });

  it('never puts the token into the URL', async () => {
    const { http, fetch } = client(new Response('x', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    await http.download('bookedplot/pdf/3');
    expect(String((fetch.mock.calls[0] as unknown[])[0])).not.toContain('tok');
  });
});

describe('http client: every response (the envelope)', () => {
  it('returns data and message of a successful envelope', async () => {
    const { http } = client(json({ status: true, message: 'Saved.', data: { id: 3 }, errors: null }));
    await expect(http.request('x')).resolves.toEqual({ data: { id: 3 }, message: 'Saved.' });
  });

  it('status false with a message fails with that message', async () => {
    const { http } = client(json({ status: false, message: 'Plot already sold', data: null, errors: null }));
    const error = await failure(http.request('x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Plot already sold');
  });

  it("status false without a message fails with 'Unable to process request'", async () => {
    const { http } = client(json({ status: false, message: '', data: null, errors: null }));
    expect((await failure(http.request('x'))).message).toBe(MSG_PROCESS);
    expect(MSG_PROCESS).toBe('Unable to process request');
  });

  it('carries field errors in body.errors for the form (arrays joined)', async () => {
    const { http } = client(
      json(
        {
          status: false,
          message: 'The given data was invalid.',
          data: null,
          errors: { name: ['DocumentType name is required'], code: 'Bad' },
        },
        422,
      ),
    );
    const error = await failure(http.request('x'));
    expect(error.status).toBe(422);
    expect(error.body.errors).toEqual({ name: 'DocumentType name is required', code: 'Bad' });
  });

  it('401 and 403 are auth failures; other statuses are not', async () => {
    for (const status of [401, 403]) {
      const { http } = client(json({ status: false, message: 'Unauthenticated.', data: null, errors: null }, status));
      const error = await failure(http.request('x'));
      expect(error.status).toBe(status);
      expect(isAuthFailure(error)).toBe(true);
    }
    const { http } = client(json({ status: false, message: 'no', data: null, errors: null }, 422));
    expect(isAuthFailure(await failure(http.request('x')))).toBe(false);
  });

  it("a network failure is 'Unable to connect server'", async () => {
    const { http } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(http.request('x'));
    expect(error.message).toBe(MSG_CONNECT);
    expect(MSG_CONNECT).toBe('Unable to connect server');
    expect(isAuthFailure(error)).toBe(false);
  });

  it("a call cancelled by its caller's signal (a search whose text changed) stops its fetch at once", async () => {
    let seen: AbortSignal | undefined;
    const { http } = client(
      (_url?: unknown, init?: { signal?: AbortSignal }) =>
        new Promise<Response>((_, reject) => {
          seen = init?.signal;
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const caller = new AbortController();
    const pending = failure(http.request('x', { signal: caller.signal }));
    await vi.waitFor(() => expect(seen).toBeDefined());
    expect(seen!.aborted).toBe(false);
    caller.abort();
    expect((await pending).message).toBe(MSG_CONNECT);
    expect(seen!.aborted).toBe(true);
  });

  it("an answer that is not an envelope is 'Unable to process request'", async () => {
    const { http } = client(new Response('<html>oops</html>', { status: 500 }));
    expect((await failure(http.request('x'))).message).toBe(MSG_PROCESS);
  });

  it('a download returns the blob and the file name of Content-Disposition', async () => {
    const { http } = client(
      new Response('a,b', {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="plots.csv"' },
      }),
    );
    const result = await http.download('plot/export');
    expect(result.filename).toBe('plots.csv');
    expect(await result.blob.text()).toBe('a,b');
  });

  it("a download answered by an envelope fails with its message ('File not found')", async () => {
    const { http } = client(json({ status: false, message: 'File not found', data: null, errors: null }, 404));
    expect((await failure(http.download('document/download/1/0'))).message).toBe('File not found');
  });
});
