/**
 * Deterministic seed data of the embedded demo API.
 *
 * createSeed() builds every table for two organizations (1 "Daga Estates", 2 "Green Acres
 * Realty"): the core tables, one seed per table (./tables, in TABLE_SEEDS order), then the areas'
 * seeds (./extensions). Time and chance come from ./context only (a clock from `now`, seeded
 * random streams), so the same `now` always gives byte-identical data. layoutSvg() draws the
 * layout image the plot coordinates were placed on.
 */
import { seedContext, type Row, type Tables } from './context';
import { SEED_EXTENSIONS } from './extensions';
import { layoutSvg as drawLayoutSvg } from './svg';
import { CORE_TABLES, TABLE_SEEDS } from './tables';
import { withSeedScale, type SeedScale } from './scale';

export type { Row, Tables };
export interface SeedOptions {
  now?: Date;
  /** The seed's size (./scale.ts); standard by default. */
  scale?: SeedScale;
}

export const SEED_NOW = new Date('2026-11-20T10:00:00Z');

/** The drawn layout image (an SVG document sized layout.imagesize). */
export function layoutSvg(layout: Row, plots: Row[]): string {
  return drawLayoutSvg(layout, plots);
}

export function createSeed(options: SeedOptions = {}): Tables {
  return withSeedScale(options.scale ?? 'standard', () => seedTables(options.now ?? SEED_NOW));
}

function seedTables(now: Date): Tables {
  const tables: Tables = Object.fromEntries(CORE_TABLES.map(name => [name, []]));
  const ctx = seedContext(tables, now);
  for (const seed of TABLE_SEEDS) seed(ctx);
  // The areas' own seed data (documents, price guides, ...), added after the core tables.
  for (const extend of SEED_EXTENSIONS) extend(tables, ctx.now);
  return tables;
}
