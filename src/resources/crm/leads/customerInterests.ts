/** Leads and their activities: spec 2 §2 "Leads", §3 "Customer interest" and "Interest activity", §4, §5 "Lead", §6 customerinterest.*… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/leads/customerInterests.ts"
import { defineSchema, type FilterMatch, type ListFilter } from '../../../common/schema/define';
import { choice, date, dateTime, longText, number, phone, reference, text } from '../../../common/schema/fields';

/** The texts of spec 2 §5 verbatim, and this console's own where it gives none (docs/decisions.md, G31, C11). */
export const LEAD_TEXTS = {
  customer: 'Customer name is required',
  project: 'Project name is required',
  status: 'Customer interest status is required',
  propertyTypeSub: 'Property sub type is required',
  source: 'Source is required',
  /** "listing_type required", no text given (G31). */
  listingType: 'Listing type is required',
  /** Create: 'Valid budget from amount is required' "and similar" (G31). */
  budgetFrom: 'Valid budget from amount is required',
  budgetTo: 'Valid budget to amount is required',
  squareFeetFrom: 'Valid square feet from amount is required',
  squareFeetTo: 'Valid square feet to amount is required',
  /** Edit: "… is only for degits" (C11: '<Field label> is only for degits'). */
  budgetFromEdit: 'Budget from is only for degits',
  budgetToEdit: 'Budget to is only for degits',
  squareFeetFromEdit: 'Square feet from is only for degits',
  squareFeetToEdit: 'Square feet to is only for degits',
  address: 'The Address may not be greater than 255 characters.',
  holdDateCreate: 'Do not disturb date is required',
  holdDateEdit: 'Hold Date is required',
  /** "activity_type required on the activity form", no text given (G31). */
  activityType: 'Activity type is required',
  assignFailed: 'Unable to assign lead',
  assigned: 'Lead assigned successfully.',
  deleteTitle: 'Delete Lead Record',
} as const;

export const LEAD_STATUSES = ['New', 'Processing', 'Converted', 'Canceled', 'Hold'] as const;
/** §4, §9: the value stays Hold; everywhere it is shown as Do Not Disturb. */
export const LEAD_STATUS_DISPLAY = { Hold: 'Do Not Disturb' } as const;
export const LEAD_TYPES = ['Hot', 'Warm', 'Cold'] as const;
export const FOLLOW_UPS = ['Today', 'Upcoming', 'Missed', 'No Follow Up'] as const;
export const SITE_SOURCES = ['DagaSite', 'DagaApp'] as const;
export const LISTING_TYPES = ['Sale', 'Rent'] as const;
export const PROPERTY_TYPES = ['Land', 'House', 'Flat', 'Commercial'] as const;
export const PROPERTY_SUB_TYPES = ['Residential Plot', 'Commercial Plot', 'Agricultural Land', 'Villa', 'Apartment', 'Shop'] as const;
export const PLOT_STATUSES = ['Available', 'Blocked', 'Booked', 'Sold', 'Resale'] as const;

/** The export's columns of §9, in its order ('All' on by default). */
export const LEAD_EXPORT_FIELDS = [
  'customer_id',
  'project_id',
  'source_id',
  'enquire_source',
  'listing_type',
  'property_type',
  'property_type_sub',
  'lead_type',
  'budget_from',
  'budget_to',
  'square_feet_from',
  'square_feet_to',
  'address',
  'phone',
  'status',
  'hold_date',
  'note',
  'feedback',
  'followup_on',
  'team_head_id',
  'staff_id',
  'activity_note',
  'activity_by',
] as const;

/** The §9 names as column labels ('customer_id' → 'Customer', 'square_feet_from' → 'Square Feet From'). */
const EXPORT_LABELS: Readonly<Record<string, string>> = {
  customer_id: 'Customer',
  project_id: 'Project',
  source_id: 'Source',
  team_head_id: 'Team Head',
  staff_id: 'Staff',
  followup_on: 'Follow Up On',
};
export const LEAD_EXPORT_COLUMNS = LEAD_EXPORT_FIELDS.map(id => ({
  id,
  name:
    EXPORT_LABELS[id] ??
    id
      .split('_')
      .map(w => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' '),
}));

/** The day (YYYY-MM-DD, India time, as the seed's clock) of an instant. */
const istDay = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10);

