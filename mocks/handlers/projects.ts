/**
 * Projects, layouts, layout attribute types and price guide rows of the demo API (spec 1 §2, §3,
 * §5, §7; spec 3 §2 "Types", §5): CRUD with the section 5 validation answered through the
 * envelope, the layout calls (plots of a layout, app image delete / info / order, brochure
 * delete), price/guide/create and price/guide/{id}/update, and the pictures the layouts show.
 *
 * A layout answer carries plotscount and plotsstat (status / count pairs) computed from the plot
 * table, its project ({ id, name }) and allattributes; a project answer carries layoutscount and
 * its price guide rows (priceguides).
 */
import { http, HttpResponse } from 'msw';
import { findRow, nextId, nowIso, orgRows, table, touch, type Row } from '../db';
import { ORG_DOMAINS } from '../seed/data';
import { svgPicture } from '../seed/documents';
import { renderPdf } from '../pdf';
import { organizationLetterhead } from '../pdf/letterhead';
import { ATTRIBUTE_TYPE_TABLE, PRICE_GUIDE_TABLE } from '../seed/projects';
import { PLOT_STATUSES } from '../../src/features/plotStatus/colors';
import { hasOptionList, isRange, slugOf } from '../../src/common/attributeTypes';
import { validateRecord } from '../../src/common/schema/rules';
import { layoutattributetype } from '../../src/resources/admin/attributeTypes';
import {
  LAYOUT_LISTS,
  LAYOUT_MESSAGES,
  SITE_VISIBILITY,
  uploadValidator,
  type LayoutListName,
} from '../../src/resources/inventory/layout/layoutLogic';
import { PROJECT_MESSAGES, validateGuideRow, validateGuideRows } from '../../src/resources/inventory/project/projectLogic';
import { crud, nextVersion, pick, refuseStale, versionOf, type Values } from './crud';
import { API, isFile, num, authorize, fail, flag, invalid, ok, readBody, str, type Caller } from './util';

/* Helpers ------------------------------------------------------------------------------------ */

const text = (v: unknown): string | null => (str(v) === '' ? null : str(v));
const rowsOf = (name: string, orgid: number, where: (row: Row) => boolean) => orgRows(name, orgid).filter(where);
const sameId = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);

