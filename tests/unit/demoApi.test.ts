/** The embedded demo API follows the contract: auth, permissions, envelope, paginator, multipart, _method=PUT. */
import { describe, expect, it } from 'vitest';
import { db, table } from '../../mocks/db';
import { toFormData } from '../../src/api/formData';

const ROOT = 'http://localhost/api/v1';

const login = async (username: string) => {
  const response = await fetch(`${ROOT}/account/login`, { method: 'POST', body: toFormData({ username, password: username }) });
  const body = await response.json();
  return body.data.token as string;
};

const call = (token: string | undefined, path: string, init: RequestInit = {}, org = '1') =>
  fetch(`${ROOT}/${path}`, {
    ...init,
    headers: { Accept: 'application/json', 'X-Organization-Id': org, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });

describe('demo API', () => {
  it('signs in with a demo account and answers the user, its organizations and a token', async () => {
    const response = await fetch(`${ROOT}/account/login`, { method: 'POST', body: toFormData({ username: 'staff', password: 'staff' }) });
    const body = await response.json();
    expect(body.status).toBe(true);
    expect(body.data).toMatchObject({ name: 'Priya Staff', agent: 0 });
    expect(body.data.organizations).toEqual([
      expect.objectContaining({
        organization_id: 1,
        software_access: 'Daga',
        master: 0,
        permissions: expect.arrayContaining(['project.view', 'plot.view', 'plot.update', 'customer.view']),
      }),
    ]);
    expect(body.data.organizations[0].permissions.some((p: string) => p.endsWith('.delete') || p === 'user.view')).toBe(false);
  });

  it('refuses a wrong password through the envelope', async () => {
    const response = await fetch(`${ROOT}/account/login`, { method: 'POST', body: toFormData({ username: 'admin', password: 'x' }) });
    expect(await response.json()).toMatchObject({ status: false, message: 'Invalid username or password.' });
  });

  it('401 without or with a wrong token; 403 outside the organization or without the permission', async () => {
    expect((await call(undefined, '1/documenttype')).status).toBe(401);
    expect((await call('nope', '1/documenttype')).status).toBe(401);
    const staff = await login('staff');
    expect((await call(staff, '2/documenttype', {}, '2')).status).toBe(403);
    expect((await call(staff, '1/customerdocumenttype')).status).toBe(403);
    expect((await call(staff, '1/documenttype/1', { method: 'DELETE' })).status).toBe(403);
    expect((await call(staff, '1/documenttype')).status).toBe(200);
    // A lookup needs the view key (or a key of a form that picks from it: tests/unit/lookupPermissions.test.ts).
    expect((await call(staff, '1/customerdocumenttype/filter')).status).toBe(403);
    expect((await call(staff, '1/documenttype/filter')).status).toBe(200);
  });

  it('lists with the paginator, q search, sort and showall, scoped to the organization', async () => {
    const admin = await login('admin');
    const page = await (await call(admin, '1/documenttype?page=2&perPage=3&s_sort=name&_order=ASC')).json();
    const names = table('documenttype')
      .filter(r => r.organization_id === 1)
      .map(r => String(r.name))
      .sort((a, b) => a.localeCompare(b));
    expect(page.data).toMatchObject({ total: names.length, current_page: 2, per_page: 3, last_page: Math.ceil(names.length / 3) });
    expect(page.data.data.map((r: { name: string }) => r.name)).toEqual(names.slice(3, 6));
    const all = await (await call(admin, '1/documenttype?showall=true')).json();
    expect(all.data.data).toHaveLength(names.length);
    const search = await (await call(admin, '1/documenttype?q=patta')).json();
    expect(search.data.data.map((r: { name: string }) => r.name)).toEqual(['Patta']);
    const other = await (await call(admin, '2/documenttype?showall=true', {}, '2')).json();
    expect(other.data.data.every((r: { organization_id: number }) => r.organization_id === 2)).toBe(true);
  });

  it('creates from multipart, validates with the verbatim message, updates only with _method=PUT', async () => {
    const admin = await login('admin');
    const bad = await call(admin, '1/documenttype', { method: 'POST', body: toFormData({ name: '  ' }) });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      status: false,
      message: 'DocumentType name is required',
      errors: { name: 'DocumentType name is required' },
    });
    const created = await (
      await call(admin, '1/documenttype', { method: 'POST', body: toFormData({ name: 'Will', loanrecdoc: true }) })
    ).json();
    expect(created).toMatchObject({ status: true, data: { name: 'Will', loanrecdoc: 1, organization_id: 1 } });
    const id = created.data.id;
    expect((await call(admin, `1/documenttype/${id}`, { method: 'POST', body: toFormData({ name: 'X' }) })).status).toBe(405);
    const updated = await (
      await call(admin, `1/documenttype/${id}`, { method: 'POST', body: toFormData({ name: 'Will (new)', _method: 'PUT' }) })
    ).json();
    expect(updated.data.name).toBe('Will (new)');
    const cdt = await call(admin, '1/customerdocumenttype', { method: 'POST', body: toFormData({ name: '' }) });
    expect((await cdt.json()).errors).toEqual({ name: 'Customer DocumentType name is required' });
  });

  it('puts the seeded data back on reset', async () => {
    const admin = await login('admin');
    const before = table('documenttype').length;
    await call(admin, '1/documenttype', { method: 'POST', body: toFormData({ name: 'Temp' }) });
    expect(table('documenttype').length).toBe(before + 1);
    await fetch(`${ROOT}/__demo/reset`, { method: 'POST' });
    expect(table('documenttype').length).toBe(before);
    expect(Object.keys(db().tokens)).toHaveLength(0);
  });

  it('seeds a whole office: organizations, layouts with a drawn image, over 1,000 placed plots', () => {
    const plots = table('plot');
    expect(plots.filter(p => Array.isArray(p.coordinates) && (p.coordinates as unknown[]).length >= 3).length).toBeGreaterThan(1000);
    expect(new Set(plots.map(p => p.status))).toEqual(new Set(['Available', 'Blocked', 'Booked', 'Sold', 'Hold']));
    const big = table('layout').find(l => plots.filter(p => p.lid === l.id).length >= 2000);
    expect(big).toBeDefined();
    for (const name of ['project', 'layout', 'property', 'customer', 'customerinterest', 'plotsale', 'plotbook', 'user']) {
      expect(table(name).length, name).toBeGreaterThan(0);
    }
  });

  it('serves the drawn layout image', async () => {
    const layout = table('layout')[0];
    const response = await fetch(`${ROOT}/demo-assets/layout/${layout.id}.svg`);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg|^<\?xml/);
  });
});

