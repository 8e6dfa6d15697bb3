/** The pure parts of layouts: the site visibility control and its Daga variant, the app features, the payload a layout form sends… */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/layout/layoutLogic.ts"
import { uploadKind, validateUpload } from '../../../common/uploads';
import { attributeValueText, type AttributeOption } from '../../../common/attributeTypes';

export const LAYOUT_MESSAGES = {
  name: 'Layout name is required',
  promoInfoUpdated: 'Promo Image Info updated.',
  saveData: 'Unable to save data',
  deleteImage: 'Unable to delete image',
  deleteBrochure: 'Unable to delete brochure',
  loadingFields: 'Loading fields...',
  fieldsError: 'ERROR',
} as const;

/* Site visibility (C25) ---------------------------------------------------------------------- */

export const SITE_VISIBILITY = ['Hide', 'Dagasite', 'TVMpropsite', 'Both'] as const;
export type SiteVisibility = (typeof SITE_VISIBILITY)[number];
export const SITE_VISIBILITY_CHOICES = SITE_VISIBILITY.map(id => ({ id, name: id }));

export interface VisibilityFlags {
  dagasite: boolean;
  tvmpropsite: boolean;
}

/** The Daga control: two check boxes (Daga site, TVM prop site) for the same four values. */
export const visibilityToFlags = (value: unknown): VisibilityFlags => ({
  dagasite: value === 'Dagasite' || value === 'Both',
  tvmpropsite: value === 'TVMpropsite' || value === 'Both',
});

export const flagsToVisibility = ({ dagasite, tvmpropsite }: VisibilityFlags): SiteVisibility =>
  dagasite && tvmpropsite ? 'Both' : dagasite ? 'Dagasite' : tvmpropsite ? 'TVMpropsite' : 'Hide';

/** The order field is shown and editable only in organization 1 (C32). */
export const canEditLayoutOrder = (orgid: string | number): boolean => String(orgid) === '1';

/* App features -------------------------------------------------------------------------------- */

export const APP_FEATURES = [
  { key: 'dtcp', label: 'DTCP Approved' },
  { key: 'blackroad', label: 'Black Top Roads' },
  { key: 'powersupply', label: '24*7 Power Supply' },
  { key: 'experience', label: '20+ Years of Experience' },
] as const;

export const enabledFeatures = (features: unknown): string[] => {
  const f = (features && typeof features === 'object' ? features : {}) as Record<string, unknown>;
  return APP_FEATURES.filter(({ key }) => [true, 1, '1', 'true'].includes(f[key] as never)).map(({ label }) => label);
};

/* The lists of the App Content and Location tabs ------------------------------------------------ */

/** Each list of the layout and the fields of its rows. */
export const LAYOUT_LISTS = {
  appinfo: ['title', 'content'],
  faq: ['title', 'content'],
  why_choose: ['title', 'content'],
  video_params: ['title', 'key'],
  nearby_location: ['distance', 'name', 'location'],
} as const;
export type LayoutListName = keyof typeof LAYOUT_LISTS;

/** The fields a layout form writes (everything else on the record is computed by the server). */
export const LAYOUT_WRITABLE = [
  'project_id',
  'name',
  'order',
  'site_visibility',
  'location',
  'price_range',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'appintro',
  'resale_permission',
  'appfeatures',
] as const;

const isBlankRow = (row: unknown): boolean =>
  !row ||
  typeof row !== 'object' ||
  Object.values(row as Record<string, unknown>).every(v => v === undefined || v === null || String(v).trim() === '');

const isNewFile = (v: unknown): boolean => typeof v === 'object' && v !== null && 'rawFile' in v;

const newFiles = (v: unknown): unknown[] => (Array.isArray(v) ? v : v ? [v] : []).filter(isNewFile);

/** What a layout create/update sends: the writable fields, the lists, the custom attribute values keyed by slug… */
export const layoutPayload = (values: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const key of LAYOUT_WRITABLE) if (key in values) out[key] = values[key];
  for (const name of Object.keys(LAYOUT_LISTS) as LayoutListName[]) {
    if (!(name in values)) continue;
    const rows = Array.isArray(values[name]) ? (values[name] as unknown[]).filter(r => !isBlankRow(r)) : [];
    out[name] = rows.length ? rows : null;
  }
  if (values.attributes && typeof values.attributes === 'object') {
    const attributes: Record<string, unknown> = {};
    for (const [slug, value] of Object.entries(values.attributes as Record<string, unknown>)) {
      attributes[slug] = Array.isArray(value) && value.length === 0 ? null : value === undefined ? null : value;
    }
    out.attributes = attributes;
  }
  const image = newFiles(values.image_upload)[0];
  if (image) out.image = image;
  const thumbnail = newFiles(values.thumbnail_upload)[0];
  if (thumbnail) out.thumbnail = thumbnail;
  const appimages = newFiles(values.new_appimages);
  if (appimages.length) out.appimages = appimages;
  const brochures = newFiles(values.new_brochures);
  if (brochures.length) out.brochures = brochures;
  return out;
};

/* Uploads (spec 1 §5) ------------------------------------------------------------------------------ */

export const IMAGE_ONLY = 'The layout image must be a picture (jpeg, jpg, gif, png, webp).';

type PickedFile = { name: string; size: number; type?: string };

/** The validator of an upload input: the first refused file's message, before anything is sent. */
export const uploadValidator =
  (opts: { brochure?: boolean; image?: boolean } = {}) =>
  (value: unknown): string | undefined => {
    for (const item of Array.isArray(value) ? value : value ? [value] : []) {
      const file = (item as { rawFile?: PickedFile })?.rawFile;
      if (!file) continue;
      const message = validateUpload(file, { brochure: opts.brochure });
      if (message) return message;
      if (opts.image && uploadKind(file) !== 'image') return IMAGE_ONLY;
    }
    return undefined;
  };

/* Custom attribute values ----------------------------------------------------------------------- */

export interface LayoutAttribute {
  id?: number | string;
  name?: string;
  slug?: string;
  icon?: string | null;
  option_type?: string;
  option_value?: AttributeOption[] | null;
  atrvalue?: unknown;
  order?: number | null;
}

/** How an attribute value reads: Bool as Yes or No, options by their text, a dash when empty (one rule: attributeValueText). */
export const attributeDisplay = (attr: LayoutAttribute): string => attributeValueText(attr, attr.atrvalue);

/** Where a layout save returns to. */
export const projectLayoutsPath = (pid: number | string): string => `/project/${pid}/show/layout`;
