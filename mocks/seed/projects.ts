/**
 * Seed of projects and layouts beyond the core tables: the layout attribute types of each
 * organization (every option type), the custom attribute values of each layout, the app images
 * (promo pictures with titles, in order) and brochures of the layouts, and the price guide rows
 * of each project (spec 1 §3 "Layout", "Price guide record"; spec 3 §3 "Layout attribute type").
 *
 * App images and brochures carry no bytes: the demo API draws them (mocks/handlers/projects.ts).
 */
import { DAY, MINUTE, Random, seedOf, type Row, type Tables } from './context';

export const ATTRIBUTE_TYPE_TABLE = 'layoutattributetype';
export const PRICE_GUIDE_TABLE = 'priceguide';

interface AttributeSeed {
  name: string;
  icon: string;
  option_type: string;
  options?: [string, string][];
  range?: [number, number, number];
  description?: string;
}

const ATTRIBUTES: Record<number, AttributeSeed[]> = {
  1: [
    {
      name: 'Approval',
      icon: 'verified',
      option_type: 'Radio',
      options: [
        ['DTCP', 'Directorate of Town and Country Planning'],
        ['CMDA', 'Chennai Metropolitan Development Authority'],
        ['RERA', 'Registered with TN RERA'],
      ],
    },
    {
      name: 'Road Width',
      icon: 'add_road',
      option_type: 'Select',
      options: [
        ['23 ft', 'Internal roads'],
        ['30 ft', 'Main internal road'],
        ['40 ft', 'Entrance road'],
      ],
    },
    {
      name: 'Amenities',
      icon: 'park',
      option_type: 'Checkbox',
      options: [
        ['Children Park', ''],
        ['Overhead Tank', ''],
        ['Street Lights', ''],
        ['Compound Wall', ''],
        ['24 Hours Security', ''],
        ['Rain Water Harvesting', ''],
      ],
    },
    { name: 'Gated Community', icon: 'fence', option_type: 'Bool', description: 'The layout has a compound wall and a gate.' },
    { name: 'Total Extent (Acres)', icon: 'square_foot', option_type: 'Number', description: 'Total land extent of the layout.' },
    { name: 'Launch Date', icon: 'event', option_type: 'Date', description: 'The day sales opened.' },
    { name: 'Bank Loan Partners', icon: 'account_balance', option_type: 'Text', description: 'Banks that finance plots of the layout.' },
    { name: 'Distance to Highway (km)', icon: 'directions_car', option_type: 'Range', range: [0, 50, 5] },
  ],
  2: [
    {
      name: 'Approval',
      icon: 'verified',
      option_type: 'Select',
      options: [
        ['DTCP', ''],
        ['LPA', 'Local Planning Authority'],
      ],
    },
    { name: 'Gated Community', icon: 'fence', option_type: 'Bool' },
    { name: 'Bank Loan Partners', icon: 'account_balance', option_type: 'Text' },
  ],
};

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

const APP_IMAGE_TITLES: [string, string][] = [
  ['Entrance Arch', 'The grand entrance arch with the layout name board.'],
  ['Black Top Roads', '30 ft and 23 ft black top roads with street lights.'],
  ['Children Park', 'A landscaped park with play equipment for children.'],
  ['Overhead Tank', 'Water supply to every plot from the overhead tank.'],
  ['Site Office', 'Visit the site office for plans and price lists.'],
];

const GUIDE_NAMES = ['Main road facing', 'Park facing', 'Corner plots', 'Interior plots', 'East facing'];

/** The URL the demo API draws an app image at. */
export const appImageUrl = (layoutId: number, n: number) => `/api/v1/demo-assets/appimage/${layoutId}/${n}.svg`;
/** The URL the demo API draws a brochure at. */
export const brochureUrl = (layoutId: number, n: number) => `/api/v1/demo-assets/brochure/${layoutId}/${n}.pdf`;

