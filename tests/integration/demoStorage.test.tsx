/**
 * The demo store in the browser's localStorage when the storage is full: the write is answered,
 * this tab keeps the change, the stored copy stays the previous one, and the console says so once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { browserPersistence, STORE_KEY } from '../../mocks/browserStorage';
import { configureDb, flush, table } from '../../mocks/db';
import { SEED_NOW } from '../../mocks/seed';
import { DEMO_STORAGE_REFUSED_MESSAGE, demoStorageNotice, subscribeDemoStorageNotice } from '../../src/api/demoStorage';
import { api } from '../unit/demoApiCall';
import { renderSignedIn, screen } from './helpers';

/** Bytes the storage holds (UTF-16, keys and values), as browsers count their quota. */
const used = (storage: Storage, without?: string) => {
  let n = 0;
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i)!;
    if (key !== without) n += (key.length + storage.getItem(key)!.length) * 2;
  }
  return n;
};

/** A localStorage that refuses, as a browser does, a write that would take it over `quota` bytes. */
const limitStorage = () => {
  const limit = { quota: Infinity };
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    if (used(this, key) + (key.length + value.length) * 2 > limit.quota) {
      throw new DOMException(`Setting the value of '${key}' exceeded the quota.`, 'QuotaExceededError');
    }
    setItem.call(this, key, value);
  });
  return limit;
};

const names = () =>
  table('documenttype')
    .filter(r => r.organization_id === 1)
    .map(r => r.name);

beforeEach(() => {
  configureDb({ now: SEED_NOW, persistence: browserPersistence() });
});

afterEach(async () => {
  flush();
  vi.restoreAllMocks();
  // A test stopped while the notice was up: a write that goes through ends it, as for a user.
  if (demoStorageNotice() !== 'none') {
    await api('admin', 'POST', '1/documenttype', { name: 'Room again' });
    flush();
  }
});

describe('demo store over the storage quota', () => {
  it('answers the write, keeps it in this tab, leaves the stored copy, and tells the user once', async () => {
    const limit = limitStorage();
    await api('admin', 'POST', '1/documenttype', { name: 'Saved before' });
    const { user } = await renderSignedIn('admin', '/1/documenttype');
    await screen.findByText('Saved before', {}, { timeout: 10000 });
    flush();
    const before = localStorage.getItem(STORE_KEY);
    expect(before).toContain('Saved before');
    let told = 0;
    const unsubscribe = subscribeDemoStorageNotice(() => (told += 1));
    // Full from now on: the next save of the store no longer fits.
    limit.quota = used(localStorage);

    const created = await api('admin', 'POST', '1/documenttype', { name: 'Kept in this tab' });
    expect(created.status).toBe(200);
    expect(created.body.status).toBe(true);
    flush();
    expect(localStorage.getItem(STORE_KEY)).toBe(before);
    expect(names()).toContain('Kept in this tab');
    const listed = await api('admin', 'GET', '1/documenttype?perPage=100');
    expect(JSON.stringify(listed.body)).toContain('Kept in this tab');
    const alert = (await screen.findByText(DEMO_STORAGE_REFUSED_MESSAGE, {}, { timeout: 5000 })).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toBeInTheDocument();

    // A second refused save: the same stored copy, still one message.
    await api('admin', 'POST', '1/documenttype', { name: 'Also kept' });
    flush();
    expect(localStorage.getItem(STORE_KEY)).toBe(before);
    expect(names()).toEqual(expect.arrayContaining(['Kept in this tab', 'Also kept']));
    expect(screen.getAllByText(DEMO_STORAGE_REFUSED_MESSAGE)).toHaveLength(1);
    expect(told).toBe(1);

    // Closed, it does not come back for this tab's later refusals.
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(DEMO_STORAGE_REFUSED_MESSAGE)).not.toBeInTheDocument();
    await api('admin', 'POST', '1/documenttype', { name: 'Third' });
    flush();
    expect(screen.queryByText(DEMO_STORAGE_REFUSED_MESSAGE)).not.toBeInTheDocument();
    expect(demoStorageNotice()).toBe('dismissed');
    unsubscribe();

    // What was stored before is whole (a reload restores it, without this tab's changes).
    const stored = JSON.parse(localStorage.getItem(STORE_KEY)!) as { tables: { documenttype: { upsert: { name: string }[] } } };
    const storedNames = stored.tables.documenttype.upsert.map(r => r.name);
    expect(storedNames).toContain('Saved before');
    expect(storedNames).not.toContain('Kept in this tab');

    // Room again: the next write stores all this tab kept and ends the notice; a later refusal is told again.
    limit.quota = Infinity;
    await api('admin', 'POST', '1/documenttype', { name: 'Fourth' });
    flush();
    expect(localStorage.getItem(STORE_KEY)).toContain('Kept in this tab');
    expect(demoStorageNotice()).toBe('none');
    limit.quota = used(localStorage);
    await api('admin', 'POST', '1/documenttype', { name: 'Fifth' });
    flush();
    expect(await screen.findByText(DEMO_STORAGE_REFUSED_MESSAGE, {}, { timeout: 5000 })).toBeInTheDocument();
    limit.quota = Infinity;
    await api('admin', 'POST', '1/documenttype', { name: 'Sixth' });
    flush();
    await waitFor(() => expect(screen.queryByText(DEMO_STORAGE_REFUSED_MESSAGE)).not.toBeInTheDocument());
  });
});