const filesIn = (v: unknown): File[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter(isFile);

/* Uploaded layout files ------------------------------------------------------------------------ */

/**
 * Uploaded pictures and brochures: kept in memory, and in the store (so they survive a reload)
 * when small. Served at demo-assets/layoutfile/{key}.
 */
const LAYOUT_FILES = 'layoutfile';
const PERSIST_MAX_BYTES = 1_000_000;
const memoryFiles = new Map<string, { bytes: Uint8Array; type: string }>();

const toBase64 = (bytes: Uint8Array): string => {
  const chunks: string[] = [];
  for (let at = 0; at < bytes.length; at += 0x4000) chunks.push(String.fromCharCode(...bytes.subarray(at, at + 0x4000)));
  return btoa(chunks.join(''));
};

const layoutFileUrl = (key: string) => `/api/v1/demo-assets/layoutfile/${encodeURIComponent(key)}`;

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'file';

interface StoredFile {
  key: string;
  url: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

const storeLayoutFile = async (caller: Caller, layoutId: number, kind: string, file: File): Promise<StoredFile> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = file.name || kind;
  const key = `layout-${layoutId}-${kind}-${nextId(LAYOUT_FILES)}-${safeName(name)}`;
  const type = file.type || 'application/octet-stream';
  memoryFiles.set(key, { bytes, type });
  if (bytes.length <= PERSIST_MAX_BYTES) {
    table(LAYOUT_FILES).push({
      id: nextId(LAYOUT_FILES),
      organization_id: caller.orgid,
      file_key: key,
      type,
      size: bytes.length,
      data: toBase64(bytes),
      created_at: nowIso(),
    });
  }
  return { key, url: layoutFileUrl(key), name, type, bytes };
};

const dropLayoutFile = (key: unknown) => {
  if (typeof key !== 'string') return;
  memoryFiles.delete(key);
  const files = table(LAYOUT_FILES);
  const at = files.findIndex(f => f.file_key === key);
  if (at >= 0) files.splice(at, 1);
};

const readLayoutFile = (key: string): { bytes: Uint8Array; type: string } | undefined => {
  const inMemory = memoryFiles.get(key);
  if (inMemory) return inMemory;
  const stored = table(LAYOUT_FILES).find(f => f.file_key === key);
  if (!stored) return undefined;
  return { bytes: Uint8Array.from(atob(String(stored.data)), c => c.charCodeAt(0)), type: String(stored.type) };
};

/** The pixel size of an uploaded picture where the runtime can tell (the browser), else a default. */
const pictureSize = async (file: File): Promise<{ width: number; height: number }> => {
  try {
    if (typeof createImageBitmap === 'function') {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close?.();
      if (size.width > 0 && size.height > 0) return size;
    }
  } catch {
    // not a bitmap the runtime can decode (e.g. SVG): the default size
  }
  return { width: 1600, height: 1100 };
};

/* Projects ----------------------------------------------------------------------------------- */

const presentProject = (row: Row): Row => {
  const layouts = rowsOf('layout', row.organization_id, l => sameId(l.project_id, row.id));
  const priceguides = rowsOf(PRICE_GUIDE_TABLE, row.organization_id, g => sameId(g.project_id, row.id) && !g.layout_id)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
    // With each row's version: its edit dialog sends it back (issue 38).
    .map(g => ({ id: g.id, name: g.name, price: g.price, project_id: g.project_id, created_at: g.created_at, updated_at: versionOf(g) }));
  return {
    ...row,
    layoutscount: layouts.length,
    layouts: layouts.map(l => ({ id: l.id, name: l.name })),
    priceguides,
  };
};

const projectHandlers = [
  // A project with layouts is not deleted (its layouts, plots and sales would be left without it).
  http.delete(`${API}/:orgid/project/:id`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'project', action: 'delete' });
    if (caller instanceof Response) return caller;
    const count = rowsOf('layout', caller.orgid, l => sameId(l.project_id, params.id)).length;
    if (count > 0) return fail(`The project has ${count} layout${count === 1 ? '' : 's'}; delete them first.`, 422);
    return undefined;
  }),
  ...crud('project', {
    fields: ['name', 'location', 'latitude', 'longitude', 'description', 'order', 'twilio_template_id'],
    coerce: {
      name: v => str(v),
      location: text,
      latitude: num,
      longitude: num,
      description: text,
      order: num,
      twilio_template_id: text,
    },
    searchFields: ['name', 'location'],
    validate: values => (str(values.name) ? null : { name: PROJECT_MESSAGES.name }),
    present: row => presentProject(row),
    afterChange: (event, row) => {
      if (event === 'delete') {
        const guides = table(PRICE_GUIDE_TABLE);
        for (let i = guides.length - 1; i >= 0; i--) {
          if (guides[i]!.organization_id === row.organization_id && sameId(guides[i]!.project_id, row.id)) guides.splice(i, 1);
        }
      }
    },
    messages: {
      created: 'Project created successfully.',
      updated: 'Project updated successfully.',
      deleted: 'Project deleted successfully.',
    },
  }),
];

/* Price guide rows (spec 1 §7: price/guide/create and price/guide/{id}/update) ------------------- */

const priceGuideHandlers = [
  http.post(`${API}/:orgid/price/guide/create`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'project', action: 'update' });
    if (caller instanceof Response) return caller;
    const values = await readBody(request);
    const project = findRow('project', caller.orgid, str(values.pid));
    if (!project) return fail('Project not found', 404);
    const rows = Array.isArray(values.guide) ? (values.guide as Values[]) : [];
    const errors = validateGuideRows(rows);
    if (Object.keys(errors).length) return invalid(errors);
    const created = rows.map(r => {
      const row: Row = {
        id: nextId(PRICE_GUIDE_TABLE),
        organization_id: caller.orgid,
        project_id: project.id,
        name: str(r.name),
        price: Number(r.price),
        created_at: nowIso(),
      };
      table(PRICE_GUIDE_TABLE).push(row);
      return row;
    });
    touch();
    return ok(created, PROJECT_MESSAGES.priceGuideSaved);
  }),

  http.post(`${API}/:orgid/price/guide/:id/update`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'project', action: 'update' });
    if (caller instanceof Response) return caller;
    const row = findRow(PRICE_GUIDE_TABLE, caller.orgid, String(params.id));
    if (!row) return fail('Record not found', 404);
    const values = await readBody(request);
    const errors = validateGuideRow(values);
    if (Object.keys(errors).length) return invalid(errors as Record<string, string>);
    // A stale edit (issue 38): refused with the row as it is now.
    const stale = refuseStale(values, row);
    if (stale) return stale;
    if (values.project_id !== undefined && str(values.project_id) !== '' && !findRow('project', caller.orgid, str(values.project_id))) {
      return fail('Project not found', 404);
    }
    Object.assign(row, {
      name: str(values.name),
      price: Number(values.price),
      ...(str(values.project_id) ? { project_id: Number(values.project_id) } : {}),
      updated_at: nextVersion(row),
    });
    touch();
    return ok(row, PROJECT_MESSAGES.priceGuideUpdated);
  }),
];

