/** The list query: page=1&perPage=20&s_sort=created_at&_order=DESC&<filter>=<value>… docs/decisions.md "Notes: src/api/listQuery.ts" */

/** The page size that stands for "All" in the page-size menu. react-admin's pagination cannot use -1… */
export const ALL_PER_PAGE = 1_000_000;

export const PER_PAGE_OPTIONS: ReadonlyArray<number | { label: string; value: number }> = [
  10,
  20,
  30,
  50,
  100,
  { label: 'All', value: ALL_PER_PAGE },
];

export const DEFAULT_SORT = { field: 'created_at', order: 'DESC' as const };

export interface ListQueryParams {
  pagination?: { page: number; perPage: number } | null;
  sort?: { field: string; order: 'ASC' | 'DESC' | string } | null;
  filter?: Record<string, unknown> | null;
}

const isEmpty = (v: unknown): boolean => v === undefined || v === null || v === '';

/** Appends one value in bracket form. */
export const appendQueryValue = (search: URLSearchParams, key: string, value: unknown): void => {
  if (isEmpty(value)) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (item !== null && typeof item === 'object') appendQueryValue(search, `${key}[${index}]`, item);
      else if (!isEmpty(item)) search.append(`${key}[]`, String(item));
    });
    return;
  }
  if (value instanceof Date) {
    search.append(key, value.toISOString());
    return;
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) appendQueryValue(search, `${key}[${k}]`, v);
    return;
  }
  if (typeof value === 'boolean') {
    search.append(key, value ? '1' : '0');
    return;
  }
  search.append(key, String(value));
};

export const isShowAll = (perPage: number | undefined): boolean => perPage !== undefined && (perPage >= ALL_PER_PAGE || perPage < 0);

export const buildListQuery = (params: ListQueryParams, extra: Record<string, unknown> = {}): URLSearchParams => {
  const search = new URLSearchParams();
  const { pagination, sort, filter } = params;
  if (pagination) {
    if (isShowAll(pagination.perPage)) search.append('showall', 'true');
    else {
      search.append('page', String(pagination.page));
      search.append('perPage', String(pagination.perPage));
    }
  }
  if (sort?.field) {
    search.append('s_sort', sort.field);
    search.append('_order', String(sort.order || 'ASC').toUpperCase());
  }
  for (const [k, v] of Object.entries({ ...(filter ?? {}), ...extra })) appendQueryValue(search, k, v);
  return search;
};

/* "All" drawn from a first page (issue 41) ---------------------------------------------------- */

/** The `meta` key a list sets for its "All" to be drawn from a first page (the console's lists: ResourceList). */
export const FIRST_PAGE_META = 'firstPage';

/** The rows an "All" list is first drawn from, asked before the whole list: more than a tall screen shows. */
export const FIRST_PAGE = 50;

/** A list's first page while its whole list ("All") is still coming: its rows and the list's total. */
export interface FirstPage {
  data: ReadonlyArray<{ id: unknown }>;
  total: number;
}

const firstPages = new Map<string, FirstPage>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach(listener => listener());

/**
 * Which list a first page belongs to: the organization (`scope`, the list's `meta.firstPage`: one
 * organization's rows never stand in for another's), the resource, its sort and its filter (not the page).
 */
export const firstPageKey = (
  scope: string,
  resource: string,
  params: Omit<ListQueryParams, 'pagination'>,
  extra: Record<string, unknown> = {},
) => `${scope}/${resource}?${buildListQuery({ sort: params.sort, filter: params.filter }, extra).toString()}`;

/** The lists whose first page is kept (the latest ones). */
const KEPT_FIRST_PAGES = 10;

/**
 * Kept until the list's next read replaces it, so that the table does not fall back to its
 * loading state between the whole list's answer and the list drawing it; `forget` when that read
 * failed.
 */
export const rememberFirstPage = (key: string, page: FirstPage) => {
  firstPages.delete(key);
  firstPages.set(key, page);
  if (firstPages.size > KEPT_FIRST_PAGES) firstPages.delete(firstPages.keys().next().value!);
  changed();
  return () => {
    if (firstPages.get(key) !== page) return;
    firstPages.delete(key);
    changed();
  };
};

export const readFirstPage = (key: string): FirstPage | undefined => firstPages.get(key);

export const subscribeFirstPages = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The longest the whole list waits for its first page to be drawn (no table draws it: the user left, a hidden tab). */
export const FIRST_PAGE_DRAW_WAIT = 500;

const drawnWaiters = new Map<string, () => void>();

/**
 * Resolves once the table has painted the first page kept under `key` (`firstPageDrawn`), or after
 * FIRST_PAGE_DRAW_WAIT ms: the whole list is asked only then, since the demo API answers on the
 * page's thread and its answer would hold the first rows back.
 */
export const whenFirstPageDrawn = (key: string) =>
  new Promise<void>(resolve => {
    const done = () => {
      clearTimeout(timer);
      if (drawnWaiters.get(key) === done) drawnWaiters.delete(key);
      resolve();
    };
    const timer = setTimeout(done, FIRST_PAGE_DRAW_WAIT);
    drawnWaiters.get(key)?.();
    drawnWaiters.set(key, done);
  });

/** Said by the table once it has painted the first page kept under `key`. */
export const firstPageDrawn = (key: string) => drawnWaiters.get(key)?.();
