/**
 * The organization's attribute types of a type resource (a customer's: customerattributetype),
 * read through its lookup `{types}/filter` — every type, by order (100 per page). One query for the
 * customer's Customer Attribute tab, the list's attribute panel and the forms' attribute inputs
 * (react-query shares it). The lookup needs no `{types}.view`, which a customer reader may lack.
 */
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