/* Layout attribute types ------------------------------------------------------------------------ */

const attributeTypesOf = (orgid: number) =>
  orgRows(ATTRIBUTE_TYPE_TABLE, orgid).sort((a, b) => (num(a.order) ?? 0) - (num(b.order) ?? 0) || a.id - b.id);

const coerceOptions = (v: unknown) =>
  (Array.isArray(v) ? (v as Values[]) : [])
    .filter(o => o && typeof o === 'object')
    .map(o => ({
      _id: str(o._id) || `o${nextId('layoutattributeoption')}`,
      option_value: str(o.option_value),
      description: str(o.description),
    }));

const uniqueSlug = (orgid: number, wanted: string, selfId?: number): string => {
  const taken = new Set(
    orgRows(ATTRIBUTE_TYPE_TABLE, orgid)
      .filter(r => r.id !== selfId)
      .map(r => String(r.slug)),
  );
  let candidate = wanted || 'attribute';
  for (let n = 2; taken.has(candidate); n++) candidate = `${wanted}_${n}`;
  return candidate;
};

const attributeTypeHandlers = crud(ATTRIBUTE_TYPE_TABLE, {
  fields: ['name', 'slug', 'icon', 'option_type', 'order', 'option_value', 'min', 'max', 'default_value', 'description'],
  coerce: {
    name: v => str(v),
    slug: v => slugOf(str(v)),
    icon: v => str(v),
    option_type: v => str(v),
    order: num,
    option_value: coerceOptions,
    min: num,
    max: num,
    default_value: num,
    description: text,
  },
  searchFields: ['name', 'slug'],
  validate: (values, { mode }) => {
    // The declaration's rules, on the values sent (src/resources/admin/attributeTypes.ts).
    const errors = validateRecord(layoutattributetype, values, mode === 'create' ? 'create' : 'update');
    return Object.keys(errors).length ? errors : null;
  },
  afterChange: (event, row) => {
    if (event === 'delete') return;
    // The slug: given, or made from the name; unique in the organization.
    row.slug = uniqueSlug(row.organization_id, String(row.slug || slugOf(String(row.name))), row.id);
    // Only what the option type shows is kept.
    if (!hasOptionList(row.option_type)) row.option_value = [];
    if (!isRange(row.option_type)) Object.assign(row, { min: null, max: null, default_value: null });
    if (row.order === null || row.order === undefined) {
      row.order = attributeTypesOf(row.organization_id).reduce((m, r) => Math.max(m, num(r.order) ?? 0), 0) + 1;
    }
  },
  messages: {
    created: 'Layout attribute type created successfully.',
    updated: 'Layout attribute type updated successfully.',
    deleted: 'Layout attribute type deleted successfully.',
  },
});

/* Layouts --------------------------------------------------------------------------------------- */

/** plotscount and plotsstat (status / count pairs, in the order of the statuses) of a layout. */
export const plotStats = (orgid: number, layoutId: number) => {
  const plots = rowsOf('plot', orgid, p => sameId(p.lid, layoutId));
  const counts = new Map<string, number>();
  for (const p of plots) counts.set(String(p.status), (counts.get(String(p.status)) ?? 0) + 1);
  const known = PLOT_STATUSES.filter(s => counts.has(s)).map(status => ({ status, count: counts.get(status)! }));
  const others = [...counts.keys()]
    .filter(s => !(PLOT_STATUSES as readonly string[]).includes(s))
    .map(status => ({ status, count: counts.get(status)! }));
  return { plotscount: plots.length, plotsstat: [...known, ...others] };
};

