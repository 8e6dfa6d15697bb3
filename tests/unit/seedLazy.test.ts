/**
 * The seed's tables drawn when first read (issue 41, mocks/seed/context.ts lazyTables): the lead
 * activities, the EMI plans and their history, the customer points, the sales' status history and
 * instalments. Each is the same table
 * whenever it is first read (first, or after every other, or after the store changed the rows it
 * is drawn from), and a change to one is stored and survives a reload like any other table's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureDb, flush, nextId, table, touch, type Persistence } from '../../mocks/db';
import { createSeed, SEED_NOW } from '../../mocks/seed';
import { isLazy, type Tables } from '../../mocks/seed/context';

const LAZY = ['customerinterestactivity', 'plotemi', 'plotemihistory', 'customerpoints', 'plotsalestatus', 'plotsaleinstalment'];

/** Every table of a seed as JSON, the lazy ones read first or last. */
const texts = (tables: Tables, lazyFirst: boolean): Record<string, string> => {
  const names = Object.keys(tables);
  const order = lazyFirst ? [...LAZY, ...names.filter(n => !LAZY.includes(n))] : [...names.filter(n => !LAZY.includes(n)), ...LAZY];
  return Object.fromEntries(order.map(name => [name, JSON.stringify(tables[name])]));
};

describe('tables drawn when first read', () => {
  it('are not drawn by the seed, and are the same whether read first or last', () => {
    const first = createSeed({ now: SEED_NOW });
    const last = createSeed({ now: SEED_NOW });
    for (const name of LAZY) {
      expect(isLazy(first, name)).toBe(true);
      expect(isLazy(last, name)).toBe(true);
    }
    const a = texts(first, true);
    const b = texts(last, false);
    for (const name of LAZY) {
      expect(isLazy(first, name)).toBe(false);
      expect(JSON.parse(a[name]!).length).toBeGreaterThan(20);
    }
    // Same tables, in the same order, byte for byte.
    expect(Object.keys(first)).toEqual(Object.keys(last));
    expect(a).toEqual(b);
  }, 60000);
});

describe('a table drawn when first read, in the stored demo store', () => {
  const stored = { text: null as string | null, revision: 0 };
  const persistence: Persistence = {
    read: () => stored.text,
    write(text) {
      stored.text = text;
      stored.revision += 1;
    },
    clear() {
      stored.text = null;
    },
    revision: () => (stored.text === null ? null : `r${stored.revision}`),
  };
  const reload = () => configureDb({ now: SEED_NOW, persistence });

  beforeEach(() => {
    stored.text = null;
    reload();
  });
  afterEach(() => configureDb({ now: SEED_NOW }));

  it('is as seeded though the rows it is drawn from changed first; its changes are stored and survive a reload', () => {
    const seeded = createSeed({ now: SEED_NOW });
    // The store changes the leads and sales the activities and EMI plans are drawn from, then reads them.
    for (const lead of table('customerinterest')) {
      lead.status = 'New';
      lead.staff_id = null;
      lead.followup_on = null;
    }
    for (const sale of table('plotsale')) {
      sale.isemi = 0;
      sale.total_amount = 1;
      sale.created_at = '2026-11-20T09:00:00.000Z';
    }
    table('customer').splice(0, 10);
    expect(JSON.stringify(table('customerinterestactivity'))).toBe(JSON.stringify(seeded.customerinterestactivity));
    expect(JSON.stringify(table('plotemi'))).toBe(JSON.stringify(seeded.plotemi));
    expect(JSON.stringify(table('customerpoints'))).toBe(JSON.stringify(seeded.customerpoints));
    expect(JSON.stringify(table('plotsaleinstalment'))).toBe(JSON.stringify(seeded.plotsaleinstalment));

    // A change to an activity and a new one: stored as changes of that table only.
    reload();
    const activities = table('customerinterestactivity');
    const changed = activities[5]!;
    changed.note = 'Customer will visit on Saturday with the cheque';
    const lastSeeded = Math.max(...seeded.customerinterestactivity!.map(r => r.id));
    const added = { ...activities[0]!, id: nextId('customerinterestactivity'), note: 'Added after the seed' };
    expect(added.id).toBe(lastSeeded + 1);
    activities.push(added);
    touch();
    flush();
    const saved = JSON.parse(stored.text!) as { tables: Record<string, { upsert: { id: number }[]; removed: number[] }> };
    expect(Object.keys(saved.tables)).toEqual(['customerinterestactivity']);
    expect(saved.tables.customerinterestactivity!.upsert.map(r => r.id)).toEqual([changed.id, added.id]);

    // A full load of the page: the seed again, the change applied, the next id after the added row.
    reload();
    const again = table('customerinterestactivity');
    expect(again).toHaveLength(seeded.customerinterestactivity!.length + 1);
    expect(again.find(r => r.id === changed.id)!.note).toBe('Customer will visit on Saturday with the cheque');
    expect(again.at(-1)).toEqual(added);
    expect(JSON.stringify(again.filter(r => r.id !== changed.id && r.id !== added.id))).toBe(
      JSON.stringify(seeded.customerinterestactivity!.filter(r => r.id !== changed.id)),
    );
    expect(nextId('customerinterestactivity')).toBe(added.id + 1);
  }, 60000);
});
