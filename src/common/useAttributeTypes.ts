/** The organization's attribute types of a type resource, read through its lookup `{types}/filter` — every type, by order. */
// Reasoning: docs/decisions.md "Notes: src/common/useAttributeTypes.ts"
import { useGetList, type RaRecord } from 'react-admin';
import type { AttributeOption } from './attributeTypes';

export interface AttributeTypeRow extends RaRecord {
  name?: string;
  option_type?: string;
  option_value?: AttributeOption[] | null;
}

export const ATTRIBUTE_TYPES_QUERY = { pagination: { page: 1, perPage: 100 }, sort: { field: 'order', order: 'ASC' as const } };

export const useAttributeTypes = (types: string | undefined) =>
  useGetList<AttributeTypeRow>(`${types ?? 'none'}/filter`, ATTRIBUTE_TYPES_QUERY, { enabled: !!types });
