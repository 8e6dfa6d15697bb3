import { describe, expect, it } from 'vitest';
import { ALL_PER_PAGE, buildListQuery, PER_PAGE_OPTIONS } from '../../src/api/listQuery';

const q = (params: Parameters<typeof buildListQuery>[0], extra?: Record<string, unknown>) =>
  decodeURIComponent(buildListQuery(params, extra).toString());

describe('list query (api-contract.md getList)', () => {
  it('sends page, perPage, s_sort and _order', () => {
    expect(q({ pagination: { page: 2, perPage: 20 }, sort: { field: 'created_at', order: 'DESC' } })).toBe(
      'page=2&perPage=20&s_sort=created_at&_order=DESC',
    );
  });

  it('sends showall=true instead of page/perPage for "All"', () => {
    expect(q({ pagination: { page: 1, perPage: ALL_PER_PAGE }, sort: { field: 'name', order: 'ASC' } })).toBe(
      'showall=true&s_sort=name&_order=ASC',
    );
  });

  it('offers the page sizes 10, 20, 30, 50, 100 and All', () => {
    expect(PER_PAGE_OPTIONS.map(o => (typeof o === 'number' ? o : o.label))).toEqual([10, 20, 30, 50, 100, 'All']);
  });

  it('adds filters, leaving empty ones out', () => {
    expect(q({ filter: { q: 'deed', status: 'Available', empty: '', none: null, undef: undefined } })).toBe('q=deed&status=Available');
  });

  it('sends array filter values as key[]=v', () => {
    expect(q({ filter: { status: ['Booked', 'Sold'] } })).toBe('status[]=Booked&status[]=Sold');
  });

  it('sends nested filter objects in bracket form', () => {
    expect(q({ filter: { date: { from: '2026-01-01', to: '2026-02-01' } } })).toBe('date[from]=2026-01-01&date[to]=2026-02-01');
  });

  it('sends boolean filters as 1 / 0', () => {
    expect(q({ filter: { is_corner: true, isbroker: false } })).toBe('is_corner=1&isbroker=0');
  });

  it('adds the reference target of getManyReference', () => {
    expect(q({ pagination: { page: 1, perPage: 30 } }, { project_id: 5 })).toBe('page=1&perPage=30&project_id=5');
  });
});

describe('page-size options of a list', () => {
  it("add the list's own default when it is not one of the specification's sizes", async () => {
    const { pageSizeOptions } = await import('../../src/common/ResourceList');
    const labels = (perPage?: number) => pageSizeOptions(perPage).map(o => (typeof o === 'number' ? o : o.label));
    expect(labels(20)).toEqual([10, 20, 30, 50, 100, 'All']);
    expect(labels(25)).toEqual([10, 20, 25, 30, 50, 100, 'All']);
    expect(labels()).toEqual([10, 20, 30, 50, 100, 'All']);
  });
});