/** A lead's follow-up state (§4 "Follow-up filter: Today, Upcoming, Missed, No Follow Up") at `now`. */
export const followUpState = (followupOn: unknown, now: number): (typeof FOLLOW_UPS)[number] => {
  const at = typeof followupOn === 'string' && followupOn ? Date.parse(followupOn) : NaN;
  if (Number.isNaN(at)) return 'No Follow Up';
  const day = istDay(at);
  const today = istDay(now);
  if (day === today) return 'Today';
  return day > today ? 'Upcoming' : 'Missed';
};

const numberOf = (v: unknown) => (v === null || v === undefined || v === '' ? NaN : Number(v));
/** A value within a lead's from–to range (square feet, budget); an open end counts as open. */
const within =
  (from: string, to: string): FilterMatch =>
  (row, value) => {
    const v = numberOf(value);
    if (Number.isNaN(v)) return true;
    const lo = numberOf(row[from]);
    const hi = numberOf(row[to]);
    return (Number.isNaN(lo) || lo <= v) && (Number.isNaN(hi) || v <= hi);
  };
const on = (value: unknown) => value === 1 || value === '1' || value === true || value === 'true';

/** The lead filters of §9 besides the fields' own (customer, status, lead type, project, admin source, site source: `.in('filter')`). */
export const LEAD_FILTERS: readonly ListFilter[] = [
  {
    kind: 'match',
    source: 'assigned_user',
    label: 'Assigned User',
    input: 'reference',
    reference: { resource: 'user', display: 'name' },
    matches: (row, value) => String(row.team_head_id) === String(value) || String(row.staff_id) === String(value),
  },
  {
    kind: 'match',
    source: 'followup',
    label: 'Follow Ups',
    input: 'choice',
    choices: FOLLOW_UPS,
    matches: (row, value, ctx) => followUpState(row.followup_on, ctx.now) === value,
  },
  {
    kind: 'match',
    source: 'plot_status',
    label: 'Plot Status',
    input: 'choice',
    choices: PLOT_STATUSES,
    // The lead's customer holds a plot of the lead's project in that status.
    matches: (row, value, ctx) => {
      const layouts = new Set(
        ctx
          .rows('layout')
          .filter(l => String(l.project_id) === String(row.project_id))
          .map(l => String(l.id)),
      );
      return ctx
        .rows('plot')
        .some(p => String(p.customer_id) === String(row.customer_id) && p.status === value && layouts.has(String(p.lid ?? p.layout_id)));
    },
  },
  { kind: 'dateRange', label: 'Created', field: 'created_at' },
  { kind: 'match', source: 'square_feet', label: 'Square Feet', input: 'number', matches: within('square_feet_from', 'square_feet_to') },
  { kind: 'match', source: 'budget', label: 'Budget', input: 'number', matches: within('budget_from', 'budget_to') },
  { kind: 'toggle', source: 'show_dnd', label: 'Show Do Not Disturb', matches: (row, value) => !on(value) || row.status === 'Hold' },
  {
    kind: 'toggle',
    source: 'is_team_head',
    label: 'Is Team Head',
    matches: (row, value, ctx) => !on(value) || String(row.team_head_id) === String(ctx.userId),
  },
  {
    kind: 'toggle',
    source: 'duplicate_lead',
    label: 'Duplicate Lead',
    // Another lead of the same customer for the same project.
    matches: (row, value, ctx) =>
      !on(value) ||
      ctx.rows('customerinterest').some(o => o.id !== row.id && o.customer_id === row.customer_id && o.project_id === row.project_id),
  },
  {
    kind: 'toggle',
    source: 'all',
    label: 'All',
    defaultValue: 1,
    // Off: only the leads assigned to me (as team head or staff).
    matches: (row, value, ctx) =>
      on(value) || value === undefined || String(row.team_head_id) === String(ctx.userId) || String(row.staff_id) === String(ctx.userId),
  },
];

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A lead's latest activity (the newest created; the higher id on a tie). */
export const latestActivityOf = <A extends Record<string, unknown> & { id: number }>(
  leadId: unknown,
  activities: readonly A[],
): A | undefined =>
  activities
    .filter(a => String(a.interest_id) === String(leadId))
    .reduce<A | undefined>(
      (best, a) =>
        !best || str(a.created_at) > str(best.created_at) || (str(a.created_at) === str(best.created_at) && a.id > best.id) ? a : best,
      undefined,
    );

const holdDate = date('Do Not Disturb Date')
  .shownWhen('status', ['Hold'])
  .required(LEAD_TEXTS.holdDateCreate, { on: 'create', when: { field: 'status', in: ['Hold'] } })
  .required(LEAD_TEXTS.holdDateEdit, { on: 'update', when: { field: 'status', in: ['Hold'] } });

