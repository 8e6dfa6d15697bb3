/** Which filters a list takes, for a declaration with `strictFilters`… docs/decisions.md "Notes: src/common/schema/filterRules.ts" */
import type { ResourceSchema } from './define';
import type { AnyField } from './fields';
import { attributeIdOfKey, attributeValueOf, type AttributeTypeLike } from '../attributeTypes';

/** The query's own keys (api-contract.md getList / getMany). */
const QUERY_KEYS = new Set(['page', 'perPage', 's_sort', '_order', 'showall', 'q', 'ids']);

const isPrimitive = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const isId = (v: unknown) => (Array.isArray(v) ? v.every(isId) : /^\d+$/.test(String(v ?? '').trim()));
const isDate = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v.slice(0, 10)));
const isSwitch = (v: unknown) => [true, false, 1, 0, '1', '0', 'true', 'false'].includes(v as never);
const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

const fieldTakes = (field: AnyField, value: unknown): boolean => {
  switch (field.kind) {
    case 'flag':
      return isSwitch(value);
    case 'choice':
      return (field.options.choices ?? []).map(String).includes(String(value));
    case 'reference':
    case 'references':
      return isId(value);
    case 'date':
    case 'datetime':
      return isDate(value);
    default:
      return isPrimitive(value);
  }
};

/** The check of each key the declaration's list takes (attribute keys apart). */
const checksOf = (schema: ResourceSchema): Map<string, (value: unknown) => boolean> => {
  const checks = new Map<string, (value: unknown) => boolean>();
  for (const [source, field] of Object.entries(schema.fields)) checks.set(field.options.filterKey ?? source, v => fieldTakes(field, v));
  for (const filter of schema.listFilters ?? []) {
    switch (filter.kind) {
      case 'contains':
        checks.set(filter.source, isPrimitive);
        break;
      case 'dateRange':
        checks.set('date_from', isDate);
        checks.set('date_to', isDate);
        break;
      case 'toggle':
        checks.set(filter.source, isSwitch);
        break;
      case 'match':
        checks.set(
          filter.source,
          filter.input === 'choice'
            ? v => (filter.choices ?? []).includes(String(v))
            : filter.input === 'number'
              ? v => isPrimitive(v) && Number.isFinite(Number(v))
              : isId,
        );
        break;
    }
  }
  return checks;
};

/** The filters a list takes of `filters`. */
export const cleanListFilters = (
  schema: ResourceSchema,
  filters: Record<string, unknown>,
  types?: readonly AttributeTypeLike[],
): Record<string, unknown> => {
  const checks = checksOf(schema);
  const prefix = schema.attributes?.prefix;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (isEmpty(value) || QUERY_KEYS.has(key)) {
      out[key] = value;
      continue;
    }
    const attrid = prefix ? attributeIdOfKey(key, prefix) : undefined;
    if (attrid !== undefined) {
      if (!types) {
        out[key] = value;
        continue;
      }
      const type = types.find(t => String(t.id) === attrid);
      const held = type ? attributeValueOf(type, value) : undefined;
      if (held !== undefined && held !== null) out[key] = held;
      continue;
    }
    const check = checks.get(key);
    if (check?.(value)) out[key] = value;
  }
  return out;
};

/** Whether two filter objects say the same (the console replaces the URL's only when they differ). */
export const sameFilters = (a: Record<string, unknown>, b: Record<string, unknown>): boolean => JSON.stringify(a) === JSON.stringify(b);
