/**
 * Layout attribute types (spec 3 §2 "Types", §3, §4, §5): the option types, which fields each one
 * shows, and the validation with the messages of the specification. Pure: the form, the show page,
 * the layout Attributes tab and the demo API all use it.
 */

/**
 * The option types: the union of spec 3 (Select, Radio, Checkbox, Range, Bool and others) and the
 * layout custom attribute types of spec 1 §3 (Number, Text, Bool, Date, Checkbox, Select, Radio),
 * decision C14.
 */
export const OPTION_TYPES = ['Text', 'Number', 'Bool', 'Date', 'Select', 'Radio', 'Checkbox', 'Range'] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

export const OPTION_TYPE_CHOICES = OPTION_TYPES.map(id => ({ id, name: id }));

/** Select, Radio and Checkbox carry a repeatable list of option value + description. */
export const hasOptionList = (type: unknown): boolean => type === 'Select' || type === 'Radio' || type === 'Checkbox';

/** Range carries min, max and a default value. */
export const isRange = (type: unknown): boolean => type === 'Range';

/** The messages of spec 3 §5 (verbatim), and ours where the specification gives none. */
export const ATTRIBUTE_TYPE_MESSAGES = {
  /** C9: the create form says 'Name is required', the edit form 'Layout name is required'. */
  nameCreate: 'Name is required',
  nameEdit: 'Layout name is required',
  icon: 'Icon is required',
  optionType: 'Option Type is required',
  // "option values, min, max, default value required when shown": no text given (docs/decisions.md).
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

const blank = (v: unknown): boolean => v === undefined || v === null || String(v).trim() === '';

/**
 * The field errors of a layout attribute type form (create or edit), keyed by field path
 * (`option_value.0.option_value` for a row): empty when valid.
 */
export const validateAttributeType = (
  values: Record<string, unknown>,
  mode: 'create' | 'update',
): Record<string, string> => {
  const m = ATTRIBUTE_TYPE_MESSAGES;
  const errors: Record<string, string> = {};
  if (blank(values.name)) errors.name = mode === 'create' ? m.nameCreate : m.nameEdit;
  if (blank(values.icon)) errors.icon = m.icon;
  if (blank(values.option_type)) errors.option_type = m.optionType;
  if (hasOptionList(values.option_type)) {
    const rows = Array.isArray(values.option_value) ? (values.option_value as AttributeOption[]) : [];
    if (rows.length === 0) errors.option_value = m.optionValues;
    rows.forEach((row, i) => {
      if (blank(row?.option_value)) errors[`option_value.${i}.option_value`] = m.optionValues;
    });
  }
  if (isRange(values.option_type)) {
    if (blank(values.min)) errors.min = m.min;
    if (blank(values.max)) errors.max = m.max;
    if (blank(values.default_value)) errors.default_value = m.defaultValue;
  }
  return errors;
};

/** The slug of a name: lower case, words joined by '_' (safe as a form path and a query key). */
export const slugOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
