/**
 * Seed of the plot sales area (spec 2 §3 "Plot sale status", "Plot sale status type", "Plot sale
 * instalment"): the sale status types of each organization, a short status history on most seeded
 * sales (sold_plot_id = the sale's id, statustype = the type's id, status = its name) and the
 * instalments received on some of them, never more than the sale's total.
 *
 * Also gives a few sales a customer image (drawn by the demo API, mocks/handlers/plotSales.ts)
 * and each sale the user who recorded it (the user of the plot's Sold history row).
 */
import { DAY, HOUR, IST, Random, lazyTables, seedOf, type Row, type Tables } from './context';

export const SALE_STATUS_TYPE_TABLE = 'plotsalestatuslist';
export const SALE_STATUS_TABLE = 'plotsalestatus';
export const INSTALMENT_TABLE = 'plotsaleinstalment';

/** The status types in the order a sale goes through them. */
export const SALE_STATUS_TYPES: Record<number, string[]> = {
  1: ['Agreement Signed', 'Registration Scheduled', 'Registered', 'Handed Over'],
  2: ['Agreement Signed', 'Registered', 'Handed Over'],
};

const STATUS_NOTES: Record<string, string[]> = {
  'Agreement Signed': [
    'Sale agreement signed at the site office.',
    'Agreement signed; copy handed to the customer.',
    'Agreement executed with both witnesses.',
  ],
  'Registration Scheduled': [
    'Slot booked at the sub-registrar office.',
    'Registration fixed after the stamp duty payment.',
    'Customer confirmed the registration date.',
  ],
  Registered: ['Sale deed registered.', 'Deed registered; original to be collected.', 'Registration completed, EC applied.'],
  'Handed Over': [
    'Plot handed over with the boundary stones.',
    'Possession given; patta transfer filed.',
    'Documents and possession handed over.',
  ],
};

/** Customer image keys of seeded sales: drawn on request (no bytes are stored). */
export const seededCustomerImageKey = (saleId: number) => `customer-${saleId}.svg`;

/** What a sale's status history and instalments are drawn from: its stream where they start, and the sale's fields they read. */
interface SalePlan {
  /** The stream where its rows start (a copy: drawing them leaves it as it is). */
  r: Random;
  org: number;
  saleId: number;
  plotId: unknown;
  total: number;
  soldAt: number;
  staff: Row[];
  orgTypes: Row[];
}

interface SaleRows {
  statuses: Row[];
  instalments: Row[];
}

/**
 * A sale's status history and instalments drawn from `r` (the seed's stream, or a copy of it from
 * the plan); without `out`, only the draws (the stream moves on exactly as when the rows are made),
 * which is what the seed does for every sale (the sale's own fields are drawn after them).
 */
function drawSaleRows(plan: SalePlan, r: Random, nowMs: number, out?: SaleRows): void {
  const { org, saleId, soldAt, staff, orgTypes } = plan;
  const iso = (ms: number) => new Date(Math.floor(Math.min(ms, nowMs) / 1000) * 1000).toISOString();
  const date = (ms: number) => new Date(Math.min(ms, nowMs) + IST).toISOString().slice(0, 10);
  const age = (nowMs - soldAt) / DAY;

  // Status history: older sales went further; a few recent ones have none yet.
  const reach =
    age < 3 ? (r.chance(0.5) ? 0 : 1) : Math.min(orgTypes.length, 1 + Math.floor(Math.min(age, 240) / 60) + (r.chance(0.3) ? 1 : 0));
  let t = soldAt;
  for (let i = 0; i < reach; i++) {
    const type = orgTypes[i]!;
    t = Math.min(nowMs - HOUR, t + r.int(1, Math.max(1, Math.floor(age / (reach + 1)))) * DAY + r.int(1, 8) * HOUR);
    // The draws in the order the row's fields were always drawn in.
    const notes = r.chance(0.8) ? r.pick(STATUS_NOTES[String(type.status)] ?? ['Updated.']) : null;
    const userId = r.pick(staff).id;
    out?.statuses.push({
      id: 0,
      organization_id: org,
      sold_plot_id: saleId,
      statustype: type.id,
      status: type.status,
      notes,
      user_id: userId,
      created_at: iso(t),
    });
  }

  // Instalments on about half the sales: parts of the total, oldest first.
  if (r.chance(0.5) && age >= 2) {
    const count = r.int(1, 3);
    let left = Math.round(plan.total * r.float(0.35, 0.9));
    let at = soldAt;
    for (let i = 0; i < count && left > 0; i++) {
      const amount = i === count - 1 ? left : Math.round((left * r.float(0.3, 0.6)) / 1000) * 1000;
      if (amount <= 0) break;
      left -= amount;
      at = Math.min(nowMs - HOUR, at + r.int(1, Math.max(1, Math.floor(age / (count + 1)))) * DAY);
      const userId = r.pick(staff).id;
      const createdAt = at + r.int(1, 6) * HOUR;
      out?.instalments.push({
        id: 0,
        organization_id: org,
        plot_sale_id: saleId,
        plotid: plan.plotId,
        amount,
        received_at: date(at),
        received_user_id: userId,
        created_at: iso(createdAt),
      });
    }
  }
}

