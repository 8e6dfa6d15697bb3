/**
 * The demo API's in-memory store: seeded deterministically (mocks/seed), scoped by organization,
 * optionally persisted (the browser keeps it in localStorage so changes survive a reload).
 */
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts';
import { createSeed, type Row, type Tables } from './seed';

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

export interface Persistence {
  load(): DbState | null;
  save(state: DbState): void;
  clear(): void;
}

let persistence: Persistence | undefined;
let state: DbState | undefined;
let seedNow: Date | undefined;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

const freshState = (): DbState => {
  const tables = createSeed(seedNow ? { now: seedNow } : undefined);
  const seq: Record<string, number> = {};
  for (const [name, rows] of Object.entries(tables)) seq[name] = rows.reduce((m, r) => Math.max(m, r.id), 0) + 1;
  return { tables, tokens: {}, accounts: structuredClone(DEMO_ACCOUNTS), seq, codes: {} };
};

export const configureDb = (options: { persistence?: Persistence; now?: Date }): void => {
  persistence = options.persistence;
  seedNow = options.now;
  state = undefined;
};

export const db = (): DbState => {
  if (!state) state = persistence?.load() ?? freshState();
  return state;
};

let dirty = false;

/** Writes a pending change now (the browser calls it when the page goes away). */
export const flush = (): void => {
  clearTimeout(saveTimer);
  if (dirty && state) persistence?.save(state);
  dirty = false;
};

/** Marks the store changed; it is persisted shortly after, or when the page goes away. */
export const touch = (): void => {
  if (!persistence) return;
  dirty = true;
  clearTimeout(saveTimer);
  saveTimer = setTimeout(flush, 50);
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
