/** One describe per method, in the style of ra-data-simple-rest's index.spec.ts: URL, method, headers, every field. */
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider, getServerMessage, readList } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { ALL_PER_PAGE } from '../../src/api/listQuery';

const envelope = (data: unknown, message = '') =>
  new Response(JSON.stringify({ status: true, message, data, errors: null }), {
    headers: { 'Content-Type': 'application/json' },
  });

const setup = (data: unknown = {}, message = '') => {
  const fetch = vi.fn(async () => envelope(data, message));
  const http = createHttpClient({
    orgid: '1',
    getToken: () => 'secret',
    apiUrl: () => 'http://api.test/api/v1',
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const call = (i = 0) => {
    const [url, init] = fetch.mock.calls[i] as unknown as [string, RequestInit];
    const body = init.body instanceof FormData ? Object.fromEntries(Array.from(init.body.entries()).map(([k, v]) => [k, v])) : undefined;
    return {
      url: decodeURIComponent(url),
      method: init.method,
      headers: init.headers as Record<string, string>,
      body,
      raw: init.body as FormData,
    };
  };
  return { dp: createDataProvider(http), fetch, call };
};

const HEADERS = { Accept: 'application/json', Authorization: 'Bearer secret', 'X-Organization-Id': '1' };

describe('getList', () => {
  it('GETs {orgid}/{resource} with paging, sort and filters', async () => {
    const { dp, call } = setup({ data: [{ id: 1 }], total: 41, current_page: 1, per_page: 20, last_page: 3 });
    const result = await dp.getList('documenttype', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'deed', status: ['A', 'B'] },
    });
    expect(call().url).toBe(
      'http://api.test/api/v1/1/documenttype?page=1&perPage=20&s_sort=created_at&_order=DESC&q=deed&status[]=A&status[]=B',
    );
    expect(call().method).toBe('GET');
    expect(call().headers).toEqual(HEADERS);
    expect(result).toEqual({ data: [{ id: 1 }], total: 41 });
  });

  it('sends showall=true for "All"', async () => {
    const { dp, call } = setup([]);
    await dp.getList('documenttype', { pagination: { page: 1, perPage: ALL_PER_PAGE }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(call().url).toBe('http://api.test/api/v1/1/documenttype?showall=true&s_sort=name&_order=ASC');
  });

  it('accepts a bare array (total = its length)', async () => {
    const { dp } = setup([{ id: 1 }, { id: 2 }]);
    const result = await dp.getList('x', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(result.total).toBe(2);
    expect(readList(null)).toEqual({ data: [], total: 0 });
  });
});

describe('getOne', () => {
  it('GETs {orgid}/{resource}/{id}; data is the record', async () => {
    const { dp, call } = setup({ id: 5, name: 'Patta' });
    const result = await dp.getOne('documenttype', { id: 5 });
    expect(call().url).toBe('http://api.test/api/v1/1/documenttype/5');
    expect(call().method).toBe('GET');
    expect(call().headers).toEqual(HEADERS);
    expect(result.data).toEqual({ id: 5, name: 'Patta' });
  });
});

describe('getMany', () => {
  it('GETs with ids[] and showall=true', async () => {
    const { dp, call } = setup({ data: [{ id: 1 }, { id: 2 }], total: 2 });
    const result = await dp.getMany('customer', { ids: [1, 2] });
    expect(call().url).toBe('http://api.test/api/v1/1/customer?ids[]=1&ids[]=2&showall=true');
    expect(result.data).toEqual([{ id: 1 }, { id: 2 }]);
  });
});

describe('getManyReference', () => {
  it('adds {target}={id} to the list query', async () => {
    const { dp, call } = setup({ data: [], total: 0 });
    await dp.getManyReference('layout', {
      target: 'project_id',
      id: 5,
      pagination: { page: 1, perPage: 30 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(call().url).toBe('http://api.test/api/v1/1/layout?page=1&perPage=30&s_sort=created_at&_order=DESC&project_id=5');
  });
});

describe('create', () => {
  it('POSTs multipart to {orgid}/{resource} with every field', async () => {
    const { dp, call } = setup({ id: 9 }, 'Document type created.');
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const result = await dp.create('documenttype', {
      data: { name: 'Patta', loanrecdoc: true, notes: null, tags: [1, 2], meta: { a: 'b' }, filename: { rawFile: file } },
    });
    const { url, method, headers, body, raw } = call();
    expect(url).toBe('http://api.test/api/v1/1/documenttype');
    expect(method).toBe('POST');
    expect(headers).toEqual(HEADERS);
    expect(raw).toBeInstanceOf(FormData);
    expect(body).toMatchObject({ name: 'Patta', loanrecdoc: '1', notes: '', 'meta[a]': 'b' });
    expect(raw.getAll('tags[]')).toEqual(['1', '2']);
    expect((raw.get('filename') as File).name).toBe('a.pdf');
    expect(result.data.id).toBe(9);
    expect(result.data.name).toBe('Patta');
    expect(getServerMessage(result.data)).toBe('Document type created.');
  });
});

describe('update', () => {
  it('POSTs multipart to {orgid}/{resource}/{id} with _method=PUT', async () => {
    const { dp, call } = setup({ id: 4, name: 'EC' }, 'Updated.');
    const result = await dp.update('documenttype', { id: 4, data: { id: 4, name: 'EC', loanrecdoc: false }, previousData: { id: 4 } });
    const { url, method, body } = call();
    expect(url).toBe('http://api.test/api/v1/1/documenttype/4');
    expect(method).toBe('POST');
    expect(body).toEqual({ id: '4', name: 'EC', loanrecdoc: '0', _method: 'PUT' });
    expect(result.data).toEqual({ id: 4, name: 'EC', loanrecdoc: false });
    expect(getServerMessage(result.data)).toBe('Updated.');
  });

  it('sends action=full when asked', async () => {
    const { dp, call } = setup(null);
    await dp.update('priceguide', { id: 1, data: { name: 'A' }, previousData: { id: 1 }, meta: { action: 'full' } });
    expect(call().body).toEqual({ name: 'A', _method: 'PUT', action: 'full' });
  });

  it('falls back to the sent values plus id when data is empty', async () => {
    const { dp } = setup(null);
    const result = await dp.update('x', { id: 3, data: { name: 'A' }, previousData: { id: 3 } });
    expect(result.data).toEqual({ name: 'A', id: 3 });
  });
});

describe('updateMany', () => {
  it('makes one call per id', async () => {
    const { dp, fetch, call } = setup(null);
    const result = await dp.updateMany('user', { ids: [1, 2], data: { action: 'block' } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(call(0).url).toBe('http://api.test/api/v1/1/user/1');
    expect(call(1).url).toBe('http://api.test/api/v1/1/user/2');
    expect(call(1).body).toEqual({ action: 'block', _method: 'PUT' });
    expect(result.data).toEqual([1, 2]);
  });
});

describe('delete', () => {
  it('DELETEs {orgid}/{resource}/{id}', async () => {
    const { dp, call } = setup({ id: 3 }, 'Deleted.');
    const result = await dp.delete('documenttype', { id: 3, previousData: { id: 3, name: 'A' } });
    expect(call().url).toBe('http://api.test/api/v1/1/documenttype/3');
    expect(call().method).toBe('DELETE');
    expect(call().headers).toEqual(HEADERS);
    expect(result.data).toEqual({ id: 3, name: 'A' });
    expect(getServerMessage(result.data)).toBe('Deleted.');
  });
});

describe('deleteMany', () => {
  it('makes one DELETE per id', async () => {
    const { dp, fetch, call } = setup(null);
    const result = await dp.deleteMany('documenttype', { ids: [7, 8] });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect([call(0).method, call(0).url, call(1).url]).toEqual([
      'DELETE',
      'http://api.test/api/v1/1/documenttype/7',
      'http://api.test/api/v1/1/documenttype/8',
    ]);
    expect(result.data).toEqual([7, 8]);
  });
});

describe('custom calls', () => {
  it('call() POSTs multipart through the envelope; PUT-style adds _method=PUT', async () => {
    const { dp, call } = setup({ ok: 1 }, 'Done.');
    const result = await dp.call('POST', 'plotbook/3/paystatusupdate', { bookedid: 3, paid: true });
    expect(call(0).url).toBe('http://api.test/api/v1/1/plotbook/3/paystatusupdate');
    expect(call(0).body).toEqual({ bookedid: '3', paid: '1' });
    expect(result).toEqual({ data: { ok: 1 }, message: 'Done.' });
    await dp.call('PUT', 'customer/savefilter', { filter_title: 'A', filter_data: { q: 'x' } });
    expect(call(1).body).toEqual({ filter_title: 'A', filter_data: '{"q":"x"}', _method: 'PUT' });
  });

  it('exportList sends fields as JSON, s_sort, _order, showall and the filters, with the headers', async () => {
    const fetch = vi.fn(async () => new Response('csv', { headers: { 'Content-Type': 'text/csv' } }));
    const dp = createDataProvider(
      createHttpClient({
        orgid: '1',
        getToken: () => 'secret',
        apiUrl: () => 'http://api.test/api/v1',
        fetch: fetch as unknown as typeof globalThis.fetch,
      }),
    );
    await dp.exportList('plot/export', { fields: ['number', 'status'], filter: { status: 'Sold' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(decodeURIComponent(url)).toBe(
      'http://api.test/api/v1/1/plot/export?status=Sold&fields=["number","status"]&s_sort=created_at&_order=DESC&showall=true',
    );
    expect(init.headers).toEqual(HEADERS);
  });

  it('storedFile GETs a file under the API root by its stored address, unscoped; refuses any other address', async () => {
    const fetch = vi.fn(async () => new Response('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }));
    const dp = createDataProvider(
      createHttpClient({
        orgid: '1',
        getToken: () => 'secret',
        apiUrl: () => 'http://api.test/api/v1',
        fetch: fetch as unknown as typeof globalThis.fetch,
      }),
    );
    const file = await dp.storedFile('http://api.test/api/v1/demo-assets/brochure/1/1.pdf');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/v1/demo-assets/brochure/1/1.pdf');
    expect(init.method).toBe('GET');
    expect(init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer secret' });
    expect(await file.blob.text()).toBe('%PDF-1.4');
    await expect(dp.storedFile('http://elsewhere.test/x.pdf')).rejects.toMatchObject({ name: 'ApiError' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
