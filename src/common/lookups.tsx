/** Selectors: a lookup the user chooses from reads 30 per page and sends what the user types as `q`… */
// Reasoning: docs/decisions.md "Notes: src/common/lookups.tsx"
import { useEffect, useState } from 'react';
import type { SortPayload } from 'ra-core';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  ReferenceArrayInput,
  ReferenceInput,
  type AutocompleteArrayInputProps,
  type AutocompleteInputProps,
} from 'react-admin';

/** A selector's page: 30 choices (spec 1 §7 and §9, spec 2 §7). */
export const LOOKUP_PER_PAGE = 30;

/** Choices by their name unless said otherwise. */
export const BY_NAME: SortPayload = { field: 'name', order: 'ASC' };

/** The typed text as the lookup's search (`q`). */
export const lookupSearch = (text: string) => ({ q: text });

/** A lookup read of a selector built by hand (useGetList): the first 30, by name. */
export const lookupQuery = (q = '', sort: SortPayload = BY_NAME) => ({
  filter: q ? lookupSearch(q) : {},
  pagination: { page: 1, perPage: LOOKUP_PER_PAGE },
  sort,
});

interface LookupProps {
  source: string;
  /** The lookup, e.g. `layout/filter`. */
  reference: string;
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  /** Read by a list's filter form when the selector is a list filter. */
  alwaysOn?: boolean;
}

export type LookupInputProps = LookupProps & Omit<AutocompleteInputProps, 'source' | 'filter' | 'filterToQuery'>;

/** One choice among a lookup's records, searched as the user types. */
export const LookupInput = ({ source, reference, filter, sort = BY_NAME, alwaysOn: _alwaysOn, ...props }: LookupInputProps) => (
  <ReferenceInput source={source} reference={reference} filter={filter} sort={sort} perPage={LOOKUP_PER_PAGE}>
    <AutocompleteInput optionText="name" {...props} filterToQuery={lookupSearch} />
  </ReferenceInput>
);

export type LookupArrayInputProps = LookupProps & Omit<AutocompleteArrayInputProps, 'source' | 'filter' | 'filterToQuery'>;

/** Several choices among a lookup's records, searched as the user types. */
export const LookupArrayInput = ({ source, reference, filter, sort = BY_NAME, alwaysOn: _alwaysOn, ...props }: LookupArrayInputProps) => (
  <ReferenceArrayInput source={source} reference={reference} filter={filter} sort={sort} perPage={LOOKUP_PER_PAGE}>
    <AutocompleteArrayInput optionText="name" {...props} filterToQuery={lookupSearch} />
  </ReferenceArrayInput>
);

/** The value once it has stopped changing for `ms` (a selector built by hand searches as typed, not per key). */
export const useDebounced = <T,>(value: T, ms = 250): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};
