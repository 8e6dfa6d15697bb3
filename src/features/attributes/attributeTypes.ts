/**
 * What every attribute-type editor shares (spec 3 §3 "Listing/customer attribute type", "Layout
 * attribute type", §4, §5; spec 2 §3 "Customer attribute type", "User department field"): the
 * option types, which fields each one shows, and the schema fields that carry them. Layout,
 * listing and customer attribute types and user department fields spread `attributeTypeFields`.
 * Pure: the forms, the show pages, the layout Attributes tab and the demo API read it.
 */
import { choice, list, longText, number, text, type Mode } from '../../common/schema/fields';

/**
 * The option types: the union of spec 3 (Select, Radio, Checkbox, Range, Bool and others) and the
 * layout custom attribute types of spec 1 §3 (Number, Text, Bool, Date, Checkbox, Select, Radio),
 * decision C14.
 */
export const OPTION_TYPES = ['Text', 'Number', 'Bool', 'Date', 'Select', 'Radio', 'Checkbox', 'Range'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

export const OPTION_TYPE_CHOICES = OPTION_TYPES.map(id => ({ id, name: id }));

/** The types that carry a repeatable list of option values. */
export const OPTION_LIST_TYPES = ['Select', 'Radio', 'Checkbox'] as const;
/** Select, Radio and Checkbox carry a repeatable list of option value (+ description). */
export const hasOptionList = (type: unknown): boolean => (OPTION_LIST_TYPES as readonly unknown[]).includes(type);

/** Range carries min, max and a default value. */
export const isRange = (type: unknown): boolean => type === 'Range';

/**
 * The messages of spec 3 §5 (verbatim: 'Icon is required', 'Option Type is required'), and ours
 * where the specifications give none ("option values, min, max, default value required when
 * shown", docs/decisions.md).
 */
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

/**
 * The common fields of an attribute type: the option type, its order, the option values shown for
 * Select / Radio / Checkbox, min / max / default value shown for Range and, where the entity has
 * one, a description for the other types. Spread it into a declaration's fields.
 */
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
    number(label).shownWhen('option_type', ['Range']).required(message, rangeRequiredOn ? { on: rangeRequiredOn } : {}).seed('skip');
  const option = text('Option value').required(m.optionValues);
  return {
    option_type: choice('Option Type', types).required(optionTypeMessage).in('list'),
    order: number('Order').in('list', 'sort'),
    option_value: list('Option values', optionDescriptions ? { option_value: option, description: text('Description') } : { option_value: option })
      .shownWhen('option_type', listTypes)
      .required(m.optionValues)
      .seed('skip'),
    ...(types.includes('Range')
      ? { min: range('Min', m.min), max: range('Max', m.max), default_value: range('Default value', m.defaultValue) }
      : {}),
    ...(description
      ? { description: longText('Description').shownWhen('option_type', ['', ...types.filter(t => !hasOptionList(t) && !isRange(t))]).seed('skip') }
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

/**
 * How an attribute value reads, for every attribute (a layout's, a customer's Type-{attrid}): Bool
 * as Yes or No (spec 2 §3), options (Select, Radio, Checkbox) by their text, a dash when empty.
 */
export const attributeValueText = (type: { option_type?: unknown; option_value?: readonly AttributeOption[] | null }, value: unknown): string => {
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

/** The key a customer's value of an attribute type is answered and sent under (spec 2 §3). */
export const customerAttributeKey = (attrid: unknown): string => `Type-${String(attrid)}`;
