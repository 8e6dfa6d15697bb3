/**
 * Deterministic seed data of the embedded demo API.
 *
 * createSeed() builds every table for two organizations (1 "Daga Estates", 2 "Green Acres
 * Realty") from a fixed pseudo-random seed; all dates are derived from `now`, so the same `now`
 * always gives byte-identical data. layoutSvg() draws the layout image the plot coordinates were
 * placed on.
 */
import {
  CUSTOMER_DOCUMENT_TYPES,
  DOCUMENT_TYPES,
  FEMALE_NAMES,
  GIFTS,
  MALE_NAMES,
  ORG_DOMAINS,
  PLACES,
  PROJECTS,
  STREETS,
  SURNAMES,
  USERS,
  type Place,
} from './data';
import { planLayout, slotPolygon } from './geometry';
import { Random, seedOf } from './random';
import { layoutSvg as drawLayoutSvg } from './svg';

import { SEED_EXTENSIONS } from './extensions';

export type Row = Record<string, unknown> & { id: number; organization_id: number; created_at: string };
export type Tables = Record<string, Row[]>;
export interface SeedOptions {
  now?: Date;
}

export const SEED_NOW = new Date('2026-11-20T10:00:00Z');

/** The drawn layout image (an SVG document sized layout.imagesize). */
export function layoutSvg(layout: Row, plots: Row[]): string {
  return drawLayoutSvg(layout, plots);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const IST = 5.5 * HOUR;
const ORGS = [1, 2] as const;

/* ------------------------------------------------------------------------------------------ */
/* Time                                                                                        */
/* ------------------------------------------------------------------------------------------ */

class Clock {
  readonly now: number;
  constructor(now: Date) {
    this.now = Math.floor(now.getTime() / SECOND) * SECOND;
  }
  ago(days: number): number {
    return this.now - days * DAY;
  }
  iso(ms: number): string {
    return new Date(Math.floor(ms / SECOND) * SECOND).toISOString();
  }
  /** Calendar date in India. */
  date(ms: number): string {
    return new Date(ms + IST).toISOString().slice(0, 10);
  }
  /** A moment between a and b, during office hours in India (09:30-19:00 IST) when possible. */
  between(r: Random, a: number, b: number): number {
    const lo = Math.min(a, b, this.now);
    const hi = Math.min(Math.max(a, b), this.now);
    const u = lo + r.next() * (hi - lo);
    const dayStart = Math.floor((u + IST) / DAY) * DAY - IST;
    const t = dayStart + 9.5 * HOUR + r.next() * 9.5 * HOUR;
    return Math.floor((t >= lo && t <= hi ? t : u) / SECOND) * SECOND;
  }
  /** Like between(from, now) but a `share` of the results falls inside the last 8 days. */
  recent(r: Random, from: number, share: number): number {
    const cut = this.ago(8);
    const inside = r.chance(share);
    if (from >= cut || inside) return this.between(r, Math.max(from, cut), this.now);
    return this.between(r, from, cut);
  }
}

/* ------------------------------------------------------------------------------------------ */
/* Helpers                                                                                     */
/* ------------------------------------------------------------------------------------------ */

const round100 = (v: number) => Math.round(v / 100) * 100;
const round1000 = (v: number) => Math.round(v / 1000) * 1000;
const round2 = (v: number) => Math.round(v * 100) / 100;

function lakhs(v: number): string {
  if (v >= 1e7) return `${(v / 1e7).toFixed(2).replace(/\.?0+$/, '')} Cr`;
  return `${Math.round(v / 1e5)} Lk`;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function assignIds(rows: Row[]): void {
  rows.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  rows.forEach((row, i) => {
    row.id = i + 1;
  });
}

interface EmiPlan {
  isemi: 0 | 1;
  total_duration: number | null;
  interest_rate: number | null;
  emi_number: number | null;
  instalment_amount: number | null;
  due_type: string | null;
  prior_notification_days: number | null;
  emi_due_date: number | null;
  yearly_due_date: string | null;
  downpayment: number | null;
  final_due_date: string | null;
}

const NO_EMI: EmiPlan = {
  isemi: 0,
  total_duration: null,
  interest_rate: null,
  emi_number: null,
  instalment_amount: null,
  due_type: null,
  prior_notification_days: null,
  emi_due_date: null,
  yearly_due_date: null,
  downpayment: null,
  final_due_date: null,
};

function emiPlan(r: Random, clock: Clock, total: number, start: number): EmiPlan {
  const dueType = r.weighted([
    ['Monthly', 80],
    ['Weekly', 10],
    ['Yearly', 10],
  ] as const);
  const interest = r.pick([0, 0, 9, 10.5, 12]);
  const downpayment = round1000(total * r.float(0.2, 0.4));
  let duration: number;
  let months: number;
  let count: number;
  let dueDay: number;
  let yearly: string | null = null;
  if (dueType === 'Yearly') {
    duration = r.pick([2, 3, 5]);
    months = duration * 12;
    count = duration;
    dueDay = r.int(1, 28);
    yearly = clock.date(start + 365 * DAY);
  } else if (dueType === 'Weekly') {
    duration = r.pick([6, 12]);
    months = duration;
    count = Math.round((duration * 52) / 12);
    dueDay = r.int(1, 7);
  } else {
    duration = r.pick([12, 18, 24, 36]);
    months = duration;
    count = duration;
    dueDay = r.int(1, 28);
  }
  const principal = total - downpayment;
  const rate = interest / 100 / 12;
  const monthly =
    rate > 0 ? (principal * rate * Math.pow(1 + rate, months)) / (Math.pow(1 + rate, months) - 1) : principal / months;
  const instalment = dueType === 'Yearly' ? monthly * 12 : dueType === 'Weekly' ? (monthly * 12) / 52 : monthly;
  return {
    isemi: 1,
    total_duration: duration,
    interest_rate: interest,
    emi_number: count,
    instalment_amount: round2(instalment),
    due_type: dueType,
    prior_notification_days: r.pick([3, 5, 7]),
    emi_due_date: dueDay,
    yearly_due_date: yearly,
    downpayment,
    final_due_date: clock.date(start + months * 30.44 * DAY),
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Text snippets                                                                               */
/* ------------------------------------------------------------------------------------------ */

const PLOT_NOTES = [
  'Near park',
  'East facing, good ventilation',
  'Opposite to the O.S.R. park',
  'Premium corner plot',
  'Close to main road',
  'EB pole in front of the plot',
  'Slight slope towards the rear side',
  'Customer requested a site visit next Sunday with family; show the corner plot and the park-side options as well.',
  'Adjacent to the 30 ft road and the overhead tank; price revised as per the management approval on the latest price guide.',
  'Boundary stone at the rear corner is missing — surveyor to re-fix it before registration, inform the customer in advance.',
];

const STATUS_NOTES: Record<string, string[]> = {
  Blocked: [
    'Blocked for site visit on Sunday',
    'Token advance of ₹10,000 received',
    'Customer asked to hold the plot for a week till the loan eligibility is checked',
    'Blocked on request of the broker',
  ],
  Booked: [
    'Booking advance received by cheque',
    'Booking confirmed at the site office',
    'Advance paid by NEFT, agreement to be signed on Friday',
  ],
  Sold: [
    'Registered at the Sub Registrar Office',
    'Sale deed registered, patta transfer applied',
    'Full payment received and registration completed',
  ],
  Available: ['Block released — customer not interested', 'Token refunded, plot released', 'Released after the block period expired'],
  Hold: ['On hold for the road widening survey', 'Held by management for the price revision', 'Hold — EB line shifting pending'],
};

const BOOKING_NOTES = [
  'Balance to be paid before registration',
  'Customer opted for a bank loan, sanction awaited',
  'Registration preferred on an auspicious day next month',
  'Broker commission to be settled after registration',
  null,
];

const LEAD_NOTES = [
  'Looking for an east facing plot near the park',
  'Wants a plot below 15 lakhs with bank loan',
  'NRI customer, will visit in December',
  'Interested in corner plots only',
  'Asked for brochure and price list on WhatsApp',
  'Site visit done, discussing with family',
  'Compared with a nearby layout, asked for a discount',
  'Needs two adjacent plots for a joint family house',
  'Enquired about the DTCP approval and patta',
  'Call back after the salary date',
];

const LEAD_FEEDBACK = [
  'Liked the location, price is a concern',
  'Happy with the road width and amenities',
  'Will decide after the site visit',
  'Prefers a layout closer to the city',
  null,
  null,
];

/* ------------------------------------------------------------------------------------------ */
/* Seed                                                                                        */
/* ------------------------------------------------------------------------------------------ */

interface Person {
  row: Row;
  ms: number;
  org: number;
  phone: string;
  broker: boolean;
}

interface PlotInfo {
  row: Row;
  org: number;
  ms: number;
  price: number;
  layout: Row;
  projectId: number;
  placed: boolean;
  squarefeet: number;
  measurement: string;
  measurementText: string;
}

export function createSeed(options: SeedOptions = {}): Tables {
  const clock = new Clock(options.now ?? SEED_NOW);
  const phones = new Set<string>();
  const newPhone = (r: Random): string => {
    for (;;) {
      const p = String(r.pick([9, 9, 9, 8, 8, 7, 6])) + r.digits(9);
      if (!phones.has(p)) {
        phones.add(p);
        return p;
      }
    }
  };

  /* Users ------------------------------------------------------------------------------- */
  const user: Row[] = [];
  const usersOf: Record<number, { id: number; name: string; agent: boolean; head: boolean; active: boolean; mobile: string }[]> = {
    1: [],
    2: [],
  };
  {
    const r = new Random(seedOf('users'));
    for (const org of ORGS) {
      USERS[org]!.forEach((u, i) => {
        const id = user.length + 1;
        const mobile = newPhone(r);
        const email = `${u.email ?? u.name.toLowerCase().replace(/\s+/g, '.')}@${ORG_DOMAINS[org]}`;
        user.push({
          id,
          organization_id: org,
          name: u.name,
          email,
          mobile,
          designation: u.designation,
          department: u.department,
          agent: u.agent ? 1 : 0,
          status: u.blocked ? 'Blocked' : 'Active',
          created_at: clock.iso(clock.ago(405 - i * 9) - r.int(1, 5) * HOUR),
        });
        usersOf[org]!.push({ id, name: u.name, agent: !!u.agent, head: !!u.head, active: !u.blocked, mobile });
      });
    }
  }
  const activeUsers = (org: number) => usersOf[org]!.filter((u) => u.active);
  const salesUsers = (org: number) => usersOf[org]!.filter((u) => u.active && !u.head && u.id !== usersOf[org]![0]!.id);

  /* Document types -------------------------------------------------------------------------- */
  const documenttype: Row[] = [];
  const customerdocumenttype: Row[] = [];
  for (const org of ORGS) {
    DOCUMENT_TYPES[org]!.forEach(([name, loan], i) => {
      documenttype.push({
        id: documenttype.length + 1,
        organization_id: org,
        name,
        loanrecdoc: loan,
        created_at: clock.iso(clock.ago(400) - 4 * HOUR + i * 7 * MINUTE),
      });
    });
    CUSTOMER_DOCUMENT_TYPES[org]!.forEach(([name, loan], i) => {
      customerdocumenttype.push({
        id: customerdocumenttype.length + 1,
        organization_id: org,
        name,
        loanrecdoc: loan,
        created_at: clock.iso(clock.ago(399) - 4 * HOUR + i * 6 * MINUTE),
      });
    });
  }

  /* Projects, layouts, plots -------------------------------------------------------------- */
  const project: Row[] = [];
  const layout: Row[] = [];
  const plot: Row[] = [];
  const plotInfos: PlotInfo[] = [];
  const layoutPlots = new Map<number, PlotInfo[]>();
  const projectRate = new Map<number, number>();
  {
    const r = new Random(seedOf('inventory'));
    const orderInOrg: Record<number, number> = { 1: 0, 2: 0 };
    for (const p of PROJECTS) {
      const projectId = project.length + 1;
      const pMs = clock.ago(p.daysAgo) - r.int(1, 5) * HOUR;
      projectRate.set(projectId, p.rate);
      project.push({
        id: projectId,
        organization_id: p.org,
        name: p.name,
        location: `${p.area}, ${p.city}`,
        latitude: p.lat,
        longitude: p.lng,
        description: p.description,
        order: ++orderInOrg[p.org]!,
        twilio_template_id: r.chance(0.6) ? `HX${r.hex(32)}` : null,
        created_at: clock.iso(pMs),
      });

      p.layouts.forEach((ls, li) => {
        const id = layout.length + 1;
        const lMs = clock.ago(ls.daysAgo) - r.int(2, 5) * HOUR - r.int(0, 59) * MINUTE;
        const [W, H] = ls.size ?? r.pick([
          [1600, 1100],
          [1800, 1200],
          [1600, 1100],
          [2000, 1400],
        ] as [number, number][]);
        const plan = planLayout(id, W, H);
        const location = `${p.area}, ${p.city}`;
        const url = `/api/v1/demo-assets/layout/${id}.svg`;
        const visibility = p.org === 1 ? r.weighted([['Dagasite', 4], ['Both', 3], ['TVMpropsite', 1], ['Hide', 1]] as const) : r.weighted([['Both', 2], ['Hide', 1]] as const);
        const cLat = p.lat + r.float(-0.01, 0.01);
        const cLng = p.lng + r.float(-0.01, 0.01);
        const rad = ls.mega ? 0.007 : 0.0025;
        const geo = [0, 1, 2, 3, 4].map((i) => {
          const a = (i / 5) * Math.PI * 2 + r.float(-0.3, 0.3);
          const d = rad * r.float(0.75, 1.1);
          return { lat: Math.round((cLat + Math.sin(a) * d) * 1e6) / 1e6, lng: Math.round((cLng + Math.cos(a) * d * 1.4) * 1e6) / 1e6 };
        });
        const approved = p.city === 'Chennai' && p.area === 'Guduvanchery' ? 'CMDA' : 'DTCP';
        const row: Row = {
          id,
          organization_id: p.org,
          project_id: projectId,
          pid: projectId,
          name: ls.name,
          order: li + 1,
          site_visibility: visibility,
          location,
          meta_title: `${ls.name} - ${approved} approved plots in ${p.area}, ${p.city}`,
          meta_description: `Buy ${approved} approved residential plots at ${ls.name}, ${p.area}, ${p.city}. Clear title, bank loan assistance and immediate registration.`,
          meta_keywords: `plots in ${p.area}, ${approved} plots ${p.city}, residential plots ${p.city}, ${ls.name}`,
          image: `demo/layouts/${id}/${slug(ls.name)}.svg`,
          imageurl: url,
          imagelargeurl: url,
          imagesize: { width: W, height: H },
          thumbnail: `demo/layouts/${id}/${slug(ls.name)}-thumb.svg`,
          thumbimageurl: url,
          appintro: `${ls.name} is a ${approved} approved layout at ${p.area}, ${p.city}. ${p.description}`,
          resale_permission: r.chance(0.6) ? 1 : 0,
          appfeatures: {
            dtcp: approved === 'DTCP' ? 1 : 0,
            blackroad: r.chance(0.8) ? 1 : 0,
            powersupply: r.chance(0.85) ? 1 : 0,
            experience: p.org === 1 ? 1 : 0,
          },
          appinfo: [
            { title: 'Location', content: `${p.area}, ${p.city} — ${p.nearby[0]!.distance} from ${p.nearby[0]!.name}.` },
            { title: 'Approval', content: `${approved} approved, approval no. ${r.int(100, 999)}/${2020 + r.int(0, 5)}.` },
            { title: 'Roads', content: `${plan.mainRoadFt} ft main road and ${plan.roadFt} ft internal black top roads.` },
          ],
          faq: [
            { title: `Is the layout ${approved} approved?`, content: `Yes. ${ls.name} is ${approved} approved and every plot has an individual patta.` },
            { title: 'Are bank loans available?', content: 'Yes, loans are available from SBI, Indian Bank, HDFC and LIC Housing Finance.' },
            { title: 'When can I register?', content: 'Registration can be done immediately after the payment of the full amount.' },
          ],
          why_choose: [
            { title: 'Clear title', content: 'Thirty years of legal scrutiny with a clear encumbrance certificate.' },
            { title: 'Ready to build', content: 'Water, electricity and drainage are available at every plot.' },
            { title: 'Trusted developer', content: p.org === 1 ? 'Over 20 years of experience and 10,000+ happy customers.' : 'Hundreds of happy families across Coimbatore, Madurai and Trichy.' },
          ],
          video_params: r.chance(0.7)
            ? [
                { title: `${ls.name} drone view`, key: r.videoKey() },
                { title: 'Customer testimonial', key: r.videoKey() },
              ]
            : [],
          nearby_location: p.nearby.map((n) => ({ distance: n.distance, name: n.name, location: `${p.area}, ${p.city}` })),
          appimages: [],
          brochures: [],
          price_range: '',
          geo,
          downloadqrcode_filename: `layout-${id}-qrcode.png`,
          documentspage_url: `https://${ORG_DOMAINS[p.org]}/layouts/${slug(ls.name)}/documents`,
          created_at: clock.iso(lMs),
        };
        layout.push(row);

        // Plots of the layout, placed on the plan's slots.
        const slots = plan.slots;
        const unplacedCount = Math.max(1, Math.round(slots.length * 0.03));
        const unplaced = new Set(r.sample(slots.map((_, i) => i), unplacedCount));
        const infos: PlotInfo[] = [];
        const splay = slots[0] ? Math.min(slots[0].x1 - slots[0].x0, slots[0].y1 - slots[0].y0) * 0.3 : 0;
        slots.forEach((slot, i) => {
          const placed = !unplaced.has(i);
          const chamfer = slot.corner !== null && r.chance(0.3);
          const w = slot.widthFt;
          const d = slot.depthFt;
          const cut = chamfer ? Math.round(splay / plan.scale) : 0;
          const squarefeet = w * d - Math.round((cut * cut) / 2);
          const measurement = chamfer ? `${w - cut}:${d}:${w}:${d - cut}` : `${w}:${d}:${w}:${d}`;
          const measurementText = chamfer ? `${w}' x ${d}' (corner splay ${cut}')` : `${w}' x ${d}'`;
          const premium = (slot.corner ? 1.08 : 1) * (/East|North/.test(slot.facing) ? 1.03 : 1);
          const price = round1000(squarefeet * p.rate * premium * r.float(0.97, 1.03));
          const ms = lMs + 10 * MINUTE + i * SECOND;
          const prow: Row = {
            id: plot.length + 1,
            organization_id: p.org,
            lid: id,
            number: slot.number,
            measurement,
            measurement_text: measurementText,
            squarefeet,
            facing: slot.facing,
            is_corner: slot.corner ? 1 : 0,
            has_building: 0,
            status: 'Available',
            coordinates: placed ? slotPolygon(slot, chamfer ? splay : 0) : [],
            customer_id: null,
            notes: r.chance(0.22) ? r.pick(PLOT_NOTES) : null,
            price,
            created_at: clock.iso(ms),
          };
          plot.push(prow);
          const info: PlotInfo = {
            row: prow,
            org: p.org,
            ms,
            price,
            layout: row,
            projectId,
            placed,
            squarefeet,
            measurement,
            measurementText,
          };
          infos.push(info);
          plotInfos.push(info);
        });
        layoutPlots.set(id, infos);
        const prices = infos.map((x) => x.price);
        row['price_range'] = prices.length ? `${lakhs(Math.min(...prices))} - ${lakhs(Math.max(...prices))}` : '';
      });
    }
  }

  /* Customers ----------------------------------------------------------------------------- */
  const customer: Row[] = [];
  const people: Person[] = [];
  {
    const r = new Random(seedOf('customers'));
    const names = new Set<string>();
    const counts: Record<number, number> = { 1: 180, 2: 40 };
    for (const org of ORGS) {
      const n = counts[org]!;
      const creators = activeUsers(org);
      for (let i = 0; i < n; i++) {
        const female = r.chance(0.38);
        const married = female && r.chance(0.6);
        let name = '';
        let relationType = '';
        let relationName = '';
        for (;;) {
          const given = r.pick(female ? FEMALE_NAMES : MALE_NAMES);
          if (married) {
            const husband = r.pick(MALE_NAMES);
            name = `${given} ${husband}`;
            relationType = 'W/O';
            relationName = `${husband} ${r.pick(SURNAMES)}`;
          } else {
            const father = r.pick(SURNAMES);
            name = `${given} ${father}`;
            relationType = female ? 'D/O' : 'S/O';
            relationName = `${father} ${r.pick(SURNAMES)[0]}`;
          }
          if (!names.has(name)) break;
        }
        names.add(name);
        const doctor = r.chance(0.05);
        const honorifics = doctor ? 'Dr' : female ? (married ? 'Mrs' : 'Ms') : 'Mr';
        const place: Place = r.chance(0.75) ? r.pick(PLACES) : r.pick(PLACES.filter((x) => x.city === 'Chennai'));
        const phone = newPhone(r);
        const whatsapp = r.chance(0.85) ? phone : newPhone(r);
        const broker = r.chance(0.1);
        const ms = i < Math.round(n * 0.18) ? clock.between(r, clock.ago(400), clock.ago(386)) : clock.recent(r, clock.ago(385), 0.1);
        const first = name.split(' ')[0]!.toLowerCase();
        const email = r.chance(0.8) ? `${first}.${name.split(' ')[1]!.toLowerCase()}${r.int(1, 99)}@${r.pick(['example.com', 'example.net', 'example.org'])}` : null;
        const birthYear = 2026 - r.int(26, 66);
        const dob = `${birthYear}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
        const anniversary =
          married || (!female && r.chance(0.6))
            ? `${birthYear + r.int(22, 32)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`
            : null;
        const row: Row = {
          id: 0,
          organization_id: org,
          name,
          honorifics,
          gender: female ? 'Female' : 'Male',
          relation_type: relationType,
          relation_name: relationName,
          country_code: '+91',
          phone,
          country_code_whatsapp: '+91',
          whatsapp,
          email,
          address: `No. ${r.int(1, 240)}${r.chance(0.2) ? '/' + r.int(1, 9) : ''}, ${r.pick(STREETS)}, ${place.area}`,
          city: place.city,
          state: 'Tamil Nadu',
          country: 'India',
          pincode: place.pincode,
          dob,
          anniversary: anniversary && anniversary < clock.date(clock.now) ? anniversary : null,
          notes: r.chance(0.15) ? r.pick(['Prefers calls after 6 pm', 'Government employee, bank loan eligible', 'Referred by an existing customer', 'NRI — contact on WhatsApp']) : null,
          isbroker: broker ? 1 : 0,
          customer_group_id: null,
          created_by: r.pick(creators).id,
          created_at: clock.iso(ms),
        };
        customer.push(row);
        people.push({ row, ms, org, phone, broker });
      }
    }
    assignIds(customer);
    people.sort((a, b) => a.row.id - b.row.id);
  }
  const peopleOf: Record<number, Person[]> = { 1: people.filter((x) => x.org === 1), 2: people.filter((x) => x.org === 2) };
  const brokersOf: Record<number, Person[]> = { 1: peopleOf[1]!.filter((x) => x.broker), 2: peopleOf[2]!.filter((x) => x.broker) };
  /** A customer of the organization who existed at `t` (customers are sorted by creation). */
  const personBefore = (r: Random, org: number, t: number, list: Person[] = peopleOf[org]!, not?: Person): Person | null => {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.ms <= t - HOUR) lo = mid + 1;
      else hi = mid;
    }
    const n = Math.max(lo, Math.min(3, list.length));
    if (n === 0) return null;
    const i = r.int(0, n - 1);
    if (list[i] !== not) return list[i]!;
    return n > 1 ? list[(i + 1) % n]! : null;
  };

  /* Plot status history, bookings and sales ----------------------------------------------- */
  const plotstatus: Row[] = [];
  const plotbook: Row[] = [];
  const plotsale: Row[] = [];
  const saleBooking = new Map<Row, Row>();
  {
    const r = new Random(seedOf('plot-status'));
    // Owners: the least-loaded of three eligible customers, so plots spread over many buyers.
    const owned = new Map<Person, number>();
    const ownerBefore = (rr: Random, org: number, t: number): Person | null => {
      let best: Person | null = null;
      for (let i = 0; i < 3; i++) {
        const c = personBefore(rr, org, t);
        if (c && (!best || (owned.get(c) ?? 0) < (owned.get(best) ?? 0))) best = c;
      }
      if (best) owned.set(best, (owned.get(best) ?? 0) + 1);
      return best;
    };
    for (const lay of layout) {
      const infos = layoutPlots.get(lay.id)!;
      const age = Math.min(1, (clock.now - Date.parse(lay.created_at)) / (400 * DAY));
      const mega = String(lay['name']).includes('Mega');
      const sold = mega ? 0.05 : 0.08 + 0.32 * age;
      const booked = mega ? 0.035 : 0.06;
      const blocked = mega ? 0.035 : 0.06;
      const hold = mega ? 0.004 : 0.01;
      const weights = [
        ['Available', 1 - sold - booked - blocked - hold],
        ['Sold', sold],
        ['Booked', booked],
        ['Blocked', blocked],
        ['Hold', hold],
      ] as const;
      for (const info of infos) {
        const status = info.placed ? r.weighted(weights) : 'Available';
        if (status === 'Available') continue;
        const org = info.org;
        let chain: string[];
        if (status === 'Blocked') chain = r.chance(0.2) ? ['Blocked', 'Available', 'Blocked'] : ['Blocked'];
        else if (status === 'Booked') chain = r.chance(0.45) ? ['Blocked', 'Booked'] : ['Booked'];
        else if (status === 'Sold') chain = r.chance(0.85) ? (r.chance(0.3) ? ['Blocked', 'Booked', 'Sold'] : ['Booked', 'Sold']) : ['Sold'];
        else chain = r.chance(0.25) ? ['Blocked', 'Available', 'Hold'] : ['Hold'];

        // Times: the last event is recency-weighted, the earlier ones spread before it.
        const start = info.ms + 6 * HOUR;
        const last = clock.recent(r, start + chain.length * DAY, 0.16);
        const times = chain.slice(1).map(() => clock.between(r, start, last - HOUR)).sort((a, b) => a - b);
        times.push(last);
        for (let i = 1; i < times.length; i++) if (times[i]! <= times[i - 1]!) times[i] = times[i - 1]! + MINUTE;

        // The current owner joins at the first event of the final run of the chain.
        const released = chain.indexOf('Available');
        const ownerFrom = released >= 0 ? released + 1 : 0;
        const owner = status === 'Hold' ? null : ownerBefore(r, org, times[ownerFrom]!);
        const earlier = released > 0 ? personBefore(r, org, times[0]!, undefined, owner ?? undefined) : null;
        const staff = activeUsers(org);

        let booking: Row | null = null;
        chain.forEach((st, i) => {
          const t = times[i]!;
          const who = st === 'Available' || st === 'Hold' ? null : i < ownerFrom ? earlier : owner;
          plotstatus.push({
            id: 0,
            organization_id: org,
            plot_id: info.row.id,
            status: st,
            customer_id: who ? who.row.id : null,
            notes: r.chance(0.85) ? r.pick(STATUS_NOTES[st]!) : null,
            user_id: r.pick(staff).id,
            created_at: clock.iso(t),
          });
          if (st === 'Booked' && who) {
            const broker = r.chance(0.35) ? personBefore(r, org, t, brokersOf[org]!, who) : null;
            const salesPrice = round1000(info.price * r.float(0.96, 1));
            const patta = r.pick([5000, 7500, 10000, 15000]);
            const others = r
              .sample(
                [
                  ['EB Deposit', r.pick([12000, 15000, 18000])],
                  ['Corpus Fund', r.pick([10000, 25000])],
                  ['Documentation', r.pick([5000, 7500])],
                  ['Water Connection', r.pick([8000, 12000])],
                ] as [string, number][],
                r.int(0, 2),
              );
            const registration = round100(salesPrice * 0.09);
            const total = salesPrice + patta + registration + others.reduce((sum, [, v]) => sum + v, 0);
            const emi = !chain.includes('Sold') && r.chance(0.25) ? emiPlan(r, clock, total, t) : chain.includes('Sold') && r.chance(0.12) ? emiPlan(r, clock, total, t) : NO_EMI;
            booking = {
              id: 0,
              organization_id: org,
              plot_id: info.row.id,
              customer_id: who.row.id,
              ocustomer_id: null,
              broker_id: broker ? broker.row.id : null,
              status: 'Booked',
              notes: r.pick(BOOKING_NOTES),
              due_date: clock.date(t + r.int(30, 75) * DAY),
              payment_mode: r.weighted([['Cheque', 4], ['Cash', 3], ['DD', 2]] as const),
              booking_advance: Math.min(round1000(salesPrice * 0.1), r.pick([25000, 50000, 100000, 200000])),
              patta_cost: patta,
              other_amount: others.map(([label, v]) => `${label}:${v}`),
              sales_price: salesPrice,
              registration_cost: registration,
              total_amount: total,
              paid: chain.includes('Sold') ? 1 : r.chance(0.45) ? 1 : 0,
              ...emi,
              created_at: clock.iso(t),
            };
            plotbook.push(booking);
          }
          if (st === 'Sold' && who) {
            const b: Row | null = booking;
            const broker = b
              ? (b['broker_id'] as number | null)
              : r.chance(0.3)
                ? (personBefore(r, org, t, brokersOf[org]!, who)?.row.id ?? null)
                : null;
            const price = b ? (b['sales_price'] as number) : round1000(info.price * r.float(0.97, 1));
            const total = b ? (b['total_amount'] as number) : price + round100(price * 0.09) + r.pick([5000, 10000]);
            const emi = b && b['isemi'] === 1 ? NO_EMI : r.chance(0.18) ? emiPlan(r, clock, total, t) : NO_EMI;
            const lakh = Math.floor(price / 100000);
            const sale: Row = {
              id: 0,
              organization_id: org,
              plot_id: info.row.id,
              customer_id: who.row.id,
              broker_id: broker,
              notes: r.chance(0.7) ? r.pick(STATUS_NOTES['Sold']!) : null,
              price,
              registration_due_date: clock.date(t + r.int(15, 45) * DAY),
              total_amount: total,
              broker_point_value: broker ? lakh * 10 : 0,
              customer_point_earned_value: lakh * 5,
              customer_point_spend_value: r.chance(0.15) ? r.pick([100, 250, 500]) : 0,
              customer_image: null,
              plot_book_id: null,
              ...emi,
              created_at: clock.iso(t),
            };
            if (b) saleBooking.set(sale, b);
            plotsale.push(sale);
          }
        });
        info.row['status'] = status;
        info.row['customer_id'] = status === 'Hold' || !owner ? null : owner.row.id;
      }
    }
    assignIds(plotstatus);
    assignIds(plotbook);
    assignIds(plotsale);
    for (const [sale, booking] of saleBooking) sale['plot_book_id'] = booking.id;
  }

  /* Properties ---------------------------------------------------------------------------- */
  const property: Row[] = [];
  {
    const r = new Random(seedOf('properties'));
    const used = new Set<number>();
    const counts: Record<number, number> = { 1: 20, 2: 5 };
    const kinds = ['Independent House', 'Duplex Villa', 'Row House', 'Commercial Shop', 'Farm House', 'Twin Villa'];
    for (const org of ORGS) {
      const layouts = layout.filter((l) => l.organization_id === org && !String(l['name']).includes('Mega'));
      for (let i = 0; i < counts[org]!; i++) {
        const lay = r.pick(layouts);
        const infos = layoutPlots.get(lay.id)!.filter((x) => x.placed);
        const want = r.weighted([[0, 2], [1, 5], [2, 2], [3, 1]] as const);
        let chosen: PlotInfo[] = [];
        for (let attempt = 0; attempt < 20 && want > 0; attempt++) {
          const startAt = r.int(0, Math.max(0, infos.length - want));
          const group = infos.slice(startAt, startAt + want);
          if (group.length === want && group.every((x) => !used.has(x.row.id))) {
            chosen = group;
            break;
          }
        }
        chosen.forEach((x) => {
          used.add(x.row.id);
          x.row['has_building'] = 1;
        });
        const lead = chosen[0];
        const leadStatus = lead ? String(lead.row['status']) : '';
        let status: string;
        let customerId: number | null;
        if (lead && ['Blocked', 'Booked', 'Sold'].includes(leadStatus) && lead.row['customer_id'] != null) {
          status = leadStatus;
          customerId = lead.row['customer_id'] as number;
        } else {
          status = r.weighted([['Available', 6], ['Blocked', 1], ['Booked', 1], ['Sold', 2]] as const);
          customerId = status === 'Available' ? null : (personBefore(r, org, clock.now)?.row.id ?? null);
        }
        const land = chosen.length ? chosen.reduce((sum, x) => sum + x.squarefeet, 0) : r.pick([1200, 1500, 2400, 3600, 4800]);
        const kind = r.pick(kinds);
        const buildup = Math.round((land * r.float(0.45, 0.8) * (kind.includes('Duplex') ? 1.6 : 1)) / 10) * 10;
        const numbers = chosen.map((x) => String(x.row['number']));
        const ms = chosen.length
          ? clock.between(r, Math.max(...chosen.map((x) => x.ms)) + DAY, clock.now)
          : clock.recent(r, clock.ago(380), 0.1);
        property.push({
          id: property.length + 1,
          organization_id: org,
          name: `${kind}${numbers.length ? ` - Plot ${numbers.join(' & ')}` : ` ${i + 1}`}, ${lay['name']}`,
          address: `${numbers.length ? `Plot ${numbers.join(', ')}, ` : ''}${lay['name']}, ${lay['location']}`,
          customer_id: customerId,
          measurement: lead ? lead.measurement : `${Math.round(Math.sqrt(land / 2))}:${Math.round(Math.sqrt(land * 2))}:${Math.round(Math.sqrt(land / 2))}:${Math.round(Math.sqrt(land * 2))}`,
          measurement_text: chosen.length > 1 ? `${chosen.length} plots, ${land} sq.ft` : lead ? lead.measurementText : `${land} sq.ft`,
          land_area: land,
          buildup_area: buildup,
          status,
          plot_ids: chosen.map((x) => x.row.id),
          created_at: clock.iso(ms),
        });
      }
    }
    // A few more buildings on plots (existing houses bought back, resale stock).
    for (const info of plotInfos) if (!used.has(info.row.id) && info.row['status'] === 'Sold' && r.chance(0.03)) info.row['has_building'] = 1;
  }

  /* Leads ---------------------------------------------------------------------------------- */
  const customerinterest: Row[] = [];
  {
    const r = new Random(seedOf('leads'));
    const counts: Record<number, number> = { 1: 250, 2: 40 };
    for (const org of ORGS) {
      const projects = project.filter((p) => p.organization_id === org);
      const heads = usersOf[org]!.filter((u) => u.head && u.active);
      const staff = salesUsers(org);
      for (let i = 0; i < counts[org]!; i++) {
        const ms = clock.recent(r, clock.ago(390), 0.14);
        const person = personBefore(r, org, ms + HOUR)!;
        const proj = r.pick(projects);
        const rate = projectRate.get(proj.id)!;
        const status = r.weighted([['New', 30], ['Processing', 30], ['Converted', 14], ['Canceled', 14], ['Hold', 8]] as const);
        const sqftFrom = r.pick([600, 800, 1000, 1200, 1500, 1800, 2400]);
        const sqftTo = sqftFrom + r.pick([400, 600, 800, 1200]);
        const budgetFrom = Math.max(300000, Math.round((sqftFrom * rate) / 100000) * 100000);
        const budgetTo = Math.round((sqftTo * rate * 1.05) / 100000) * 100000;
        const open = status === 'New' || status === 'Processing' || status === 'Hold';
        let followup: string | null = null;
        if (open && r.chance(0.75)) {
          const kind = r.weighted([['missed', 3], ['today', 2], ['upcoming', 5]] as const);
          const today0 = Math.floor((clock.now + IST) / DAY) * DAY - IST;
          const t =
            kind === 'today'
              ? today0 + 9.5 * HOUR + r.int(0, 18) * 30 * MINUTE
              : kind === 'missed'
                ? Math.max(ms + HOUR, clock.between(r, clock.ago(10), today0 - HOUR))
                : today0 + r.int(1, 21) * DAY + 9.5 * HOUR + r.int(0, 18) * 30 * MINUTE;
          followup = clock.iso(t);
        }
        const assigned = r.chance(0.72);
        const source = r.weighted([['DagaSite', 55], ['DagaApp', 45]] as const);
        customerinterest.push({
          id: 0,
          organization_id: org,
          customer_id: person.row.id,
          project_id: proj.id,
          phone: person.phone,
          status,
          hold_date: status === 'Hold' ? clock.date(clock.now + r.int(7, 60) * DAY) : null,
          lead_type: r.weighted([['Hot', 25], ['Warm', 45], ['Cold', 30]] as const),
          enquire_source: source,
          site_source: source,
          admin_source: r.weighted([['Walk-in', 20], ['Newspaper', 12], ['Referral', 22], ['Facebook', 26], ['Hoarding', 10], ['Google Ads', 10]] as const),
          listing_type: 'Sale',
          property_type: 'Land',
          budget_from: budgetFrom,
          budget_to: Math.max(budgetTo, budgetFrom + 200000),
          square_feet_from: sqftFrom,
          square_feet_to: sqftTo,
          address: person.row['address'],
          note: r.pick(LEAD_NOTES),
          feedback: status === 'New' ? null : r.pick(LEAD_FEEDBACK),
          followup_on: followup,
          team_head_id: assigned && heads.length ? r.pick(heads).id : null,
          staff_id: assigned && r.chance(0.85) ? r.pick(staff).id : null,
          created_at: clock.iso(ms),
        });
      }
    }
    assignIds(customerinterest);
  }

  /* Call history ----------------------------------------------------------------------------- */
  const callhistory: Row[] = [];
  {
    const r = new Random(seedOf('calls'));
    const leadsByCustomer = new Map<number, number[]>();
    for (const lead of customerinterest) {
      const cid = lead['customer_id'] as number;
      const list = leadsByCustomer.get(cid) ?? [];
      list.push(lead.id);
      leadsByCustomer.set(cid, list);
    }
    const perDay: Record<number, [number, number]> = { 1: [15, 40], 2: [3, 10] };
    const today0 = Math.floor((clock.now + IST) / DAY) * DAY - IST;
    for (const org of ORGS) {
      const agents = usersOf[org]!.filter((u) => u.agent && u.active);
      const others = salesUsers(org);
      for (let day = 7; day >= 0; day--) {
        const dayStart = today0 - day * DAY + 9.5 * HOUR;
        const dayEnd = Math.min(dayStart + 9.5 * HOUR, clock.now);
        if (dayEnd <= dayStart) continue;
        const share = (dayEnd - dayStart) / (9.5 * HOUR);
        const count = Math.round(r.int(perDay[org]![0], perDay[org]![1]) * share);
        for (let i = 0; i < count; i++) {
          const t = Math.floor((dayStart + r.next() * (dayEnd - dayStart)) / SECOND) * SECOND;
          const agent = r.chance(0.75) && agents.length ? r.pick(agents) : r.pick(others);
          const person = personBefore(r, org, t)!;
          const missed = r.chance(0.22);
          const duration = missed ? 0 : r.weighted([[r.int(15, 60), 3], [r.int(60, 300), 5], [r.int(300, 900), 2]] as const);
          const leads = leadsByCustomer.get(person.row.id) ?? [];
          callhistory.push({
            id: 0,
            organization_id: org,
            user_id: agent.id,
            customer_id: person.row.id,
            customer_interest_id: leads.length && r.chance(0.6) ? r.pick(leads) : null,
            phone: person.phone,
            customer_phone: person.phone,
            agent_phone: agent.mobile,
            agent_name: agent.name,
            call_type: missed ? 'Missed' : 'Outgoing',
            status: missed ? 'NotAnswered' : 'Answered',
            duration,
            start_time: clock.iso(t),
            end_time: clock.iso(t + (duration + (missed ? 30 : 0)) * SECOND),
            ucid: r.digits(16),
            audio_url: null,
            created_at: clock.iso(t),
          });
        }
      }
    }
    assignIds(callhistory);
  }

  /* Gifts ------------------------------------------------------------------------------------- */
  const gift: Row[] = [];
  const customergift: Row[] = [];
  {
    const r = new Random(seedOf('gifts'));
    for (const org of ORGS) {
      GIFTS[org]!.forEach(([name, description, points, quantity], i) => {
        gift.push({
          id: gift.length + 1,
          organization_id: org,
          name,
          description,
          points,
          quantity,
          gift_image: null,
          status: i === GIFTS[org]!.length - 1 && org === 1 ? 'Inactive' : 'Active',
          created_at: clock.iso(clock.ago(org === 1 ? 370 - i * 40 : 300 - i * 50) - 3 * HOUR + i * MINUTE),
        });
      });
    }
    const counts: Record<number, number> = { 1: 60, 2: 12 };
    for (const org of ORGS) {
      const gifts = gift.filter((g) => g.organization_id === org);
      for (let i = 0; i < counts[org]!; i++) {
        const g = r.pick(gifts);
        const t = clock.recent(r, Date.parse(g.created_at) + DAY, 0.15);
        const person = personBefore(r, org, t)!;
        const sent = r.chance(0.6) && t < clock.ago(1);
        customergift.push({
          id: 0,
          organization_id: org,
          gift_id: g.id,
          customer_id: person.row.id,
          gift_status: sent ? 'send' : 'notsend',
          sent: sent ? 1 : 0,
          sent_date: sent ? clock.date(clock.between(r, t + HOUR, Math.min(clock.now, t + 20 * DAY))) : null,
          created_at: clock.iso(t),
        });
      }
    }
    assignIds(customergift);
  }

  const tables: Tables = {
    documenttype,
    customerdocumenttype,
    project,
    layout,
    plot,
    property,
    customer,
    customerinterest,
    plotbook,
    plotsale,
    plotstatus,
    user,
    callhistory,
    gift,
    customergift,
  };
  // The areas' own seed data (documents, price guides, ...), added after the core tables.
  for (const extend of SEED_EXTENSIONS) extend(tables, new Date(clock.now));
  return tables;
}
