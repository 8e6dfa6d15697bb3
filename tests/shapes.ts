/**
 * The shape of a page of the registry: what the shared building blocks draw for a declared view
 * (src/common/schema/views.tsx) — its field kinds and the options that change how a field is
 * drawn, its filters, tabs, side-by-side pairs, the attribute panel. Two declared pages of the same
 * shape are drawn by the same code; a page with a hand-written part (a custom view, cell, input,
 * toolbar or row button) or of a resource without a declaration has no shape of its own (null):
 * its code is its own.
 *
 * The registry-wide tests that are costly per page (the fault matrix, the axe scan) meet every
 * hand-written page and, of the declared ones, each page that brings a feature the pages before it
 * did not have (`firstOfEachShape`): the rest are drawn by code those already met. A variable says
 * when to meet all of them (docs/performance.md, "npm test").
 */
import { SCHEMAS } from '../src/resources/schemas';
import { fieldsIn, hasView, type ResourceSchema, type SchemaView } from '../src/common/schema/define';
import type { AnyField, Mode, Place } from '../src/common/schema/fields';
import { onForm } from '../src/common/schema/rules';

const schemaOf = (name: string, view: SchemaView): ResourceSchema | undefined =>
  SCHEMAS.find(s => s.name === name && hasView(s, view) && !s.custom?.[view]);

/** How a field is drawn in a place: its kind and the options that change what is drawn. */
const fieldFeatures = (field: AnyField, place: 'display' | 'form'): string[] => {
  const { options } = field;
  const kind = field.kind;
  const features: string[] = [kind];
  const flag = (on: unknown, name: string) => on && features.push(`${kind}+${name}`);
  for (const sub of Object.values(options.of ?? {})) features.push(`${kind}>${sub.kind}`);
  if (place === 'display') {
    flag(options.callable, 'callable');
    flag(options.colors, 'colors');
    flag(options.displayWith, 'displayWith');
    flag(options.cut !== undefined, 'cut');
  } else {
    flag(options.shownWhen, 'shownWhen');
    flag(options.secret, 'secret');
    flag(options.readOnly, 'readOnly');
    flag(options.helperText, 'helperText');
    flag(options.placeholder, 'placeholder');
    flag(options.rows, 'rows');
  }
  return features;
};

const fieldsOf = (schema: ResourceSchema, place: Place, as: 'display' | 'form', prefix: string) =>
  fieldsIn(schema, place).flatMap(([, field]) => fieldFeatures(field, as).map(f => `${prefix}${f}`));

/**
 * What the shared building blocks draw for `view` of the resource `name`; null when the page has
 * a hand-written part or no declaration.
 */
export const viewFeatures = (name: string, view: SchemaView): string[] | null => {
  const schema = schemaOf(name, view);
  if (!schema) return null;
  const features = new Set<string>();
  const add = (...list: string[]) => list.forEach(f => features.add(f));
  if (schema.attributes) add('attributes');
  if (view === 'list') {
    if (schema.bulkActions || schema.listActions || schema.rowActions) return null;
    if (fieldsIn(schema, 'list').some(([source]) => schema.cells?.[source])) return null;
    add(...fieldsOf(schema, 'list', 'display', 'column:'), ...fieldsOf(schema, 'filter', 'form', 'filter:'));
    if (fieldsIn(schema, 'search').length) add('search');
    for (const f of schema.listFilters ?? []) add(`listFilter:${f.kind}${f.kind === 'match' ? `:${f.input}` : ''}`);
    if (schema.strictFilters) add('strictFilters');
    if (schema.listExport) add('listExport');
    if (schema.deletable === false) add('notDeletable');
    return [...features];
  }
  if (view === 'show') {
    add(...fieldsOf(schema, 'show', 'display', 'show:'));
    if (schema.sideBySide) add('sideBySide');
    if (!hasView(schema, 'edit')) add('noEdit');
    return [...features];
  }
  const place = view === 'create' ? 'create' : 'edit';
  if (fieldsIn(schema, place).some(([source]) => schema.inputs?.[source])) return null;
  add(...fieldsOf(schema, place, 'form', `${place}:`));
  if (schema.sideBySide) add('sideBySide');
  if (schema.cancelTo) add('cancelTo');
  if (view === 'edit' && schema.editTabs) add('tabs');
  return [...features];
};

/**
 * Which of `items` (in their order) a costly test meets whole: every one without a shape (null:
 * its code is its own), and the first of the declared ones that brings a feature the ones before it
 * did not have.
 */
export const firstOfEachShape = <T>(items: readonly T[], featuresOf: (item: T) => readonly string[] | null): Set<T> => {
  const chosen = new Set<T>();
  const seen = new Set<string>();
  for (const item of items) {
    const features = featuresOf(item);
    if (features === null || features.some(f => !seen.has(f))) chosen.add(item);
    for (const f of features ?? []) seen.add(f);
  }
  return chosen;
};

/**
 * The fault matrix's shape of a declared form (`mode` create or edit; tests/integration/faultMatrix.ts):
 * what the shared form sends and keeps — its field kinds, tabs, shown-when fields — narrower than
 * `viewFeatures`, which is what it draws. Null for a hand-written form (a resource without a
 * declaration, or whose form is its own component).
 */
export const formFeatures = (name: string, mode: Mode): string[] | null => {
  const schema = schemaOf(name, mode === 'create' ? 'create' : 'edit');
  if (!schema) return null;
  const features = new Set<string>();
  for (const field of Object.values(schema.fields)) {
    if (!onForm(field, mode)) continue;
    features.add(field.kind);
    if (field.options.shownWhen) features.add('shownWhen');
  }
  if (mode === 'update' && schema.editTabs) features.add('tabs');
  return [...features];
};
