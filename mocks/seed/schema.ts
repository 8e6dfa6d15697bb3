/**
 * The seed of every schema resource (src/resources/schemas.ts), from its declaration: for each
 * organization, `seed.count` rows (default 12) created over the last year, each field filled from
 * its seed hint (a list is walked in order, so names do not repeat; a function gets the context),
 * or by kind (a Tamil Nadu mobile, a name-based e-mail, a reference picked from the referenced
 * table of the same organization, a date of the last year, ...). Deterministic: a Random per
 * table and organization, dates from the seed's `now`.
 */
import type { AnyField, SeedFake, SeedFieldContext } from '../../src/common/schema/fields';
import type { ResourceSchema } from '../../src/common/schema/define';
import { SCHEMAS } from '../../src/resources/schemas';
import { FEMALE_NAMES, MALE_NAMES, PLACES, STREETS, SURNAMES } from './data';
import type { Row, Tables } from './context';
import { Random, seedOf } from './random';

const DAY = 86_400_000;
const IST = 5.5 * 3_600_000;
const ORGS = [1, 2] as const;

const SENTENCES = [
  'Handles enquiries from the Chennai and Chengalpattu offices.',
  'Preferred for site visits on weekends.',
  'Verified by the sales team last quarter.',
  'Contact before 6 pm on working days.',
  'Used for layouts approved by DTCP.',
  'Shown on the website and in the customer app.',
  'Updated after the monthly review meeting.',
  'Covers plots near the Outer Ring Road.',
];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const fakeOf = (r: Random, now: number): SeedFake => ({
  person: () => `${r.chance(0.6) ? r.pick(MALE_NAMES) : r.pick(FEMALE_NAMES)} ${r.pick(SURNAMES)}`,
  mobile: () => `${r.pick(['9', '8', '7', '6'])}${r.digits(9)}`,
  address: () => {
    const place = r.pick(PLACES);
    return `${r.int(1, 240)}, ${r.pick(STREETS)}, ${place.area}, ${place.city} - ${place.pincode}`;
  },
  city: () => r.pick(PLACES).city,
  email: name => `${slug(name).replace(/-/g, '.') || 'contact'}@example.com`,
  sentence: () => r.pick(SENTENCES),
  slug,
  date: (from, to) => new Date(now + r.int(from, to) * DAY + IST).toISOString().slice(0, 10),
  image: text => picture(text, r.pick(PICTURE_COLORS)),
});

const PICTURE_COLORS = ['#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#ef6c00', '#00838f', '#4e342e', '#283593'];

/** A 120x80 SVG with the initials of a text, as an image field stores it ({ url, key }). */
const picture = (text: string, color: string) => {
  const initials = text
    .split(/\s+/)
    .filter(w => /^[A-Za-z]/.test(w))
    .slice(0, 3)
    .map(w => w[0]!.toUpperCase())
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80"><rect width="120" height="80" rx="8" fill="${color}"/><text x="60" y="50" font-family="sans-serif" font-size="28" font-weight="bold" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return { url: `data:image/svg+xml;base64,${btoa(svg)}`, key: `${slug(text) || 'image'}.svg` };
};

/** A value of a field from its kind, when the declaration gives no hint. */
const byKind = (source: string, field: AnyField, ctx: SeedFieldContext): unknown => {
  const { random: r, fake } = ctx;
  switch (field.kind) {
    case 'phone':
      return fake.mobile();
    case 'email': {
      const name = Object.values(ctx.row).find(v => typeof v === 'string' && /^[A-Z][a-z]+ [A-Z]/.test(v));
      return fake.email(String(name ?? `${source}${ctx.index + 1}`));
    }
    case 'longtext':
      return fake.sentence();
    case 'richtext':
      return `<p>${fake.sentence()}</p>`;
    case 'number':
      return r.int(1, 50);
    case 'money':
      return r.int(5, 500) * 1000;
    case 'choice':
      return r.pick(field.options.choices ?? [null]);
    case 'flag':
      return r.chance(0.3) ? 1 : 0;
    case 'date':
      return fake.date(-365, 30);
    case 'datetime':
      return `${fake.date(-365, 30)}T${String(r.int(9, 18)).padStart(2, '0')}:00:00.000Z`;
    case 'time':
      return `${String(r.int(9, 18)).padStart(2, '0')}:${r.pick(['00', '15', '30', '45'])}`;
    case 'choices':
      return (field.options.choices ?? []).filter(() => r.chance(0.4));
    case 'reference': {
      const ref = field.options.reference!;
      const filter = Object.entries(ref.filter ?? {});
      const rows = ctx.rows(ref.resource).filter(row => filter.every(([k, v]) => String(row[k]) === String(v)));
      return rows.length ? r.pick(rows).id : null;
    }
    case 'list':
    case 'images':
    case 'references':
      return [];
    case 'image':
    case 'file':
    case 'json':
    case 'url':
      return null;
    default:
      return `${field.label} ${ctx.index + 1}`;
  }
};

