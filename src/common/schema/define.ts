/** One plain resource, declared once: its name, labels, menu place, list defaults and fields. */
// Reasoning: docs/decisions.md "Notes: src/common/schema/define.ts"
import type { ComponentType, LazyExoticComponent } from 'react';
import type { MenuGroup } from '../menuGroups';
import type { IconName } from '../iconNames';
import type { Fields, InferRecord, Mode, SeedFieldContext } from './fields';

export type SchemaView = 'list' | 'create' | 'edit' | 'show';

/** A list filter that is not a field's own equality: a part of one or more fields, a date range of a field… */
export type ListFilter =
  | { kind: 'contains'; source: string; label: string; fields?: readonly string[]; alwaysOn?: boolean }
  | { kind: 'dateRange'; label: string; field: string; alwaysOn?: boolean }
  | { kind: 'toggle'; source: string; label: string; alwaysOn?: boolean; defaultValue?: 0 | 1; matches?: FilterMatch }
  | {
      /** A filter by a rule of its own: its input, and `matches`, the rule the demo API answers it by. */
      kind: 'match';
      source: string;
      label: string;
      input: 'choice' | 'number' | 'reference';
      choices?: readonly string[];
      display?: Readonly<Record<string, string>>;
      reference?: { resource: string; display: string };
      alwaysOn?: boolean;
      matches: FilterMatch;
    };

/** What a rule filter reads besides the row and the value: the caller's user id, another table's rows of the organization, the time. */
export interface ListFilterContext {
  userId: number | undefined;
  rows: (table: string) => readonly Record<string, unknown>[];
  now: number;
}
export type FilterMatch = (row: Record<string, unknown>, value: unknown, ctx: ListFilterContext) => boolean;

/** The filter values a list starts with (a toggle's `defaultValue`). */
export const filterDefaultsOf = (schema: ResourceSchema): Record<string, unknown> => ({
  ...Object.fromEntries(
    (schema.listFilters ?? []).flatMap(f => (f.kind === 'toggle' && f.defaultValue !== undefined ? [[f.source, f.defaultValue]] : [])),
  ),
  ...schema.filterDefaults,
});
type View = LazyExoticComponent<ComponentType> | ComponentType;

/** Values keyed by the rows of a type table: the types are read through the lookup `{types}/filter`… */
export interface AttributeValuesOption {
  /** The type resource (e.g. 'customerattributetype'). */
  types: string;
  /** A value's key is the prefix and the type's id ('Type-' → Type-12). */
  prefix: string;
  /** The heading of the list's side panel and of the forms' section. */
  title: string;
}

