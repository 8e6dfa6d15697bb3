/**
 * Issue 12, timeouts: every call gives up after a bounded time with 'Unable to connect server'
 * (30 s, uploads 120 s by default); configurable, so these tests use tiny ones.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUTS, timeouts } from '../../src/api/config';
import { setTimeouts } from '../timeouts';
import { ApiError, createHttpClient, MSG_CONNECT } from '../../src/api/http';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const ok = () => json({ status: true, message: 'ok', data: { id: 1 }, errors: null });

/** A fetch that never answers; it records whether it was aborted. */
const hanging = (respectSignal: boolean) => {
  const aborted: boolean[] = [];
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    return new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => {
        aborted.push(true);
        if (respectSignal) reject(new DOMException('aborted', 'AbortError'));
      });
    });
  });
  return { fetch, aborted };
};

/** A fetch answering after `ms`. */
const after = (ms: number) => vi.fn(() => new Promise<Response>(resolve => setTimeout(() => resolve(ok()), ms)));

const client = (fetch: unknown, extra: Record<string, unknown> = {}) =>
  createHttpClient({ orgid: '1', apiUrl: () => 'https://api.test/api/v1', fetch: fetch as typeof globalThis.fetch, ...extra });

const failure = async (p: Promise<unknown>): Promise<ApiError> => {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected a failure');
};

afterEach(() => {
  setTimeouts({});
  delete window.__APP_CONFIG__;
});

describe('timeouts', () => {
  it('defaults to 30 s for calls and 120 s for uploads', () => {
    expect(DEFAULT_TIMEOUTS).toEqual({ request: 30_000, upload: 120_000 });
    expect(timeouts()).toEqual({ request: 30_000, upload: 120_000 });
  });

  it('a deployment may set them (window.__APP_CONFIG__); nonsense values are ignored', () => {
    window.__APP_CONFIG__ = { timeoutMs: 5000, uploadTimeoutMs: -1 };
    expect(timeouts()).toEqual({ request: 5000, upload: 120_000 });
  });

  it("a call that never answers gives up with 'Unable to connect server' and aborts the fetch", async () => {
    setTimeouts({ request: 30 });
    const { fetch, aborted } = hanging(true);
    const started = Date.now();
    const error = await failure(client(fetch).request('plot'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(MSG_CONNECT);
    expect(error.status).toBe(0);
    expect(aborted).toEqual([true]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('also when the fetch ignores the abort signal', async () => {
    setTimeouts({ request: 30 });
    const { fetch } = hanging(false);
    expect((await failure(client(fetch).request('plot'))).message).toBe(MSG_CONNECT);
  });

  it('also when the answer starts but its body never ends', async () => {
    setTimeouts({ request: 30 });
    const stalled = new Response(new ReadableStream({ start() {} }), { status: 200 });
    const error = await failure(client(vi.fn(async () => stalled)).request('plot'));
    expect(error.message).toBe(MSG_CONNECT);
  });

  it('uploads (a multipart body with a file) get the longer timeout; other bodies the short one', async () => {
    setTimeouts({ request: 20, upload: 1000 });
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    await expect(client(after(80)).request('plot', { method: 'POST', body: { image: { rawFile: file } } })).resolves.toMatchObject({
      message: 'ok',
    });
    expect((await failure(client(after(80)).request('plot', { method: 'POST', body: { name: 'x' } }))).message).toBe(MSG_CONNECT);
  });

  it('a client may carry its own timeouts', async () => {
    const { fetch } = hanging(true);
    expect((await failure(client(fetch, { timeouts: { request: 10 } }).request('plot'))).message).toBe(MSG_CONNECT);
  });

  it('a download gives up too', async () => {
    setTimeouts({ upload: 30 });
    const { fetch } = hanging(true);
    expect((await failure(client(fetch).download('plot/export'))).message).toBe(MSG_CONNECT);
  });

  it('an answer in time clears the timer (no late failure)', async () => {
    setTimeouts({ request: 50 });
    await expect(client(after(1)).request('plot')).resolves.toEqual({ data: { id: 1 }, message: 'ok' });
    await new Promise(r => setTimeout(r, 80));
  });
});