export const seedPlotSales = (tables: Tables, now: Date): void => {
  const r = new Random(seedOf('plot-sales'));
  const nowMs = Math.floor(now.getTime() / 1000) * 1000;
  const iso = (ms: number) => new Date(Math.floor(Math.min(ms, nowMs) / 1000) * 1000).toISOString();

  const users = tables.user ?? [];
  const activeUsers = (org: number) => users.filter(u => u.organization_id === org && u.status !== 'Blocked');

  /* Status types ----------------------------------------------------------------------------- */
  const types: Row[] = [];
  for (const org of [1, 2]) {
    SALE_STATUS_TYPES[org]!.forEach((status, i) => {
      types.push({
        id: types.length + 1,
        organization_id: org,
        status,
        created_at: iso(nowMs - (420 - i) * DAY),
      });
    });
  }

  /* Status records and instalments ------------------------------------------------------------ */
  const plans: SalePlan[] = [];
  const sales = [...(tables.plotsale ?? [])].sort((a, b) => a.id - b.id);
  const soldRows = new Map((tables.plotstatus ?? []).filter(h => h.status === 'Sold').map(h => [`${h.plot_id}|${h.created_at}`, h]));
  // Each organization's active users and status types, found once (not once per sale).
  const staffOf = new Map<number, Row[]>();
  const typesOf = new Map<number, Row[]>();
  for (const sale of sales) {
    const org = sale.organization_id;
    if (!staffOf.has(org)) staffOf.set(org, activeUsers(org));
    const staff = staffOf.get(org)!;
    if (staff.length === 0) continue;
    if (!typesOf.has(org))
      typesOf.set(
        org,
        types.filter(t => t.organization_id === org),
      );
    const plan: SalePlan = {
      r: r.fork(),
      org,
      saleId: sale.id,
      plotId: sale.plot_id,
      total: Number(sale.total_amount) || Number(sale.price) || 0,
      soldAt: Date.parse(sale.created_at),
      staff,
      orgTypes: typesOf.get(org)!,
    };
    plans.push(plan);
    // The draws of its history and instalments, so that the sale's own fields are drawn as they always were.
    drawSaleRows(plan, r, nowMs);

    if (sale.customer_image == null && r.chance(0.2)) sale.customer_image = seededCustomerImageKey(sale.id);
    // Who recorded the sale: the user of the plot's Sold history row.
    if (sale.user_id == null) {
      const sold = soldRows.get(`${sale.plot_id}|${sale.created_at}`);
      if (sold) sale.user_id = sold.user_id;
    }
  }

  tables[SALE_STATUS_TYPE_TABLE] = types;
  // The histories and instalments (some 25,000 rows at the large seed) are drawn when first read:
  // nothing reads them at sign-in. Each sale's come from its own point of the stream.
  lazyTables(tables, [SALE_STATUS_TABLE, INSTALMENT_TABLE], () => {
    const out: SaleRows = { statuses: [], instalments: [] };
    for (const plan of plans) drawSaleRows(plan, plan.r.fork(), nowMs, out);
    const byTime = (a: Row, b: Row) => a.created_at.localeCompare(b.created_at);
    out.statuses.sort(byTime).forEach((row, i) => (row.id = i + 1));
    out.instalments.sort(byTime).forEach((row, i) => (row.id = i + 1));
    return { [SALE_STATUS_TABLE]: out.statuses, [INSTALMENT_TABLE]: out.instalments };
  });
};
