/**
 * The plot list (spec 1 §2 "Plots"): 25 per page, created_at descending; the filters Search,
 * Price, Project, Layout, Square Feet, Status, IsCorner, Plot Facing and Date Range; the row
 * number, project and layout links, customer, date, notes (first 60 characters), status, Files,
 * Map ('Created' without coordinates), corner flag and edit; number and status on small screens;
 * the export action; bulk delete with plot.delete.
 */
import { Box } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  DateField,
  DateInput,
  EditButton,
  FilterButton,
  ReferenceInput,
  SelectInput,
  TextInput,
  TopToolbar,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { ResourceList } from '../../../common/ResourceList';
import { PlotStatusButton } from '../../../features/plotStatus/PlotStatusButton';
import { PlotLayoutLink, PlotProjectLink, PlotStatusChip, TabLink } from './components';
import { CustomerLink } from '../../../common/display';
import { PlotExportButton } from './PlotExport';
import {
  FACING_CHOICES,
  PLOT_MESSAGES,
  PRICE_CHOICES,
  SQFT_CHOICES,
  STATUS_CHOICES,
  YES_NO_CHOICES,
  truncateNotes,
} from './plotLogic';

/** Layouts of the chosen project (or all), from the layout lookup. */
const LayoutFilterInput = ({ label }: { source: string; label: string }) => {
  const projectId = useWatch({ name: 'project_id' });
  return (
    <ReferenceInput source="lid" reference="layout/filter" filter={projectId ? { project_id: projectId } : {}} perPage={100} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput label={label} optionText="name" sx={{ minWidth: 260 }} />
    </ReferenceInput>
  );
};

/** Date Range: created from … to … (date_from, date_to). */
const DateRangeInput = ({ label }: { source: string; label: string }) => (
  <Box sx={{ display: 'flex', gap: 1 }} role="group" aria-label={label}>
    <DateInput source="date_from" label={`${label} from`} />
    <DateInput source="date_to" label={`${label} to`} />
  </Box>
);

export const plotFilters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <SelectInput key="price" source="price" label="Price" choices={PRICE_CHOICES} />,
  <ReferenceInput key="project_id" source="project_id" reference="project/filter" label="Project" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label="Project" optionText="name" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <LayoutFilterInput key="lid" source="lid" label="Layout" />,
  <SelectInput key="squarefeet" source="squarefeet" label="Square Feet" choices={SQFT_CHOICES} />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} />,
  <SelectInput key="is_corner" source="is_corner" label="IsCorner" choices={YES_NO_CHOICES} />,
  <SelectInput key="facing" source="facing" label="Plot Facing" choices={FACING_CHOICES} />,
  <DateRangeInput key="date_from" source="date_from" label="Date Range" />,
];

const PlotListActions = () => {
  // /{orgid}/plot/export (the route of the specification) lands here with the dialog open.
  const openExport = !!(useLocation().state as { export?: boolean } | null)?.export;
  return (
    <TopToolbar>
      <FilterButton />
      <PlotExportButton initiallyOpen={openExport} />
      <CreateButton />
    </TopToolbar>
  );
};

const NOWRAP = { whiteSpace: 'nowrap' } as const;

const hasCoordinates = (record: RaRecord) => Array.isArray(record.coordinates) && record.coordinates.length > 0;

export const PlotList = () => (
  <ResourceList
    perPage={25}
    filters={plotFilters}
    actions={<PlotListActions />}
    rowClick="show"
    primaryText={(r: RaRecord) => `Plot ${r.number}`}
    secondaryText={(r: RaRecord) => <PlotStatusChip status={r.status} />}
  >
    <DataTable.Col source="number" label="Number" />
    <DataTable.Col label="Project" disableSort sx={NOWRAP} render={(r: RaRecord) => <PlotProjectLink record={r} />} />
    <DataTable.Col label="Layout" disableSort sx={NOWRAP} render={(r: RaRecord) => <PlotLayoutLink record={r} />} />
    <DataTable.Col label="Customer" disableSort sx={NOWRAP} render={(r: RaRecord) => <CustomerLink record={r} />} />
    <DataTable.Col source="created_at" label="Date">
      <DateField source="created_at" />
    </DataTable.Col>
    <DataTable.Col source="notes" label="Notes" disableSort sx={{ minWidth: 220 }} render={(r: RaRecord) => <span title={r.notes ?? ''}>{truncateNotes(r.notes)}</span>} />
    <DataTable.Col source="status" label="Status" render={(r: RaRecord) => <PlotStatusButton record={r} />} />
    <DataTable.Col label="Files" disableSort render={(r: RaRecord) => <TabLink resource="plot" id={r.id} tab="document">Files</TabLink>} />
    <DataTable.Col
      label="Map"
      disableSort
      render={(r: RaRecord) =>
        hasCoordinates(r) ? (
          <TabLink resource="plot" id={r.id} tab="map">
            Map
          </TabLink>
        ) : (
          <span>{PLOT_MESSAGES.created}</span>
        )
      }
    />
    <DataTable.Col
      source="is_corner"
      label="Corner"
      render={(r: RaRecord) =>
        Number(r.is_corner) ? <CheckCircleIcon color="success" fontSize="small" titleAccess="Corner plot" /> : <span aria-label="Not a corner plot">-</span>
      }
    />
    <DataTable.Col label="" disableSort render={() => <EditButton />} />
  </ResourceList>
);

export default PlotList;
