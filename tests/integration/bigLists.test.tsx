/**
 * "All" on a long list (issue 41): the plot list's 3,814 plots of organization 1 are drawn as a
 * window of rows (the tab froze drawing them all), while the table tells screen readers its full
 * size, and select-all, shift-click across the window, the bulk actions and the keyboard keep
 * working on every row of the list.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALL_PER_PAGE } from '../../src/api/listQuery';
import { ROW_ESTIMATE } from '../../src/common/WindowedTableBody';
import { orgRows } from '../../mocks/db';
import { renderSignedIn } from './helpers';

configure({ asyncUtilTimeout: 20000 });

/** The drawn rows of records (the spacer rows above and below them excluded). */
const drawnRows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr[data-index]'));

/** The page scrolled as a browser would (jsdom lays nothing out and does not scroll). */
const scrollPageTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

/**
 * The whole list drawn: the first rows show from a first page while the whole list is read, with
 * selection off until it is there (the table busy meanwhile).
 */
const wholeListDrawn = () =>
  waitFor(
    () => {
      expect(drawnRows().length).toBeGreaterThan(10);
      expect(document.querySelector('tbody[aria-busy="true"]')).toBeNull();
    },
    { timeout: 30000 },
  );

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('"All" on the plot list', () => {
  it('draws a window of rows, with the full size for screen readers, and selects every plot', async () => {
    const total = orgRows('plot', 1).length;
    expect(total).toBeGreaterThan(3000);
    const { user } = await renderSignedIn('admin', `/1/plot?perPage=${ALL_PER_PAGE}`);
    await wholeListDrawn();
    expect(drawnRows().length).toBeLessThan(100);
    const table = document.querySelector('table')!;
    expect(table).toHaveAttribute('aria-rowcount', String(total + 1));
    expect(table.querySelector('thead tr')).toHaveAttribute('aria-rowindex', '1');
    expect(drawnRows()[0]).toHaveAttribute('aria-rowindex', '2');

    // Select all: every plot of the list, not only the drawn ones, and the bulk delete offered.
    await user.click(screen.getByRole('checkbox', { name: /select all/i }));
    await waitFor(() => expect(screen.getByText(new RegExp(`${total} items selected`))).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^delete$/i })).toBeInTheDocument();
  }, 90000);

  it('shift-click selects across rows that were never drawn together; the keyboard reaches the last row', async () => {
    const total = orgRows('plot', 1).length;
    await renderSignedIn('admin', `/1/plot?perPage=${ALL_PER_PAGE}`);
    await wholeListDrawn();
    fireEvent.click(within(drawnRows()[0]!).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByText(/1 item selected/)).toBeInTheDocument());

    // Far down the list: row 1,001 is drawn, row 1 is not.
    // jsdom lays nothing out: every row keeps the body's estimate.
    await scrollPageTo(ROW_ESTIMATE * 1000);
    await waitFor(() => expect(document.querySelector('tbody tr[data-index="1000"]')).not.toBeNull());
    expect(document.querySelector('tbody tr[data-index="0"]')).toBeNull();
    fireEvent.click(within(document.querySelector<HTMLElement>('tbody tr[data-index="1000"]')!).getByRole('checkbox'), { shiftKey: true });
    await waitFor(() => expect(screen.getByText(/1001 items selected/)).toBeInTheDocument());

    // End on a focused row moves the focus to the list's last plot, drawn for it.
    const scrollTo = window.scrollTo;
    window.scrollTo = ((options: ScrollToOptions) => {
      Object.defineProperty(window, 'scrollY', { value: options.top ?? 0, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    }) as typeof window.scrollTo;
    try {
      const row = document.querySelector<HTMLElement>('tbody tr[data-index="1000"]')!;
      row.focus();
      fireEvent.keyDown(row, { key: 'End' });
      await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', String(total + 1)));
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
      await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', String(total)));
    } finally {
      window.scrollTo = scrollTo;
    }
  }, 90000);
});
