/** A list's address parameters clamped to what the list takes (issue 35; src/common/listAddress.ts). */
import { describe, expect, it } from 'vitest';
import { ALL_PER_PAGE } from '../../src/api/listQuery';
import { clampListSearch, isFieldName, listParamFixes, type ListDefaults } from '../../src/common/listAddress';
import { pageSizeOptions } from '../../src/common/ResourceList';

const PLOTS: ListDefaults = {
  perPage: 25,
  sort: { field: 'created_at', order: 'DESC' },
  sizes: pageSizeOptions(25).map(o => (typeof o === 'number' ? o : o.value)),
};

describe('clampListSearch', () => {
  it.each([
    ['?perPage=100000', '?perPage=25'],
    ['?perPage=-1', '?perPage=25'],
    ['?perPage=1e6', '?perPage=25'],
    ['?perPage=7', '?perPage=25'],
    ['?perPage=10&perPage=100000', '?perPage=25'],
    ['?page=-5', '?page=1'],
    ['?page=0', '?page=1'],
    ['?page=two', '?page=1'],
    ['?order=XYZ', '?order=DESC'],
    ['?order=asc', '?order=DESC'],
    ['?sort=__proto__&order=ASC', '?sort=created_at&order=DESC'],
    ['?sort=constructor', '?sort=created_at&order=DESC'],
    ['?sort=name.toString', '?sort=created_at&order=DESC'],
    ['?sort=a%20b', '?sort=created_at&order=DESC'],
    ['?filter=%5B1%5D&q=x', '?q=x'],
    ['?filter=nope', '?'],
    ['?displayedFilters=5', '?'],
  ])('%s → %s', (search, clamped) => {
    expect(clampListSearch(search, PLOTS)).toBe(clamped);
  });

  it.each([
    '',
    '?perPage=10',
    '?perPage=25',
    '?perPage=100',
    `?perPage=${ALL_PER_PAGE}`,
    '?page=3&sort=layout.name&order=ASC',
    '?sort=created_at&order=DESC&filter=%7B%22status%22%3A%22Sold%22%7D&displayedFilters=%7B%7D',
  ])('leaves %j as it is (the menu\'s sizes, "All" included)', search => {
    expect(clampListSearch(search, PLOTS)).toBeNull();
  });
});

describe('listParamFixes on stored parameters', () => {
  it('clamps the stored values react-admin reads without an address', () => {
    expect(listParamFixes({ perPage: 100000, page: 0, sort: '__proto__', order: 'DESC', filter: [] }, PLOTS)).toEqual({
      perPage: 25,
      page: 1,
      sort: 'created_at',
      order: 'DESC',
      filter: undefined,
    });
    expect(listParamFixes({ perPage: 50, page: 2, sort: 'number', order: 'ASC', filter: {} }, PLOTS)).toBeNull();
  });

  it('takes field names only', () => {
    expect(['name', 'created_at', 'layout.name', 'Type-12'].every(isFieldName)).toBe(true);
    expect(['__proto__', 'constructor', 'prototype', 'hasOwnProperty', '', '1a', 'a..b', 'a;b'].some(isFieldName)).toBe(false);
  });
});
