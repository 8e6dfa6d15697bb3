/** The list parameters of an address: react-admin's list reads `page`, `perPage`, `sort`, `order`… */
// Reasoning: docs/decisions.md "Notes: src/common/listAddress.ts"

export interface ListDefaults {
  perPage: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** The sizes of the list's page-size menu, "All" included. */
  sizes: readonly number[];
}

/** Replacements of invalid parameters: a value, or undefined to drop the parameter. */
export type ListParamFixes = Record<string, string | number | undefined>;

/** The names every object answers (`__proto__`, `constructor`, `toString`…): never a field. */
const OBJECT_NAMES = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/** A field name as the lists sort by them: `name`, `created_at`, `layout.name`. */
export const isFieldName = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= 100 &&
  /^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)*$/.test(value) &&
  value.split('.').every(part => !OBJECT_NAMES.has(part));

/** A whole number written plainly (a number, or its digits), else NaN. */
const wholeNumber = (value: unknown): number =>
  (typeof value === 'number' && Number.isSafeInteger(value)) || (typeof value === 'string' && /^\d{1,15}$/.test(value))
    ? Number(value)
    : NaN;

const isPlainObject = (value: unknown): boolean => !!value && typeof value === 'object' && !Array.isArray(value);

/** An object, or the JSON text of one (as the address carries `filter`). */
const isObjectOrJson = (value: unknown): boolean => {
  if (typeof value !== 'string') return isPlainObject(value);
  try {
    return isPlainObject(JSON.parse(value));
  } catch {
    return false;
  }
};

/** What to replace in a list's parameters, or null when the list can take them all: a page size not in the menu → the list's default… */
export const listParamFixes = (params: Readonly<Record<string, unknown>>, defaults: ListDefaults): ListParamFixes | null => {
  const fixes: ListParamFixes = {};
  const { perPage, page, sort, order } = params;
  if (perPage !== undefined && !defaults.sizes.includes(wholeNumber(perPage))) fixes.perPage = defaults.perPage;
  if (page !== undefined && !(wholeNumber(page) >= 1)) fixes.page = 1;
  if (sort !== undefined && !isFieldName(sort)) {
    fixes.sort = defaults.sort.field;
    fixes.order = defaults.sort.order;
  } else if (order !== undefined && order !== 'ASC' && order !== 'DESC') fixes.order = defaults.sort.order;
  for (const key of ['filter', 'displayedFilters']) {
    if (params[key] !== undefined && !isObjectOrJson(params[key])) fixes[key] = undefined;
  }
  return Object.keys(fixes).length ? fixes : null;
};

/** The query string's parameters, a repeated one as the array of its values. */
export const searchParamsOf = (search: string): Record<string, string | string[]> => {
  const out: Record<string, string | string[]> = {};
  const query = new URLSearchParams(search);
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key);
    out[key] = values.length === 1 ? values[0]! : values;
  }
  return out;
};

/** The address's query string with the list's parameters clamped, or null when it needs nothing. */
export const clampListSearch = (search: string, defaults: ListDefaults): string | null => {
  const fixes = listParamFixes(searchParamsOf(search), defaults);
  if (!fixes) return null;
  const query = new URLSearchParams(search);
  for (const [key, value] of Object.entries(fixes)) {
    if (value === undefined) query.delete(key);
    else query.set(key, String(value));
  }
  return `?${query.toString()}`;
};
