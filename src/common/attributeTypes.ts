/** What every attribute-type editor shares: the option types, which fields each one shows, and the schema fields that carry them. */
// Reasoning: docs/decisions.md "Notes: src/common/attributeTypes.ts"
import { choice, list, longText, number, text, type Mode } from './schema/fields';

/** The option types: the union of spec 3 and the layout custom attribute types of spec 1 §3, decision C14. */
export const OPTION_TYPES = ['Text', 'Number', 'Bool', 'Date', 'Select', 'Radio', 'Checkbox', 'Range'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

export const OPTION_TYPE_CHOICES = OPTION_TYPES.map(id => ({ id, name: id }));

/** The types that carry a repeatable list of option values. */
export const OPTION_LIST_TYPES = ['Select', 'Radio', 'Checkbox'] as const;
/** Select, Radio and Checkbox carry a repeatable list of option value (+ description). */
export const hasOptionList = (type: unknown): boolean => (OPTION_LIST_TYPES as readonly unknown[]).includes(type);

/** Range carries min, max and a default value. */
export const isRange = (type: unknown): boolean => type === 'Range';

/** The messages of spec 3 §5 (verbatim: 'Icon is required', 'Option Type is required'), and ours where the specifications give none. */
export const ATTRIBUTE_TYPE_MESSAGES = {
  icon: 'Icon is required',
  optionType: 'Option Type is required',
  optionValues: 'Option value is required',
  min: 'Min value is required',
  max: 'Max value is required',
  defaultValue: 'Default value is required',
} as const;

export interface AttributeOption {
  _id?: string;
  option_value?: string | null;
  description?: string | null;
}

export interface AttributeTypeFieldOptions {
  /** The option types offered (default: all of OPTION_TYPES). */
  types?: readonly string[];
  /** The option type's required message (default 'Option Type is required'). */
  optionTypeMessage?: string;
  /** min, max and default value are required on every save (default) or only on this one. */
  rangeRequiredOn?: Mode;
  /** Option rows carry a description (layout attribute types). */
  optionDescriptions?: boolean;
  /** The other types carry a description (layout attribute types). */
  description?: boolean;
}

/** The common fields of an attribute type: the option type, its order, the option values shown for Select / Radio / Checkbox… */
export const attributeTypeFields = ({
  types = OPTION_TYPES,
  optionTypeMessage = ATTRIBUTE_TYPE_MESSAGES.optionType,
  rangeRequiredOn,
  optionDescriptions = false,
  description = false,
}: AttributeTypeFieldOptions = {}) => {
  const m = ATTRIBUTE_TYPE_MESSAGES;
  const listTypes = OPTION_LIST_TYPES.filter(t => types.includes(t));
  const range = (label: string, message: string) =>
    number(label)
      .shownWhen('option_type', ['Range'])
      .required(message, rangeRequiredOn ? { on: rangeRequiredOn } : {})
      .seed('skip');
  const option = text('Option value').required(m.optionValues);
  return {
    option_type: choice('Option Type', types).required(optionTypeMessage).in('list'),
    order: number('Order').in('list', 'sort'),
    option_value: list(
      'Option values',
      optionDescriptions ? { option_value: option, description: text('Description') } : { option_value: option },
    )
      .shownWhen('option_type', listTypes)
      .required(m.optionValues)
      .seed('skip'),
    ...(types.includes('Range')
      ? { min: range('Min', m.min), max: range('Max', m.max), default_value: range('Default value', m.defaultValue) }
      : {}),
    ...(description
      ? {
          description: longText('Description')
            .shownWhen('option_type', ['', ...types.filter(t => !hasOptionList(t) && !isRange(t))])
            .seed('skip'),
        }
      : {}),
  };
};

/** The slug of a name: lower case, words joined by '_' (safe as a form path and a query key). */
export const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/** The demo API's slug of a saved type, as the server makes it: from the name when none is given. */
export const slugFromName = (values: Record<string, unknown>): Record<string, unknown> =>
  values.slug || typeof values.name !== 'string' ? {} : { slug: slugOf(values.name) };

const optionText = (options: readonly AttributeOption[] | null | undefined, value: unknown): string => {
  const found = (options ?? []).find(o => String(o._id) === String(value) || o.option_value === value);
  return found?.option_value ?? String(value);
};

/** How an attribute value reads, for every attribute: Bool as Yes or No (spec 2 §3), options by their text, a dash when empty. */
export const attributeValueText = (
  type: { option_type?: unknown; option_value?: readonly AttributeOption[] | null },
  value: unknown,
): string => {
  if (type.option_type === 'Bool') {
    if (value === undefined || value === null || value === '') return '-';
    return [true, 1, '1', 'true', 'Yes'].includes(value as never) ? 'Yes' : 'No';
  }
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return '-';
  if (hasOptionList(type.option_type)) {
    const values = Array.isArray(value) ? value : [value];
    return values.map(v => optionText(type.option_value, v)).join(', ');
  }
  return Array.isArray(value) ? value.join(', ') : String(value);
};

/** spec 2 §8 "Customer attribute loader: 'Loading fields...', on error 'ERROR'" (the tab, the list's panel, the forms). */
export const ATTRIBUTE_LOADER_TEXTS = { loading: 'Loading fields...', error: 'ERROR' } as const;

/** The prefix of a customer's attribute value keys (spec 2 §3 "dynamic attribute values keyed Type-{attrid}"). */
export const CUSTOMER_ATTRIBUTE_PREFIX = 'Type-';

/** The key a customer's value of an attribute type is answered and sent under (spec 2 §3). */
export const customerAttributeKey = (attrid: unknown): string => `${CUSTOMER_ATTRIBUTE_PREFIX}${String(attrid)}`;

/** The type id of a value key (`Type-12` → '12'), or undefined when the key is not one. */
export const attributeIdOfKey = (key: string, prefix = CUSTOMER_ATTRIBUTE_PREFIX): string | undefined => {
  if (!key.startsWith(prefix)) return undefined;
  const id = key.slice(prefix.length);
  return /^\d+$/.test(id) ? id : undefined;
};

/** What the value rules read of a type: its kind and its options. */
export interface AttributeTypeLike {
  id?: unknown;
  option_type?: unknown;
  option_value?: readonly AttributeOption[] | null;
}

const isEmptyValue = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const optionIds = (type: AttributeTypeLike): string[] => (type.option_value ?? []).map(o => String(o._id ?? o.option_value ?? ''));

/** A value as its type holds it: a text; a number; a date YYYY-MM-DD; 1 / 0 for Bool; an option's _id for Select and Radio… */
export const attributeValueOf = (type: AttributeTypeLike, raw: unknown): unknown => {
  if (isEmptyValue(raw)) return null;
  switch (type.option_type) {
    case 'Number':
    case 'Range': {
      if (Array.isArray(raw) || typeof raw === 'object') return undefined;
      const n = Number(String(raw).trim());
      return Number.isFinite(n) ? n : undefined;
    }
    case 'Date': {
      const text = String(raw).trim().slice(0, 10);
      return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)) ? text : undefined;
    }
    case 'Bool':
      if ([true, 1, '1', 'true', 'Yes'].includes(raw as never)) return 1;
      if ([false, 0, '0', 'false', 'No'].includes(raw as never)) return 0;
      return undefined;
    case 'Select':
    case 'Radio': {
      if (Array.isArray(raw) || typeof raw === 'object') return undefined;
      return optionIds(type).includes(String(raw)) ? String(raw) : undefined;
    }
    case 'Checkbox': {
      const ids = optionIds(type);
      const values = (Array.isArray(raw) ? raw : [raw]).map(String);
      return values.every(v => ids.includes(v)) ? [...new Set(values)] : undefined;
    }
    default:
      return typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : undefined;
  }
};

/** Whether a stored value answers a list filter's value: a part of a Text, the same number, day, Yes / No or option… */
export const attributeMatches = (type: AttributeTypeLike, stored: unknown, wanted: unknown): boolean => {
  if (wanted === null || wanted === undefined) return true;
  const value = attributeValueOf(type, stored);
  if (value === null || value === undefined) return false;
  switch (type.option_type) {
    case 'Number':
    case 'Range':
    case 'Date':
    case 'Bool':
    case 'Select':
    case 'Radio':
      return String(value) === String(wanted);
    case 'Checkbox': {
      const held = value as string[];
      return (Array.isArray(wanted) ? wanted : [wanted]).some(v => held.includes(String(v)));
    }
    default:
      return String(value).toLowerCase().includes(String(wanted).toLowerCase());
  }
};
