/**
 * THE registry: every resource of the console, once. <Admin>, the menu and the completeness tests
 * read this list. Adding a resource = one folder under src/resources + one line here
 * (docs/adding-a-resource.md).
 */
import type { ResourceDeclaration } from './resourceTypes';
import documenttype from '../resources/admin/documenttype';
import customerdocumenttype from '../resources/admin/customerdocumenttype';
import plot from '../resources/inventory/plot';
import property from '../resources/inventory/property';
import { plotDocuments, projectDocuments, propertyDocuments } from '../features/documents/resources';
import project from '../resources/inventory/project';
import layout from '../resources/inventory/layout';
import layoutattributetype from '../resources/inventory/layoutattributetype';
import priceguide from '../resources/inventory/priceguide';
import plotbook from '../resources/sales/plotbook';
import plotresale from '../resources/sales/plotresale';
import plotsale from '../resources/sales/plotsale';
import plotsaleinstalment from '../resources/sales/plotsaleinstalment';
import plotsalestatuslist from '../resources/sales/plotsalestatuslist';
import plotemi from '../resources/sales/plotemi';

export const RESOURCES: readonly ResourceDeclaration[] = [documenttype, customerdocumenttype, project, layout, layoutattributetype, priceguide, plot, property, projectDocuments, plotDocuments, propertyDocuments, plotbook, plotresale, plotsale, plotsaleinstalment, plotsalestatuslist, plotemi];
