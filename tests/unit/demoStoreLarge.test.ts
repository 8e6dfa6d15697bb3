/**
 * The demo store at the large seed (issue 41), kept in this browser's localStorage (jsdom's, with
 * its quota): what is stored is the changes, not the 50,000 plots, so a change survives a reload;
 * a change too large for the storage is told once and kept in this tab, which goes on working.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserPersistence, SCALE_KEY, STORE_KEY } from '../../mocks/browserStorage';
import { beginWrite, configureDb, flush, nextId, table, touch } from '../../mocks/db';
import { SEED_NOW } from '../../mocks/seed';
import { demoStorageNotice } from '../../src/api/demoStorage';

/** A full load of the page: a new store from what the browser kept, at the size it asked for. */
const load = () => configureDb({ now: SEED_NOW, persistence: browserPersistence() });
const ofOrgOne = (name: string) => table(name).filter(r => r.organization_id === 1);

beforeEach(() => {
  localStorage.setItem(SCALE_KEY, 'large');
  load();
});
afterEach(() => {
  configureDb({ now: SEED_NOW });
  localStorage.removeItem(SCALE_KEY);
  localStorage.removeItem(STORE_KEY);
});

describe('the demo store at the large seed', () => {
  it('keeps the changes across a reload, stored as changes well within the quota; tells why a change too large is not stored', () => {
    expect(ofOrgOne('plot')).toHaveLength(50000);
    beginWrite();
    const plot = ofOrgOne('plot').find(p => p.id > 40000 && p.status === 'Available')!;
    plot.status = 'Hold';
    plot.notes = 'Held for the road widening survey';
    const customer = ofOrgOne('customer').find(c => c.id > 19000)!;
    customer.name = 'Meenakshi Sundaram';
    const lead = {
      id: nextId('customerinterest'),
      organization_id: 1,
      customer_id: customer.id,
      status: 'New',
      created_at: '2026-11-20T10:00:00.000Z',
    };
    table('customerinterest').push(lead);
    touch();
    flush();

    const stored = localStorage.getItem(STORE_KEY)!;
    expect(JSON.parse(stored)).toMatchObject({ scale: 'large', tables: { plot: { upsert: [{ id: plot.id }], removed: [] } } });
    // A few rows of text, where the seed's rows would be some 120 MB.
    expect(stored.length).toBeLessThan(20000);

    load();
    expect(ofOrgOne('plot')).toHaveLength(50000);
    expect(table('plot').find(p => p.id === plot.id)).toMatchObject({ status: 'Hold', notes: 'Held for the road widening survey' });
    expect(table('customer').find(c => c.id === customer.id)!.name).toBe('Meenakshi Sundaram');
    expect(table('customerinterest').find(l => l.id === lead.id)).toEqual(lead);
    expect(ofOrgOne('customerinterest')).toHaveLength(30001);

    // Then a change too large for the storage: told, kept in this tab, which goes on working.
    beginWrite();
    ofOrgOne('plot')[0]!.notes = 'Stored';
    touch();
    flush();
    const before = localStorage.getItem(STORE_KEY);
    expect(JSON.parse(before!).tables.plot.upsert.map((p: { id: number }) => p.id)).toEqual([ofOrgOne('plot')[0]!.id, plot.id]);

    // Every customer's notes at once: some 15 MB of changed rows, over localStorage's 5 MB.
    beginWrite();
    for (const row of table('customer')) row.notes = 'Called about the Pongal offer';
    touch();
    flush();
    expect(demoStorageNotice()).toBe('told');
    expect(localStorage.getItem(STORE_KEY)).toBe(before);
    // This tab keeps the change and answers from it.
    expect(ofOrgOne('customer').every(c => c.notes === 'Called about the Pongal offer')).toBe(true);
    beginWrite();
    ofOrgOne('plot')[1]!.notes = 'Still working';
    touch();
    flush();
    expect(table('plot').find(p => p.id === ofOrgOne('plot')[1]!.id)!.notes).toBe('Still working');

    // After a reload the stored copy is back, and its next write fits: stored, and the notice goes.
    load();
    beginWrite();
    ofOrgOne('plot')[2]!.notes = 'Stored again';
    touch();
    flush();
    expect(demoStorageNotice()).toBe('none');
    expect(JSON.parse(localStorage.getItem(STORE_KEY)!).tables.plot.upsert).toHaveLength(3);
  }, 300000);
});
