/**
 * A list's address is clamped before the list reads it (issue 35): `/1/plot?perPage=100000` froze
 * Chromium for minutes. A size off the page-size menu, a page below 1, an order other than ASC /
 * DESC, a sort that is not a field name or a filter that is not an object gives way to the list's
 * own (plots: 25 per page, created_at descending), in the address and in what the API is asked.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { bodyRows, captureRequests, renderSignedIn } from './helpers';

configure({ asyncUtilTimeout: 10000 });

/** The plot list's reads (GET /1/plot), as their query parameters. */
const plotReads = (seen: ReturnType<typeof captureRequests>) =>
  seen.filter(r => r.method === 'GET' && r.path === '/1/plot').map(r => Object.fromEntries(new URLSearchParams(r.search)));

const DEFAULT_READ = { page: '1', perPage: '25', s_sort: 'created_at', _order: 'DESC' };

/** The address holds the list's own values (or none: react-admin's defaults). */
const expectDefaultAddress = () => {
  const address = new URLSearchParams(window.location.search);
  for (const [key, value] of Object.entries({ perPage: '25', page: '1', sort: 'created_at', order: 'DESC' })) {
    expect([[], [value]]).toContainEqual(address.getAll(key));
  }
};

describe('a list address the list cannot take', () => {
  it.each([
    ['?perPage=100000', 'a size off the menu'],
    ['?perPage=-1', 'a negative size (read as All before)'],
    ['?perPage=25&perPage=100000', 'a repeated size'],
    ['?page=-5', 'a page below 1'],
    ['?order=XYZ', 'an unknown order'],
    ['?sort=__proto__', 'a sort by a name every object has'],
    ['?sort=constructor&order=ASC', 'a sort by constructor'],
    ['?filter=%5B1%5D&perPage=abc', 'a filter that is not an object, a size that is not a number'],
  ])('%s (%s): shows the rows at the default size, sort and page', async search => {
    const seen = captureRequests();
    await renderSignedIn('admin', `/1/plot${search}`);
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(screen.getByRole('combobox', { name: /rows per page/i })).toHaveTextContent('25');
    const reads = plotReads(seen);
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read).toEqual(DEFAULT_READ);
    expectDefaultAddress();
  });

  it('keeps a size of the menu, a page, a sort by a field and its order', async () => {
    const seen = captureRequests();
    await renderSignedIn('admin', '/1/plot?perPage=10&page=2&sort=number&order=ASC');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByRole('combobox', { name: /rows per page/i })).toHaveTextContent('10');
    for (const read of plotReads(seen)) expect(read).toEqual({ page: '2', perPage: '10', s_sort: 'number', _order: 'ASC' });
    expect(window.location.search).toBe('?perPage=10&page=2&sort=number&order=ASC');
  });

  it('clamps the stored parameters of a list opened without any in its address', async () => {
    localStorage.setItem('RaStoreplots-console.org-1.version', '1');
    localStorage.setItem(
      'RaStoreplots-console.org-1.plot.listParams',
      JSON.stringify({ perPage: 100000, page: 1, sort: '__proto__', order: 'DESC', filter: {} }),
    );
    const seen = captureRequests();
    await renderSignedIn('admin', '/1/plot');
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    for (const read of plotReads(seen)) expect(read).toEqual(DEFAULT_READ);
    // react-admin puts the stored parameters into the address: the list's own, not the stored ones.
    expectDefaultAddress();
    expect(JSON.parse(localStorage.getItem('RaStoreplots-console.org-1.plot.listParams')!)).toMatchObject({
      perPage: 25,
      sort: 'created_at',
    });
  });
});
