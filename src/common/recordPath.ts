/**
 * Where a link to a record (or a list) goes, and whether it may go there at all (spec 1 §6: a
 * link without the view permission is plain text; "no dead ends": a resource that is not
 * registered yet has no page, so nothing links to it). Pure: RecordLink (src/common/RecordLink.tsx)
 * reads it with the registered resources and the member's permissions; the tests read it as a table.
 */
import type { Identifier } from 'ra-core';
import { canAccess, type Membership } from '../api/permissions';

/** The page of a resource a link opens. */
export type RecordPage = 'show' | 'edit' | 'list';

export interface RecordTarget {
  /** The resource name, as registered (src/app/resources.ts). */
  resource: string;
  /** The record (show and edit). */
  id?: Identifier | null;
  /**
   * show, edit or list. Without it: the show page, else the edit page, whichever the resource has
   * and the member may open (react-admin's useGetPathForRecord order).
   */
  type?: RecordPage;
  /** A tab of the page: `/{resource}/{id}/show/{tab}`. */
  tab?: string;
  /** The list's filter (list only): `/{resource}?filter={json}`. */
  filter?: Record<string, unknown>;
}

/** The views a registered resource has (react-admin's resource definition). */
export interface RegisteredViews {
  hasList?: boolean;
  hasShow?: boolean;
  hasEdit?: boolean;
}

const VIEW: Record<RecordPage, keyof RegisteredViews> = { list: 'hasList', show: 'hasShow', edit: 'hasEdit' };

const blank = (id: Identifier | null | undefined): boolean => id === undefined || id === null || id === '';

/**
 * The path of a page, relative to the organization: `/{resource}[?filter=]`,
 * `/{resource}/{id}/show[/{tab}]`, `/{resource}/{id}[/{tab}]`; null without the id a record page needs.
 */
export const recordPath = ({ resource, id, type = 'show', tab, filter }: RecordTarget): string | null => {
  if (type === 'list') return filter ? `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}` : `/${resource}`;
  if (blank(id)) return null;
  const base = `/${resource}/${encodeURIComponent(String(id))}`;
  return `${type === 'show' ? `${base}/show` : base}${tab ? `/${tab}` : ''}`;
};

/**
 * The path a link to the target opens, or null when it is plain text: the resource is not
 * registered, has no such page, or the member may not open it (`{resource}.view` for show and
 * list, `{resource}.update` for edit, with the exceptions of src/api/permissions.ts).
 */
export const allowedRecordPath = (
  views: RegisteredViews | undefined,
  membership: Membership | null | undefined,
  target: RecordTarget,
): string | null => {
  if (!views) return null;
  const pages: RecordPage[] = target.type ? [target.type] : ['show', 'edit'];
  const page = pages.find(p => views[VIEW[p]] && canAccess(membership, { resource: target.resource, action: p }));
  return page ? recordPath({ ...target, type: page }) : null;
};
