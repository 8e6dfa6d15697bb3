/**
 * Projects, their layouts and the plots of each layout (data.ts PROJECTS), drawn from one random
 * stream in that order (project, its layouts, each layout's plots), so the three tables are seeded
 * together. Every slot of a layout's plan holds a placed plot (a slot without one showed as a blank
 * square on the map, issue 40); a few plots added later beside a slot ("12A") are not placed yet.
 */
import { MINUTE, SECOND, HOUR, round1000, type Random, type Row, type SeedContext, type Tables } from '../context';
import { ORG_DOMAINS, PROJECTS, type LayoutSeed, type ProjectSeed } from '../data';
import { planLayout, slotPolygon, type Plan } from '../geometry';
import { seedSizes } from '../scale';

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

export function seedInventory(ctx: SeedContext): void {
  const { clock } = ctx;
  const r = ctx.random('inventory');
  const project: Row[] = [];
  const layout: Row[] = [];
  const plot: Row[] = [];
  // The plots added later, without coordinates: after every seeded plot, so no other id moves.
  const later: Row[] = [];
  const orderInOrg: Record<number, number> = { 1: 0, 2: 0 };
  for (const p of PROJECTS) {
    const projectId = project.length + 1;
    const pMs = clock.ago(p.daysAgo) - r.int(1, 5) * HOUR;
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
      const [W, H] =
        ls.size ??
        r.pick([
          [1600, 1100],
          [1800, 1200],
          [1600, 1100],
          [2000, 1400],
        ] as [number, number][]);
      const plan = planLayout(id, W, H);
      const row = layoutRow(r, p, ls, { id, order: li + 1, projectId, plan, size: [W, H], createdAt: clock.iso(lMs) });
      layout.push(row);
      const { plots, unplaced } = plotRows(r, p, plan, {
        layoutId: id,
        firstId: plot.length + 1,
        iso: i => clock.iso(lMs + 10 * MINUTE + i * SECOND),
      });
      plot.push(...plots);
      later.push(...unplaced);
      const prices = plots.map(x => x['price'] as number);
      row['price_range'] = prices.length ? `${lakhs(Math.min(...prices))} - ${lakhs(Math.max(...prices))}` : '';
    });
  }
  growOrgOne(ctx, r, project, layout, plot, later.filter(x => x.organization_id === 1).length);
  for (const row of later) plot.push({ ...row, id: plot.length + 1 });
  ctx.tables.project = project;
  ctx.tables.layout = layout;
  ctx.tables.plot = plot;
}

/**
 * The large seed (../scale.ts): more layouts of Daga Estates' projects, drawn after every other
 * (the standard seed's rows stay as they are), until the organization has the layouts and the
 * plots asked for, the plots shared evenly (the last layout takes what is left).
 */
function growOrgOne({ clock }: SeedContext, r: Random, project: Row[], layout: Row[], plot: Row[], laterOfOrgOne: number): void {
  const target = seedSizes().orgOneInventory;
  if (!target) return;
  const projects = PROJECTS.map((p, i) => ({ p, row: project[i]! })).filter(({ p }) => p.org === 1);
  let layouts = layout.filter(l => l.organization_id === 1).length;
  let plots = plot.filter(x => x.organization_id === 1).length + laterOfOrgOne;
  const order: Record<number, number> = {};
  for (const l of layout) order[l['project_id'] as number] = Math.max(order[l['project_id'] as number] ?? 0, l['order'] as number);
  for (let k = 0; layouts < target.layouts && plots < target.plots; k++) {
    const { p, row: projectRow } = projects[k % projects.length]!;
    const want = Math.ceil((target.plots - plots) / (target.layouts - layouts));
    const id = layout.length + 1;
    const daysAgo = r.int(20, Math.max(21, p.daysAgo - 1));
    const lMs = clock.ago(daysAgo) - r.int(2, 5) * HOUR - r.int(0, 59) * MINUTE;
    // A dense plan (2,130 slots) of which the first plots wanted are drawn.
    const size: [number, number] = [4200, 3000];
    // About 3 % more plots than slots come out (the unplaced ones beside a slot).
    let slots = Math.max(1, Math.floor(want / 1.03) - 1);
    while (slots + Math.max(1, Math.round(slots * 0.03)) < want) slots += 1;
    // Only those slots made (the plan is otherwise the whole one: its roads, blocks and park).
    const plan = planLayout(id, size[0], size[1], slots);
    const ls: LayoutSeed = { name: `${p.name} Extension ${Math.floor(k / projects.length) + 1}`, daysAgo, size };
    order[projectRow.id] = (order[projectRow.id] ?? 0) + 1;
    const row = layoutRow(r, p, ls, { id, order: order[projectRow.id]!, projectId: projectRow.id, plan, size, createdAt: clock.iso(lMs) });
    layout.push(row);
    const { plots: rows, unplaced } = plotRows(r, p, plan, {
      layoutId: id,
      firstId: plot.length + 1,
      iso: i => clock.iso(lMs + 10 * MINUTE + i * SECOND),
    });
    for (const x of rows) plot.push(x);
    for (const x of unplaced) plot.push({ ...x, id: plot.length + 1 });
    let lo = Infinity;
    let hi = -Infinity;
    for (const x of rows) {
      lo = Math.min(lo, x['price'] as number);
      hi = Math.max(hi, x['price'] as number);
    }
    row['price_range'] = rows.length ? `${lakhs(lo)} - ${lakhs(hi)}` : '';
    layouts += 1;
    plots += rows.length + unplaced.length;
    // One plot over (the count of unplaced plots rounds up): the last one added, unplaced, goes.
    while (
      plots > target.plots &&
      plot[plot.length - 1]!['coordinates'] instanceof Array &&
      (plot[plot.length - 1]!['coordinates'] as unknown[]).length === 0
    ) {
      plot.pop();
      plots -= 1;
    }
  }
}