describe('demo store persistence (changes since the seed)', () => {
  it('saves only what changed and restores it over the seed of the same date', async () => {
    const { serializeChanges, restoreChanges, nextId } = await import('../../mocks/db');
    const state = db();
    const docTypes = table('documenttype');
    const removed = docTypes[0];
    docTypes.splice(0, 1);
    docTypes[0].name = 'Renamed';
    const added = { id: nextId('documenttype'), organization_id: 1, created_at: '2026-11-20T10:00:00.000Z', name: 'Added' };
    docTypes.push(added);
    state.tokens['t-1'] = 1;
    const text = serializeChanges(state);
    // Far smaller than the store itself.
    expect(text.length).toBeLessThan(JSON.stringify(state.tables).length / 20);
    const restored = restoreChanges(text)!;
    const rows = restored.tables.documenttype;
    expect(rows.some(r => r.id === removed.id)).toBe(false);
    expect(rows.find(r => r.id === docTypes[0].id)!.name).toBe('Renamed');
    expect(rows.find(r => r.id === added.id)!.name).toBe('Added');
    expect(restored.tokens['t-1']).toBe(1);
    expect(restored.tables.plot.length).toBe(table('plot').length);
    expect(restoreChanges('not json')).toBeNull();
    expect(restoreChanges(null)).toBeNull();
  });
});
