/**
 * The leads' calls that are not a schema resource's CRUD (spec 2 §7 "Leads, offers, groups"):
 * - POST customerinterest/{lead_id}/assignlead: team_head_id (taken only from a member holding
 *   customerinterest.leadassign, or from the lead's own team head), staff_id, lead_id; the
 *   assignees checked in the organization; 'Unable to assign lead' when the lead is not found.
 * - GET customerinterest/export: fields (JSON list of the §9 columns), s_sort, _order, showall
 *   and the list's filters (the same search and filters as the list): a CSV file.
 * - GET customerinterestsource/filter: the lead sources for selectors (C18).
 * - GET customerinterestplottab?cid=: the Plots tab of a lead — the plots of the lead's project
 *   within its square-feet range (number, layout, measurement, squarefeet, has_building).
 * Before the schema's routes (customerinterest/export would otherwise be taken for an id).
 */
import { http, HttpResponse } from 'msw';
import { canAccess } from '../../src/api/permissions';
import { LEAD_EXPORT_FIELDS, LEAD_STATUS_DISPLAY, LEAD_TEXTS, customerinterest } from '../../src/resources/crm/leads/customerInterests';
import { findRow, orgRows, touch, type Row } from '../db';
import { listRows } from './crud';
import { presentSchemaRow, schemaListOptions } from './schema';
import { API, authorize, fail, invalid, ok, readBody, readQuery, str, toCsv } from './util';

const nameOf = (table: string, orgid: number, id: unknown, display = 'name') => {
  if (id === null || id === undefined || id === '') return '';
  return str(findRow(table, orgid, String(id))?.[display]);
};

/** The lead's latest activity (its note and author), for the export's activity columns. */
const latestActivity = (lead: Row): Row | undefined =>
  orgRows('customerinterestactivity', lead.organization_id)
    .filter(a => String(a.interest_id) === String(lead.id))
    .sort((a, b) => str(b.created_at).localeCompare(str(a.created_at)))[0];

const EXPORT_VALUE: Record<(typeof LEAD_EXPORT_FIELDS)[number], (row: Row) => unknown> = {
  customer_id: r => nameOf('customer', r.organization_id, r.customer_id),
  project_id: r => nameOf('project', r.organization_id, r.project_id),
  source_id: r => nameOf('source', r.organization_id, r.source_id, 'source'),
  enquire_source: r => r.enquire_source,
  listing_type: r => r.listing_type,
  property_type: r => r.property_type,
  property_type_sub: r => r.property_type_sub,
  lead_type: r => r.lead_type,
  budget_from: r => r.budget_from,
  budget_to: r => r.budget_to,
  square_feet_from: r => r.square_feet_from,
  square_feet_to: r => r.square_feet_to,
  address: r => r.address,
  phone: r => r.phone,
  status: r => LEAD_STATUS_DISPLAY[r.status as keyof typeof LEAD_STATUS_DISPLAY] ?? r.status,
  hold_date: r => r.hold_date,
  note: r => r.note,
  feedback: r => r.feedback,
  followup_on: r => r.followup_on,
  team_head_id: r => nameOf('user', r.organization_id, r.team_head_id),
  staff_id: r => nameOf('user', r.organization_id, r.staff_id),
  activity_note: r => latestActivity(r)?.note ?? '',
  activity_by: r => nameOf('user', r.organization_id, latestActivity(r)?.user_id),
};

const parseFields = (value: unknown): string[] | null => {
  try {
    const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(list) ? list.map(String).filter(f => (LEAD_EXPORT_FIELDS as readonly string[]).includes(f)) : null;
  } catch {
    return null;
  }
};