const countOf = (schema: ResourceSchema, orgid: number) => {
  const count = schema.seed ? schema.seed.count : 0;
  return typeof count === 'function' ? count(orgid) : (count ?? 12);
};

/** Tables a schema reads while seeding: its declared `after` and its references. */
const dependsOn = (schema: ResourceSchema): string[] => [
  ...(schema.seed ? (schema.seed.after ?? []) : []),
  ...Object.values(schema.fields).flatMap(f => (f.options.reference ? [f.options.reference.resource] : [])),
];

/** The schemas in an order where every referenced table is seeded first. */
const ordered = (schemas: readonly ResourceSchema[]): ResourceSchema[] => {
  const byName = new Map(schemas.map(s => [s.name, s]));
  const done = new Set<string>();
  const out: ResourceSchema[] = [];
  const visit = (schema: ResourceSchema, path: Set<string>) => {
    if (done.has(schema.name) || path.has(schema.name)) return;
    path.add(schema.name);
    for (const name of dependsOn(schema)) {
      const dep = byName.get(name);
      if (dep) visit(dep, path);
    }
    done.add(schema.name);
    out.push(schema);
  };
  schemas.forEach(s => visit(s, new Set()));
  return out;
};

export const seedSchemaTable = (schema: ResourceSchema, tables: Tables, now: Date): void => {
  if (schema.seed === false) return;
  const clock = Math.floor(now.getTime() / 1000) * 1000;
  const rows: Row[] = [];
  // An organization's rows of a table, filtered once per table (not once per seeded row and
  // field: 50,000 plots at the large seed, issue 41); the other tables do not change meanwhile.
  const ofOrg = new Map<string, Row[]>();
  const orgRows = (table: string, orgid: number): Row[] => {
    const key = `${table}|${orgid}`;
    let found = ofOrg.get(key);
    if (!found) {
      found = (tables[table] ?? []).filter(x => x.organization_id === orgid);
      ofOrg.set(key, found);
    }
    return found;
  };
  for (const orgid of ORGS) {
    const r = new Random(seedOf('schema', schema.name, orgid));
    const fake = fakeOf(r, clock);
    const count = countOf(schema, orgid);
    // Created over the last year, oldest first; a few in the last week.
    const moments = Array.from(
      { length: count },
      (_, i) => clock - Math.round(((count - i) / count) * 360 * DAY) + r.int(0, 20) * 3_600_000,
    ).map(t => Math.min(t, clock - 3_600_000));
    for (let index = 0; index < count; index += 1) {
      const row: Record<string, unknown> = {};
      const createdAt = new Date(moments[index]!).toISOString().replace(/\.\d{3}Z$/, '.000Z');
      const ctx: SeedFieldContext = {
        random: r,
        index,
        orgid,
        row,
        createdAt,
        fake,
        rows: table => orgRows(table, orgid),
      };
      for (const [source, field] of Object.entries(schema.fields)) {
        const hint = field.options.seed;
        if (hint === 'skip') continue;
        row[source] = Array.isArray(hint)
          ? hint[(index + (orgid - 1) * 5) % hint.length]
          : typeof hint === 'function'
            ? hint(ctx)
            : field.options.defaultValue !== undefined && field.kind !== 'choice'
              ? field.options.defaultValue
              : byKind(source, field, ctx);
      }
      Object.assign(row, schema.seed ? (schema.seed.row?.(ctx) ?? {}) : {});
      rows.push({ ...row, id: 0, organization_id: orgid, created_at: createdAt } as Row);
    }
  }
  rows.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.organization_id - b.organization_id));
  rows.forEach((row, i) => (row.id = i + 1));
  tables[schema.name] = rows;
};

/** The seed extension of every schema resource (mocks/seed/extensions.ts). */
export const seedSchemaResources = (tables: Tables, now: Date): void => {
  for (const schema of ordered(SCHEMAS)) seedSchemaTable(schema, tables, now);
};
