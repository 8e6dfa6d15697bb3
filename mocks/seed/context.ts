/**
 * Where the demo seed takes time and chance from, and nowhere else: the clock (every date is
 * derived from the seed's `now`, office hours in India) and the random source (a seeded
 * mulberry32 per section). Never use Math.random or the wall clock in the seed: the same `now`
 * gives byte-identical data.
 *
 * A table's seed gets a SeedContext: the tables seeded so far, `now`, the clock and `random(...)`
 * (an independent stream per section name, so one table's draws never shift another's).
 */

export type Row = Record<string, unknown> & { id: number; organization_id: number; created_at: string };
export type Tables = Record<string, Row[]>;

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** India Standard Time, UTC+05:30. */
export const IST = 5.5 * HOUR;

/** The two demo organizations: 1 "Daga Estates", 2 "Green Acres Realty". */
export const ORGS = [1, 2] as const;

/* Random ------------------------------------------------------------------------------------ */

/** 32-bit FNV-1a hash of the given parts, used to derive independent seeds per section. */
export function seedOf(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  const text = parts.join('|');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic pseudo-random numbers (mulberry32). */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A copy of this stream as it is now: it draws what this one would draw next. */
  fork(): Random {
    return new Random(this.state);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let x = this.next() * total;
    for (const [value, w] of entries) {
      x -= w;
      if (x < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** Fisher-Yates shuffle of a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** `count` distinct items (or all of them when fewer). */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, Math.min(count, items.length)));
  }

  hex(length: number): string {
    let s = '';
    for (let i = 0; i < length; i++) s += '0123456789abcdef'[this.int(0, 15)];
    return s;
  }

  digits(length: number): string {
    let s = '';
    for (let i = 0; i < length; i++) s += String(this.int(0, 9));
    return s;
  }

  /** A YouTube-like video key (11 characters). */
  videoKey(): string {
    const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let s = '';
    for (let i = 0; i < 11; i++) s += abc[this.int(0, abc.length - 1)];
    return s;
  }
}

/* Time -------------------------------------------------------------------------------------- */

export class Clock {
  /** The seed's `now`, to the second. */
  readonly now: number;
  constructor(now: Date) {
    this.now = Math.floor(now.getTime() / SECOND) * SECOND;
  }
  ago(days: number): number {
    return this.now - days * DAY;
  }
  iso(ms: number): string {
    return new Date(Math.floor(ms / SECOND) * SECOND).toISOString();
  }
  /** Calendar date in India. */
  date(ms: number): string {
    return new Date(ms + IST).toISOString().slice(0, 10);
  }
  /** Midnight in India at the start of today. */
  today(): number {
    return Math.floor((this.now + IST) / DAY) * DAY - IST;
  }
  /** A moment between a and b, during office hours in India (09:30-19:00 IST) when possible. */
  between(r: Random, a: number, b: number): number {
    const lo = Math.min(a, b, this.now);
    const hi = Math.min(Math.max(a, b), this.now);
    const u = lo + r.next() * (hi - lo);
    const dayStart = Math.floor((u + IST) / DAY) * DAY - IST;
    const t = dayStart + 9.5 * HOUR + r.next() * 9.5 * HOUR;
    return Math.floor((t >= lo && t <= hi ? t : u) / SECOND) * SECOND;
  }
  /** Like between(from, now) but a `share` of the results falls inside the last 8 days. */
  recent(r: Random, from: number, share: number): number {
    const cut = this.ago(8);
    const inside = r.chance(share);
    if (from >= cut || inside) return this.between(r, Math.max(from, cut), this.now);
    return this.between(r, from, cut);
  }
}

/* The context of a table's seed --------------------------------------------------------------- */

export interface SeedContext {
  /** The tables seeded so far; a seed adds (or completes) its own. */
  readonly tables: Tables;
  /** The seed's `now`, to the second. */
  readonly now: Date;
  readonly clock: Clock;
  /** A fresh random stream for a section (same section, same numbers). */
  random(...section: (string | number)[]): Random;
}

/** The seed of one table (or of the few tables drawn from one random stream). */
export type TableSeed = (ctx: SeedContext) => void;

export function seedContext(tables: Tables, now: Date): SeedContext {
  const clock = new Clock(now);
  return { tables, now: new Date(clock.now), clock, random: (...section) => new Random(seedOf(...section)) };
}

/* Tables drawn when first read ----------------------------------------------------------------- */

/**
 * Tables of the seed drawn when one of them is first read, not while the store is seeded (issue 41:
 * at the large seed, tables nobody reads at sign-in cost seconds). `draw` must depend only on what
 * it captured when the seed defined it (its own random stream, rows no later seed changes), so a
 * table is the same whenever it is first read. Each keeps its place among the tables; JSON and
 * Object.entries read (so draw) it like any other; assigning a table replaces it undrawn.
 */
export function lazyTables(tables: Tables, names: readonly string[], draw: () => Record<string, Row[]>): void {
  let drawn: Record<string, Row[]> | undefined;
  const own = (name: string, rows: Row[]) =>
    Object.defineProperty(tables, name, { value: rows, writable: true, enumerable: true, configurable: true });
  for (const name of names) {
    Object.defineProperty(tables, name, {
      enumerable: true,
      configurable: true,
      get: () => {
        drawn ??= draw();
        for (const other of names) if (isLazy(tables, other)) own(other, drawn[other] ?? []);
        return tables[name]!;
      },
      set: (rows: Row[]) => own(name, rows),
    });
  }
}

/** Whether a table of the seed is still to be drawn (lazyTables). */
export const isLazy = (tables: Tables, name: string): boolean => typeof Object.getOwnPropertyDescriptor(tables, name)?.get === 'function';

/* Helpers of the table seeds ------------------------------------------------------------------ */

/** Ids in order of creation: rows sorted by created_at, numbered from 1. */
export function assignIds(rows: Row[]): void {
  rows.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0));
  rows.forEach((row, i) => {
    row.id = i + 1;
  });
}

export const round100 = (v: number) => Math.round(v / 100) * 100;
export const round1000 = (v: number) => Math.round(v / 1000) * 1000;
