/** The shape of one resource declaration. docs/decisions.md "Notes: src/app/resourceTypes.ts" */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RaRecord } from 'ra-core';
import type { ResourceSchema } from '../common/schema/define';
import type { MenuGroup } from '../common/menuGroups';

type View = LazyExoticComponent<ComponentType> | ComponentType;

/** A page of the resource at an address of its own besides list, create, edit and show… */
export interface ResourceRoute {
  path: string;
  /** A react-admin action (`export` is a read: `{resource}.view`). */
  action: string;
  view: View;
}

export interface ResourceDeclaration {
  /** The resource name: the API path segment(s) of the specifications. */
  name: string;
  /** Plural label: the menu entry and the list title. */
  label: string;
  /** Singular label, for titles of create / edit / show. */
  singular: string;
  group: MenuGroup;
  icon: ComponentType;
  list?: View;
  create?: View;
  edit?: View;
  show?: View;
  /** Pages at addresses of their own; a static path wins over the edit view's `:id`. */
  routes?: readonly ResourceRoute[];
  recordRepresentation?: string | ((record: RaRecord) => string);
  /** In the reduced menu of organizations without software_access 'Daga' (docs/decisions.md). Daga organizations get every entry. */
  reducedMenu: boolean;
  /** Shown in the menu (default: when it has a list). */
  menu?: boolean;
  /** Its records are found by the command palette (Ctrl/⌘+K) through the list's `q`, named by recordRepresentation. */
  search?: boolean;
  /** What tells two found records of the same name apart in the palette (a plot's layout). */
  searchDetail?: (record: RaRecord) => string;
  /** The field schema of a plain resource (src/common/schema): the demo API, the seed and the tests read it too. */
  schema?: ResourceSchema;
}

export const defineResource = (declaration: ResourceDeclaration): ResourceDeclaration => declaration;

/**
 * What the first page needs of each resource before the declarations' code is there (issue 41):
 * the menu's entry, the names of titles, which pages exist (a link is drawn or not), and the
 * resource's own addresses. The declarations (fields, validation, views, icons) come after the
 * first page is drawn: docs/decisions.md "The registry after the first page (issue 41)" (src/app/resources.ts).
 */
export interface ResourceIndexEntry {
  name: string;
  label: string;
  singular: string;
  group: MenuGroup;
  reducedMenu: boolean;
  /** Shown in the menu: the declaration's `menu`, else whether it has a list. */
  menu: boolean;
  list?: true;
  create?: true;
  edit?: true;
  show?: true;
  /** The paths of its pages at addresses of their own (`routes`). */
  routes?: readonly string[];
}
