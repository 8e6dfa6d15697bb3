/** For a declaration with `strictFilters`: drops from the list's filters what the list does not take… */
// Reasoning: docs/decisions.md "Notes: src/common/schema/StrictFilters.tsx"
import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import type { ResourceSchema } from './define';
import { cleanListFilters, sameFilters } from './filterRules';
import { useAttributeTypes } from '../useAttributeTypes';

const NO_TYPES: never[] = [];

export const StrictFilters = ({ schema }: { schema: ResourceSchema }) => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { data: types, isSuccess } = useAttributeTypes(schema.attributes?.types);
  const known = schema.attributes ? (isSuccess ? types : undefined) : NO_TYPES;
  const key = JSON.stringify(filterValues ?? {});
  useEffect(() => {
    const current = (filterValues ?? {}) as Record<string, unknown>;
    const clean = cleanListFilters(schema, current, known);
    if (!sameFilters(clean, current)) setFilters(clean, displayedFilters);
    // The filters compared by value (react-admin hands a new object each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, known, schema]);
  return null;
};

export default StrictFilters;
