/**
 * Issue 12, a malformed-answer corpus: answers that are wrong (HTML, empty body, a string status,
 * null/array swaps, null rows, prototype-named statuses, permissions as null and as a string)
 * through the http client, the data provider, the sign-in and the auth provider, and the status
 * logic: no crash, a clear message.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccountApi } from '../../src/api/account';
import { createAuthProvider } from '../../src/api/authProvider';
import { createDataProvider, readList } from '../../src/api/dataProvider';
import { ApiError, createHttpClient, MSG_PROCESS } from '../../src/api/http';
import { canAccess, hasPermission, readMemberships, type Membership } from '../../src/api/permissions';
import { getSession, SESSION_KEY } from '../../src/api/session';
import { statusColor, statusTextColor, STATUS_COLORS } from '../../src/features/plotStatus/colors';
import { customerTypesFor, statusMenu } from '../../src/features/plotStatus/statusLogic';
import { EMI_MESSAGES, validatePlan } from '../../src/features/emi/emiLogic';

const raw = (body: string, status = 200, type = 'application/json') => new Response(body, { status, headers: { 'Content-Type': type } });
const json = (body: unknown, status = 200) => raw(JSON.stringify(body), status);

const clientOf = (response: () => Response) =>
  createHttpClient({
    orgid: '1',
    apiUrl: () => 'https://api.test/api/v1',
    fetch: vi.fn(async () => response()) as unknown as typeof fetch,
  });

const outcome = async (p: Promise<unknown>): Promise<{ ok: true; value: unknown } | { ok: false; error: ApiError }> => {
  try {
    return { ok: true, value: await p };
  } catch (error) {
    return { ok: false, error: error as ApiError };
  }
};

/** Answers that no correct server gives: each must fail with 'Unable to process request'. */
const BROKEN: Array<[string, () => Response]> = [
  ['an HTML page with 200', () => raw('<!doctype html><html><body>Welcome to nginx</body></html>', 200, 'text/html')],
  ['an HTML page with 500', () => raw('<html><body>Internal Server Error</body></html>', 500, 'text/html')],
  ['an empty body', () => raw('', 200)],
  ['an empty body with 204', () => new Response(null, { status: 204 })],
  ['a string status', () => json({ status: 'true', message: '', data: { id: 1 }, errors: null })],
  ['a numeric status', () => json({ status: 1, message: '', data: { id: 1 }, errors: null })],
  ['null', () => json(null)],
  ['an array instead of the envelope', () => json([{ status: true }])],
  ['a bare string', () => json('ok')],
  ['truncated JSON', () => raw('{"status": true, "data": [')],
  ['status true with a 500', () => json({ status: true, message: '', data: null, errors: null }, 500)],
];

describe('malformed answers through the http client', () => {
  it.each(BROKEN)("%s fails with 'Unable to process request'", async (_, response) => {
    const result = await outcome(clientOf(response).request('plot'));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBeInstanceOf(ApiError);
      expect(result.error.message).toBe(MSG_PROCESS);
    }
  });

  it('a message that is not a string is not shown as the message', async () => {
    const result = await outcome(
      clientOf(() => json({ status: false, message: { text: 'x' }, data: null, errors: null }, 422)).request('plot'),
    );
    expect(!result.ok && result.error.message).toBe(MSG_PROCESS);
  });

  it.each([
    ['a string', 'The name is bad'],
    ['an array', ['The name is bad']],
    ['a number', 5],
  ])('errors given as %s carry no field errors', async (_, errors) => {
    const result = await outcome(clientOf(() => json({ status: false, message: 'Invalid', data: null, errors }, 422)).request('plot'));
    expect(!result.ok && result.error.body.errors).toBeUndefined();
  });

  it('field errors keep strings and lists of strings only; a "__proto__" field is dropped', async () => {
    const body =
      '{"status":false,"message":"Invalid","data":null,"errors":{"name":["Required",null,7],"code":{"a":1},"price":5,"__proto__":"x"}}';
    const result = await outcome(clientOf(() => raw(body, 422)).request('plot'));
    expect(!result.ok && result.error.body.errors).toEqual({ name: 'Required', price: '5' });
    expect(Object.getPrototypeOf(!result.ok && result.error.body.errors)).toBe(Object.prototype);
  });
});

