/**
 * Assigning a user to an organization in the demo API (spec 3 §7 "POST
 * organization/{id}/organizationuser/create: user, master"; N14): the user must be one of the
 * calling organization's; an assigned user is assigned again with the new master flag.
 */
import { http } from 'msw';
import { findRow, nowIso, touch } from '../db';
import { ORGANIZATION_TEXTS } from '../../src/resources/admin/organizations';
import { API, authorize, fail, flag, invalid, ok, readBody, str } from './util';

export const organizationHandlers = [
  http.post(`${API}/:orgid/organization/:id/organizationuser/create`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'organization', action: 'update' });
    if (caller instanceof Response) return caller;
    const row = findRow('organization', caller.orgid, str(params.id));
    if (!row) return fail('Record not found', 404);
    const body = await readBody(request);
    const user = str(body.user) ? findRow('user', caller.orgid, str(body.user)) : undefined;
    if (!user) return invalid({ user: ORGANIZATION_TEXTS.user });
    const users = (Array.isArray(row.users) ? (row.users as { id: number }[]) : []).filter(u => u.id !== user.id);
    row.users = [...users, { id: user.id, name: user.name, master: flag(body.master) }];
    row.updated_at = nowIso();
    touch();
    return ok({ id: row.id, users: row.users }, ORGANIZATION_TEXTS.assigned);
  }),
];
