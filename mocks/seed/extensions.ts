/**
 * The areas' own seed data. Each area writes mocks/seed/<area>.ts exporting a function that adds
 * its tables (or fields) to the core ones (./tables), deterministically, and lists it here. They
 * run in this order, after the core tables exist. Time and chance come from ./context: a seeded
 * Random, DAY / HOUR / IST, or the whole SeedContext (clock, random(section)) from
 * `seedContext(tables, now)`.
 */
import type { Tables } from './context';
import { seedPlotsAndProperties } from './properties';
import { seedDocuments } from './documents';
import { seedProjects } from './projects';
import { seedPriceGuides } from './priceGuides';
import { seedPlotSales } from './plotSales';
import { seedBookingsAndResale } from './resale';
import { seedPlotEmi } from './plotEmi';
import { seedSchemaResources } from './schema';
import { seedUserDetails } from './users';
import { seedReports } from './reports';
import { seedLeadDetails } from './leads';
import { seedCustomerAttributes } from './customerAttributes';
import { seedMoreCustomers } from './tables/customer';
import { seedPurchasedLandDocuments } from './purchasedLand';
import { seedBrokerOfferGroups } from './brokerOfferGroups';
import { seedCustomerImportFailed } from './customerImportFailed';

export type SeedExtension = (tables: Tables, now: Date) => void;

export const SEED_EXTENSIONS: SeedExtension[] = [
  seedPlotsAndProperties,
  seedDocuments,
  seedProjects,
  seedPlotSales,
  seedBookingsAndResale,
  seedPlotEmi,
  seedSchemaResources,
  seedPurchasedLandDocuments,
  seedMoreCustomers,
  seedCustomerAttributes,
  seedPriceGuides,
  seedUserDetails,
  seedReports,
  seedLeadDetails,
  seedBrokerOfferGroups,
  seedCustomerImportFailed,
];
