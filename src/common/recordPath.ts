/** Where a link to a record (or a list) goes, and whether it may go there at all. docs/decisions.md "Notes: src/common/recordPath.ts" */
import type { Identifier } from 'ra-core';
import { canAccess, type Membership } from '../api/permissions';

/** The page of a resource a link opens. */
export type RecordPage = 'show' | 'edit' | 'list';

export interface RecordTarget {
  /** The resource name, as registered (src/app/resources.ts). */
  resource: string;
  /** The record (show and edit). */
  id?: Identifier | null;
  /** show, edit or list. Without it: the show page, else the edit page, whichever the resource has and the member may open. */
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

/** The path of a page, relative to the organization: `/{resource}[?filter=]`, `/{resource}/{id}/show[/{tab}]`… */
export const recordPath = ({ resource, id, type = 'show', tab, filter }: RecordTarget): string | null => {
  if (type === 'list') return filter ? `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}` : `/${resource}`;
  if (blank(id)) return null;
  const base = `/${resource}/${encodeURIComponent(String(id))}`;
  return `${type === 'show' ? `${base}/show` : base}${tab ? `/${tab}` : ''}`;
};

/** The path a link to the target opens, or null when it is plain text… */
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
