/**
 * The core tables of the demo seed: the seed of each, in the order they run (a seed reads only
 * tables seeded before it). A seed that draws several tables from one random stream fills them
 * together (inventory: project, layout, plot; plot status: plotstatus, plotbook, plotsale).
 *
 * To add a table: write `seedX(ctx: SeedContext)` (../context: the tables so far, the clock,
 * `ctx.random('x')`) that sets `ctx.tables.x`, and list it here after the tables it reads. Areas
 * that complete the core tables afterwards use SEED_EXTENSIONS (../extensions).
 */
import type { TableSeed } from '../context';
import { seedCalls } from './callhistory';
import { seedCustomers } from './customer';
import { seedCustomerFilters } from './customerfilter';
import { seedCustomerPoints } from './customerpoints';
import { seedLeads } from './customerinterest';
import { seedCustomerDocumentTypes, seedDocumentTypes } from './documenttype';
import { seedCustomerGifts, seedGifts } from './gift';
import { seedInventory } from './inventory';
import { seedPlotStatus } from './plotstatus';
import { seedProperties } from './property';
import { seedUsers } from './user';

/** The core tables, in the order the store lists them. */
export const CORE_TABLES = [
  'documenttype',
  'customerdocumenttype',
  'project',
  'layout',
  'plot',
  'property',
  'customer',
  'customerfilter',
  'customerinterest',
  'plotbook',
  'plotsale',
  'plotstatus',
  'user',
  'callhistory',
  'gift',
  'customergift',
  'customerpoints',
] as const;

export const TABLE_SEEDS: readonly TableSeed[] = [
  seedUsers,
  seedDocumentTypes,
  seedCustomerDocumentTypes,
  seedInventory,
  seedCustomers,
  seedCustomerFilters,
  seedPlotStatus,
  seedProperties,
  seedLeads,
  seedCalls,
  seedGifts,
  seedCustomerGifts,
  seedCustomerPoints,
];
