/**
 * The user calls of the demo API besides its CRUD (the declaration's, mocks/handlers/schema.ts):
 * GET user/permissons (the keys of the specifications, grouped by what they gate), the bulk
 * update (block, unblock, logout; path decided in docs/api.md), the agent calls (spec 2 §7), and
 * the users' lookup of the selectors (sorted by name). Placed ahead of the schema's `user/:id`.
 */
import { http } from 'msw';
import { findRow, nowIso, orgRows, touch } from '../db';
import { USER_BULK_ACTIONS, USER_TEXTS } from '../../src/resources/admin/users';
import { listRows, nextVersion, refuseStale } from './crud';
import { SCHEMAS } from '../../src/resources/schemas';
import { hasView, type ResourceSchema } from '../../src/common/schema/define';
import { permissionRule } from '../../src/api/permissions';
import { API, authorize, fail, invalid, ok, readBody, readQuery, str } from './util';

/**
 * The keys of the specifications that no declaration of the registry gives (inventory §6): the
 * bespoke resources', and the keys of another verb or name (customerpoints.create, sendgift.send).
 */
const SPEC_KEYS = `
  project.view project.create project.update project.delete plot.view plot.create plot.update plot.delete
  property.view property.create property.update property.delete customerpoints.create customerpoints.update
  customerpoints.delete customerinterest.leadassign sendgift.send instalment.create instalment.update
  listingbuilding.delete priceguide.update priceguide.delete plotresale.update plotresale.delete plotemi.create
  plotemi.update plotemiitem.create plotemiitem.update
`;

/** The verbs a declaration's views call for, by react-admin action. */
const declaredActions = (schema: ResourceSchema): string[] => [
  ...(hasView(schema, 'list') || hasView(schema, 'show') ? ['view'] : []),
  ...(hasView(schema, 'create') ? ['create'] : []),
  ...(hasView(schema, 'edit') ? ['update'] : []),
  ...(schema.deletable !== false && (hasView(schema, 'list') || hasView(schema, 'edit')) ? ['delete'] : []),
];

/**
 * Every key a member may be given: those the console asks for each declaration's views (through
 * the exception table of src/api/permissions.ts) and the specification's others, each once.
 */
export const permissionKeys = (schemas: readonly ResourceSchema[] = SCHEMAS): string[] => {
  const fromRegistry = schemas.flatMap(schema =>
    declaredActions(schema).flatMap(action => {
      const rule = permissionRule(schema.name, action);
      return 'anyOf' in rule ? rule.anyOf : [];
    }),
  );
  return [...new Set([...SPEC_KEYS.split(/\s+/).filter(Boolean), ...fromRegistry])];
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * [{ name: 'Project', permissions: [{ key: 'project.view', label: 'View' }, …] }, …] in the keys' order;
 * keys of one resource in any casing (SiteCarousel.view, sitecarousel.create) in one group, named
 * by the first.
 */
export const permissionGroups = (schemas: readonly ResourceSchema[] = SCHEMAS) => {
  const groups = new Map<string, { name: string; permissions: { key: string; label: string }[] }>();
  for (const key of permissionKeys(schemas)) {
    const [resource, verb] = key.split('.') as [string, string];
    const group = groups.get(resource.toLowerCase()) ?? { name: capital(resource), permissions: [] };
    group.permissions.push({ key, label: capital(verb) });
    groups.set(resource.toLowerCase(), group);
  }
  return [...groups.values()];
};

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.map(str) : str(value) ? [str(value)] : []);

/** An agent's own calls: the user of the organization, who is an agent. */
const agentOf = (orgid: number, id: string) => {
  const row = findRow('user', orgid, id);
  if (!row) return fail('User not found', 404);
  return row;
};

