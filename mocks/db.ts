/**
 * The demo API's in-memory store: seeded deterministically (mocks/seed), scoped by organization,
 * optionally persisted (the browser keeps it in localStorage so changes survive a reload).
 *
 * What is persisted is the seed's date plus what changed since the seed (rows written, rows
 * removed, sessions, sequences), not the whole store: the seed alone is megabytes, close to the
 * browser's storage quota. Loading seeds again from that date and applies the changes.
 */
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts';
import { createSeed, SEED_NOW, type Row, type Tables } from './seed';

export type { Row, Tables };

export interface DbState {
  tables: Tables;
  /** token → account id */
  tokens: Record<string, number>;
  accounts: DemoAccount[];
  /** next id per table */
  seq: Record<string, number>;
  /** codes of the Forgot Password and New User flows */
  codes: Record<string, { code: string; token: string }>;
}

/** Where the browser keeps the changes: a text slot (localStorage). */
export interface Persistence {
  read(): string | null;
  write(text: string): void;
  clear(): void;
}

interface SavedState {
  v: 2;
  seedNow: string;
  tables: Record<string, { upsert: Row[]; removed: number[] }>;
  tokens: DbState['tokens'];
  accounts: DbState['accounts'];
  seq: DbState['seq'];
  codes: DbState['codes'];
}

let persistence: Persistence | undefined;
let state: DbState | undefined;
let seedNow: Date | undefined;
/** The seed's rows as text, by table and id: what "changed" is measured against. */
let baseline: Map<string, Map<number, string>> | undefined;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

const seedDate = (): Date => seedNow ?? SEED_NOW;

/** The seed's rows as text: what serializeChanges compares the store with. */
const baselineOf = (tables: Tables): Map<string, Map<number, string>> =>
  new Map(Object.entries(tables).map(([name, rows]) => [name, new Map(rows.map(r => [r.id, JSON.stringify(r)]))]));

/**
 * The seeds made in this process, by their moment, when nothing is persisted (the tests: a seed is
 * a pure function of its moment, and the store is reset to it before every test). Seeding took
 * 0.6–1.5 s on 2 cores, before each of some 2,000 tests; a copy of the tables a test touches takes
 * milliseconds.
 */
const seeds = new Map<number, { tables: Tables; seq: Record<string, number> }>();

const seqOf = (tables: Tables): Record<string, number> =>
  Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.reduce((m, r) => Math.max(m, r.id), 0) + 1]));

/** The tables of a kept seed, each copied (deeply) the first time it is read: the kept seed is never changed. */
const copyOnRead = (seed: Tables): Tables => {
  const tables: Tables = {};
  const own = (name: string, value: Row[]) => Object.defineProperty(tables, name, { value, writable: true, enumerable: true, configurable: true });
  for (const [name, rows] of Object.entries(seed)) {
    Object.defineProperty(tables, name, {
      enumerable: true,
      configurable: true,
      get: () => {
        const copy = structuredClone(rows);
        own(name, copy);
        return copy;
      },
      set: (value: Row[]) => own(name, value),
    });
  }
  return tables;
};

const freshState = (): DbState => {
  if (!persistence) {
    const now = seedDate().getTime();
    let seed = seeds.get(now);
    if (!seed) {
      const tables = createSeed({ now: seedDate() });
      seed = { tables, seq: seqOf(tables) };
      seeds.set(now, seed);
    }
    baseline = undefined;
    return { tables: copyOnRead(seed.tables), tokens: {}, accounts: structuredClone(DEMO_ACCOUNTS), seq: { ...seed.seq }, codes: {} };
  }
  const tables = createSeed({ now: seedDate() });
  // Taken from this seed before anything changes it, when the store is persisted: the first save
  // (every sign-in writes a session) then does not have to seed a second time.
  baseline = baselineOf(tables);
  return { tables, tokens: {}, accounts: structuredClone(DEMO_ACCOUNTS), seq: seqOf(tables), codes: {} };
};

export const configureDb = (options: { persistence?: Persistence; now?: Date }): void => {
  persistence = options.persistence;
  seedNow = options.now;
  state = undefined;
};

const buildBaseline = (): Map<string, Map<number, string>> => baselineOf(createSeed({ now: seedDate() }));

