/**
 * The demo API's in-memory store: seeded deterministically (mocks/seed), scoped by organization,
 * optionally persisted (the browser keeps it in localStorage so changes survive a reload).
 *
 * What is persisted is the seed's date plus what changed since the seed (rows written, rows
 * removed, sessions, sequences), not the whole store: the seed alone is megabytes, close to the
 * browser's storage quota. Loading seeds again from that date and applies the changes.
 *
 * Every tab of the browser shares that one stored copy (issue 38, docs/decisions.md "One demo
 * store for every tab"): the slot carries a revision; a tab whose revision is behind loads the
 * changes of the others (only the tables whose changes differ, over the rows it holds) before it
 * answers, and a write is saved at once (mocks/browser.ts runs writes one tab at a time).
 */
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts';
import { createSeed, SEED_NOW, type Row, type Tables } from './seed';
import { isLazy } from './seed/context';
import { isSeedScale, type SeedScale } from './seed/scale';

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
  /**
   * A short mark that changes with every write of the slot, by any tab (null: nothing stored). A
   * tab whose last read or written mark differs is behind. Without it, the store is this tab's.
   */
  revision?(): string | null;
  /** The seed's size this browser asked for (mocks/seed/scale.ts, issue 41); standard without it. */
  scale?(): SeedScale;
}

interface SavedState {
  v: 2;
  seedNow: string;
  /** The seed's size (absent: standard, as saved before issue 41). */
  scale?: SeedScale;
  tables: Record<string, { upsert: Row[]; removed: number[] }>;
  tokens: DbState['tokens'];
  accounts: DbState['accounts'];
  seq: DbState['seq'];
  codes: DbState['codes'];
}

let persistence: Persistence | undefined;
let state: DbState | undefined;
let seedNow: Date | undefined;
/** The size of the seed the store was drawn at. */
let seedScale: SeedScale = 'standard';
let saveTimer: ReturnType<typeof setTimeout> | undefined;

type TableChange = SavedState['tables'][string];
/** Persisted: the tables as they are (the store's `tables` is a proxy that notes which are reached). */
let raw: Tables | undefined;
/** Each table's changes since the seed as text, as last saved or loaded (what a save reuses). */
let changeTexts = new Map<string, string>();
/** The tables reached since the last save: the only ones a save compares with the seed again. */
let reached = new Set<string>();
/** The slot's revision as this tab last read or wrote it. */
let knownRevision: string | null = null;
/** A change not saved yet. */
let dirty = false;

const seedDate = (): Date => seedNow ?? SEED_NOW;
const seedOptions = () => ({ now: seedDate(), scale: seedScale });
/** The size asked for now (a saved store of another size is not restored: its changes are to other rows). */
const wantedScale = (): SeedScale => persistence?.scale?.() ?? 'standard';
/** The saved state's fields after its tables, with its size when not the standard one. */
const scaleField = (): string => (seedScale === 'standard' ? '' : `,"scale":${JSON.stringify(seedScale)}`);

/**
 * The seeds made in this process, by their moment and size, never changed: the store works on
 * copies of their tables (copyOnRead), and they are what "changed" is measured against (a table's
 * rows by id, baselineOf). A seed is a pure function of its moment: the tests reset the store to
 * it before each of some 2,000 tests (seeding took 0.6–1.5 s on 2 cores; a copy of the tables a
 * test touches takes milliseconds), and a persisted store no longer stringifies every seeded row
 * at each load to have something to compare with (120 MB at the large seed, issue 41).
 */
const seeds = new Map<string, { tables: Tables; seq: Record<string, number> }>();

const seedKey = (): string => `${seedDate().getTime()}|${seedScale}`;

/** The seed of the store's moment and size, drawn once. */
const keptSeed = (): { tables: Tables; seq: Record<string, number> } => {
  const key = seedKey();
  // The browser keeps one seed; the tests keep each moment's standard seed, but a large one (some
  // 120 MB of heap) only while it is the one in use.
  for (const other of seeds.keys()) {
    if (other !== key && (persistence || !other.endsWith('|standard') || !key.endsWith('|standard'))) seeds.delete(other);
  }
  let seed = seeds.get(key);
  if (!seed) {
    const tables = createSeed(seedOptions());
    seed = { tables, seq: seqOf(tables) };
    seeds.set(key, seed);
  }
  return seed;
};

/** A seeded table's rows by id (the seed's order), taken when a table is first compared or merged. */
const baselines = new WeakMap<Row[], Map<number, Row>>();

const baselineOf = (name: string): Map<number, Row> => {
  const rows = keptSeed().tables[name];
  if (!rows) return new Map();
  let base = baselines.get(rows);
  if (!base) {
    base = new Map(rows.map(r => [r.id, r]));
    baselines.set(rows, base);
  }
  return base;
};

