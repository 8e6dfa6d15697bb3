/**
 * A declaration's hand-written screens, given in its sibling `<name>.views.ts`: the declaration stays
 * pure TypeScript (the demo API reads it) and never imports its own screens back. The registry
 * (src/resources/index.ts) imports every views module before it turns the declarations into views.
 */
import type { ResourceSchema } from './schema/define';

export type SchemaViews = Pick<ResourceSchema, 'custom' | 'inputs' | 'cells' | 'bulkActions' | 'listActions' | 'rowActions'>;

export const withViews = <S extends ResourceSchema>(schema: S, views: SchemaViews): S => Object.assign(schema, views);