export const userHandlers = [
  http.get(`${API}/:orgid/user/permissons`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'user', action: 'edit' });
    if (caller instanceof Response) return caller;
    return ok(permissionGroups());
  }),

  http.get(`${API}/:orgid/user/filter`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'user', action: 'lookup' });
    if (caller instanceof Response) return caller;
    const page = listRows(
      orgRows('user', caller.orgid),
      { perPage: 30, s_sort: 'name', _order: 'ASC', ...readQuery(request) },
      {
        searchFields: ['name', 'email', 'mobile'],
      },
    );
    return ok({ ...page, data: page.data.map(u => ({ id: u.id, name: u.name, designation: u.designation, status: u.status })) });
  }),

  http.post(`${API}/:orgid/user/bulkupdate`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'user', action: 'update' });
    if (caller instanceof Response) return caller;
    const body = await readBody(request);
    const action = USER_BULK_ACTIONS.find(a => a.action === str(body.action));
    if (!action) return invalid({ action: 'The selected action is invalid.' });
    const rows = ids(body.ids).map(id => findRow('user', caller.orgid, id));
    if (!rows.length || rows.some(row => !row)) return fail('User not found', 404);
    for (const row of rows) {
      if (action.action === 'block') row!.status = 'Blocked';
      if (action.action === 'unblock') row!.status = 'Active';
      if (action.action === 'logout') row!.logged_out_at = nowIso();
      row!.updated_at = nowIso();
    }
    touch();
    return ok({ ids: rows.map(row => row!.id) }, action.done);
  }),

  http.post(`${API}/:orgid/user/:id/agentstatusupdate`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'user', action: 'update' });
    if (caller instanceof Response) return caller;
    const row = agentOf(caller.orgid, str(params.id));
    if (row instanceof Response) return row;
    const body = await readBody(request);
    const errors: Record<string, string> = {};
    if (!str(body.useragent)) errors.useragent = USER_TEXTS.agentId;
    if (!str(body.password)) errors.password = USER_TEXTS.agentPassword;
    if (Object.keys(errors).length) return invalid(errors);
    Object.assign(row, { agent: 1, telephony_agent: str(body.useragent), updated_at: nowIso() });
    touch();
    return ok({ id: row.id, agent: 1, telephony_agent: row.telephony_agent }, 'User marked as agent successfully.');
  }),

  http.post(`${API}/:orgid/user/:id/agentremove`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'user', action: 'update' });
    if (caller instanceof Response) return caller;
    const row = agentOf(caller.orgid, str(params.id));
    if (row instanceof Response) return row;
    Object.assign(row, { agent: 0, telephony_agent: null, telephony_phone: null, updated_at: nowIso() });
    touch();
    return ok({ id: row.id, agent: 0 }, 'Agent removed successfully.');
  }),

  // Agent phones: only for an agent of an organization whose software access is Daga.
  http.post(`${API}/:orgid/user/:id/agentphoneupdate`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'user', action: 'update' });
    if (caller instanceof Response) return caller;
    const row = agentOf(caller.orgid, str(params.id));
    if (row instanceof Response) return row;
    if (caller.membership.software_access !== 'Daga' || row.agent !== 1) return fail('Agent phone is not available for this user', 403);
    const body = await readBody(request);
    if (!/^\d{10}$/.test(str(body.useragent))) return invalid({ useragent: USER_TEXTS.agentPhone });
    // A stale edit (issue 38): refused with the user as it is now (its secrets left out).
    const { password: _p, confirmpassword: _c, ...shown } = row;
    const stale = refuseStale(body, row, shown);
    if (stale) return stale;
    Object.assign(row, { telephony_phone: str(body.useragent), updated_at: nextVersion(row) });
    touch();
    return ok({ id: row.id, telephony_phone: row.telephony_phone }, 'Agent phone updated successfully.');
  }),

  http.post(`${API}/:orgid/user/:id/agentphoneremove`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'user', action: 'update' });
    if (caller instanceof Response) return caller;
    const row = agentOf(caller.orgid, str(params.id));
    if (row instanceof Response) return row;
    if (caller.membership.software_access !== 'Daga' || row.agent !== 1) return fail('Agent phone is not available for this user', 403);
    Object.assign(row, { telephony_phone: null, updated_at: nowIso() });
    touch();
    return ok({ id: row.id, telephony_phone: null }, 'Agent phone removed successfully.');
  }),
];
