/**
 * Projects, their layouts and the plots of each layout (data.ts PROJECTS), drawn from one random
 * stream in that order (project, its layouts, each layout's plots), so the three tables are seeded
 * together. The plots sit on the slots of the layout's plan (../geometry), a few left unplaced.
 */
import { MINUTE, SECOND, HOUR, round1000, type Random, type Row, type SeedContext, type Tables } from '../context';
import { ORG_DOMAINS, PROJECTS, type LayoutSeed, type ProjectSeed } from '../data';
import { planLayout, slotPolygon, type Plan } from '../geometry';

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
      const [W, H] = ls.size ?? r.pick([
        [1600, 1100],
        [1800, 1200],
        [1600, 1100],
        [2000, 1400],
      ] as [number, number][]);
      const plan = planLayout(id, W, H);
      const row = layoutRow(r, p, ls, { id, order: li + 1, projectId, plan, size: [W, H], createdAt: clock.iso(lMs) });
      layout.push(row);
      const plots = plotRows(r, p, plan, { layoutId: id, firstId: plot.length + 1, iso: (i) => clock.iso(lMs + 10 * MINUTE + i * SECOND) });
      plot.push(...plots);
      const prices = plots.map((x) => x['price'] as number);
      row['price_range'] = prices.length ? `${lakhs(Math.min(...prices))} - ${lakhs(Math.max(...prices))}` : '';
    });
  }
  ctx.tables.project = project;
  ctx.tables.layout = layout;
  ctx.tables.plot = plot;
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
    created_at: createdAt,
  };
}

/** The plots of a layout, one per slot of its plan; about 3% are left unplaced (no coordinates). */
function plotRows(r: Random, p: ProjectSeed, plan: Plan, { layoutId, firstId, iso }: { layoutId: number; firstId: number; iso: (i: number) => string }): Row[] {
  const slots = plan.slots;
  const unplacedCount = Math.max(1, Math.round(slots.length * 0.03));
  const unplaced = new Set(r.sample(slots.map((_, i) => i), unplacedCount));
  const splay = slots[0] ? Math.min(slots[0].x1 - slots[0].x0, slots[0].y1 - slots[0].y0) * 0.3 : 0;
  return slots.map((slot, i) => {
    const placed = !unplaced.has(i);
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
      coordinates: placed ? slotPolygon(slot, chamfer ? splay : 0) : [],
      customer_id: null,
      notes: r.chance(0.22) ? r.pick(PLOT_NOTES) : null,
      price,
      created_at: iso(i),
    };
  });
}

/* Lookups of the later seeds ------------------------------------------------------------------- */

/** A plot with what the later seeds read of it. */
export interface PlotInfo {
  row: Row;
  org: number;
  /** Its creation, in ms. */
  ms: number;
  price: number;
  /** Drawn on the layout map (unplaced plots have no coordinates). */
  placed: boolean;
  squarefeet: number;
  measurement: string;
  measurementText: string;
}

/** The plots of every layout, by layout id, in plot order. */
export function plotsByLayout(tables: Tables): Map<number, PlotInfo[]> {
  const out = new Map<number, PlotInfo[]>();
  for (const row of tables.plot ?? []) {
    const lid = row['lid'] as number;
    if (!out.has(lid)) out.set(lid, []);
    out.get(lid)!.push({
      row,
      org: row.organization_id,
      ms: Date.parse(row.created_at),
      price: row['price'] as number,
      placed: (row['coordinates'] as unknown[]).length > 0,
      squarefeet: row['squarefeet'] as number,
      measurement: String(row['measurement']),
      measurementText: String(row['measurement_text']),
    });
  }
  return out;
}

/** The project's rate in rupees per square foot (data.ts). */
export const projectRate = (project: Row): number =>
  PROJECTS.find((p) => p.org === project.organization_id && p.name === project['name'])!.rate;