describe('malformed answers through the data provider', () => {
  const provider = (data: unknown) => createDataProvider(clientOf(() => json({ status: true, message: '', data, errors: null })));

  it.each([
    ['null', null],
    ['a string', 'rows'],
    ['an object without data', { total: 5 }],
    ['a paginator whose data is null', { data: null, total: 3 }],
    ['a paginator whose data is an object', { data: { id: 1 }, total: 1 }],
  ])('a list answered with %s is an empty list', async (_, data) => {
    await expect(
      provider(data).getList('plot', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).resolves.toEqual({ data: [], total: 0 });
  });

  it('null rows, strings, arrays and rows without an id are skipped, not crashed on', async () => {
    const rows = [null, { id: 1, name: 'A' }, 'x', [2], { name: 'no id' }, { id: null }, { id: '' }, { id: 'b7', name: 'B' }, 7];
    const result = await provider({ data: rows, total: 40 }).getList('plot', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.data).toEqual([
      { id: 1, name: 'A' },
      { id: 'b7', name: 'B' },
    ]);
    expect(result.total).toBe(33);
    expect(readList(rows)).toEqual({
      data: [
        { id: 1, name: 'A' },
        { id: 'b7', name: 'B' },
      ],
      total: 2,
    });
    expect(readList({ data: [{ id: 1 }], total: 'many' })).toEqual({ data: [{ id: 1 }], total: 1 });
  });

  it('getOne answered with null or an array still has its id', async () => {
    await expect(provider(null).getOne('plot', { id: 4 })).resolves.toEqual({ data: { id: 4 } });
    await expect(provider([1, 2]).getOne('plot', { id: 4 })).resolves.toEqual({ data: { id: 4 } });
  });

  it('getMany skips null rows', async () => {
    await expect(provider([null, { id: 3 }]).getMany('plot', { ids: [3] })).resolves.toEqual({ data: [{ id: 3 }] });
  });
});

describe('permissions validated at sign-in', () => {
  beforeEach(() => localStorage.clear());

  const signIn = (organizations: unknown, extra: Record<string, unknown> = {}) =>
    createAccountApi(
      clientOf(() => json({ status: true, message: '', data: { id: 9, name: 'X', token: 'tok', organizations, ...extra }, errors: null })),
    ).login('x', 'y');

  const org = (permissions: unknown, over: Record<string, unknown> = {}) => ({
    organization_id: 1,
    name: 'Daga Estates',
    software_access: 'Daga',
    master: 0,
    permissions,
    ...over,
  });

  it('a list of strings is kept', async () => {
    const user = await signIn([org(['plot.view', 'user.view'])]);
    expect(user.organizations[0]).toMatchObject({ permissions: ['plot.view', 'user.view'] });
    expect(user.organizations[0]!.permissionsInvalid).toBeUndefined();
  });

  it.each([
    ['null', null],
    ['a string ("siteuser.view" must not grant user.view by substring)', 'siteuser.view'],
    ['an object', { 'user.view': true }],
    ['a list holding a non-string', ['user.view', 5]],
    ['missing', undefined],
  ])('permissions as %s mean none, flagged', async (_, permissions) => {
    const user = await signIn([org(permissions)]);
    const m = user.organizations[0]!;
    expect(m.permissions).toEqual([]);
    expect(m.permissionsInvalid).toBe(true);
    expect(hasPermission(m, 'user.view')).toBe(false);
    expect(canAccess(m, { resource: 'user', action: 'list' })).toBe(false);
  });

  it('a string list never grants by substring, even when it slips past validation', () => {
    const sneaky = { organization_id: 1, name: 'A', master: 0, permissions: 'siteuser.view' } as unknown as Membership;
    expect(hasPermission(sneaky, 'user.view')).toBe(false);
    expect(hasPermission(sneaky, 'siteuser.view')).toBe(false);
  });

  it('organizations that are not a list, and entries that are not organizations, are left out', async () => {
    expect((await signIn(null)).organizations).toEqual([]);
    expect((await signIn({ 1: org([]) })).organizations).toEqual([]);
    expect((await signIn([null, 'x', [1], { name: 'no id' }, org(['plot.view'])])).organizations).toHaveLength(1);
  });

  it.each([
    ['no token', { token: undefined }],
    ['a numeric token', { token: 5 }],
  ])("a sign-in answer with %s fails with 'Unable to process request'", async (_, extra) => {
    const result = await outcome(signIn([org([])], extra));
    expect(!result.ok && result.error.message).toBe(MSG_PROCESS);
  });

  it('a stored session is validated on every read too', () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ id: 1, name: 'X', token: 't', organizations: [org('siteuser.view'), null] }));
    const session = getSession()!;
    expect(session.organizations).toHaveLength(1);
    expect(session.organizations[0]).toMatchObject({ permissions: [], permissionsInvalid: true });
  });

  it('the auth provider: permissions as null or a string grant nothing and nothing crashes', async () => {
    for (const permissions of [null, 'siteuser.view']) {
      localStorage.clear();
      const account = createAccountApi(
        clientOf(() =>
          json({ status: true, message: '', data: { id: 9, name: 'X', token: 'tok', organizations: [org(permissions)] }, errors: null }),
        ),
      );
      const auth = createAuthProvider('1', account);
      await expect(auth.login({ username: 'x', password: 'y' })).resolves.toEqual({ redirectTo: '/1/dashboard' });
      await expect(auth.checkAuth!({})).resolves.toBeUndefined();
      await expect(auth.canAccess!({ resource: 'user', action: 'list' })).resolves.toBe(false);
      await expect(auth.getPermissions!({})).resolves.toMatchObject({ permissions: [], permissionsInvalid: true });
    }
  });

  it('readMemberships keeps the master flag and the software access only when well-typed', () => {
    const [m] = readMemberships([org(['a'], { master: { yes: 1 }, software_access: 5 })]);
    expect(m).toMatchObject({ master: false, software_access: null });
  });
});

