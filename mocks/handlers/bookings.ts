/**
 * Bookings and resale in the demo API (spec 2 §2, §3, §4, §7 "Gifts, sales, bookings"; spec 3
 * "Plot resale"):
 * - GET plotbook (filters q, project_id, paid, payment_mode, date_from, date_to and any field such
 *   as customer_id or plot_id), GET plotbook/{id} — each booking with its plot, layout, project,
 *   customer, other customer, broker, user and EMI plan (plotBookEmi);
 * - POST plotbook/{id}/paystatusupdate (bookedid, paid) → 'Pay status updated.';
 * - GET bookedplot/pdf/{id}: the booking's PDF (mocks/pdf: the organization's letterhead, the
 *   booking, ₹ amounts, both signatures; Tamil and other scripts kept); GET plotbook/export: the
 *   bookings of the filters as CSV;
 * - plotresale: list (q, project_id, status, customer_permission, plot_id, customer_id), get,
 *   update (status required: Available, Hold or Sold; customer_permission Show or Hide), delete.
 * Creating a booking (POST plotbook) and a resale record (POST plotresale) belongs to the plot
 * status flow (plotStatus.ts).
 */
import { http, HttpResponse } from 'msw';
import { BOOKING_MESSAGES, bookingSignatures, parseOtherAmounts, payLabel } from '../../src/resources/sales/plotbook/bookingLogic';
import { formatPrice } from '../../src/common/format';
import { resaleErrors } from '../../src/resources/sales/plotresale/resaleLogic';
import { findRow, nowIso, orgRows, table, touch, type Row } from '../db';
import { listRows, type Values } from './crud';
import { renderPdf } from '../pdf';
import { organizationLetterhead } from '../pdf/letterhead';
import { API, personRef, layoutRef, authorize, fail, invalid, ok, readBody, readQuery, str, type Caller, toCsv } from './util';

/* Presentation ------------------------------------------------------------------------------ */

const plotRef = (orgid: number, plotId: unknown) => {
  const plot = str(plotId) ? findRow('plot', orgid, str(plotId)) : undefined;
  return plot ? { id: plot.id, number: plot.number, lid: plot.lid, status: plot.status } : null;
};

type Ref = { id: number; name: unknown } | null;

type WithParties = Row & {
  plot: ReturnType<typeof plotRef>;
  layout: ReturnType<typeof layoutRef>;
  project: { id: number; name: unknown } | null;
  customer: Ref;
};

/** The plot, layout, project and customer of a sales record. */
const withParties = (row: Row): WithParties => {
  const plot = plotRef(row.organization_id, row.plot_id);
  const layout = plot ? layoutRef(row.organization_id, plot.lid) : null;
  return {
    ...row,
    plot,
    layout,
    project: layout?.project ?? null,
    customer: personRef('customer', row.organization_id, row.customer_id),
  };
};

const emiOf = (booking: Row) => {
  const plan = table('plotemi').find(e => e.organization_id === booking.organization_id && e.plot_book_id === booking.id);
  return plan
    ? { id: plan.id, emi_number: plan.emi_number, total_amount: plan.total_amount, instalment_amount: plan.instalment_amount }
    : null;
};

type PresentedBooking = WithParties & { ocustomer: Ref; broker: Ref; user: Ref; plotBookEmi: ReturnType<typeof emiOf> };

export const presentBooking = (row: Row): PresentedBooking => ({
  ...withParties(row),
  ocustomer: personRef('customer', row.organization_id, row.ocustomer_id),
  broker: personRef('customer', row.organization_id, row.broker_id),
  user: personRef('user', row.organization_id, row.user_id),
  plotBookEmi: emiOf(row),
});

export const presentResale = (row: Row) => withParties(row);

/* Filters ----------------------------------------------------------------------------------- */

const day = (v: unknown) => str(v).slice(0, 10);

/** q (plot number, customer or broker name, notes), project_id, date_from / date_to on the date; the rest are field equalities. */
const filterSalesRows = (rows: Row[], query: Values, orgid: number, textFields: string[]) => {
  const { q: rawQ, project_id, date_from, date_to, ...rest } = query;
  let result = rows;
  const q = str(rawQ).toLowerCase();
  if (q) {
    const plots = new Map(orgRows('plot', orgid).map(p => [p.id, str(p.number).toLowerCase()]));
    const people = new Map(orgRows('customer', orgid).map(c => [c.id, str(c.name).toLowerCase()]));
    result = result.filter(
      r =>
        (plots.get(r.plot_id as number) ?? '').includes(q) ||
        (people.get(r.customer_id as number) ?? '').includes(q) ||
        (people.get(r.broker_id as number) ?? '').includes(q) ||
        textFields.some(f => str(r[f]).toLowerCase().includes(q)),
    );
  }
  const projects = Array.isArray(project_id) ? project_id.map(String) : str(project_id) ? [str(project_id)] : [];
  if (projects.length) {
    const plotProject = new Map(orgRows('plot', orgid).map(p => [p.id, str(findRow('layout', orgid, str(p.lid))?.project_id)]));
    result = result.filter(r => projects.includes(plotProject.get(r.plot_id as number) ?? ''));
  }
  if (day(date_from)) result = result.filter(r => day(r.created_at) >= day(date_from));
  if (day(date_to)) result = result.filter(r => day(r.created_at) <= day(date_to));
  return { rows: result, rest };
};

