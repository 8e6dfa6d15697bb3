/** The pure parts of projects: messages, the search delay, the maps link, the links of a project row and the price guide rows. */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/project/projectLogic.ts"

export const PROJECT_MESSAGES = {
  name: 'Project name is required',
  plotNumber: 'Plot number is required',
  // "Price guide rows: name and price both required" (spec 1 §5): no text given (docs/decisions.md).
  guideName: 'Name is required',
  guidePrice: 'Price is required',
  guidePriceNumber: 'Price must be a number',
  priceGuideSaved: 'Price guide details saved.',
  priceGuideUpdated: 'Price guide updated.',
  processOperation: 'Unable to process operation',
  plotCreated: 'Plot created successfully.',
  /** The Add Plot dialog of a layout row, when the plot is not created. */
  createPlot: 'Unable to Create Plot',
} as const;

/** "The project filter search waits 2 seconds after typing" (spec 1 §2, §9). */
export const PROJECT_SEARCH_DELAY_MS = 2000;

/** Projects are listed 20 per page (spec 1 §9). */
export const PROJECT_PER_PAGE = 20;

/** The maps service at latitude,longitude (src/common/maps.ts, shared with purchased land). */
export { mapsUrl } from '../../../common/maps';

/** A new layout of the project (the layout form carries ?pid=), relative to the organization. */
export const addLayoutPath = (id: number | string) => `/layout/create?pid=${id}`;

export interface GuideRow {
  name?: unknown;
  price?: unknown;
}

const blank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';

/** The errors of one price guide row (name and price required, price a number). */
export const validateGuideRow = (row: GuideRow | undefined): { name?: string; price?: string } => {
  const errors: { name?: string; price?: string } = {};
  if (blank(row?.name)) errors.name = PROJECT_MESSAGES.guideName;
  if (blank(row?.price)) errors.price = PROJECT_MESSAGES.guidePrice;
  else if (!Number.isFinite(Number(row?.price))) errors.price = PROJECT_MESSAGES.guidePriceNumber;
  return errors;
};

/** The errors of the Add Price Guide Details rows, keyed guide.{i}.{field}: empty when valid. */
export const validateGuideRows = (rows: unknown): Record<string, string> => {
  const list = Array.isArray(rows) ? (rows as GuideRow[]) : [];
  const errors: Record<string, string> = {};
  if (list.length === 0) errors['guide.0.name'] = PROJECT_MESSAGES.guideName;
  list.forEach((row, i) => {
    const e = validateGuideRow(row);
    if (e.name) errors[`guide.${i}.name`] = e.name;
    if (e.price) errors[`guide.${i}.price`] = e.price;
  });
  return errors;
};

/** Indian-style price display (e.g. 2,400 or 12,50,000). */
export const formatPrice = (value: unknown): string => {
  const n = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return '-';
  return n.toLocaleString('en-IN', { maximumFractionDigits: 2 });
};
