/**
 * List filter inputs several resources use the same way. Each is a filter element: give it `key`,
 * `source` and `label` (and `alwaysOn`) like any react-admin filter input.
 */
import { Box } from '@mui/material';
import { AutocompleteInput, DateInput, ReferenceInput } from 'react-admin';

interface FilterInputProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

/**
 * A date range: `{label} from` and `{label} to`, sent as date_from and date_to (the list's date:
 * created, booked, sold). `source` is date_from, the key the filter button adds and removes.
 */
export const DateRangeInput = ({ label }: FilterInputProps) => (
  <Box sx={{ display: 'flex', gap: 1 }} role="group" aria-label={label}>
    <DateInput source="date_from" label={`${label} from`} />
    <DateInput source="date_to" label={`${label} to`} />
  </Box>
);

/** One of the organization's projects (project/filter), by name. */
export const ProjectFilterInput = ({ source, label }: FilterInputProps) => (
  <ReferenceInput source={source} reference="project/filter" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label={label} optionText="name" sx={{ minWidth: 260 }} />
  </ReferenceInput>
);

/** One of the organization's customers (customer/filter), searched by name. */
export const CustomerFilterInput = ({ source, label }: FilterInputProps) => (
  <ReferenceInput source={source} reference="customer/filter" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label={label} optionText="name" sx={{ minWidth: 260 }} />
  </ReferenceInput>
);
