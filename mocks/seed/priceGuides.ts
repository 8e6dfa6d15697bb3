/**
 * Layout-scoped price guides (spec 3 "Price guides"; inventory C2): a few guides on several
 * layouts of both organizations, the big layout 2 included, each with some of its layout's plots
 * assigned (plot.priceguide_id). The project-scoped rows of mocks/seed/projects.ts (project_id,
 * no layout_id) share the table and stay the project page's rows. A guide names its own
 * organization's customer groups and attribute options: seeded after them (./extensions.ts).
 */
import { DAY, Random, seedOf, type Row, type Tables } from './context';
import { attributeKey, choosableOptions, type CustomerAttributeType } from '../../src/resources/inventory/priceguide/priceGuideLogic';

export const PRICE_GUIDE_TABLE = 'priceguide';

/** Layouts that get guides, with how many. */
const LAYOUT_GUIDES: Array<[layoutId: number, count: number]> = [
  [1, 2],
  [2, 3],
  [3, 1],
  [6, 2],
  [9, 1],
  [17, 2],
  [20, 1],
];

const NAMES = ['Main road facing', 'Park facing', 'Corner premium', 'Interior plots', 'East facing', 'Phase launch offer'];
const NOTES = [
  'Applies to plots on the 40 ft entrance road.',
  'Launch price valid till the end of the quarter.',
  'Corner plots carry a premium of 8%.',
  null,
  'Registration charges extra.',
];

/**
 * A customer-visibility guide's attributes: options of the organization's first two types whose
 * options can be chosen, as the guide's form offers them (two of the first type, one of the second).
 */
const attributesFor = (tables: Tables, orgid: number): Record<string, string[]> => {
  const types = (tables.customerattributetype ?? [])
    .filter(t => t.organization_id === orgid)
    .map(t => ({ id: t.id, options: choosableOptions(t as unknown as CustomerAttributeType).map(o => o.id) }))
    .filter(t => t.options.length > 0)
    .slice(0, 2);
  return Object.fromEntries(
    types.map((t, i) => [attributeKey(t.id), i === 0 ? t.options.filter((_, k) => k === 0 || k === 2) : t.options.slice(0, 1)]),
  );
};

export const seedPriceGuides = (tables: Tables, now: Date): void => {
  const r = new Random(seedOf('layout-price-guides'));
  const rows = tables[PRICE_GUIDE_TABLE] ?? (tables[PRICE_GUIDE_TABLE] = []);
  let nextId = rows.reduce((m, row) => Math.max(m, row.id), 0) + 1;
  const layouts = new Map((tables.layout ?? []).map(l => [l.id, l]));
  const plotsByLayout = new Map<number, Row[]>();
  for (const p of tables.plot ?? []) {
    const lid = Number(p.lid);
    if (!plotsByLayout.has(lid)) plotsByLayout.set(lid, []);
    plotsByLayout.get(lid)!.push(p);
  }
  const latest = now.getTime() - DAY;
  /** The organization's first customer group, as a guide's list of groups. */
  const firstGroup = (orgid: number): number[] =>
    (tables.customergroup ?? [])
      .filter(g => g.organization_id === orgid)
      .slice(0, 1)
      .map(g => g.id);

  let n = 0;
  for (const [layoutId, count] of LAYOUT_GUIDES) {
    const layout = layouts.get(layoutId);
    if (!layout) continue;
    const names = r.sample(NAMES, count);
    const base = r.pick([1800, 2200, 2400, 2900, 3200]);
    const created = Math.min(latest, Date.parse(layout.created_at) + 3 * DAY);
    const ids: number[] = [];
    names.forEach((name, i) => {
      const price = base + r.int(0, 8) * 50 + i * 150;
      const id = nextId++;
      ids.push(id);
      // Every third guide is for customers with chosen attributes; the others are public.
      const customer = n++ % 3 === 1;
      rows.push({
        id,
        organization_id: layout.organization_id,
        layout_id: layout.id,
        name,
        price,
        new_price: r.chance(0.6) ? price + r.int(1, 4) * 100 : null,
        min_price: price - r.int(1, 3) * 100,
        notes: r.pick(NOTES),
        price_rating: r.int(1, 5),
        visibility: customer ? 'Customer' : 'Public',
        customer_attributes: customer ? attributesFor(tables, layout.organization_id) : {},
        customer_group_ids: customer ? [] : r.chance(0.5) ? firstGroup(layout.organization_id) : [],
        created_at: new Date(Math.floor((created + i * DAY) / 1000) * 1000).toISOString(),
      });
    });
    // Plots of the layout: guide k takes every plot whose position modulo (count + 1) is k; the
    // rest stay unassigned.
    (plotsByLayout.get(layoutId) ?? []).forEach((plot, index) => {
      const k = index % (count + 1);
      if (k < ids.length && plot.priceguide_id == null) plot.priceguide_id = ids[k];
    });
  }
};
