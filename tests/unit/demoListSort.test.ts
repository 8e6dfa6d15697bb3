/**
 * The demo API's list sort (mocks/handlers/crud.ts): dates are compared as their ISO text since
 * issue 41 (the collator took a second per page of 50,000 plots), which must keep their order in
 * time; other text still sorts as people read it (plot 2 before plot 10).
 */
import { describe, expect, it } from 'vitest';
import { listRows } from '../../mocks/handlers/crud';

const row = (id: number, values: Record<string, unknown>) => ({ id, organization_id: 1, created_at: '', ...values });

describe('the demo lists’ sort (issue 41)', () => {
  it('sorts dates and moments by their time, ties by id, both ways', () => {
    const rows = [
      row(1, { created_at: '2026-11-27T10:42:00.000Z' }),
      row(2, { created_at: '2025-01-05T08:00:00.000Z' }),
      row(3, { created_at: '2026-11-27' }),
      row(4, { created_at: '2026-02-10T23:59:59.000Z' }),
      row(5, { created_at: '2026-11-27T10:42:00.000Z' }),
    ];
    const asc = listRows(rows, { s_sort: 'created_at', _order: 'ASC', showall: 'true' }, {}).data.map(r => r.id);
    expect(asc).toEqual([2, 4, 3, 1, 5]);
    const desc = listRows(rows, { s_sort: 'created_at', _order: 'DESC', showall: 'true' }, {}).data.map(r => r.id);
    expect(desc).toEqual([5, 1, 3, 4, 2]);
  });

  it('sorts other text with its numbers read as numbers', () => {
    const rows = [row(1, { number: '10' }), row(2, { number: '2' }), row(3, { number: 'A-1' }), row(4, { number: '2026-11' })];
    expect(listRows(rows, { s_sort: 'number', _order: 'ASC', showall: 'true' }, {}).data.map(r => r.number)).toEqual([
      '2',
      '10',
      '2026-11',
      'A-1',
    ]);
  });
});