const allAttributes = (row: Row) => {
  const values = (row.attributes && typeof row.attributes === 'object' ? row.attributes : {}) as Record<string, unknown>;
  return attributeTypesOf(row.organization_id).map(t => ({
    id: t.id,
    name: t.name,
    slug: t.slug,
    icon: t.icon,
    option_type: t.option_type,
    option_value: t.option_value,
    order: t.order,
    atrvalue: values[String(t.slug)] ?? null,
  }));
};

export const presentLayout = (row: Row): Row => {
  const project = findRow('project', row.organization_id, String(row.project_id));
  const attributes = allAttributes(row);
  return {
    ...row,
    pid: row.project_id,
    sitevisibility: row.site_visibility,
    project: project ? { id: project.id, name: project.name } : null,
    attributes: Object.fromEntries(attributes.map(a => [String(a.slug), a.atrvalue])),
    allattributes: attributes,
    appimages: [...((row.appimages as Values[]) ?? [])].sort((a, b) => (num(a.order) ?? 0) - (num(b.order) ?? 0)),
    ...plotStats(row.organization_id, row.id),
  };
};

const coerceList = (name: LayoutListName) => (v: unknown) =>
  (Array.isArray(v) ? (v as Values[]) : [])
    .filter(r => r && typeof r === 'object')
    .map(r => Object.fromEntries(LAYOUT_LISTS[name].map(f => [f, str(r[f])])))
    .filter(r => Object.values(r).some(x => x !== ''));

const LAYOUT_COERCE: Record<string, (v: unknown) => unknown> = {
  project_id: num,
  name: v => str(v),
  order: num,
  site_visibility: v => ((SITE_VISIBILITY as readonly string[]).includes(str(v)) ? str(v) : 'Hide'),
  location: text,
  price_range: text,
  meta_title: text,
  meta_description: text,
  meta_keywords: text,
  appintro: text,
  resale_permission: flag,
  appfeatures: v => {
    const f = (v && typeof v === 'object' ? v : {}) as Values;
    return { dtcp: flag(f.dtcp), blackroad: flag(f.blackroad), powersupply: flag(f.powersupply), experience: flag(f.experience) };
  },
  ...Object.fromEntries((Object.keys(LAYOUT_LISTS) as LayoutListName[]).map(name => [name, coerceList(name)])),
};

const LAYOUT_FIELDS = Object.keys(LAYOUT_COERCE);

/** Custom attribute values from the form (attributes[slug]), typed by their attribute type. */
const coerceAttributes = (orgid: number, given: unknown, current: unknown): Record<string, unknown> => {
  const out = { ...((current && typeof current === 'object' ? current : {}) as Record<string, unknown>) };
  if (!given || typeof given !== 'object') return out;
  const types = new Map(attributeTypesOf(orgid).map(t => [String(t.slug), t]));
  for (const [slug, raw] of Object.entries(given as Values)) {
    const type = types.get(slug);
    if (!type) continue;
    const blank = raw === undefined || raw === null || str(raw) === '';
    switch (type.option_type) {
      case 'Checkbox':
        out[slug] = (Array.isArray(raw) ? raw : blank ? [] : [raw]).map(v => str(v)).filter(Boolean);
        break;
      case 'Bool':
        out[slug] = blank ? null : flag(raw);
        break;
      case 'Number':
      case 'Range':
        out[slug] = num(raw);
        break;
      default:
        out[slug] = blank ? null : str(raw);
    }
  }
  return out;
};

/** The uploads of a layout save, checked as the console checks them (spec 1 §5). */
const uploadErrors = (values: Values): Record<string, string> => {
  const errors: Record<string, string> = {};
  const check = (field: string, files: File[], opts: Parameters<typeof uploadValidator>[0]) => {
    const message = uploadValidator(opts)(files.map(rawFile => ({ rawFile })));
    if (message) errors[field] = message;
  };
  check('image', filesIn(values.image), { image: true });
  check('thumbnail', filesIn(values.thumbnail), { image: true });
  check('appimages', filesIn(values.appimages), {});
  check('brochures', filesIn(values.brochures), { brochure: true });
  return errors;
};