/**
 * A copy of JSON data (the seed's rows are plain objects, arrays, strings, numbers, booleans and
 * null): several times faster than structuredClone in V8, which a table of 50,000 plots feels.
 */
const copyJson = <T>(value: T): T => {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyJson) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copyJson((value as Record<string, unknown>)[key]);
  return out as T;
};

/** Whether two values give the same JSON (undefined fields left out, as JSON.stringify does), without making the text. */
const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    return typeof a === 'number' && typeof b === 'number' && !Number.isFinite(a) && !Number.isFinite(b);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i] ?? null, b[i] ?? null)) return false;
    return true;
  }
  if (a instanceof Date || b instanceof Date) return JSON.stringify(a) === JSON.stringify(b);
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let count = 0;
  for (const key of Object.keys(x)) {
    if (x[key] === undefined || typeof x[key] === 'function') continue;
    count += 1;
    if (!sameJson(x[key], y[key])) return false;
  }
  for (const key of Object.keys(y)) if (y[key] !== undefined && typeof y[key] !== 'function') count -= 1;
  return count === 0;
};

/** The next id of a seeded table: after its last seeded row. */
const nextOf = (rows: Row[]): number => rows.reduce((m, r) => Math.max(m, r.id), 0) + 1;

/** The next ids of the tables seeded at once; a table drawn when first read gets its own then (nextId). */
const seqOf = (tables: Tables): Record<string, number> =>
  Object.fromEntries(
    Object.keys(tables)
      .filter(name => !isLazy(tables, name))
      .map(name => [name, nextOf(tables[name]!)]),
  );

/** The tables of a kept seed, each copied (deeply) the first time it is read: the kept seed is never changed. */
const copyOnRead = (seed: Tables): Tables => {
  const tables: Tables = {};
  const own = (name: string, value: Row[]) =>
    Object.defineProperty(tables, name, { value, writable: true, enumerable: true, configurable: true });
  // By name: a table of the seed drawn when first read (mocks/seed/context.ts lazyTables) is drawn
  // when the store first reads it, not here.
  for (const name of Object.keys(seed)) {
    Object.defineProperty(tables, name, {
      enumerable: true,
      configurable: true,
      get: () => {
        const copy = copyJson(seed[name]!);
        own(name, copy);
        return copy;
      },
      set: (value: Row[]) => own(name, value),
    });
  }
  return tables;
};

const freshState = (): DbState => {
  const seed = keptSeed();
  return { tables: copyOnRead(seed.tables), tokens: {}, accounts: structuredClone(DEMO_ACCOUNTS), seq: { ...seed.seq }, codes: {} };
};

/** A table not read since the store was seeded: still the seed's (copyOnRead's getter), so as seeded. */
const untouched = (tables: Tables, name: string): boolean => typeof Object.getOwnPropertyDescriptor(tables, name)?.get === 'function';

export const configureDb = (options: { persistence?: Persistence; now?: Date }): void => {
  persistence = options.persistence;
  seedNow = options.now;
  seedScale = wantedScale();
  state = undefined;
  raw = undefined;
  changeTexts = new Map();
  reached = new Set();
  knownRevision = null;
};

/** A table's rows against the seed: the rows written and the seeded ids removed, or null when as seeded. */
const changeOf = (name: string, rows: Row[]): TableChange | null => {
  const base = baselineOf(name);
  const upsert = rows.filter(r => !sameJson(r, base.get(r.id)));
  const ids = new Set(rows.map(r => r.id));
  const removed = [...base.keys()].filter(id => !ids.has(id));
  return upsert.length || removed.length ? { upsert, removed } : null;
};

/** The changes since the seed, as text. */
export const serializeChanges = (s: DbState): string => {
  const tables: SavedState['tables'] = {};
  for (const name of Object.keys(s.tables)) {
    if (untouched(s.tables, name)) continue;
    const change = changeOf(name, s.tables[name]!);
    if (change) tables[name] = change;
  }
  const saved: SavedState = {
    v: 2,
    seedNow: seedDate().toISOString(),
    ...(seedScale === 'standard' ? {} : { scale: seedScale }),
    tables,
    tokens: s.tokens,
    accounts: s.accounts,
    seq: s.seq,
    codes: s.codes,
  };
  return JSON.stringify(saved);
};

/**
 * The same text as serializeChanges, comparing again only the tables reached since the last save
 * (the others' changes are reused as text): a write saves at once, so it must not cost a compare
 * of every row of the store (a booking: ~75 ms instead of ~115 ms on 2 loaded cores).
 */
