/**
 * The write side of the plot status flow in the demo API (spec 1 §4, §5, §7; spec 2 "Sales
 * records"; spec 3 "PlotEmi"): POST plotbook, plotsale, plotstatus, plotbacktoavailable and
 * plotresale. Each applies its change to the store like a server would: the booking / sale /
 * resale row, the plot's status and customer, a row of the plot's status history, and an EMI plan
 * (table 'plotemi') when isemi=1. Validation answers through the envelope.
 *
 * One plot, one buyer (issue 38): before its own rules each call refuses with 409 a change that
 * no longer starts from the plot's status (the optional `from_status` the console sends) and a
 * second active block, booking or sale of the plot.
 *
 * Registered before the sales areas' handlers so these POSTs are answered here.
 */
import { http } from 'msw';
import { own } from '../../src/api/own';
import { STATUS_MESSAGES } from '../../src/features/plotStatus/statusLogic';
import { findRow, nextId, nowIso, orgRows, table, touch, type Row } from '../db';
import { API, textOrNull, num, authorize, fail, flag, invalid, ok, personRef, readBody, str, type Caller } from './util';

type Values = Record<string, unknown>;

/** A file part of a multipart body (under jsdom a File is not `instanceof Blob`). */
const isFile = (v: unknown): v is Blob =>
  !!v && typeof v === 'object' && typeof (v as Blob).arrayBuffer === 'function' && typeof (v as Blob).size === 'number';

const fileName = (v: Blob, fallback: string): string => {
  const name = (v as File).name;
  return name && name !== 'blob' ? name : fallback;
};

