/** A schema declaration as a resource of the registry: its views are the generated ones unless the declaration replaces one by hand. */
// Reasoning: docs/decisions.md "Notes: src/app/schemaResource.ts"
import { createElement, lazy } from 'react';
import type { ResourceSchema, SchemaView } from '../common/schema/define';
import { hasView } from '../common/schema/define';
import { ICONS } from './icons';
import { moduleLoader } from '../common/loadable';
import type { ResourceDeclaration } from './resourceTypes';

/** The generated views' module (one chunk for every declaration). */
const views = moduleLoader(() => import('../common/schema/views'));

/** A generated view: React.lazy until the views' module is there, then rendered directly. */
const generated = (schema: ResourceSchema, view: SchemaView) => {
  const Lazy = lazy(() => views.load().then(m => ({ default: m.schemaView(schema, view) })));
  const Generated = () => {
    const loaded = views.current();
    return loaded ? createElement(loaded.schemaView(schema, view)) : createElement(Lazy);
  };
  // `preload`: the menu's idle prefetch fetches the one module every generated view shares.
  return Object.assign(Generated, { preload: views.load });
};

/** A view whose code is not part of the first load: one that carries its loader (`lazyView`, a generated view). */
export const isLazyView = (view: unknown): boolean => typeof (view as { preload?: unknown } | undefined)?.preload === 'function';

const viewOf = (schema: ResourceSchema, view: SchemaView) =>
  schema.custom?.[view] ?? (hasView(schema, view) ? generated(schema, view) : undefined);

export const schemaResource = (schema: ResourceSchema): ResourceDeclaration => ({
  name: schema.name,
  label: schema.label,
  singular: schema.singular,
  group: schema.group,
  icon: ICONS[schema.icon] ?? ICONS.default,
  list: viewOf(schema, 'list'),
  create: viewOf(schema, 'create'),
  edit: viewOf(schema, 'edit'),
  show: viewOf(schema, 'show'),
  recordRepresentation: schema.recordRepresentation,
  ...(schema.search ? { search: true } : {}),
  reducedMenu: schema.reducedMenu,
  schema,
});
