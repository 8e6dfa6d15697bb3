/** The pure parts of plots: validators with the specification's messages, the notes cut, the filter choices and the export query. */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/plot/plotLogic.ts"
import { PLOT_STATUSES } from '../../../features/plotStatus/colors';
import type { Identifier, RaRecord } from 'ra-core';
import { required } from '../../../common/validators';
import { listExportParams } from '../../../common/exportParams';

export const PLOT_MESSAGES = {
  numberRequired: 'Plot number is required',
  /** The Map column of a plot without coordinates (spec 1 §2). */
  created: 'Created',
  mapPlaceholder: 'The plot map arrives with the map editor.',
  noSale: 'This plot has no sale record.',
} as const;

/** Plot create and edit: only the number is required (spec 1 §5, inventory N3). */
export const validatePlotNumber = required(PLOT_MESSAGES.numberRequired);

/** Plot list notes are cut at 60 characters (spec 1 §2, §9). */
export const NOTES_LIMIT = 60;

/** The first `limit` characters of the notes, with an ellipsis when cut; '' when there are none. */
export const truncateNotes = (notes: unknown, limit = NOTES_LIMIT): string => {
  const text = notes === null || notes === undefined ? '' : String(notes).trim();
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;
};

export const STATUS_CHOICES = PLOT_STATUSES.map(id => ({ id, name: id }));
export const YES_NO_CHOICES = [
  { id: '1', name: 'Yes' },
  { id: '0', name: 'No' },
];

/** Range filters (Price, Square Feet) travel as 'min-max' with either end open: '2000000-3000000', '-2000000', '10000000-'. */
export interface Range {
  min?: number;
  max?: number;
}

export const parseRange = (value: unknown): Range | null => {
  const text = String(value ?? '').trim();
  if (!text) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return { min: Number(text), max: Number(text) };
  const match = text.match(/^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/);
  if (!match || (!match[1] && !match[2])) return null;
  return { min: match[1] ? Number(match[1]) : undefined, max: match[2] ? Number(match[2]) : undefined };
};

/** Whether a value lies in a range; the lower end is inclusive, the upper end exclusive unless exact. */
export const inRange = (value: unknown, range: Range | null): boolean => {
  if (!range) return true;
  if (value === null || value === undefined || value === '') return false;
  const n = Number(value);
  if (!Number.isFinite(n)) return false;
  if (range.min !== undefined && range.max !== undefined && range.min === range.max) return n === range.min;
  if (range.min !== undefined && n < range.min) return false;
  if (range.max !== undefined && n >= range.max) return false;
  return true;
};

const LAKH = 100_000;

export const PRICE_CHOICES = [
  { id: `-${20 * LAKH}`, name: 'Below 20 Lk' },
  { id: `${20 * LAKH}-${30 * LAKH}`, name: '20 Lk - 30 Lk' },
  { id: `${30 * LAKH}-${50 * LAKH}`, name: '30 Lk - 50 Lk' },
  { id: `${50 * LAKH}-${75 * LAKH}`, name: '50 Lk - 75 Lk' },
  { id: `${75 * LAKH}-${100 * LAKH}`, name: '75 Lk - 1 Cr' },
  { id: `${100 * LAKH}-`, name: '1 Cr and above' },
];

export const SQFT_CHOICES = [
  { id: '-1200', name: 'Below 1,200' },
  { id: '1200-1500', name: '1,200 - 1,500' },
  { id: '1500-1800', name: '1,500 - 1,800' },
  { id: '1800-2400', name: '1,800 - 2,400' },
  { id: '2400-', name: '2,400 and above' },
];

/** The columns the export may carry, in the order of the specification (spec 1 §7). */
export const EXPORT_FIELDS = [
  { id: 'customer_name', name: 'Customer Name' },
  { id: 'project_id', name: 'Project' },
  { id: 'layout_id', name: 'Layout' },
  { id: 'number', name: 'Plot Number' },
  { id: 'measurement', name: 'Measurement' },
  { id: 'coordinates', name: 'Coordinates' },
  { id: 'has_building', name: 'Has Building' },
  { id: 'square_feet', name: 'Square Feet' },
  { id: 'facing', name: 'Facing' },
  { id: 'is_corner', name: 'Is Corner' },
  { id: 'status', name: 'Status' },
] as const;

export type ExportField = (typeof EXPORT_FIELDS)[number]['id'];

export const EXPORT_FIELD_IDS: readonly ExportField[] = EXPORT_FIELDS.map(f => f.id);

/** The filters of the plot list (their sources are the API's query keys). */
export const PLOT_FILTER_KEYS = [
  'q',
  'price',
  'project_id',
  'lid',
  'squarefeet',
  'status',
  'is_corner',
  'facing',
  'date_from',
  'date_to',
] as const;

/** What the export sends: the chosen fields in the order of the specification, the list's sort, showall=true… */
export const exportParams = (
  chosen: readonly string[],
  filterValues: Record<string, unknown> = {},
  sort?: { field?: string; order?: string },
) => listExportParams(EXPORT_FIELDS, chosen, filterValues, sort, PLOT_FILTER_KEYS);

/** The link of a layout's status chip to the plot list filtered by that layout and status (G10). */
export const filteredPlotListPath = (lid: string | number, status: string): string =>
  `/plot?filter=${encodeURIComponent(JSON.stringify({ lid, status }))}`;

/** The project of a plot (through its layout), for the project documents tab. */
export const plotProjectId = (record: RaRecord): Identifier | undefined =>
  (record.layout as { project_id?: Identifier | null } | null | undefined)?.project_id ?? undefined;
