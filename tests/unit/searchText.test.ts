/**
 * The plot list's search in the demo API (issue 41): its texts are kept from one answer to the next
 * (mocks/handlers/searchText.ts), so the answers must stay those of a plain search (same rows, same
 * order, same total), and an edit, a new plot, a deleted plot or a renamed customer or layout must
 * be found by the very next search.
 */
import { describe, expect, it } from 'vitest';
import { nextId, orgRows, table, type Row } from '../../mocks/db';
import { filterPlots } from '../../mocks/handlers/plots';
import { loweredColumn } from '../../mocks/handlers/searchText';
import { str } from '../../mocks/handlers/util';
import { api } from './demoApiCall';

/** The search as it was written before its texts were kept: each text lowered on each call. */
const plainSearch = (rows: Row[], q: string, orgid: number): Row[] => {
  const layouts = new Map(orgRows('layout', orgid).map(l => [l.id, l]));
  const customers = new Map(orgRows('customer', orgid).map(c => [c.id, str(c.name).toLowerCase()]));
  return rows.filter(
    r =>
      str(r.number).toLowerCase().includes(q) ||
      str(r.notes).toLowerCase().includes(q) ||
      (customers.get(r.customer_id as number) ?? '').includes(q) ||
      str(layouts.get(r.lid as number)?.name)
        .toLowerCase()
        .includes(q),
  );
};

const ids = (rows: Row[]) => rows.map(r => r.id);
const search = (q: string) => ids(filterPlots(orgRows('plot', 1), { q }, 1));
const listed = async (q: string) => {
  const { status, body } = await api('admin', 'GET', `1/plot?page=1&perPage=500&q=${encodeURIComponent(q)}`);
  expect(status).toBe(200);
  return { total: body.data.total as number, ids: (body.data.data as Row[]).map(r => r.id) };
};

describe("the plot list's search (issue 41: texts kept between answers)", () => {
  it('answers the rows of a plain search, in order, on the first search and the next ones', () => {
    const plots = orgRows('plot', 1);
    const layout = str(orgRows('layout', 1)[0]!.name).slice(0, 4).toLowerCase();
    const customer = str(orgRows('customer', 1).find(c => plots.some(p => p.customer_id === c.id))!.name)
      .slice(0, 5)
      .toLowerCase();
    const note = str(plots.find(p => str(p.notes).length > 8)!.notes)
      .slice(2, 8)
      .toLowerCase();
    const queries = ['1', '12', 'a', layout, customer, note, 'no plot has this text'];
    for (let round = 0; round < 2; round++) {
      for (const q of queries) {
        const expected = ids(plainSearch(orgRows('plot', 1), q, 1));
        expect(search(q), `q=${q}, round ${round}`).toEqual(expected);
      }
    }
    // The queries find something of each kind (a test of nothing found would prove nothing).
    for (const q of [layout, customer, note]) expect(search(q).length, q).toBeGreaterThan(0);
  });

  it('finds a plot edited through the API, a new plot, a renamed customer and layout, and no deleted plot, at the next search', async () => {
    const word = 'kanchipuram-annex';
    expect((await listed(word)).total).toBe(0);

    // An edit of the notes (a plot read just before, so its texts are kept).
    const plot = orgRows('plot', 1)[3]!;
    const edited = await api('admin', 'POST', `1/plot/${plot.id}`, { _method: 'PUT', number: plot.number, notes: `Near the ${word} road` });
    expect(edited.status).toBe(200);
    expect(await listed(word)).toEqual({ total: 1, ids: [plot.id] });

    // The same row's number changed in place.
    const other = orgRows('plot', 1)[7]!;
    other.number = `${word}-7`;
    expect((await listed(word)).ids.sort()).toEqual([plot.id, other.id].sort());

    // A plot added to the store.
    const added = { ...orgRows('plot', 1)[0]!, id: nextId('plot'), number: `${word}-new`, notes: null };
    table('plot').push(added);
    expect((await listed(word)).total).toBe(3);

    // A plot deleted: every plot after it sits one place earlier; the answers stay those of a plain search.
    const deleted = await api('admin', 'DELETE', `1/plot/${plot.id}`);
    expect(deleted.status).toBe(200);
    expect((await listed(word)).ids.sort()).toEqual([other.id, added.id].sort());
    expect(search('1')).toEqual(ids(plainSearch(orgRows('plot', 1), '1', 1)));

    // A customer renamed: the plots of that customer are found by the new name.
    const owned = orgRows('plot', 1).find(p => p.customer_id != null)!;
    const customer = table('customer').find(c => c.organization_id === 1 && c.id === owned.customer_id)!;
    customer.name = 'Thirunavukkarasu Elangovan';
    const ofCustomer = ids(plainSearch(orgRows('plot', 1), 'thirunavukkarasu', 1));
    expect(ofCustomer).toContain(owned.id);
    expect(search('thirunavukkarasu')).toEqual(ofCustomer);

    // A layout renamed.
    const layout = table('layout').find(l => l.organization_id === 1 && l.id === owned.lid)!;
    layout.name = 'Vaigai Riverside Enclave';
    const ofLayout = ids(plainSearch(orgRows('plot', 1), 'vaigai riverside', 1));
    expect(ofLayout).toContain(owned.id);
    expect(search('vaigai riverside')).toEqual(ofLayout);
  });

  it('reads a text afresh when the value at its place changes (an edit, a row replaced or removed before it)', () => {
    const a = { id: 1, organization_id: 1, created_at: '', number: 'A-1' };
    const b = { id: 2, organization_id: 1, created_at: '', number: 'B-2' };
    expect(loweredColumn('test', [a, b], 'number')).toEqual(['a-1', 'b-2']);
    a.number = 'C-3';
    expect(loweredColumn('test', [a, b], 'number')).toEqual(['c-3', 'b-2']);
    expect(loweredColumn('test', [b], 'number')).toEqual(['b-2']);
    expect(loweredColumn('test', [b, a], 'number')).toEqual(['b-2', 'c-3']);
  });
});