interface LayoutPlace {
  id: number;
  order: number;
  projectId: number;
  plan: Plan;
  /** The layout image's size. */
  size: [number, number];
  createdAt: string;
}

/** A layout of the project; its price_range is filled once its plots exist. */
function layoutRow(r: Random, p: ProjectSeed, ls: LayoutSeed, { id, order, projectId, plan, size, createdAt }: LayoutPlace): Row {
  const location = `${p.area}, ${p.city}`;
  const url = `/api/v1/demo-assets/layout/${id}.svg`;
  const visibility =
    p.org === 1
      ? r.weighted([
          ['Dagasite', 4],
          ['Both', 3],
          ['TVMpropsite', 1],
          ['Hide', 1],
        ] as const)
      : r.weighted([
          ['Both', 2],
          ['Hide', 1],
        ] as const);
  const cLat = p.lat + r.float(-0.01, 0.01);
  const cLng = p.lng + r.float(-0.01, 0.01);
  const rad = ls.mega ? 0.007 : 0.0025;
  const geo = [0, 1, 2, 3, 4].map(i => {
    const a = (i / 5) * Math.PI * 2 + r.float(-0.3, 0.3);
    const d = rad * r.float(0.75, 1.1);
    return { lat: Math.round((cLat + Math.sin(a) * d) * 1e6) / 1e6, lng: Math.round((cLng + Math.cos(a) * d * 1.4) * 1e6) / 1e6 };
  });
  const approved = p.city === 'Chennai' && p.area === 'Guduvanchery' ? 'CMDA' : 'DTCP';
  return {
    id,
    organization_id: p.org,
    project_id: projectId,
    pid: projectId,
    name: ls.name,
    order,
    site_visibility: visibility,
    location,
    meta_title: `${ls.name} - ${approved} approved plots in ${p.area}, ${p.city}`,
    meta_description: `Buy ${approved} approved residential plots at ${ls.name}, ${p.area}, ${p.city}. Clear title, bank loan assistance and immediate registration.`,
    meta_keywords: `plots in ${p.area}, ${approved} plots ${p.city}, residential plots ${p.city}, ${ls.name}`,
    image: `demo/layouts/${id}/${slug(ls.name)}.svg`,
    imageurl: url,
    imagelargeurl: url,
    imagesize: { width: size[0], height: size[1] },
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
      {
        title: `Is the layout ${approved} approved?`,
        content: `Yes. ${ls.name} is ${approved} approved and every plot has an individual patta.`,
      },
      { title: 'Are bank loans available?', content: 'Yes, loans are available from SBI, Indian Bank, HDFC and LIC Housing Finance.' },
      { title: 'When can I register?', content: 'Registration can be done immediately after the payment of the full amount.' },
    ],
    why_choose: [
      { title: 'Clear title', content: 'Thirty years of legal scrutiny with a clear encumbrance certificate.' },
      { title: 'Ready to build', content: 'Water, electricity and drainage are available at every plot.' },
      {
        title: 'Trusted developer',
        content:
          p.org === 1
            ? 'Over 20 years of experience and 10,000+ happy customers.'
            : 'Hundreds of happy families across Coimbatore, Madurai and Trichy.',
      },
    ],
    video_params: r.chance(0.7)
      ? [
          { title: `${ls.name} drone view`, key: r.videoKey() },
          { title: 'Customer testimonial', key: r.videoKey() },
        ]
      : [],
    nearby_location: p.nearby.map(n => ({ distance: n.distance, name: n.name, location: `${p.area}, ${p.city}` })),
    appimages: [],
    brochures: [],
    price_range: '',
    geo,
    downloadqrcode_filename: `layout-${id}-qrcode.png`,
    documentspage_url: `https://${ORG_DOMAINS[p.org]}/layouts/${slug(ls.name)}/documents`,
    created_at: createdAt,
  };
}