export const leadHandlers = [
  http.post(`${API}/:orgid/customerinterest/:id/assignlead`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid);
    if (caller instanceof Response) return caller;
    const lead = findRow('customerinterest', caller.orgid, String(params.id));
    if (!lead) return fail(LEAD_TEXTS.assignFailed, 404);
    const leadAssign = canAccess(caller.membership, { resource: 'customerinterest', action: 'leadassign' });
    const ownHead = String(lead.team_head_id ?? '') !== '' && String(lead.team_head_id) === String(caller.account.id);
    if (!leadAssign && !ownHead && !canAccess(caller.membership, { resource: 'customerinterest', action: 'edit' }))
      return fail('You are not allowed to assign this lead.', 403);
    const body = await readBody(request);
    const errors: Record<string, string> = {};
    const userOf = (key: string) => {
      const id = str(body[key]);
      if (!id) return null;
      const user = findRow('user', caller.orgid, id);
      if (!user) errors[key] = 'The selected user is invalid.';
      return user ? user.id : null;
    };
    // A team head is taken only from those allowed to choose one (§7 "team_head_id (only with leadassign permission)").
    const head = (leadAssign || ownHead) && 'team_head_id' in body ? userOf('team_head_id') : (lead.team_head_id ?? null);
    const staff = userOf('staff_id');
    if (Object.keys(errors).length) return invalid(errors);
    lead.team_head_id = head;
    lead.staff_id = staff;
    lead.updated_at = new Date().toISOString();
    touch();
    return ok(presentSchemaRow(customerinterest, lead), LEAD_TEXTS.assigned);
  }),

  http.get(`${API}/:orgid/customerinterest/export`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'customerinterest', action: 'export' });
    if (caller instanceof Response) return caller;
    const query = readQuery(request);
    const fields = parseFields(query.fields);
    if (!fields || fields.length === 0)
      return fail('Please choose the fields to export.', 422, { fields: 'Please choose the fields to export.' });
    const { fields: _fields, ...filters } = query;
    const rows = listRows(
      orgRows('customerinterest', caller.orgid),
      // A long export comes a page at a time (page, perPage: issue 41); otherwise every row.
      str(filters.page) ? filters : { ...filters, showall: 'true' },
      schemaListOptions(customerinterest),
      caller,
    ).data;
    const csv = toCsv([fields, ...rows.map(row => fields.map(f => EXPORT_VALUE[f as keyof typeof EXPORT_VALUE](row)))]);
    return new HttpResponse(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      },
    });
  }),

  http.get(`${API}/:orgid/customerinterestsource/filter`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'source', action: 'lookup' });
    if (caller instanceof Response) return caller;
    const page = listRows(
      orgRows('source', caller.orgid),
      { perPage: 30, s_sort: 'source', _order: 'ASC', ...readQuery(request) },
      { searchFields: ['source'] },
    );
    return ok({ ...page, data: page.data.map(r => ({ id: r.id, source: r.source })) });
  }),

  http.get(`${API}/:orgid/customerinterestplottab`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'customerinterest', action: 'show' });
    if (caller instanceof Response) return caller;
    const query = readQuery(request);
    const lead = findRow('customerinterest', caller.orgid, str(query.cid));
    if (!lead) return ok({ data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 });
    const layouts = orgRows('layout', caller.orgid).filter(l => String(l.project_id) === String(lead.project_id));
    const layoutIds = new Set(layouts.map(l => String(l.id)));
    const from = Number(lead.square_feet_from) || 0;
    const to = Number(lead.square_feet_to) || Infinity;
    const plots = orgRows('plot', caller.orgid).filter(
      p => layoutIds.has(String(p.lid)) && Number(p.squarefeet) >= from && Number(p.squarefeet) <= to,
    );
    const { cid: _cid, ...rest } = query;
    const page = listRows(plots, { perPage: 10, s_sort: 'number', _order: 'ASC', ...rest }, {});
    return ok({
      ...page,
      data: page.data.map(p => ({
        id: p.id,
        number: p.number,
        layout: { id: p.lid, name: layouts.find(l => String(l.id) === String(p.lid))?.name ?? '' },
        measurement: p.measurement,
        squarefeet: p.squarefeet,
        has_building: p.has_building ?? 0,
        status: p.status,
      })),
    });
  }),
];
