/**
 * List filter inputs several resources use the same way. Each is a filter element: give it `key`,
 * `source` and `label` (and `alwaysOn`) like any react-admin filter input.
 */
import { Box } from '@mui/material';
import { DateInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { LookupInput } from './lookups';

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
  <LookupInput source={source} reference="project/filter" label={label} sx={{ minWidth: 260 }} />
);

/** One of the organization's customers (customer/filter), searched by name. */
export const CustomerFilterInput = ({ source, label }: FilterInputProps) => (
  <LookupInput source={source} reference="customer/filter" label={label} sx={{ minWidth: 260 }} />
);

/** One of the organization's layouts (layout/filter), of the project chosen in the filter `projectSource` when there is one. */
export const LayoutFilterInput = ({ source, label, projectSource = 'project_id' }: FilterInputProps & { projectSource?: string }) => {
  const projectId = useWatch({ name: projectSource });
  return <LookupInput source={source} reference="layout/filter" filter={projectId ? { project_id: projectId } : {}} label={label} sx={{ minWidth: 260 }} />;
};
