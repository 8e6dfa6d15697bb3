/**
 * One demo store for every tab (issue 38): the stored copy carries a revision; a tab behind it
 * loads only the tables whose saved changes differ, over the rows it holds, and ends with the
 * store a full restore would give; a save compares again only the tables reached since the last
 * one, and still writes what a full serialization would.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  beginWrite,
  configureDb,
  db,
  flush,
  nextId,
  restoreChanges,
  serializeChanges,
  syncFromStorage,
  table,
  touch,
  type Persistence,
} from '../../mocks/db';
import { SEED_NOW } from '../../mocks/seed';

/** A localStorage slot shared by "tabs": the text and its revision. */
const slot = () => {
  const stored = { text: null as string | null, revision: null as string | null, writes: 0 };
  const persistence: Persistence = {
    read: () => stored.text,
    write(text) {
      stored.text = text;
      stored.writes += 1;
      stored.revision = `r${stored.writes}`;
    },
    clear() {
      stored.text = null;
      stored.revision = null;
    },
    revision: () => stored.revision,
  };
  return { stored, persistence };
};

const tablesOf = (tables: Record<string, unknown[]>, names: string[]) =>
  Object.fromEntries(names.map(n => [n, JSON.stringify(tables[n] ?? [])]));

let shared: ReturnType<typeof slot>;
beforeEach(() => {
  shared = slot();
  configureDb({ now: SEED_NOW, persistence: shared.persistence });
});
afterEach(() => configureDb({ now: SEED_NOW }));

describe('demo store shared by the tabs', () => {
  it("loads another tab's save over its own rows: the store a full restore gives, nothing loaded when nothing changed", async () => {
    // This tab writes: a plot's status, a new document type.
    beginWrite();
    const plots = table('plot');
    const [mine, theirs, untouched] = [plots[0]!, plots[1]!, plots[5]!];
    const seededPlot = structuredClone(mine);
    const customer = table('customer')[0];
    mine.status = 'Blocked';
    table('documenttype').push({ id: nextId('documenttype'), organization_id: 1, name: 'Mine', created_at: '2026-11-20T10:00:00.000Z' });
    touch();
    flush();
    expect(shared.stored.revision).toBe('r1');
    expect(syncFromStorage()).toBe(false);

    // Another tab, from that copy: books another plot, puts the first back as seeded, removes a
    // seeded document type, signs someone in.
    const other = restoreChanges(shared.stored.text)!;
    other.tables.plot = other.tables.plot.map(p =>
      p.id === theirs.id ? { ...p, status: 'Booked', customer_id: 7 } : p.id === mine.id ? seededPlot : p,
    );
    const removed = other.tables.documenttype[0]!;
    other.tables.documenttype = other.tables.documenttype.filter(r => r.id !== removed.id);
    other.tables.plotbook = [
      ...other.tables.plotbook,
      { id: other.seq.plotbook ?? 9999, organization_id: 1, plot_id: theirs.id, created_at: '2026-11-20T11:00:00.000Z' },
    ];
    other.seq.plotbook = (other.seq.plotbook ?? 9999) + 1;
    other.tokens['t-other'] = 1;
    shared.persistence.write(serializeChanges(other));

    expect(syncFromStorage()).toBe(true);
    const names = ['plot', 'documenttype', 'plotbook', 'customer'];
    expect(tablesOf(db().tables, names)).toEqual(tablesOf(other.tables, names));
    expect(db().tokens).toEqual(other.tokens);
    expect(db().seq.plotbook).toBe(other.seq.plotbook);
    // Rows neither tab changed are the same objects: nothing else was rebuilt.
    expect(table('customer')[0]).toBe(customer);
    expect(table('plot').find(p => p.id === untouched.id)).toBe(untouched);
    expect(table('plot').find(p => p.id === mine.id)).toEqual(seededPlot);
    expect(syncFromStorage()).toBe(false);
  }, 60000);

  it('saves what a full serialization would, though it compares again only the tables a write reached', () => {
    beginWrite();
    table('plot')[2]!.status = 'Hold';
    touch();
    flush();
    // A read between the writes (a list): not compared again by the next write.
    table('customer').slice(0, 10);
    beginWrite();
    table('documenttype')[0]!.name = 'Renamed';
    touch();
    flush();
    expect(JSON.parse(shared.stored.text!)).toEqual(JSON.parse(serializeChanges(db())));
    expect(JSON.parse(shared.stored.text!).tables.plot.upsert).toHaveLength(1);
  });

  it('keeps a refused save in this tab (storage full) without taking it for stored', () => {
    beginWrite();
    table('plot')[3]!.status = 'Hold';
    touch();
    flush();
    const before = shared.stored.text;
    shared.persistence.write = () => undefined; // the quota: nothing changes
    beginWrite();
    table('plot')[4]!.status = 'Hold';
    touch();
    flush();
    expect(shared.stored.text).toBe(before);
    expect(syncFromStorage()).toBe(false);
    expect(table('plot')[4]!.status).toBe('Hold');
  });
});