/** A numeric field with its create and edit messages (C11). */
const amount = (label: string, create: string, edit: string) =>
  text(label).digits(create, { on: 'create' }).digits(edit, { on: 'update' }).in('list');

export const customerinterest = defineSchema({
  name: 'customerinterest',
  label: 'Customer Interests',
  singular: 'Lead',
  group: 'sales',
  icon: 'lead',
  reducedMenu: true,
  perPage: 20,
  sort: { field: 'created_at', order: 'DESC' },
  recordRepresentation: 'customer_name',
  search: true,
  rowClick: 'show',
  listExport: { path: 'customerinterest/export', columns: LEAD_EXPORT_COLUMNS, title: 'Export leads', noun: 'leads' },
  fromQuery: { customer_id: 'customer_id', his_id: 'history_id' },
  listFilters: LEAD_FILTERS,
  fields: {
    customer_id: reference('Customer', { resource: 'customer', display: 'name', embed: 'customer', nameAs: 'customer_name' })
      .required(LEAD_TEXTS.customer)
      .in('list', 'filter', 'search'),
    project_id: reference('Project', { resource: 'project', display: 'name', embed: 'project' })
      .required(LEAD_TEXTS.project)
      .in('list', 'filter'),
    phone: phone('Phone').callable('lead').only('list', 'show', 'search'),
    status: choice('Status', LEAD_STATUSES)
      .displayAs(LEAD_STATUS_DISPLAY)
      .required(LEAD_TEXTS.status)
      .default('New')
      .in('list', 'filter')
      .colors({ New: 'info', Processing: 'warning', Converted: 'success', Canceled: 'error', Hold: 'default' }),
    hold_date: holdDate,
    lead_type: choice('Lead Type', LEAD_TYPES).in('list', 'filter'),
    listing_type: choice('Listing Type', LISTING_TYPES).required(LEAD_TEXTS.listingType).default('Sale'),
    property_type: choice('Property Type', PROPERTY_TYPES).default('Land'),
    property_type_sub: choice('Property Sub Type', PROPERTY_SUB_TYPES).required(LEAD_TEXTS.propertyTypeSub),
    source_id: reference('Source', { resource: 'source', lookup: 'customerinterestsource/filter', display: 'source', embed: 'source' })
      .required(LEAD_TEXTS.source)
      .in('filter'),
    enquire_source: choice('Site Source', SITE_SOURCES).in('filter'),
    budget_from: amount('Budget From', LEAD_TEXTS.budgetFrom, LEAD_TEXTS.budgetFromEdit),
    budget_to: amount('Budget To', LEAD_TEXTS.budgetTo, LEAD_TEXTS.budgetToEdit).not('list'),
    square_feet_from: amount('Square Feet From', LEAD_TEXTS.squareFeetFrom, LEAD_TEXTS.squareFeetFromEdit).not('list'),
    square_feet_to: amount('Square Feet To', LEAD_TEXTS.squareFeetTo, LEAD_TEXTS.squareFeetToEdit).not('list'),
    address: longText('Address').max(255, LEAD_TEXTS.address),
    note: longText('Note'),
    feedback: longText('Feedback'),
    team_head_id: reference('Team Head', { resource: 'user', display: 'name', embed: 'team_head' }).only('list', 'show'),
    staff_id: reference('Staff', { resource: 'user', display: 'name', embed: 'staff' }).only('list', 'show'),
    followup_on: dateTime('Follow Up').only('list', 'show'),
    // The latest activity logged on the lead and who logged it (answered with the lead: `computed`).
    activity_note: longText('Latest Activity').cut(60).only('list', 'show'),
    activity_by: reference('Activity By', { resource: 'user', display: 'name', embed: 'activity_user' }).only('show'),
    history_id: number('Call').only('create').readOnly(),
  },
  // As a server answers a lead: its customer's phone, and its latest activity's note and author (issue 40).
  computed: (row, rows) => {
    const customer = rows('customer').find(c => String(c.id) === String(row.customer_id));
    const latest = latestActivityOf(row.id, rows('customerinterestactivity'));
    const by = latest && rows('user').find(u => String(u.id) === String(latest.user_id));
    return {
      phone: str(customer?.phone) || row.phone || null,
      country_code: customer?.country_code ?? null,
      activity_note: latest?.note ?? null,
      activity_by: by ? by.id : null,
      activity_user: by ? { id: by.id, name: by.name } : null,
    };
  },
  seed: false,
  messages: { created: 'Lead created successfully.', updated: 'Lead updated successfully.', deleted: 'Lead deleted successfully.' },
});
