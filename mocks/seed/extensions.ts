/**
 * The areas' own seed data. Each area writes mocks/seed/<area>.ts exporting a function that adds
 * its tables (or fields) to the core ones, deterministically (a seeded Random from ./random, dates
 * from `now`), and lists it here. They run in this order, after the core tables exist.
 */
import type { Tables } from './index';
import { seedPlotsAndProperties } from './properties';
import { seedDocuments } from './documents';
import { seedProjects } from './projects';
import { seedPriceGuides } from './priceGuides';
import { seedPlotSales } from './plotSales';
import { seedBookingsAndResale } from './resale';
import { seedPlotEmi } from './plotEmi';
import { seedSchemaResources } from './schema';

export type SeedExtension = (tables: Tables, now: Date) => void;

export const SEED_EXTENSIONS: SeedExtension[] = [seedPlotsAndProperties, seedDocuments, seedProjects, seedPlotSales, seedBookingsAndResale, seedPlotEmi, seedPriceGuides, seedSchemaResources];