/**
 * The slots' plots that this seed left unplaced before issue 40: placed on the map now, they keep
 * the later seeds' draws as they were (Available, no sale, no property), so that no other seeded
 * row changes (plotsByLayout's `placed`).
 */
const leftUnplacedBefore = new WeakSet<Row>();

/**
 * The plots of a layout, one per slot of its plan, each placed on it; and about 3% more, added
 * later beside a slot ("12A", its size), not placed yet (no coordinates; ids given by the caller).
 */
function plotRows(
  r: Random,
  p: ProjectSeed,
  plan: Plan,
  { layoutId, firstId, iso }: { layoutId: number; firstId: number; iso: (i: number) => string },
): { plots: Row[]; unplaced: Row[] } {
  const slots = plan.slots;
  const unplacedCount = Math.max(1, Math.round(slots.length * 0.03));
  const unplaced = new Set(
    r.sample(
      slots.map((_, i) => i),
      unplacedCount,
    ),
  );
  const splay = slots[0] ? Math.min(slots[0].x1 - slots[0].x0, slots[0].y1 - slots[0].y0) * 0.3 : 0;
  const plots = slots.map((slot, i) => {
    const chamfer = slot.corner !== null && r.chance(0.3);
    const w = slot.widthFt;
    const d = slot.depthFt;
    const cut = chamfer ? Math.round(splay / plan.scale) : 0;
    const squarefeet = w * d - Math.round((cut * cut) / 2);
    const premium = (slot.corner ? 1.08 : 1) * (/East|North/.test(slot.facing) ? 1.03 : 1);
    const price = round1000(squarefeet * p.rate * premium * r.float(0.97, 1.03));
    return {
      id: firstId + i,
      organization_id: p.org,
      lid: layoutId,
      number: slot.number,
      measurement: chamfer ? `${w - cut}:${d}:${w}:${d - cut}` : `${w}:${d}:${w}:${d}`,
      measurement_text: chamfer ? `${w}' x ${d}' (corner splay ${cut}')` : `${w}' x ${d}'`,
      squarefeet,
      facing: slot.facing,
      is_corner: slot.corner ? 1 : 0,
      has_building: 0,
      status: 'Available',
      coordinates: slotPolygon(slot, chamfer ? splay : 0),
      customer_id: null,
      notes: r.chance(0.22) ? r.pick(PLOT_NOTES) : null,
      price,
      created_at: iso(i),
    };
  });
  for (const i of unplaced) leftUnplacedBefore.add(plots[i]!);
  const unplacedRows = [...unplaced]
    .sort((a, b) => a - b)
    .map((i, k) => ({
      ...plots[i]!,
      id: 0,
      number: `${String(plots[i]!['number'])}A`,
      is_corner: 0,
      coordinates: [],
      notes: null,
      created_at: iso(slots.length + k),
    }));
  return { plots, unplaced: unplacedRows };
}

/* Lookups of the later seeds ------------------------------------------------------------------- */

/** A plot with what the later seeds read of it. */
export interface PlotInfo {
  row: Row;
  org: number;
  /** Its creation, in ms. */
  ms: number;
  price: number;
  /** Drawn on the layout map from the start: what the later seeds sell and build on (see leftUnplacedBefore). */
  placed: boolean;
  squarefeet: number;
  measurement: string;
  measurementText: string;
}

/** plotsByLayout's answer by plot table and its length (the plot status and property seeds both ask). */
const byLayoutOf = new WeakMap<Row[], { length: number; byLayout: Map<number, PlotInfo[]> }>();

/** The plots of every layout, by layout id, in plot order. */
export function plotsByLayout(tables: Tables): Map<number, PlotInfo[]> {
  const rows = tables.plot ?? [];
  const known = byLayoutOf.get(rows);
  if (known && known.length === rows.length) return known.byLayout;
  const out = new Map<number, PlotInfo[]>();
  byLayoutOf.set(rows, { length: rows.length, byLayout: out });
  for (const row of rows) {
    const lid = row['lid'] as number;
    if (!out.has(lid)) out.set(lid, []);
    out.get(lid)!.push({
      row,
      org: row.organization_id,
      ms: Date.parse(row.created_at),
      price: row['price'] as number,
      placed: (row['coordinates'] as unknown[]).length > 0 && !leftUnplacedBefore.has(row),
      squarefeet: row['squarefeet'] as number,
      measurement: String(row['measurement']),
      measurementText: String(row['measurement_text']),
    });
  }
  return out;
}

/** The project's rate in rupees per square foot (data.ts). */
export const projectRate = (project: Row): number =>
  PROJECTS.find(p => p.org === project.organization_id && p.name === project['name'])!.rate;
