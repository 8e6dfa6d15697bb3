/** A declaration's hand-written screens, given in its sibling `<name>.views.ts`… docs/decisions.md "Notes: src/common/withViews.ts" */
import type { ResourceSchema } from './schema/define';

export type SchemaViews = Pick<ResourceSchema, 'custom' | 'inputs' | 'cells' | 'bulkActions' | 'listActions' | 'rowActions'>;

export const withViews = <S extends ResourceSchema>(schema: S, views: SchemaViews): S => Object.assign(schema, views);