const validateLayout = (values: Values, caller: Caller, mode: 'create' | 'update'): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (mode === 'create' || 'name' in values) {
    if (!str(values.name)) errors.name = LAYOUT_MESSAGES.name;
  }
  const projectId = values.project_id ?? values.pid;
  if (mode === 'create' || projectId !== undefined) {
    if (!findRow('project', caller.orgid, str(projectId))) errors.project_id = 'Project not found';
  }
  return { ...errors, ...uploadErrors(values) };
};

/** Applies a create / update body to a layout row: fields, attributes and the uploaded files. */
const applyLayout = async (row: Row, values: Values, caller: Caller) => {
  const body = { ...values };
  if (body.project_id === undefined && body.pid !== undefined) body.project_id = body.pid;
  if (body.site_visibility === undefined && body.sitevisibility !== undefined) body.site_visibility = body.sitevisibility;
  // The order is editable only in organization 1 (C32).
  if (caller.orgid !== 1) delete body.order;
  Object.assign(row, pick(body, LAYOUT_FIELDS, LAYOUT_COERCE));
  row.pid = row.project_id;
  row.attributes = coerceAttributes(caller.orgid, body.attributes, row.attributes);

  const image = filesIn(body.image)[0];
  if (image) {
    const stored = await storeLayoutFile(caller, row.id, 'image', image);
    dropLayoutFile(row.image_file_key);
    Object.assign(row, {
      image: stored.key,
      image_file_key: stored.key,
      imageurl: stored.url,
      imagelargeurl: stored.url,
      imagesize: await pictureSize(image),
    });
    if (!row.thumbnail_file_key) Object.assign(row, { thumbnail: stored.key, thumbimageurl: stored.url });
  }
  const thumbnail = filesIn(body.thumbnail)[0];
  if (thumbnail) {
    const stored = await storeLayoutFile(caller, row.id, 'thumbnail', thumbnail);
    dropLayoutFile(row.thumbnail_file_key);
    Object.assign(row, { thumbnail: stored.key, thumbnail_file_key: stored.key, thumbimageurl: stored.url });
  }
  const appimages = [...((row.appimages as Values[]) ?? [])];
  for (const file of filesIn(body.appimages)) {
    const stored = await storeLayoutFile(caller, row.id, 'app', file);
    appimages.push({
      key: stored.key,
      url: stored.url,
      title: '',
      description: '',
      type: file.type.startsWith('video/') ? 'video' : 'image',
      order: appimages.reduce((m, a) => Math.max(m, num(a.order) ?? 0), 0) + 1,
    });
  }
  row.appimages = appimages;
  const brochures = [...((row.brochures as Values[]) ?? [])];
  for (const file of filesIn(body.brochures)) {
    const stored = await storeLayoutFile(caller, row.id, 'brochure', file);
    brochures.push({ key: stored.key, url: stored.url, name: stored.name });
  }
  row.brochures = brochures;
};

const emptyLayout = (caller: Caller): Row => ({
  id: nextId('layout'),
  organization_id: caller.orgid,
  project_id: null,
  pid: null,
  name: '',
  order: null,
  site_visibility: 'Hide',
  location: null,
  price_range: null,
  meta_title: null,
  meta_description: null,
  meta_keywords: null,
  image: null,
  imageurl: null,
  imagelargeurl: null,
  imagesize: null,
  thumbnail: null,
  thumbimageurl: null,
  appintro: null,
  resale_permission: 0,
  appfeatures: { dtcp: 0, blackroad: 0, powersupply: 0, experience: 0 },
  appinfo: [],
  faq: [],
  why_choose: [],
  video_params: [],
  nearby_location: [],
  appimages: [],
  brochures: [],
  attributes: {},
  geo: [],
  downloadqrcode_filename: null,
  documentspage_url: null,
  created_at: nowIso(),
});

/** The caller and the layout of a /layout/{id}/... call that changes it (project.update). */
const layoutForUpdate = (request: Request, params: Record<string, string | readonly string[] | undefined>) => {
  const caller = authorize(request, params.orgid, { resource: 'layout', action: 'update' });
  if (caller instanceof Response) return caller;
  const row = findRow('layout', caller.orgid, String(params.id));
  if (!row) return fail('Record not found', 404);
  return { caller, row };
};

const appImagesOf = (row: Row) => [...((row.appimages as Values[]) ?? [])];

