/**
 * Seed of bookings and resale (spec 2 "Plot book", spec 3 "Plot resale"):
 * - the signatures of the seeded bookings (spec 2 §3: 'signature and client_signature (base64
 *   images)'): every booking has the admin's, most have the customer's — small drawn SVGs as
 *   base64 data URLs;
 * - a few resale records on Sold plots of organization 1 (three Available and one Hold, so those
 *   plots show 'For Resale', and one Sold). A resale record does not change the plot's status.
 */
import { Random, seedOf, type Row, type Tables } from './context';

const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, '.000Z');

/** A handwritten-looking stroke: a few joined curves across a 300 x 100 box, as a base64 SVG data URL. */
export const signatureDataUrl = (r: Random): string => {
  let x = 20 + r.int(0, 20);
  let y = 60 + r.int(-10, 10);
  let d = `M${x} ${y}`;
  const loops = r.int(4, 7);
  for (let i = 0; i < loops; i++) {
    const nx = Math.min(280, x + r.int(25, 45));
    const ny = 60 + r.int(-25, 25);
    d += ` C${x + r.int(5, 20)} ${y - r.int(20, 45)} ${nx - r.int(5, 20)} ${ny + r.int(20, 45)} ${nx} ${ny}`;
    x = nx;
    y = ny;
  }
  d += ` M${30 + r.int(0, 30)} ${82 + r.int(0, 8)} L${x - r.int(0, 30)} ${78 + r.int(0, 8)}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100"><path d="${d}" fill="none" stroke="#0d2a6b" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
};

/** How many resale records of each status organization 1 gets. */
export const RESALE_SEED: ReadonlyArray<readonly [status: 'Available' | 'Hold' | 'Sold', count: number]> = [
  ['Available', 3],
  ['Hold', 1],
  ['Sold', 1],
];

export const seedBookingsAndResale = (tables: Tables, now: Date): void => {
  /* Signatures of the bookings ------------------------------------------------------------- */
  {
    const r = new Random(seedOf('booking-signatures'));
    for (const booking of tables.plotbook ?? []) {
      booking.signature = signatureDataUrl(r);
      booking.client_signature = r.chance(0.8) ? signatureDataUrl(r) : null;
    }
  }

  /* Resale records ------------------------------------------------------------------------- */
  const r = new Random(seedOf('plot-resale'));
  const sold = (tables.plot ?? []).filter(p => p.organization_id === 1 && p.status === 'Sold' && p.customer_id != null);
  const saleOf = new Map((tables.plotsale ?? []).map(s => [s.plot_id as number, s]));
  const wanted = RESALE_SEED.reduce((n, [, c]) => n + c, 0);
  const chosen = r.sample(sold, wanted);
  const statuses = RESALE_SEED.flatMap(([status, count]) => Array.from({ length: count }, () => status));
  const rows: Row[] = chosen.map((plot, i) => {
    const soldAt = Date.parse(String(saleOf.get(plot.id)?.created_at ?? plot.created_at));
    const at = soldAt + (now.getTime() - soldAt) * r.float(0.3, 0.95);
    return {
      id: 0,
      organization_id: 1,
      plot_id: plot.id,
      customer_id: plot.customer_id,
      status: statuses[i],
      customer_permission: r.chance(0.7) ? 'Show' : 'Hide',
      created_at: iso(at),
    };
  });
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
  rows.forEach((row, i) => {
    row.id = i + 1;
  });
  tables.plotresale = rows;
};