const bookingPage = (query: Values, caller: Caller, all = false) => {
  const { rows, rest } = filterSalesRows(orgRows('plotbook', caller.orgid), query, caller.orgid, ['notes']);
  return listRows(rows, all ? { ...rest, showall: 'true' } : rest, {});
};

/* Export and PDF ---------------------------------------------------------------------------- */

const money = (v: unknown) => {
  if (v === null || v === undefined || v === '') return '';
  const n = Number(v);
  return Number.isFinite(n) ? String(n) : '';
};

const otherAmountText = (v: unknown) =>
  parseOtherAmounts(v)
    .map(r => `${r.label}:${r.amount ?? ''}`)
    .join('; ');

const EXPORT_COLUMNS: ReadonlyArray<[string, (b: PresentedBooking) => unknown]> = [
  ['Booking ID', b => b.id],
  ['Plot Number', b => b.plot?.number ?? ''],
  ['Project', b => b.project?.name ?? ''],
  ['Layout', b => b.layout?.name ?? ''],
  ['Customer', b => b.customer?.name ?? ''],
  ['Broker', b => b.broker?.name ?? ''],
  ['Payment Mode', b => b.payment_mode ?? ''],
  ['Booking Advance', b => money(b.booking_advance)],
  ['Sales Price', b => money(b.sales_price)],
  ['Patta Cost', b => money(b.patta_cost)],
  ['Registration Cost', b => money(b.registration_cost)],
  ['Other Amount', b => otherAmountText(b.other_amount)],
  ['Total Amount', b => money(b.total_amount)],
  ['Paid', b => payLabel(b.paid)],
  ['Due Date', b => b.due_date ?? ''],
  ['Booked On', b => day(b.created_at)],
  ['Notes', b => b.notes ?? ''],
];

export const bookingsCsv = (rows: Row[]): string => {
  const lines = [EXPORT_COLUMNS.map(([name]) => name), ...rows.map(presentBooking).map(b => EXPORT_COLUMNS.map(([, value]) => value(b)))];
  return toCsv(lines);
};

export const bookingPdfLines = (row: Row): string[] => {
  const b = presentBooking(row);
  const lines = [
    `Plot: ${b.plot?.number ?? '-'}`,
    `Project: ${b.project?.name ?? '-'}    Layout: ${b.layout?.name ?? '-'}`,
    `Customer: ${b.customer?.name ?? '-'}`,
    `Broker: ${b.broker?.name ?? '-'}`,
    `Booked on: ${day(b.created_at)}    Due date: ${b.due_date ?? '-'}`,
    `Payment mode: ${b.payment_mode ?? '-'}    Pay status: ${payLabel(b.paid)}`,
    '',
    `Booking advance: ${formatPrice(b.booking_advance)}`,
    `Sales price: ${formatPrice(b.sales_price)}`,
    `Patta cost: ${formatPrice(b.patta_cost)}`,
    `Registration cost: ${formatPrice(b.registration_cost)}`,
    ...parseOtherAmounts(b.other_amount).map(o => `${o.label}: ${formatPrice(o.amount)}`),
    `Total amount: ${formatPrice(b.total_amount)}`,
  ];
  if (Number(b.isemi) === 1 || b.plotBookEmi) {
    lines.push(
      '',
      `EMI: ${b.plotBookEmi?.emi_number ?? b.emi_number ?? '-'} x ${formatPrice(b.plotBookEmi?.instalment_amount ?? b.instalment_amount)} (${b.due_type ?? '-'})`,
    );
  }
  if (b.notes) lines.push('', `Notes: ${String(b.notes)}`);
  return lines;
};

