/** Saved views on every list, pure: what a view holds, how a stored one is read back without trusting it, the messages… */
// Reasoning: docs/decisions.md "Notes: src/api/savedViewLogic.ts"

export interface ListView {
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
  /** Sources of the hidden columns (react-admin's column selector), and their order when changed. */
  hiddenColumns?: string[];
  columnRanks?: number[];
}

export interface SavedView {
  id: number | string;
  title: string;
  view: ListView;
  /** Where it is kept: the API (follows the user to other devices) or this browser only. */
  stored: 'server' | 'browser';
}

export const VIEW_MESSAGES = {
  titleRequired: 'View name is required',
  titleTooLong: 'The view name may not be greater than 60 characters.',
  saved: 'View saved',
  deleted: 'View deleted',
  browserOnly: 'Saved in this browser only: the server could not keep your views.',
} as const;

export const TITLE_MAX = 60;

/** The rule of a view's name, the same in the form and the demo API. */
export const viewTitleError = (title: unknown): string | undefined => {
  const text = typeof title === 'string' ? title.trim() : '';
  if (!text) return VIEW_MESSAGES.titleRequired;
  if (text.length > TITLE_MAX) return VIEW_MESSAGES.titleTooLong;
  return undefined;
};

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A stored view (text or object) as a ListView, or null when it is not one (never a crash). */
export const readListView = (raw: unknown): ListView | null => {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isObject(value)) return null;
  const { filter, sort, perPage, hiddenColumns, columnRanks } = value;
  if (!isObject(filter) || !isObject(sort) || typeof sort.field !== 'string' || (sort.order !== 'ASC' && sort.order !== 'DESC'))
    return null;
  const size = Number(perPage);
  if (!Number.isInteger(size) || size < 1 || size > 10000) return null;
  const view: ListView = { filter, sort: { field: sort.field, order: sort.order }, perPage: size };
  if (Array.isArray(hiddenColumns) && hiddenColumns.every(c => typeof c === 'string')) view.hiddenColumns = hiddenColumns as string[];
  if (Array.isArray(columnRanks) && columnRanks.every(n => Number.isInteger(n))) view.columnRanks = columnRanks as number[];
  return view;
};

/** The views as the API lists them, the malformed rows left out. */
export const readSavedViews = (rows: unknown, stored: SavedView['stored']): SavedView[] =>
  (Array.isArray(rows) ? rows : []).flatMap(row => {
    if (!isObject(row) || (typeof row.id !== 'number' && typeof row.id !== 'string') || typeof row.title !== 'string') return [];
    const view = readListView(row.view);
    return view ? [{ id: row.id, title: row.title, view, stored }] : [];
  });

/** Whether the view is the list as it is now (its button then shows pressed). */
export const sameView = (a: ListView, b: ListView): boolean =>
  JSON.stringify(a.filter) === JSON.stringify(b.filter) &&
  a.sort.field === b.sort.field &&
  a.sort.order === b.sort.order &&
  a.perPage === b.perPage &&
  JSON.stringify(a.hiddenColumns ?? []) === JSON.stringify(b.hiddenColumns ?? []);

/** The browser's key for a user's views of a list in an organization (the fallback). */
export const browserViewsKey = (userId: string | number, orgid: string, resource: string) =>
  `plots-console.views.${userId}.${orgid}.${resource}`;

/** A list whose saved filters the specification keeps on the server under its own call… docs/decisions.md "Customer list" */
export const SAVED_FILTER_PATHS: Readonly<Record<string, string>> = { customer: 'customer/savefilter' };

/** A saved filter's filter_data as a view: a whole view as this console saves it… */
export const filterDataAsView = (
  raw: unknown,
  fallback: Pick<ListView, 'sort' | 'perPage'> = { sort: { field: 'created_at', order: 'DESC' }, perPage: 20 },
): ListView | null => {
  const view = readListView(raw);
  if (view) return view;
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return isObject(value) ? { filter: value, ...fallback } : null;
};
