/** List filter inputs several resources use the same way. docs/decisions.md "Notes: src/common/filters.tsx" */
import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { LookupInput } from './lookups';
import { DayInput } from './DayInput';
import { useT } from './i18n';

interface FilterInputProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

/** A date range: `{label} from` and `{label} to`, sent as date_from and date_to (the list's date: created, booked, sold). */
export const DateRangeInput = ({ label }: FilterInputProps) => {
  const t = useT();
  const name = t(label);
  return (
    <Box sx={{ display: 'flex', gap: 1 }} role="group" aria-label={name}>
      <DayInput source="date_from" label={t('%{label} from', { label: name })} />
      <DayInput source="date_to" label={t('%{label} to', { label: name })} />
    </Box>
  );
};

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
  return (
    <LookupInput
      source={source}
      reference="layout/filter"
      filter={projectId ? { project_id: projectId } : {}}
      label={label}
      sx={{ minWidth: 260 }}
    />
  );
};
