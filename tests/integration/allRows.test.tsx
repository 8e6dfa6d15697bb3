/**
 * "All" drawn from a first page (issue 41): the plot list's first rows show from a first page
 * while the whole list is read, the table sized for every plot with the rest as placeholder rows;
 * selection waits for the whole list, then select-all takes every plot. The dataProvider's side:
 * the first page asked first, offered to the list, and alone when it is the whole list.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../mocks/node';
import { orgRows } from '../../mocks/db';
import {
  ALL_PER_PAGE,
  FIRST_PAGE,
  FIRST_PAGE_DRAW_WAIT,
  FIRST_PAGE_META,
  firstPageDrawn,
  firstPageKey,
  readFirstPage,
} from '../../src/api/listQuery';
import { createDataProvider } from '../../src/api/dataProvider';
import { SELECTION_WAITS } from '../../src/common/WindowedTableBody';
import type { HttpClient } from '../../src/api/http';
import { captureRequests, renderSignedIn } from './helpers';

configure({ asyncUtilTimeout: 20000 });

/** The drawn rows of records (not the spacers, not the placeholder rows). */
const drawnRows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr[data-index]'));
const busyBody = () => document.querySelector('tbody[aria-busy="true"]');

/** The rows of records drawn when the whole list (showall) was asked, at each time it was. */
const drawnWhenAsked: number[] = [];

/** Holds the plot list's whole-list answer (showall) back until the returned function is called. */
const holdWholeList = () => {
  let release!: () => void;
  const held = new Promise<void>(resolve => (release = resolve));
  server.use(
    http.get('*/1/plot', async ({ request }) => {
      if (new URL(request.url).searchParams.get('showall') !== 'true') return undefined;
      drawnWhenAsked.push(drawnRows().length);
      await held;
      // Then answered by the demo API's own handler.
      return undefined;
    }),
  );
  return release;
};

describe('"All" on the plot list, drawn from a first page', () => {
  it('draws the first rows before the whole list answers; selection waits for it, then select-all takes every plot', async () => {
    const total = orgRows('plot', 1).length;
    expect(total).toBeGreaterThan(FIRST_PAGE);
    const release = holdWholeList();
    drawnWhenAsked.length = 0;
    const seen = captureRequests();
    const { user } = await renderSignedIn('admin', `/1/plot?perPage=${ALL_PER_PAGE}`);
    await waitFor(() => expect(drawnRows().length).toBeGreaterThan(10), { timeout: 30000 });

    // Only the first page is there: the table has every plot's place, the rest as placeholder rows.
    expect(busyBody()).not.toBeNull();
    expect(drawnRows().length).toBeLessThanOrEqual(FIRST_PAGE);
    expect(document.querySelector('table')).toHaveAttribute('aria-rowcount', String(total + 1));
    expect(drawnRows()[0]).toHaveAttribute('aria-rowindex', '2');
    expect(document.querySelectorAll('tbody tr[aria-hidden="true"]').length).toBeGreaterThan(0);
    const asked = () =>
      seen
        .filter(r => r.path === '/1/plot')
        .map(r => new URLSearchParams(r.search))
        .map(q => (q.get('showall') === 'true' ? 'all' : q.get('perPage')));
    // The whole list is asked only once these rows are drawn (the demo API's answer would hold them back).
    await waitFor(() => expect(asked()).toEqual([String(FIRST_PAGE), 'all']));
    expect(drawnWhenAsked).toHaveLength(1);
    expect(drawnWhenAsked[0]).toBeGreaterThan(10);

    // Selection waits for the whole list: a row cannot be picked, select-all picks nothing.
    expect(within(drawnRows()[0]!).getByRole('checkbox')).toBeDisabled();
    // … and says why, to a screen reader and as its tooltip.
    expect(within(drawnRows()[0]!).getByRole('checkbox')).toHaveAccessibleDescription(SELECTION_WAITS);
    await user.click(screen.getByRole('checkbox', { name: /select all/i }));
    expect(screen.getByRole('checkbox', { name: /select all/i })).not.toBeChecked();
    expect(screen.queryByText(/[1-9][\d,]* items? selected/)).toBeNull();

    release();
    await waitFor(() => expect(busyBody()).toBeNull(), { timeout: 30000 });
    expect(document.querySelectorAll('tbody tr[aria-hidden="true"] + tr[aria-hidden="true"]')).toHaveLength(0);
    expect(within(drawnRows()[0]!).getByRole('checkbox')).toBeEnabled();
    expect(within(drawnRows()[0]!).getByRole('checkbox')).not.toHaveAccessibleDescription(SELECTION_WAITS);
    await user.click(screen.getByRole('checkbox', { name: /select all/i }));
    await waitFor(() => expect(screen.getByText(new RegExp(`${total} items selected`))).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^delete$/i })).toBeInTheDocument();
  }, 90000);
});