const saveText = (s: DbState): string => {
  const tables = raw ?? s.tables;
  for (const name of reached) {
    if (untouched(tables, name)) continue;
    const rows = tables[name];
    const change = rows ? changeOf(name, rows) : null;
    if (change) changeTexts.set(name, JSON.stringify(change));
    else changeTexts.delete(name);
  }
  reached = new Set();
  const changes = [...changeTexts].map(([name, text]) => `${JSON.stringify(name)}:${text}`).join(',');
  const rest = JSON.stringify({ tokens: s.tokens, accounts: s.accounts, seq: s.seq, codes: s.codes }).slice(1);
  return `{"v":2,"seedNow":${JSON.stringify(seedDate().toISOString())}${scaleField()},"tables":{${changes}},${rest}`;
};

const parseSaved = (text: string | null): SavedState | null => {
  if (!text) return null;
  let saved: SavedState;
  try {
    saved = JSON.parse(text) as SavedState;
  } catch {
    return null;
  }
  if (!saved || saved.v !== 2 || Number.isNaN(Date.parse(saved.seedNow))) return null;
  // Saved at another size than the one asked for now: the seed of that size, afresh.
  return (isSeedScale(saved.scale) ? saved.scale : 'standard') === wantedScale() ? saved : null;
};

/** The seed of the saved date with the saved changes applied, or null when there is nothing usable. */
export const restoreChanges = (text: string | null): DbState | null => {
  const saved = parseSaved(text);
  return saved ? restoreSaved(saved) : null;
};

const restoreSaved = (saved: SavedState): DbState => {
  seedNow = new Date(saved.seedNow);
  seedScale = isSeedScale(saved.scale) ? saved.scale : 'standard';
  const fresh = freshState();
  for (const [name, change] of Object.entries(saved.tables ?? {})) {
    const removed = new Set(change.removed);
    const byId = new Map(change.upsert.map(r => [r.id, r]));
    const rows = (fresh.tables[name] ?? []).filter(r => !removed.has(r.id)).map(r => byId.get(r.id) ?? r);
    const known = new Set(rows.map(r => r.id));
    for (const row of change.upsert) if (!known.has(row.id)) rows.push(row);
    fresh.tables[name] = rows;
  }
  return {
    ...fresh,
    tokens: saved.tokens ?? {},
    accounts: saved.accounts ?? fresh.accounts,
    seq: { ...fresh.seq, ...saved.seq },
    codes: saved.codes ?? {},
  };
};

const textsOf = (saved: SavedState | null): Map<string, string> =>
  new Map(Object.entries(saved?.tables ?? {}).map(([name, change]) => [name, JSON.stringify(change)]));

/** The store this tab answers from; persisted, its tables note which of them are reached. */
const adopt = (next: DbState, texts: Map<string, string>, revision: string | null): DbState => {
  raw = undefined;
  if (persistence) {
    const tables = next.tables;
    raw = tables;
    next.tables = new Proxy(tables, {
      get(target, name, receiver) {
        if (typeof name === 'string') reached.add(name);
        return Reflect.get(target, name, receiver);
      },
      set(target, name, value, receiver) {
        if (typeof name === 'string') reached.add(name);
        return Reflect.set(target, name, value, receiver);
      },
    });
  }
  changeTexts = texts;
  reached = new Set();
  knownRevision = revision;
  state = next;
  return next;
};

export const db = (): DbState => {
  if (!state) {
    // The revision first: a write between the two reads makes this tab load again, never miss it.
    const revision = persistence?.revision?.() ?? null;
    const saved = parseSaved(persistence?.read() ?? null);
    adopt(saved ? restoreSaved(saved) : freshState(), textsOf(saved), revision);
  }
  return state!;
};

/**
 * A table as another tab saved it, over the rows this tab holds: the seed's order, its saved
 * rows in place, what it removed left out, its new rows after; a row neither tab changed stays the
 * object it is, a row this tab had changed and the other did not goes back to the seed.
 */
const mergeTable = (name: string, rows: Row[], before: TableChange | undefined, after: TableChange | undefined): Row[] => {
  const base = baselineOf(name);
  const changedBefore = new Set<number>([...(before?.upsert ?? []).map(r => r.id), ...(before?.removed ?? [])]);
  const written = new Map((after?.upsert ?? []).map(r => [r.id, r]));
  const removed = new Set(after?.removed ?? []);
  const held = new Map(rows.map(r => [r.id, r]));
  const merged: Row[] = [];
  for (const [id, seeded] of base) {
    if (removed.has(id)) continue;
    merged.push(written.get(id) ?? (changedBefore.has(id) ? undefined : held.get(id)) ?? copyJson(seeded));
  }
  for (const row of after?.upsert ?? []) if (!base.has(row.id)) merged.push(row);
  return merged;
};

