/**
 * THE registry: every resource of the console, once. <Admin>, the menu and the completeness tests
 * read this list. A plain resource is a schema declaration (src/resources/schemas.ts, turned into
 * views here); a bespoke one is a folder under src/resources exporting its declaration
 * (docs/adding-a-resource.md).
 */
import type { ResourceDeclaration } from './resourceTypes';
import { schemaResource } from './schemaResource';
import { SCHEMAS } from '../resources/schemas';
import plot from '../resources/inventory/plot';
import property from '../resources/inventory/property';
import { plotDocuments, projectDocuments, propertyDocuments, purchasedLandDocuments } from '../features/documents/resources';
import { purchasedlandmap } from '../resources/inventory/purchasedland';
import project from '../resources/inventory/project';
import layout from '../resources/inventory/layout';
import priceguide from '../resources/inventory/priceguide';
import plotbook from '../resources/sales/plotbook';
import plotresale from '../resources/sales/plotresale';
import plotsale from '../resources/sales/plotsale';
import plotsaleinstalment from '../resources/sales/plotsaleinstalment';
import plotemi from '../resources/sales/plotemi';
import emidue from '../resources/sales/emidue';
import callhistory from '../resources/crm/callhistory';

const BESPOKE: readonly ResourceDeclaration[] = [project, layout, priceguide, plot, property, projectDocuments, plotDocuments, propertyDocuments, purchasedLandDocuments, purchasedlandmap, plotbook, plotresale, plotsale, plotsaleinstalment, plotemi, emidue, callhistory];

export const RESOURCES: readonly ResourceDeclaration[] = [...BESPOKE, ...SCHEMAS.map(schemaResource)];
