/** The rules of a schema as functions: one validator per field for the forms… docs/decisions.md "Notes: src/common/schema/rules.ts" */
import type { AnyField, Condition, Mode, Rule } from './fields';
import type { ResourceSchema } from './define';

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  // A file input with nothing chosen (a file is any Blob, of this realm or of the server's).
  (typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value as object).length === 0 &&
    typeof (value as Blob).arrayBuffer !== 'function');

/** HTML with no text and no image (an empty editor). */
export const isEmptyHtml = (value: unknown): boolean =>
  typeof value === 'string' && !/<img\b/i.test(value) && value.replace(/<[^>]*>|&nbsp;|\s/g, '') === '';

/** Every condition holds (none: true). A value missing counts as ''. */
export const holds = (condition: Condition | readonly Condition[] | undefined, values: Record<string, unknown>): boolean =>
  !condition ||
  (Array.isArray(condition) ? (condition as readonly Condition[]) : [condition as Condition]).every(c =>
    c.in.some(v => String(v) === String(values[c.field] ?? '')),
  );

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** The values as they are saved: a field whose `shownWhen` does not hold is sent empty, not with what was picked while it showed… */
export const withoutHidden = <V extends Record<string, unknown>>(
  schema: ResourceSchema,
  values: V,
  record: Record<string, unknown> = values,
): V => {
  const out: Record<string, unknown> = { ...values };
  for (const [source, field] of Object.entries(schema.fields)) {
    if (!field.options.shownWhen || holds(field.options.shownWhen, record)) continue;
    if (field.kind === 'image' || field.kind === 'images' || field.kind === 'file') continue;
    // null: sent as an empty value (an empty list would send nothing, and an update keeps what is not sent).
    if (source in out) out[source] = null;
  }
  return out as V;
};

/** The values as a save writes them: a field declared `.emptyAs(v)` that is empty or only spaces is `v`. */
export const withEmptyDefaults = <V extends Record<string, unknown>>(
  schema: ResourceSchema,
  values: V,
  stored?: Record<string, unknown>,
): V => {
  const out: Record<string, unknown> = { ...values };
  for (const [source, field] of Object.entries(schema.fields)) {
    if (field.options.emptyAs === undefined || (stored && !(source in out))) continue;
    if (!holds(field.options.shownWhen, { ...stored, ...out })) continue;
    if (isBlank(out[source])) out[source] = field.options.emptyAs;
  }
  return out as V;
};

/** The message of the first broken rule, or undefined. */
export const checkRule = (rule: Rule, value: unknown, values: Record<string, unknown>, mode: Mode): string | undefined => {
  const text = textOf(value);
  switch (rule.kind) {
    case 'required':
      if (rule.on && rule.on !== mode) return undefined;
      if (!holds(rule.when, values)) return undefined;
      if (rule.unless?.some(other => !isBlank(values[other]))) return undefined;
      return isBlank(value) ? rule.message : undefined;
    case 'minLength':
      if (rule.on && rule.on !== mode) return undefined;
      return text !== undefined && text.length > 0 && text.length < rule.n ? rule.message : undefined;
    case 'maxLength':
      if (rule.on && rule.on !== mode) return undefined;
      return text !== undefined && text.length > rule.n ? rule.message : undefined;
    case 'digits':
      if (rule.on && rule.on !== mode) return undefined;
      return text && !(rule.spaces ? /^[\d ]+$/ : /^\d+$/).test(text) ? rule.message : undefined;
    case 'pattern':
      return text && !rule.pattern.test(text) ? rule.message : undefined;
    case 'equals':
      return (text ?? '') !== (textOf(values[rule.field]) ?? '') ? rule.message : undefined;
  }
};

/** A field's validator, as react-admin inputs take it. */
export const fieldValidator =
  (field: AnyField, mode: Mode) =>
  (value: unknown, values: Record<string, unknown> = {}): string | undefined => {
    if (!holds(field.options.shownWhen, values)) return undefined;
    // An editor left empty still holds markup ('<p></p>'): rich text counts by what it shows.
    const checked = field.kind === 'richtext' && isEmptyHtml(value) ? '' : value;
    for (const rule of field.options.rules) {
      const message = checkRule(rule, checked, values, mode);
      if (message) return message;
    }
    return undefined;
  };

/** A required rule of the field applies now: the form marks the field with react-admin's asterisk before any save (issue 40). */
export const requiredNow = (field: AnyField, mode: Mode, values: Record<string, unknown> = {}): boolean =>
  field.options.rules.some(
    rule =>
      rule.kind === 'required' &&
      (!rule.on || rule.on === mode) &&
      holds(rule.when, values) &&
      !rule.unless?.some(other => !isBlank(values[other])),
  );

/** The other fields whether a field is required depends on (its rules' `when` and `unless`). */
export const requiredDependsOn = (field: AnyField): string[] => [
  ...new Set(
    field.options.rules.flatMap(rule =>
      rule.kind === 'required' ? [...(rule.when ? [rule.when.field] : []), ...(rule.unless ?? [])] : [],
    ),
  ),
];

/** Is the field on the form of this mode? */
export const onForm = (field: AnyField, mode: Mode): boolean => field.has(mode === 'create' ? 'create' : 'edit') && !field.options.readOnly;

/** Every field error of a record: keyed by field, sub-fields of lists as `list.0.sub`. */
export const validateRecord = (schema: ResourceSchema, values: Record<string, unknown>, mode: Mode): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const [source, field] of Object.entries(schema.fields)) {
    if (!onForm(field, mode)) continue;
    const message = fieldValidator(field, mode)(values[source], values);
    if (message) errors[source] = message;
    if (field.kind === 'list' && field.options.of && holds(field.options.shownWhen, values) && Array.isArray(values[source])) {
      (values[source] as Record<string, unknown>[]).forEach((item, i) => {
        for (const [sub, subField] of Object.entries(field.options.of ?? {})) {
          const m = fieldValidator(subField, mode)(item?.[sub], item ?? {});
          if (m) errors[`${source}.${i}.${sub}`] = m;
        }
      });
    }
  }
  return { ...errors, ...(schema.validate?.(values, mode) ?? {}) };
};

/** The required messages an empty form shows (for the parametrized test). */
export const requiredMessages = (schema: ResourceSchema, mode: Mode): string[] => Object.values(validateRecord(schema, {}, mode));