export interface ResourceSchema<F extends Fields = Fields> {
  /** The resource name: the API path of the specifications. */
  name: string;
  /** Plural label: menu entry and list title. */
  label: string;
  /** The list's title when it is not the label (purchased land: the menu says Purchased Land, the list Properties). */
  listTitle?: string;
  singular: string;
  group: MenuGroup;
  /** An icon of src/app/icons.ts (src/common/iconNames.ts). */
  icon: IconName;
  /** In the reduced menu of organizations that are not Daga (docs/decisions.md, G1). */
  reducedMenu: boolean;
  /** The views it has (default: all four). */
  views?: readonly SchemaView[];
  /** Hand-written views that replace the generated ones (lazy). */
  custom?: Partial<Record<SchemaView, View>>;
  /** Bulk buttons of the list besides the delete (lazy), shown with the update permission. */
  bulkActions?: View;
  /** The list's export with a choice of columns: the export's API path and its columns (id and name each). */
  listExport?: { path: string; columns: readonly { id: string; name: string }[]; title?: string; noun?: string };
  /** More buttons of the list's toolbar (lazy), before Create: e.g. the customers' Import and Save Filter. */
  listActions?: View;
  /** The list's last column (lazy), given the row in the record context: a row's own buttons (e.g. an Info dialog). */
  rowActions?: View;
  /** The list's default view: filter values it starts with (e.g. customer gifts not sent yet). */
  filterDefaults?: Readonly<Record<string, unknown>>;
  /** Hand-written list cells of fields, given the row in the record context and `source` (e.g. a message whose placeholders are links). */
  cells?: Readonly<Record<string, LazyExoticComponent<ComponentType<{ source: string }>> | ComponentType<{ source: string }>>>;
  /** Hand-written inputs of fields (lazy), given `source` and `label`. */
  inputs?: Readonly<
    Record<string, LazyExoticComponent<ComponentType<{ source: string; label: string }>> | ComponentType<{ source: string; label: string }>>
  >;
  perPage?: number;
  /** List filters besides the fields' own (`.in('filter')`): parts, a date range, a switch. */
  listFilters?: readonly ListFilter[];
  /** A filter of the list's URL that the list does not have, or a value it cannot take, is ignored… */
  strictFilters?: boolean;
  /** Dynamic values keyed by the rows of a type table (a customer's Type-{attrid}). */
  attributes?: AttributeValuesOption;
  /** The create page's title when it is not react-admin's 'Create {singular}' (e.g. C15). */
  createTitle?: string;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** The record's text (titles, links, selectors). */
  recordRepresentation: string;
  /** Its records are found by the command palette (Ctrl/⌘+K) through the list's q. */
  search?: boolean;
  fields: F;
  /** The edit form in tabs, e.g. a profile and a password: each tab's label and the fields it holds… */
  editTabs?: readonly { label: string; fields?: readonly string[] }[];
  /** Fields shown side by side on the forms and the show page, e.g. the English and the Tamil text of a bilingual record… */
  sideBySide?: readonly (readonly [string, string])[];
  /** Where a row of the list goes (default: edit when allowed, else show). */
  rowClick?: 'edit' | 'show';
  /** Bulk delete and the delete button (default true; still only with the delete permission). */
  deletable?: boolean;
  /** A second line of the delete confirmation, after the console's text (e.g. purchased land: its files go too). */
  deleteWarning?: string;
  /** Rows of other tables the demo API deletes with a record (a purchased land's documents): the table and which of its rows. */
  deletesWith?: ReadonlyArray<{ table: string; match: (child: Record<string, unknown>, parent: Record<string, unknown>) => boolean }>;
  /** After a save, go to this path instead of the list (e.g. a parent's tab); `{field}` is replaced from the query. */
  returnTo?: string;
  /** Where the create and edit forms' Cancel goes (e.g. '/customer/{nid}/show/note'), `{param}` from the query; the list without it. Without cancelTo, no Cancel. */
  cancelTo?: string;
  /** List filters read from the list's URL query (e.g. `notes?nid=5`: the notes of customer 5), kept under the user's own filters. */
  queryFilter?: (query: URLSearchParams) => Record<string, unknown>;
  /** Query parameters of the create/edit URL that prefill a field (e.g. { deptid: 'dept_id' }). */
  fromQuery?: Readonly<Record<string, string>>;
  /** Rules that span fields and are not a field's own (checked by the form and the demo API). */
  validate?: (values: Record<string, unknown>, mode: Mode) => Record<string, string>;
  /** false: the table is seeded elsewhere (resources that predate the schema). */
  seed?:
    | false
    | {
        /** Rows per organization (default 12). */
        count?: number | ((orgid: number) => number);
        /** Whole-row generator, after the fields' hints (e.g. a slug from the name). */
        row?: (ctx: SeedFieldContext) => Record<string, unknown>;
        /** Tables this one reads (seeded first). */
        after?: readonly string[];
      };
  /** The demo API's fields made on a save, as a server would; `stored` is the record before an update, for fields the server owns. */
  derive?: (values: Record<string, unknown>, stored?: Record<string, unknown>) => Record<string, unknown>;
  /** Fields the demo API answers that are made from other tables at each read… */
  computed?: (
    row: Record<string, unknown> & { id: number },
    rows: (table: string) => ReadonlyArray<Record<string, unknown> & { id: number }>,
  ) => Record<string, unknown>;
  /** What the demo API does after storing a create or an update, as a server would… */
  onSaved?: (
    event: 'create' | 'update',
    row: Record<string, unknown> & { id: number },
    ctx: { userId: number | undefined; rows: (table: string) => ReadonlyArray<Record<string, unknown> & { id: number }> },
  ) => void;
  /** false: the demo API's routes of this resource are hand-written elsewhere. */
  demoApi?: false;
  /** The demo API's success messages. */
  messages?: { created?: string; updated?: string; deleted?: string };
}

export type RecordOf<S extends ResourceSchema> = InferRecord<S['fields']>;

/** Declares a schema resource; keeps the literal field types for InferRecord. */
export const defineSchema = <F extends Fields>(schema: ResourceSchema<F>): ResourceSchema<F> => schema;

/** A resource without a list, made and edited from a parent's tab: `?{param}=` fills `field`, a save returns to `returnTo`. */
export const tabChild = (param: string, field: string, returnTo: string) => ({
  reducedMenu: false,
  views: ['create', 'edit'] as const,
  fromQuery: { [param]: field },
  returnTo,
});

export const hasView = (schema: ResourceSchema, view: SchemaView): boolean =>
  !!schema.custom?.[view] || (schema.views ?? ['list', 'create', 'edit', 'show']).includes(view);

/** The tabs of an edit form with their paths and fields (`editTabs`); one tab of every field without it. */
export const editTabsOf = (schema: ResourceSchema): { label: string; path: string; fields: string[] }[] => {
  const tabs = schema.editTabs ?? [{ label: '' }];
  const named = new Set(tabs.slice(1).flatMap(tab => tab.fields ?? []));
  return tabs.map((tab, i) => ({
    label: tab.label,
    path: i === 0 ? '' : tab.label.toLowerCase().replace(/[^a-z0-9]+/g, ''),
    fields: i === 0 ? Object.keys(schema.fields).filter(source => !named.has(source)) : [...(tab.fields ?? [])],
  }));
};

/** The declaration's order of fields grouped for display: a field alone, or a pair of `sideBySide` when both are among `sources`. */
export const fieldRows = (schema: ResourceSchema, sources: readonly string[]): string[][] => {
  const pairs = schema.sideBySide ?? [];
  const partnered = new Set<string>();
  const rows: string[][] = [];
  for (const source of sources) {
    if (partnered.has(source)) continue;
    const pair = pairs.find(p => p[0] === source && sources.includes(p[1]));
    if (pair) {
      partnered.add(pair[1]);
      rows.push([pair[0], pair[1]]);
    } else rows.push([source]);
  }
  return rows;
};

/** The fields of a place, in declaration order, as [source, field]. */
export const fieldsIn = (schema: ResourceSchema, place: import('./fields').Place) =>
  Object.entries(schema.fields).filter(([, f]) => f.has(place));