/**
 * Brings this tab's store up to the stored copy when another tab wrote it since this tab last
 * read or wrote it (the revision differs); answers whether it loaded anything. Cheap when nothing
 * changed (one short read); otherwise only the tables whose saved changes differ are rebuilt.
 */
export const syncFromStorage = (): boolean => {
  if (!state || !persistence?.revision) return false;
  const revision = persistence.revision();
  if (revision === knownRevision) return false;
  const saved = parseSaved(persistence.read());
  if (!saved) {
    // Cleared by another tab (the demo's reset): the seed again.
    adopt(freshState(), new Map(), revision);
    return true;
  }
  if (!raw || saved.seedNow !== seedDate().toISOString()) {
    adopt(restoreSaved(saved), textsOf(saved), revision);
    return true;
  }
  const texts = textsOf(saved);
  for (const name of new Set([...changeTexts.keys(), ...texts.keys()])) {
    const before = changeTexts.get(name);
    const after = texts.get(name);
    if (before === after) continue;
    raw[name] = mergeTable(name, raw[name] ?? [], before ? (JSON.parse(before) as TableChange) : undefined, saved.tables[name]);
  }
  const seq = { ...state.seq };
  for (const [name, next] of Object.entries(saved.seq ?? {})) seq[name] = Math.max(seq[name] ?? 0, next);
  Object.assign(state, { tokens: saved.tokens ?? {}, accounts: saved.accounts ?? state.accounts, seq, codes: saved.codes ?? {} });
  changeTexts = texts;
  knownRevision = revision;
  return true;
};

/**
 * A write begins (mocks/browser.ts, in turn with the other tabs): what was only read since the last
 * save need not be compared again by the save that follows.
 */
export const beginWrite = (): void => {
  if (!dirty) reached = new Set();
};

/**
 * Seeds the store now (and restores the stored changes), so that the first request does not wait
 * for it: the browser calls it while the page is idle after start.
 */
export const warmDb = (): void => {
  db();
};

let saveIdle: number | undefined;

/** Writes a pending change now (the browser calls it when the page goes away). */
export const flush = (): void => {
  clearTimeout(saveTimer);
  if (saveIdle !== undefined) cancelIdleCallback(saveIdle);
  saveIdle = undefined;
  if (dirty && state && persistence) {
    persistence.write(saveText(state));
    // Refused (storage full): the mark is unchanged, the change stays in this tab's memory.
    knownRevision = persistence.revision?.() ?? null;
  }
  dirty = false;
};

/**
 * Marks the store changed; it is persisted when the page goes away, or soon after while the page
 * is idle: it waits a second, then for an idle moment (at most 2 more seconds). The browser's
 * calls that write save at once instead, in turn with the other tabs (mocks/browser.ts), comparing
 * only the tables they reached.
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
  adopt(freshState(), new Map(), null);
};

export const table = (name: string): Row[] => {
  const s = db();
  if (!s.tables[name]) s.tables[name] = [];
  return s.tables[name];
};

export const nextId = (name: string): number => {
  const s = db();
  // A seeded table drawn when first read has no next id yet: after its seeded rows, as the others.
  const id = s.seq[name] ?? nextOf(keptSeed().tables[name] ?? table(name));
  s.seq[name] = id + 1;
  return id;
};

export const nowIso = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, '.000Z');

export const orgRows = (name: string, orgid: number): Row[] => table(name).filter(r => r.organization_id === orgid);

/**
 * Where each row of a table sat when last looked up (organization and id → index), by table
 * array: a list answer of 50,000 plots looked up each plot's customer among 20,000 by a scan
 * (issue 41). An index is only a hint: the row there is checked, and a miss scans as before.
 */
const rowIndexes = new WeakMap<Row[], Map<string, number>>();

const indexOf = (rows: Row[]): Map<string, number> => {
  const index = new Map<string, number>();
  rows.forEach((r, i) => {
    const key = `${r.organization_id}|${r.id}`;
    if (!index.has(key)) index.set(key, i);
  });
  rowIndexes.set(rows, index);
  return index;
};

export const findRow = (name: string, orgid: number, id: number | string): Row | undefined => {
  const rows = table(name);
  const matches = (r: Row | undefined): r is Row => !!r && r.organization_id === orgid && String(r.id) === String(id);
  const key = `${orgid}|${id}`;
  let at = rows.length > 64 ? (rowIndexes.get(rows) ?? indexOf(rows)).get(key) : undefined;
  if (at !== undefined && matches(rows[at])) return rows[at];
  // Moved or added since the index was taken: index again once, then the scan decides.
  if (rows.length > 64) {
    at = indexOf(rows).get(key);
    if (at !== undefined && matches(rows[at])) return rows[at];
  }
  return rows.find(matches);
};
