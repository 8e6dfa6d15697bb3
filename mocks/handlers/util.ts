/** What every demo handler shares: the envelope, the auth checks, reading bodies and queries. */
import { HttpResponse } from 'msw';
import { ORG_HEADER } from '../../src/api/config';
import { decodeEntries } from '../../src/api/formData';
import { checkRule, permissionRule, type Membership } from '../../src/api/permissions';
import type { DemoAccount } from '../accounts';
import { db, findRow } from '../db';

export const API = '*/api/v1';

export const ok = (data: unknown, message = '', status = 200) =>
  HttpResponse.json({ status: true, message, data, errors: null }, { status });

export const fail = (message: string, status = 422, errors: Record<string, string | string[]> | null = null) =>
  HttpResponse.json({ status: false, message, data: null, errors }, { status });

/** A validation failure: the first message as the envelope's message, every one on its field. */
export const invalid = (errors: Record<string, string>) => fail(Object.values(errors)[0] ?? 'Unable to process request', 422, errors);

export interface Caller {
  account: DemoAccount;
  membership: Membership;
  orgid: number;
}

export const accountOf = (request: Request): DemoAccount | undefined => {
  const auth = request.headers.get('Authorization') ?? '';
  const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
  const id = token ? db().tokens[token] : undefined;
  return id === undefined ? undefined : db().accounts.find(a => a.id === id);
};

/**
 * The caller of an organization-scoped call, or the answer that refuses it:
 * 401 without a valid token, 403 outside the organization or without the permission.
 */
export const authorize = (
  request: Request,
  orgidParam: string | readonly string[] | undefined,
  need?: { resource: string; action: string },
): Caller | Response => {
  const account = accountOf(request);
  if (!account) return fail('Unauthenticated.', 401);
  const orgid = Number(orgidParam);
  const membership = account.organizations.find(o => Number(o.organization_id) === orgid);
  if (!membership) return fail('You do not belong to this organization.', 403);
  const header = request.headers.get(ORG_HEADER);
  if (header !== null && Number(header) !== orgid) return fail('Organization header does not match.', 403);
  if (need && !checkRule(membership, permissionRule(need.resource, need.action))) {
    return fail('You do not have permission for this action.', 403);
  }
  return { account, membership, orgid };
};

/** Multipart, urlencoded or JSON bodies, decoded from bracket notation. */
export const readBody = async (request: Request): Promise<Record<string, unknown>> => {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const json = await request.json().catch(() => ({}));
    return json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData();
    return decodeEntries(form.entries() as Iterable<[string, unknown]>);
  }
  return {};
};

export const readQuery = (request: Request): Record<string, unknown> => decodeEntries(new URL(request.url).searchParams.entries());

export const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v)).trim();

/** '1' / 'true' / true → 1, else 0: booleans arrive as 1 / 0 in multipart. */
export const flag = (v: unknown): 0 | 1 => (v === true || v === 1 || v === '1' || v === 'true' ? 1 : 0);

/** Rows of cells as CSV text, as the exports answer: the console's own writer (src/common/csv.ts, its formula guard included). */
export { csvText as toCsv } from '../../src/common/csv';

/* Converters: what a multipart field becomes in the store (one place for every handler). */

/** A number, or null when blank or not a number. */
export const num = (v: unknown): number | null => {
  const text = str(v);
  if (!text) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

/** Trimmed text, or null when blank. */
export const textOrNull = (v: unknown): string | null => (str(v) ? str(v) : null);

/** YYYY-MM-DD of a date-like value, or null. */
export const dateOnly = (v: unknown): string | null =>
  /^\d{4}-\d{2}-\d{2}/.test(str(v)) && !Number.isNaN(Date.parse(str(v).slice(0, 10))) ? str(v).slice(0, 10) : null;

/** A file part of a multipart body (under jsdom a File is not `instanceof File`). */
export const isFile = (v: unknown): v is File => typeof v === 'object' && v !== null && typeof (v as Blob).arrayBuffer === 'function';

/* References as the API embeds them (one place for every handler). */

/** A layout with its project: { id, name, project_id, project: { id, name } }. */
export const layoutRef = (orgid: number, lid: unknown) => {
  if (lid === null || lid === undefined || lid === '') return null;
  const layout = findRow('layout', orgid, String(lid));
  if (!layout) return null;
  const project = findRow('project', orgid, String(layout.project_id));
  return {
    id: layout.id,
    name: layout.name,
    project_id: layout.project_id,
    project: project ? { id: project.id, name: project.name } : null,
  };
};

/** A person (customer, user, broker): { id, name }. */
export const personRef = (table_: string, orgid: number, id: unknown) => {
  if (id === null || id === undefined || id === '') return null;
  const row = findRow(table_, orgid, String(id));
  return row ? { id: row.id, name: row.name } : null;
};