export const seedProjects = (tables: Tables, now: Date): void => {
  const r = new Random(seedOf('projects-layouts'));
  const clock = now.getTime();
  const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

  /* Layout attribute types ------------------------------------------------------------------ */
  const types: Row[] = [];
  for (const org of [1, 2]) {
    ATTRIBUTES[org]!.forEach((a, i) => {
      types.push({
        id: types.length + 1,
        organization_id: org,
        name: a.name,
        slug: slug(a.name),
        icon: a.icon,
        option_type: a.option_type,
        order: i + 1,
        option_value: (a.options ?? []).map(([value, description], j) => ({
          _id: `o${types.length + 1}-${j + 1}`,
          option_value: value,
          description,
        })),
        min: a.range ? a.range[0] : null,
        max: a.range ? a.range[1] : null,
        default_value: a.range ? a.range[2] : null,
        description: a.description ?? null,
        created_at: iso(clock - (390 - i * 3) * DAY + i * 11 * MINUTE),
      });
    });
  }
  tables[ATTRIBUTE_TYPE_TABLE] = types;

  /* Layouts: attribute values, app images, brochures ----------------------------------------- */
  for (const layout of tables.layout ?? []) {
    const org = layout.organization_id;
    const attributes: Record<string, unknown> = {};
    for (const t of types.filter(x => x.organization_id === org)) {
      const options = t.option_value as { _id: string; option_value: string }[];
      switch (t.option_type) {
        case 'Radio':
        case 'Select':
          attributes[String(t.slug)] = r.pick(options)._id;
          break;
        case 'Checkbox':
          attributes[String(t.slug)] = r.sample(options, r.int(2, 4)).map(o => o._id);
          break;
        case 'Bool':
          attributes[String(t.slug)] = r.chance(0.7) ? 1 : 0;
          break;
        case 'Number':
          attributes[String(t.slug)] = r.int(4, 40);
          break;
        case 'Date':
          attributes[String(t.slug)] = layout.created_at.slice(0, 10);
          break;
        case 'Text':
          attributes[String(t.slug)] = r.sample(['SBI', 'Indian Bank', 'HDFC', 'LIC Housing Finance', 'ICICI'], 3).join(', ');
          break;
        case 'Range':
          attributes[String(t.slug)] = r.int(1, 20);
          break;
      }
    }
    layout.attributes = attributes;

    const mega = String(layout.name).includes('Mega');
    const count = mega ? 2 : r.int(3, 5);
    layout.appimages = APP_IMAGE_TITLES.slice(0, count).map(([title, description], i) => ({
      key: `demo/layouts/${layout.id}/app-${i + 1}.jpg`,
      url: appImageUrl(layout.id, i + 1),
      title,
      description,
      type: 'image',
      order: i + 1,
    }));
    layout.brochures = r.chance(0.75)
      ? [{ key: `demo/layouts/${layout.id}/brochure-1.pdf`, url: brochureUrl(layout.id, 1), name: `${String(layout.name)} brochure.pdf` }]
      : [];
  }

  /* Price guide rows of each project ----------------------------------------------------------- */
  const guides: Row[] = [];
  const firstGuideId = (tables[PRICE_GUIDE_TABLE] ?? []).reduce((m, row) => Math.max(m, row.id), 0) + 1;
  for (const project of tables.project ?? []) {
    const base = r.pick([1800, 2200, 2400, 2900, 3200]);
    const names = r.sample(GUIDE_NAMES, r.int(2, 4));
    names.forEach((name, i) => {
      guides.push({
        id: firstGuideId + guides.length,
        organization_id: project.organization_id,
        project_id: project.id,
        name,
        price: base + r.int(0, 8) * 50 + (i === 0 ? 200 : 0),
        created_at: iso(Date.parse(project.created_at) + (i + 1) * DAY),
      });
    });
  }
  tables[PRICE_GUIDE_TABLE] = [...(tables[PRICE_GUIDE_TABLE] ?? []), ...guides];
};