/** A stored file of the demo: its bytes as a data URL (small images: signatures, a customer photo). */
const dataUrl = async (file: Blob): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || 'image/png'};base64,${btoa(binary)}`;
};

/** The staff user row of the caller in the organization (the 'By' of the history), by name. */
const userIdOf = (caller: Caller): number | null =>
  orgRows('user', caller.orgid).find(u => str(u.name) === caller.account.name)?.id ?? null;

const addHistory = (caller: Caller, plot: Row, status: string, customerId: unknown, notes: unknown): Row => {
  const row: Row = {
    id: nextId('plotstatus'),
    organization_id: caller.orgid,
    plot_id: plot.id,
    status,
    customer_id: customerId ?? null,
    notes: textOrNull(notes),
    user_id: userIdOf(caller),
    created_at: nowIso(),
  };
  table('plotstatus').push(row);
  return row;
};

/**
 * A plot takes a status as a real server would: the history row, the status, its customer (none
 * for Available and Hold; `keepCustomer` keeps a Blocked plot's first customer) and the time.
 * Used by every status call here and by the sale delete (mocks/handlers/plotSales.ts).
 */
export const setPlotStatus = (
  caller: Caller,
  plot: Row,
  status: string,
  customerId: number | null,
  notes: unknown,
  { keepCustomer = false }: { keepCustomer?: boolean } = {},
): void => {
  addHistory(caller, plot, status, customerId, notes);
  plot.status = status;
  if (!keepCustomer) plot.customer_id = status === 'Available' || status === 'Hold' ? null : customerId;
  plot.updated_at = nowIso();
};

const customerIdOf = (values: Values): number | null => num(values.customer_id) ?? num(values.ocustomer_id);

/** The caller, the plot and the values of a status call, or the answer refusing it. */
const open = async (request: Request, orgid: string | readonly string[] | undefined) => {
  const caller = authorize(request, orgid, { resource: 'plot', action: 'update' });
  if (caller instanceof Response) return caller;
  const values = await readBody(request);
  const plot = str(values.plot_id) ? findRow('plot', caller.orgid, str(values.plot_id)) : undefined;
  if (!plot) return fail('Plot Not Found', 404, { plot_id: 'Plot Not Found' });
  return { caller, values, plot };
};

/* Conflicts (issue 38) -------------------------------------------------------------------------- */

/**
 * By the plot's status, the targets it leaves no room for (a second active booking or sale, or a
 * block of a booked or sold plot) and the word of the refusal. A Blocked plot may still be booked
 * or sold, and blocked again (the customer joins its members, spec 1 §4); a Booked plot sold.
 */
const TAKEN_BY: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Booked: { Booked: 'booked', Blocked: 'booked' },
  Sold: { Sold: 'sold', Booked: 'sold', Blocked: 'sold' },
};

/**
 * The refusal of a change that collides with the plot's status, or null: the plot is no longer in
 * `from_status` (the status the caller acted on; optional), or the target would be a second active
 * block, booking or sale. 409, the message on plot_id, naming the plot's customer when it has one.
 */
const statusConflict = (plot: Row, target: string, values: Values): Response | null => {
  const current = str(plot.status);
  const from = str(values.from_status);
  const holder = personRef('customer', plot.organization_id, plot.customer_id)?.name;
  const who = holder ? ` (${String(holder)})` : '';
  const name = `Plot ${str(plot.number) || plot.id}`;
  let message = '';
  if (from && from !== current) message = `${name} is now ${current}${who}, not ${from}: nothing was changed.`;
  else {
    const taken = own(own(TAKEN_BY, current) ?? {}, target);
    if (taken) message = `${name} is already ${taken}${who}.`;
  }
  return message ? fail(message, 409, { plot_id: message }) : null;
};

const customerError = (values: Values, caller: Caller): Record<string, string> => {
  const id = customerIdOf(values);
  if (id === null) return { customer_id: STATUS_MESSAGES.customerRequired };
  if (!findRow('customer', caller.orgid, String(id))) return { customer_id: 'The selected customer is invalid.' };
  return {};
};

const brokerError = (values: Values, caller: Caller): Record<string, string> => {
  const id = num(values.broker_id);
  return id !== null && !findRow('customer', caller.orgid, String(id)) ? { broker_id: 'The selected broker is invalid.' } : {};
};

/* EMI (spec 3 §3 PlotEmi, §5 Plot EMI create) ---------------------------------------------------- */

export const EMI_FIELDS = [
  'isemi',
  'total_duration',
  'interest_rate',
  'emi_number',
  'instalment_amount',
  'due_type',
  'prior_notification_days',
  'emi_due_date',
  'yearly_due_date',
  'downpayment',
  'final_due_date',
] as const;

const hasEmiPlan = (caller: Caller, plot: Row): boolean => orgRows('plotemi', caller.orgid).some(e => e.plot_id === plot.id);

const emiErrors = (values: Values, caller: Caller, plot: Row): Record<string, string> => {
  if (!flag(values.isemi)) return {};
  const errors: Record<string, string> = {};
  if (hasEmiPlan(caller, plot)) errors.isemi = 'This plot already has an EMI plan.';
  if (num(values.instalment_amount) === null) errors.instalment_amount = 'Monthly Amount is required';
  const due = num(values.emi_due_date);
  const type = str(values.due_type) || 'Monthly';
  if (due !== null && ((type === 'Monthly' && due > 31) || (type === 'Weekly' && due > 7))) {
    errors.emi_due_date = 'Please enter the correct Due date';
  }
  const down = num(values.downpayment);
  const total = num(values.total_amount);
  if (down !== null && (down < 0 || (total !== null && down > total))) errors.downpayment = 'Enter correct down payment.';
  return errors;
};

/** The EMI fields as stored on the booking / sale row. */
const emiColumns = (values: Values): Record<string, unknown> => {
  const on = flag(values.isemi);
  return {
    isemi: on,
    total_duration: on ? num(values.total_duration) : null,
    interest_rate: on ? (num(values.interest_rate) ?? 0) : null,
    emi_number: on ? num(values.emi_number) : null,
    instalment_amount: on ? num(values.instalment_amount) : null,
    due_type: on ? str(values.due_type) || 'Monthly' : null,
    prior_notification_days: on ? num(values.prior_notification_days) : null,
    emi_due_date: on ? num(values.emi_due_date) : null,
    yearly_due_date: on ? textOrNull(values.yearly_due_date) : null,
    downpayment: on ? num(values.downpayment) : null,
    final_due_date: on ? textOrNull(values.final_due_date) : null,
  };
};

/** A row of 'plotemi' in the PlotEmi shape of spec 3 §3, for a booking or a sale that chose EMI. */
const addEmiPlan = (caller: Caller, plot: Row, source: Row, kind: 'Booked' | 'Sold'): Row => {
  const emiNumber = (source.emi_number as number | null) ?? 0;
  const row: Row = {
    id: nextId('plotemi'),
    organization_id: caller.orgid,
    plot_id: plot.id,
    customer_id: source.customer_id,
    plot_status: kind,
    plot_book_id: kind === 'Booked' ? source.id : null,
    plot_sale_id: kind === 'Sold' ? source.id : null,
    emi_number: emiNumber,
    total_amount: source.total_amount ?? null,
    downpayment: source.downpayment,
    interest_rate: source.interest_rate ?? 0,
    instalment_amount: source.instalment_amount,
    due_type: source.due_type,
    total_duration: source.total_duration,
    emi_due_date: source.emi_due_date,
    yearly_due_date: source.yearly_due_date,
    prior_notification_days: source.prior_notification_days,
    final_due_date: source.final_due_date,
    emi_paid_count: 0,
    emi_due_count: emiNumber,
    created_at: source.created_at,
  };
  table('plotemi').push(row);
  return row;
};

/* Handlers ---------------------------------------------------------------------------------- */

export const plotStatusHandlers = [
  // The Booked form: the booking row, the plot Booked with its customer, the history, an EMI plan.
  http.post(`${API}/:orgid/plotbook`, async ({ request, params }) => {
    const opened = await open(request, params.orgid);
    if (opened instanceof Response) return opened;
    const { caller, values, plot } = opened;
    const conflict = statusConflict(plot, 'Booked', values);
    if (conflict) return conflict;
    const errors: Record<string, string> = {
      ...customerError(values, caller),
      ...brokerError(values, caller),
      ...(isFile(values.signa) && values.signa.size > 0 ? {} : { signa: STATUS_MESSAGES.signatureRequired }),
      ...(str(values.payment_mode) && !['Cash', 'Cheque', 'DD'].includes(str(values.payment_mode))
        ? { payment_mode: 'The selected payment mode is invalid.' }
        : {}),
      ...emiErrors(values, caller, plot),
    };
    if (Object.keys(errors).length) return invalid(errors);
    const customerId = customerIdOf(values);
    const others = Array.isArray(values.other_amount)
      ? values.other_amount.map(String)
      : str(values.other_amount)
        ? [str(values.other_amount)]
        : [];
    const signa = values.signa as Blob;
    const usersigna = isFile(values.usersigna) && values.usersigna.size > 0 ? values.usersigna : null;
    const created = nowIso();
    const booking: Row = {
      id: nextId('plotbook'),
      organization_id: caller.orgid,
      plot_id: plot.id,
      customer_id: customerId,
      ocustomer_id: num(values.ocustomer_id),
      broker_id: num(values.broker_id),
      status: 'Booked',
      notes: textOrNull(values.notes),
      due_date: textOrNull(values.due_date),
      payment_mode: textOrNull(values.payment_mode),
      booking_advance: num(values.booking_advance),
      patta_cost: num(values.patta_cost),
      other_amount: others,
      sales_price: num(values.sales_price),
      registration_cost: num(values.registration_cost),
      total_amount: num(values.total_amount),
      broker_point_value: num(values.broker_point_value),
      customer_point_earned_value: num(values.customer_point_earned_value),
      customer_point_spend_value: num(values.customer_point_spend_value),
      paid: 0,
      ...emiColumns(values),
      signa: fileName(signa, 'signature.png'),
      signature: await dataUrl(signa),
      usersigna: usersigna ? fileName(usersigna, 'usersignature.png') : null,
      client_signature: usersigna ? await dataUrl(usersigna) : null,
      user_id: userIdOf(caller),
      created_at: created,
    };
    table('plotbook').push(booking);
    setPlotStatus(caller, plot, 'Booked', customerId, values.notes);
    if (booking.isemi === 1) addEmiPlan(caller, plot, booking, 'Booked');
    touch();
    return ok(booking, 'Plot booked successfully.');
  }),

  // The Sold form: the sale row, the plot Sold with its customer, the history, an EMI plan.
  http.post(`${API}/:orgid/plotsale`, async ({ request, params }) => {
    const opened = await open(request, params.orgid);
    if (opened instanceof Response) return opened;
    const { caller, values, plot } = opened;
    const conflict = statusConflict(plot, 'Sold', values);
    if (conflict) return conflict;
    const errors: Record<string, string> = {
      ...customerError(values, caller),
      ...brokerError(values, caller),
      ...emiErrors(values, caller, plot),
    };
    if (Object.keys(errors).length) return invalid(errors);
    const customerId = customerIdOf(values);
    const image = isFile(values.customer_image) && values.customer_image.size > 0 ? values.customer_image : null;
    const created = nowIso();
    // The booking this sale closes: the plot's latest booking of the same customer.
    const booking = orgRows('plotbook', caller.orgid)
      .filter(b => b.plot_id === plot.id && b.customer_id === customerId)
      .sort((a, b) => str(b.created_at).localeCompare(str(a.created_at)) || b.id - a.id)[0];
    const sale: Row = {
      id: nextId('plotsale'),
      organization_id: caller.orgid,
      plot_id: plot.id,
      customer_id: customerId,
      ocustomer_id: num(values.ocustomer_id),
      broker_id: num(values.broker_id),
      status: 'Sold',
      notes: textOrNull(values.notes),
      price: num(values.price),
      registration_due_date: textOrNull(values.registration_due_date),
      total_amount: num(values.total_amount),
      broker_point_value: num(values.broker_point_value),
      customer_point_earned_value: num(values.customer_point_earned_value),
      customer_point_spend_value: num(values.customer_point_spend_value),
      customer_image: image ? fileName(image, 'customer.png') : null,
      cust_image_url: image ? await dataUrl(image) : null,
      plot_book_id: booking?.id ?? null,
      ...emiColumns(values),
      user_id: userIdOf(caller),
      created_at: created,
    };
    table('plotsale').push(sale);
    if (booking) booking.paid = 1;
    setPlotStatus(caller, plot, 'Sold', customerId, values.notes);
    if (sale.isemi === 1) addEmiPlan(caller, plot, sale, 'Sold');
    touch();
    return ok(sale, 'Plot sold record created successfully.');
  }),

  // A general status change (Blocked): the history row; the plot takes the status. A Blocked
  // plot blocked again keeps its first customer and gains a member (the history's Blocked run).
  http.post(`${API}/:orgid/plotstatus`, async ({ request, params }) => {
    const opened = await open(request, params.orgid);
    if (opened instanceof Response) return opened;
    const { caller, values, plot } = opened;
    const status = str(values.status);
    const conflict = statusConflict(plot, status, values);
    if (conflict) return conflict;
    const errors: Record<string, string> = {};
    if (!status) errors.status = 'The status field is required.';
    else if (!['Available', 'Blocked', 'Booked', 'Sold', 'Hold'].includes(status)) errors.status = 'The selected status is invalid.';
    if (status === 'Blocked' || status === 'Booked' || status === 'Sold') Object.assign(errors, customerError(values, caller));
    Object.assign(errors, brokerError(values, caller));
    if (Object.keys(errors).length) return invalid(errors);
    const customerId = customerIdOf(values);
    const wasBlocked = plot.status === 'Blocked' && status === 'Blocked' && plot.customer_id != null;
    setPlotStatus(caller, plot, status, customerId, values.notes, { keepCustomer: wasBlocked });
    touch();
    return ok({ id: plot.id, status: plot.status, customer_id: plot.customer_id }, 'Plot status updated successfully.');
  }),

  // Back to Available: the plot Available without a customer, and the history.
  http.post(`${API}/:orgid/plotbacktoavailable`, async ({ request, params }) => {
    const opened = await open(request, params.orgid);
    if (opened instanceof Response) return opened;
    const { caller, values, plot } = opened;
    const conflict = statusConflict(plot, 'Available', values);
    if (conflict) return conflict;
    if (str(values.status) && str(values.status) !== 'Available') return invalid({ status: 'The selected status is invalid.' });
    if (plot.status === 'Sold') return fail('A sold plot cannot go back to Available.', 422);
    setPlotStatus(caller, plot, 'Available', null, values.notes);
    touch();
    return ok({ id: plot.id, status: plot.status }, 'Plot status changed to Available.');
  }),

  // Resale: a row of 'plotresale' (status Available) that the plot then carries as plotResale.
  http.post(`${API}/:orgid/plotresale`, async ({ request, params }) => {
    const opened = await open(request, params.orgid);
    if (opened instanceof Response) return opened;
    const { caller, values, plot } = opened;
    const conflict = statusConflict(plot, 'Resale', values);
    if (conflict) return conflict;
    const errors: Record<string, string> = {};
    if (plot.status !== 'Sold') errors.plot_id = 'Only a sold plot can be put up for resale.';
    const permission = str(values.customer_permission) || 'Show';
    if (!['Show', 'Hide'].includes(permission)) errors.customer_permission = 'The selected customer permission is invalid.';
    const open_ = orgRows('plotresale', caller.orgid).find(r => r.plot_id === plot.id && r.status !== 'Sold');
    if (open_) errors.plot_id = 'This plot is already for resale.';
    if (Object.keys(errors).length) return invalid(errors);
    const customerId = num(values.customer_id) ?? (plot.customer_id as number | null) ?? null;
    const row: Row = {
      id: nextId('plotresale'),
      organization_id: caller.orgid,
      plot_id: plot.id,
      customer_id: customerId,
      status: 'Available',
      customer_permission: permission,
      created_at: nowIso(),
    };
    table('plotresale').push(row);
    addHistory(caller, plot, 'Resale', customerId, values.notes);
    touch();
    return ok(row, 'Plot added for resale.');
  }),
];

/** The plot's open resale record as GET plot shows it (plotResale), or null. */
export const plotResaleOf = (plot: Row) => {
  const rows = table('plotresale')
    .filter(r => r.organization_id === plot.organization_id && r.plot_id === plot.id)
    .sort((a, b) => str(b.created_at).localeCompare(str(a.created_at)) || b.id - a.id);
  const row = rows[0];
  return row ? { id: row.id, status: row.status, customer_permission: row.customer_permission } : null;
};
