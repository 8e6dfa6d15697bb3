/** Saved views (issue 19): the name's rule and reading stored views without trusting them. */
import { describe, expect, it } from 'vitest';
import { TITLE_MAX, VIEW_MESSAGES, readListView, readSavedViews, sameView, viewTitleError } from '../../src/api/savedViewLogic';

const view = { filter: { status: 'Available' }, sort: { field: 'number', order: 'DESC' as const }, perPage: 10, hiddenColumns: ['notes'] };

describe('saved views', () => {
  it('a name is required, at most 60 characters', () => {
    expect(viewTitleError('')).toBe(VIEW_MESSAGES.titleRequired);
    expect(viewTitleError('   ')).toBe(VIEW_MESSAGES.titleRequired);
    expect(viewTitleError(undefined)).toBe(VIEW_MESSAGES.titleRequired);
    expect(viewTitleError('x'.repeat(TITLE_MAX))).toBeUndefined();
    expect(viewTitleError('x'.repeat(TITLE_MAX + 1))).toBe(VIEW_MESSAGES.titleTooLong);
  });

  it('reads a stored view from text or object; anything else is no view', () => {
    expect(readListView(JSON.stringify(view))).toEqual(view);
    expect(readListView({ ...view, columnRanks: [1, 0], extra: 'dropped' })).toEqual({ ...view, columnRanks: [1, 0] });
    expect(readListView({ ...view, hiddenColumns: [1] })).toEqual({ filter: view.filter, sort: view.sort, perPage: 10 });
    for (const bad of [
      '{oops',
      null,
      [],
      { ...view, sort: { field: 'x', order: 'UP' } },
      { ...view, perPage: 0 },
      { ...view, perPage: 'ten' },
      { ...view, filter: [] },
    ]) {
      expect(readListView(bad)).toBeNull();
    }
  });

  it('lists the well-formed rows only', () => {
    const rows = [{ id: 1, title: 'A', view: JSON.stringify(view) }, { id: 2, title: 'B', view: '{' }, { title: 'C', view }, 'x', null];
    expect(readSavedViews(rows, 'server')).toEqual([{ id: 1, title: 'A', view, stored: 'server' }]);
    expect(readSavedViews({ not: 'a list' }, 'browser')).toEqual([]);
  });

  it('a view is the current list when filters, sort, page size and hidden columns agree', () => {
    expect(sameView(view, { ...view })).toBe(true);
    expect(sameView(view, { ...view, perPage: 20 })).toBe(false);
    expect(sameView(view, { ...view, hiddenColumns: [] })).toBe(false);
    expect(sameView({ ...view, hiddenColumns: undefined }, { ...view, hiddenColumns: [] })).toBe(true);
  });
});
