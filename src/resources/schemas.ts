/**
 * Every schema declaration (plain resources), once. Pure (no React): the registry
 * (src/app/resources.ts), the demo API (mocks/handlers/schema.ts), the seed (mocks/seed/schema.ts)
 * and the parametrized test read this list. Adding a plain resource = one declaration file + one
 * line here (docs/adding-a-resource.md).
 */
import type { ResourceSchema } from '../common/schema/define';
import { customerdocumenttype, documenttype } from './admin/documentTypes';
import { source } from './crm/source';
import { plotsalestatuslist } from './sales/plotSaleStatusTypes';

export const SCHEMAS: readonly ResourceSchema[] = [documenttype, customerdocumenttype, plotsalestatuslist, source];