const layoutHandlers = [
  http.get(`${API}/:orgid/layout/:id/plots`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'layout', action: 'show' });
    if (caller instanceof Response) return caller;
    const row = findRow('layout', caller.orgid, String(params.id));
    if (!row) return fail('Record not found', 404);
    const plots = rowsOf('plot', caller.orgid, p => sameId(p.lid, row.id)).sort((a, b) =>
      str(a.number).localeCompare(str(b.number), undefined, { numeric: true }),
    );
    return ok(plots);
  }),

  http.post(`${API}/:orgid/layout/:id/appimage/delete`, async ({ request, params }) => {
    const found = layoutForUpdate(request, params);
    if (found instanceof Response) return found;
    const { key } = await readBody(request);
    const images = appImagesOf(found.row);
    const at = images.findIndex(a => str(a.key) === str(key));
    if (at < 0) return fail('Image not found', 404);
    const [removed] = images.splice(at, 1);
    dropLayoutFile(removed!.key);
    images.forEach((a, i) => (a.order = i + 1));
    found.row.appimages = images;
    touch();
    return ok(presentLayout(found.row), 'Image deleted successfully.');
  }),

  http.post(`${API}/:orgid/layout/:id/brochure/delete`, async ({ request, params }) => {
    const found = layoutForUpdate(request, params);
    if (found instanceof Response) return found;
    const { key } = await readBody(request);
    const brochures = [...((found.row.brochures as Values[]) ?? [])];
    const at = brochures.findIndex(b => str(b.key) === str(key));
    if (at < 0) return fail('Brochure not found', 404);
    const [removed] = brochures.splice(at, 1);
    dropLayoutFile(removed!.key);
    found.row.brochures = brochures;
    touch();
    return ok(presentLayout(found.row), 'Brochure deleted successfully.');
  }),

  http.post(`${API}/:orgid/layout/:id/savepromoimagesinfo`, async ({ request, params }) => {
    const found = layoutForUpdate(request, params);
    if (found instanceof Response) return found;
    const values = await readBody(request);
    if (values.layoutid !== undefined && str(values.layoutid) !== String(found.row.id)) return fail('Layout does not match.', 422);
    const images = appImagesOf(found.row);
    const image = images.find(a => str(a.key) === str(values.key));
    if (!image) return fail('Image not found', 404);
    image.title = str(values.title);
    image.description = str(values.description);
    found.row.appimages = images;
    touch();
    return ok(presentLayout(found.row), LAYOUT_MESSAGES.promoInfoUpdated);
  }),

  http.post(`${API}/:orgid/layout/:id/saveappimageorder`, async ({ request, params }) => {
    const found = layoutForUpdate(request, params);
    if (found instanceof Response) return found;
    const values = await readBody(request);
    let items: unknown;
    try {
      items = typeof values.items === 'string' ? JSON.parse(values.items) : values.items;
    } catch {
      items = undefined;
    }
    if (!Array.isArray(items)) return invalid({ items: LAYOUT_MESSAGES.saveData });
    const keys = items.map(item => (item && typeof item === 'object' ? str((item as Values).key) : str(item)));
    const images = appImagesOf(found.row);
    const byKey = new Map(images.map(a => [str(a.key), a]));
    if (keys.length !== images.length || keys.some(k => !byKey.has(k))) return invalid({ items: LAYOUT_MESSAGES.saveData });
    found.row.appimages = keys.map((k, i) => ({ ...byKey.get(k)!, order: i + 1 }));
    touch();
    return ok(presentLayout(found.row), 'Image order updated.');
  }),

  http.post(`${API}/:orgid/layout`, async ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'layout', action: 'create' });
    if (caller instanceof Response) return caller;
    const values = await readBody(request);
    if (values.project_id === undefined && values.pid !== undefined) values.project_id = values.pid;
    const errors = validateLayout(values, caller, 'create');
    if (Object.keys(errors).length) return invalid(errors);
    const row = emptyLayout(caller);
    await applyLayout(row, values, caller);
    if (row.order === null || row.order === undefined) {
      row.order =
        rowsOf('layout', caller.orgid, l => sameId(l.project_id, row.project_id)).reduce((m, l) => Math.max(m, num(l.order) ?? 0), 0) + 1;
    }
    row.downloadqrcode_filename = `layout-${row.id}-qrcode.png`;
    row.documentspage_url = `https://${ORG_DOMAINS[caller.orgid] ?? 'example.com'}/layouts/${slugOf(String(row.name)).replace(/_/g, '-')}-${row.id}/documents`;
    table('layout').push(row);
    touch();
    return ok(presentLayout(row), 'Layout created successfully.');
  }),

  http.post(`${API}/:orgid/layout/:id`, async ({ request, params }) => {
    const values = await readBody(request);
    if (values._method !== 'PUT') return fail('Method not allowed', 405);
    const found = layoutForUpdate(request, params);
    if (found instanceof Response) return found;
    const errors = validateLayout(values, found.caller, 'update');
    if (Object.keys(errors).length) return invalid(errors);
    await applyLayout(found.row, values, found.caller);
    found.row.updated_at = nowIso();
    touch();
    return ok(presentLayout(found.row), 'Layout updated successfully.');
  }),

  // A layout with plots is not deleted (the plots, their sales and bookings would be orphaned).
  http.delete(`${API}/:orgid/layout/:id`, ({ request, params }) => {
    const caller = authorize(request, params.orgid, { resource: 'layout', action: 'delete' });
    if (caller instanceof Response) return caller;
    const count = rowsOf('plot', caller.orgid, p => sameId(p.lid, params.id)).length;
    if (count > 0) return fail(`The layout has ${count} plot${count === 1 ? '' : 's'}; it cannot be deleted.`, 422);
    return undefined;
  }),

  ...crud('layout', {
    fields: LAYOUT_FIELDS,
    coerce: LAYOUT_COERCE,
    searchFields: ['name', 'location'],
    present: row => presentLayout(row),
    afterChange: (event, row) => {
      if (event !== 'delete') return;
      for (const a of appImagesOf(row)) dropLayoutFile(a.key);
      for (const b of (row.brochures as Values[]) ?? []) dropLayoutFile(b.key);
      dropLayoutFile(row.image_file_key);
      dropLayoutFile(row.thumbnail_file_key);
    },
    messages: { deleted: 'Layout deleted successfully.' },
  }),
];

