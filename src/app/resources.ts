/**
 * THE registry: every resource of the console, once. <Admin>, the menu and the completeness tests
 * read this list. Adding a resource = one folder under src/resources + one line here
 * (docs/adding-a-resource.md).
 */
import type { ResourceDeclaration } from './resourceTypes';
import documenttype from '../resources/admin/documenttype';
import customerdocumenttype from '../resources/admin/customerdocumenttype';

export const RESOURCES: readonly ResourceDeclaration[] = [documenttype, customerdocumenttype];
