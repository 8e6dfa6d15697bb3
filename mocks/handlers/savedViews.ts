/**
 * Saved list views in the demo API (issue 19; docs/api.md "Saved views"): each user's own views of
 * a list in an organization, kept in table `savedview` so that they outlive sign-out and follow
 * the user to another browser. GET savedview?resource=, POST savedview (resource, title, view as
 * JSON text), DELETE savedview/{id}; the name's rule is the console's (savedViewLogic.ts).
 */
import { http } from 'msw';
import { nextId, nowIso, orgRows, table, touch } from '../db';
import { readListView, viewTitleError, VIEW_MESSAGES } from '../../src/api/savedViewLogic';
import { API, authorize, fail, invalid, ok, readBody, str } from './util';

const present = (row: Record<string, unknown>) => ({
  id: row.id,
  resource: row.resource,
  title: row.title,
  view: row.view,
  created_at: row.created_at,
});

export const savedViewHandlers = [
  http.get(`${API}/:orgid/savedview`, ({ request, params }) => {
    const caller = authorize(request, params.orgid);
    if (caller instanceof Response) return caller;
    const resource = new URL(request.url).searchParams.get('resource') ?? '';
    const rows = orgRows('savedview', caller.orgid).filter(r => r.user_id === caller.account.id && (!resource || r.resource === resource));
    return ok(rows.map(present));
  }),
  http.post(`${API}/:orgid/savedview`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid);
    if (caller instanceof Response) return caller;
    const values = await readBody(request);
    const errors: Record<string, string> = {};
    const titleError = viewTitleError(values.title);
    if (titleError) errors.title = titleError;
    if (!str(values.resource)) errors.resource = 'The resource field is required.';
    const view = readListView(str(values.view));
    if (!view) errors.view = 'The view must describe a list.';
    if (Object.keys(errors).length) return invalid(errors);
    const row = {
      id: nextId('savedview'),
      organization_id: caller.orgid,
      user_id: caller.account.id,
      resource: str(values.resource),
      title: str(values.title).trim(),
      view: JSON.stringify(view),
      created_at: nowIso(),
    };
    table('savedview').push(row);
    touch();
    return ok(present(row), VIEW_MESSAGES.saved);
  }),
  http.delete(`${API}/:orgid/savedview/:id`, ({ request, params }) => {
    const caller = authorize(request, params.orgid);
    if (caller instanceof Response) return caller;
    const rows = table('savedview');
    const index = rows.findIndex(
      r => r.organization_id === caller.orgid && String(r.id) === String(params.id) && r.user_id === caller.account.id,
    );
    if (index < 0) return fail('Record not found', 404);
    const [row] = rows.splice(index, 1);
    touch();
    return ok(present(row!), VIEW_MESSAGES.deleted);
  }),
];