describe('server values named like Object.prototype keys', () => {
  const NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

  it.each(NAMES)('a plot status %j gives a plain chip, not a crash', name => {
    expect(statusMenu({ status: name })).toEqual({ kind: 'label', label: name });
    expect(statusColor(name)).toBe(STATUS_COLORS.Hold);
    expect(['#000000', '#ffffff']).toContain(statusTextColor(name));
  });

  it('known statuses still work', () => {
    expect(statusMenu({ status: 'Available' })).toEqual({ kind: 'menu', label: 'Available', options: ['Blocked', 'Booked', 'Sold'] });
    expect(statusColor('Sold')).toBe(STATUS_COLORS.Sold);
    expect(customerTypesFor('constructor' as never)).toEqual([]);
  });

  it('a due type named "constructor" is no due type with a limit', () => {
    expect(validatePlan({ due_type: 'constructor', emi_due_date: 40 }, { scope: 'fields' }).emi_due_date).not.toBe(EMI_MESSAGES.dueDate);
    expect(validatePlan({ due_type: 'Monthly', emi_due_date: 40 }, { scope: 'fields' }).emi_due_date).toBe(EMI_MESSAGES.dueDate);
  });

  it('permission lookups of resource/action pairs named like prototype keys', () => {
    const m = { organization_id: 1, name: 'A', master: 0, permissions: ['constructor.view'] } as Membership;
    expect(canAccess(m, { resource: 'constructor', action: 'list' })).toBe(true);
    expect(canAccess(m, { resource: 'x', action: 'constructor' })).toBe(false);
  });
});