/** A client answering `total` records { id } for every list call; the queries it was asked, in order. */
const fakeHttp = (total: number, { failAll = false } = {}) => {
  const asked: string[] = [];
  const offered: Array<number | undefined> = [];
  const client: HttpClient = {
    url: path => path,
    download: () => Promise.reject(new Error('not used')),
    request: async <T,>(_path: string, opts?: { query?: URLSearchParams | Record<string, unknown> }) => {
      const query = new URLSearchParams(opts?.query as URLSearchParams);
      asked.push(query.toString());
      const all = query.get('showall') === 'true';
      if (all) {
        // What the list can draw meanwhile.
        offered.push(readFirstPage(firstPageKey('1', 'plot', { sort: SORT, filter: FILTER }))?.data.length);
        if (failAll) throw new Error('The server did not answer.');
      }
      const n = all ? total : Math.min(total, Number(query.get('perPage')));
      return { data: { data: Array.from({ length: n }, (_, i) => ({ id: i + 1 })), total } as T, message: '' };
    },
  };
  return { client, asked, offered };
};

const SORT = { field: 'created_at', order: 'DESC' as const };
const FILTER = { status: 'Available' };
const allParams = { pagination: { page: 1, perPage: ALL_PER_PAGE }, sort: SORT, filter: FILTER, meta: { [FIRST_PAGE_META]: '1' } };

describe("the dataProvider's All", () => {
  it('asks a first page, offers it to the list while the whole list is read, then answers the whole list', async () => {
    const { client, asked, offered } = fakeHttp(120);
    const answer = await createDataProvider(client).getList('plot', allParams);
    expect(asked).toEqual([
      `page=1&perPage=${FIRST_PAGE}&s_sort=created_at&_order=DESC&status=Available`,
      'showall=true&s_sort=created_at&_order=DESC&status=Available',
    ]);
    expect(offered).toEqual([FIRST_PAGE]);
    expect(answer.data).toHaveLength(120);
    expect(answer.total).toBe(120);
    // Kept by organization: another organization's list of the same resource is not offered these rows.
    expect(readFirstPage(firstPageKey('1', 'plot', { sort: SORT, filter: FILTER }))?.data).toHaveLength(FIRST_PAGE);
    expect(readFirstPage(firstPageKey('2', 'plot', { sort: SORT, filter: FILTER }))).toBeUndefined();
  });

  it('asks the whole list only once the table has drawn the first page, or after a short wait when none draws it', async () => {
    const key = firstPageKey('1', 'plot', { sort: SORT, filter: FILTER });
    const { client, asked } = fakeHttp(120);
    const drawnAnswer = createDataProvider(client).getList('plot', allParams);
    await waitFor(() => expect(asked).toHaveLength(1));
    await new Promise(resolve => setTimeout(resolve, FIRST_PAGE_DRAW_WAIT / 5));
    expect(asked).toHaveLength(1);
    firstPageDrawn(key);
    expect((await drawnAnswer).data).toHaveLength(120);
    expect(asked).toHaveLength(2);

    // Nothing draws it (the user left the list): asked after FIRST_PAGE_DRAW_WAIT all the same.
    const started = Date.now();
    const { client: alone, asked: askedAlone } = fakeHttp(120);
    expect((await createDataProvider(alone).getList('plot', allParams)).data).toHaveLength(120);
    expect(askedAlone).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(FIRST_PAGE_DRAW_WAIT - 20);
  });

  it('answers a list no longer than the first page with that page alone', async () => {
    const { client, asked } = fakeHttp(30);
    const answer = await createDataProvider(client).getList('plot', { ...allParams, filter: { status: 'Sold' } });
    expect(asked).toHaveLength(1);
    expect(answer.data).toHaveLength(30);
    expect(answer.total).toBe(30);
  });

  it('reads every row in one call where the caller did not ask for a first page (not a console list)', async () => {
    const { client, asked } = fakeHttp(120);
    const answer = await createDataProvider(client).getList('plot', { ...allParams, meta: undefined });
    expect(asked).toEqual(['showall=true&s_sort=created_at&_order=DESC&status=Available']);
    expect(answer.data).toHaveLength(120);
  });

  it('no longer offers the first page once the whole list failed', async () => {
    const { client } = fakeHttp(120, { failAll: true });
    await expect(createDataProvider(client).getList('plot', allParams)).rejects.toThrow('The server did not answer.');
    expect(readFirstPage(firstPageKey('1', 'plot', { sort: SORT, filter: FILTER }))).toBeUndefined();
  });
});