/* Pictures and brochures the layouts show --------------------------------------------------------- */

const APP_IMAGE_HUES = [200, 120, 35, 280, 165];

const assetHandlers = [
  http.get(`${API}/demo-assets/appimage/:layout/:file`, ({ params }) => {
    const layout = table('layout').find(l => String(l.id) === String(params.layout));
    const n = Number(String(params.file).replace(/\.svg$/, ''));
    const image = layout ? appImagesOf(layout).find(a => str(a.url).endsWith(`/${params.layout}/${params.file}`)) : undefined;
    if (!layout || !Number.isFinite(n)) return new HttpResponse('Not found', { status: 404 });
    const svg = svgPicture(str(image?.title) || `Photo ${n}`, str(layout.name), APP_IMAGE_HUES[(n - 1) % APP_IMAGE_HUES.length]!);
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
  }),

  http.get(`${API}/demo-assets/brochure/:layout/:file`, async ({ params }) => {
    const layout = table('layout').find(l => String(l.id) === String(params.layout));
    if (!layout) return new HttpResponse('Not found', { status: 404 });
    const pdf = await renderPdf({
      letterhead: organizationLetterhead(layout.organization_id),
      title: `${str(layout.name)} - Brochure`,
      lines: [str(layout.location), str(layout.price_range) ? `Price range: ${str(layout.price_range)}` : '', str(layout.appintro)].filter(
        Boolean,
      ),
    });
    return new HttpResponse(pdf as BodyInit, {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="brochure-${layout.id}.pdf"` },
    });
  }),

  http.get(`${API}/demo-assets/layoutfile/:key`, ({ params }) => {
    const file = readLayoutFile(decodeURIComponent(String(params.key)));
    if (!file) return new HttpResponse('Not found', { status: 404 });
    return new HttpResponse(file.bytes, { headers: { 'Content-Type': file.type, 'Cache-Control': 'max-age=3600' } });
  }),
];

export const projectAreaHandlers = [
  ...assetHandlers,
  ...projectHandlers,
  ...priceGuideHandlers,
  ...attributeTypeHandlers,
  ...layoutHandlers,
];