const file = (bytes: Uint8Array | string, type: string, filename: string) =>
  new HttpResponse(bytes as BodyInit, { headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${filename}"` } });

const safeName = (v: unknown) => str(v).replace(/[^A-Za-z0-9_-]+/g, '-') || 'plot';

/* Handlers ---------------------------------------------------------------------------------- */

export const bookingHandlers = [
  // Before plotbook/{id}: the export of the list's filters (every row, in the list's sort).
  http.get(`${API}/:orgid/plotbook/export`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plotbook', action: 'export' });
    if (caller instanceof Response) return caller;
    const { data } = bookingPage(readQuery(request), caller, true);
    return file(bookingsCsv(data), 'text/csv; charset=utf-8', `plotbook-${new Date().toISOString().slice(0, 10)}.csv`);
  }),

  http.get(`${API}/:orgid/plotbook`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plotbook', action: 'list' });
    if (caller instanceof Response) return caller;
    const page = bookingPage(readQuery(request), caller);
    return ok({ ...page, data: page.data.map(presentBooking) });
  }),

  http.get(`${API}/:orgid/plotbook/:id`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plotbook', action: 'show' });
    if (caller instanceof Response) return caller;
    const row = findRow('plotbook', caller.orgid, String(params.id));
    return row ? ok(presentBooking(row)) : fail('Record not found', 404);
  }),

  http.post(`${API}/:orgid/plotbook/:id/paystatusupdate`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plotbook', action: 'update' });
    if (caller instanceof Response) return caller;
    const row = findRow('plotbook', caller.orgid, String(params.id));
    if (!row) return fail('Record not found', 404);
    const values = await readBody(request);
    const errors: Record<string, string> = {};
    if (str(values.bookedid) && str(values.bookedid) !== String(row.id)) errors.bookedid = 'The booking does not match.';
    if (!['0', '1'].includes(str(values.paid))) errors.paid = 'The paid field must be 1 or 0.';
    if (Object.keys(errors).length) return invalid(errors);
    row.paid = Number(str(values.paid));
    row.updated_at = nowIso();
    touch();
    return ok(presentBooking(row), BOOKING_MESSAGES.payUpdated);
  }),

  http.get(`${API}/:orgid/bookedplot/pdf/:id`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plotbook', action: 'show' });
    if (caller instanceof Response) return caller;
    const row = findRow('plotbook', caller.orgid, String(params.id));
    if (!row) return fail('File not found', 404);
    const plot = plotRef(caller.orgid, row.plot_id);
    const signatures = bookingSignatures(row);
    const pdf = await renderPdf({
      letterhead: organizationLetterhead(caller.orgid),
      title: `Plot booking #${row.id}`,
      lines: bookingPdfLines(row),
      signatures: [
        { label: 'Admin signature', image: signatures.admin },
        { label: 'Customer signature', image: signatures.customer },
      ],
      noSignature: BOOKING_MESSAGES.noSignature,
    });
    return file(pdf, 'application/pdf', `booking-${safeName(plot?.number)}-${row.id}.pdf`);
  }),

  // Plot resale: list, get, update, delete (the create is the status flow's POST plotresale).
  http.get(`${API}/:orgid/plotresale`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plotresale', action: 'list' });
    if (caller instanceof Response) return caller;
    const { rows, rest } = filterSalesRows(orgRows('plotresale', caller.orgid), readQuery(request), caller.orgid, []);
    const page = listRows(rows, rest, {});
    return ok({ ...page, data: page.data.map(presentResale) });
  }),

  http.get(`${API}/:orgid/plotresale/:id`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plotresale', action: 'show' });
    if (caller instanceof Response) return caller;
    const row = findRow('plotresale', caller.orgid, String(params.id));
    return row ? ok(presentResale(row)) : fail('Record not found', 404);
  }),

  http.post(`${API}/:orgid/plotresale/:id`, async ({ request, params }) => {
    const values = await readBody(request);
    if (values._method !== 'PUT') return fail('Method not allowed', 405);
    const caller = authorize(request, params.orgid, { resource: 'plotresale', action: 'update' });
    if (caller instanceof Response) return caller;
    const row = findRow('plotresale', caller.orgid, String(params.id));
    if (!row) return fail('Record not found', 404);
    const errors = resaleErrors(values);
    if (errors) return invalid(errors);
    row.status = str(values.status);
    if (str(values.customer_permission)) row.customer_permission = str(values.customer_permission);
    row.updated_at = nowIso();
    touch();
    return ok(presentResale(row), 'Plot resale updated successfully.');
  }),

  http.delete(`${API}/:orgid/plotresale/:id`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'plotresale', action: 'delete' });
    if (caller instanceof Response) return caller;
    const rows = table('plotresale');
    const index = rows.findIndex(r => r.organization_id === caller.orgid && String(r.id) === String(params.id));
    if (index < 0) return fail('Record not found', 404);
    const [row] = rows.splice(index, 1);
    touch();
    return ok({ id: row.id }, 'Plot resale deleted successfully.');
  }),
];