/** The changes since the seed, as text. */
export const serializeChanges = (s: DbState): string => {
  baseline ??= buildBaseline();
  const tables: SavedState['tables'] = {};
  for (const [name, rows] of Object.entries(s.tables)) {
    const base = baseline.get(name) ?? new Map<number, string>();
    const upsert = rows.filter(r => base.get(r.id) !== JSON.stringify(r));
    const ids = new Set(rows.map(r => r.id));
    const removed = [...base.keys()].filter(id => !ids.has(id));
    if (upsert.length || removed.length) tables[name] = { upsert, removed };
  }
  const saved: SavedState = { v: 2, seedNow: seedDate().toISOString(), tables, tokens: s.tokens, accounts: s.accounts, seq: s.seq, codes: s.codes };
  return JSON.stringify(saved);
};

/** The seed of the saved date with the saved changes applied, or null when there is nothing usable. */
export const restoreChanges = (text: string | null): DbState | null => {
  if (!text) return null;
  let saved: SavedState;
  try {
    saved = JSON.parse(text) as SavedState;
  } catch {
    return null;
  }
  if (!saved || saved.v !== 2 || Number.isNaN(Date.parse(saved.seedNow))) return null;
  seedNow = new Date(saved.seedNow);
  const fresh = freshState();
  for (const [name, change] of Object.entries(saved.tables ?? {})) {
    const removed = new Set(change.removed);
    const byId = new Map(change.upsert.map(r => [r.id, r]));
    const rows = (fresh.tables[name] ?? []).filter(r => !removed.has(r.id)).map(r => byId.get(r.id) ?? r);
    const known = new Set(rows.map(r => r.id));
    for (const row of change.upsert) if (!known.has(row.id)) rows.push(row);
    fresh.tables[name] = rows;
  }
  return { ...fresh, tokens: saved.tokens ?? {}, accounts: saved.accounts ?? fresh.accounts, seq: { ...fresh.seq, ...saved.seq }, codes: saved.codes ?? {} };
};

export const db = (): DbState => {
  if (!state) state = restoreChanges(persistence?.read() ?? null) ?? freshState();
  return state;
};

/**
 * Seeds the store now (and takes the baseline its saves compare with), so that the first request
 * does not wait for it: the browser calls it while the page is idle after start.
 */
export const warmDb = (): void => {
  db();
};

let dirty = false;

let saveIdle: number | undefined;

/** Writes a pending change now (the browser calls it when the page goes away). */
export const flush = (): void => {
  clearTimeout(saveTimer);
  if (saveIdle !== undefined) cancelIdleCallback(saveIdle);
  saveIdle = undefined;
  if (dirty && state) persistence?.write(serializeChanges(state));
  dirty = false;
};

/**
 * Marks the store changed; it is persisted when the page goes away, or soon after while the page
 * is idle. A save serializes the whole store (a tenth of a second on 2 cores under load): in the
 * browser it waits a second, then for an idle moment (at most 2 more seconds), so that it does not
 * hold up the page the change leads to (a sign-in writes a session, then the dashboard draws).
 */
export const touch = (): void => {
  if (!persistence) return;
  dirty = true;
  clearTimeout(saveTimer);
  if (saveIdle !== undefined) cancelIdleCallback(saveIdle);
  saveIdle = undefined;
  if (typeof requestIdleCallback === 'function') {
    saveTimer = setTimeout(() => {
      saveIdle = requestIdleCallback(flush, { timeout: 2000 });
    }, 1000);
  } else saveTimer = setTimeout(flush, 50);
};

/** Back to the seeded data (keeps nobody signed in). */
export const resetDb = (): void => {
  persistence?.clear();
  state = freshState();
};

export const table = (name: string): Row[] => {
  const s = db();
  if (!s.tables[name]) s.tables[name] = [];
  return s.tables[name];
};

export const nextId = (name: string): number => {
  const s = db();
  const id = s.seq[name] ?? table(name).reduce((m, r) => Math.max(m, r.id), 0) + 1;
  s.seq[name] = id + 1;
  return id;
};

export const nowIso = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, '.000Z');

export const orgRows = (name: string, orgid: number): Row[] => table(name).filter(r => r.organization_id === orgid);

export const findRow = (name: string, orgid: number, id: number | string): Row | undefined =>
  table(name).find(r => r.organization_id === orgid && String(r.id) === String(id));
