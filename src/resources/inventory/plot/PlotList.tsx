/** The plot list: 25 per page, created_at descending; the filters Search, Price, Project, Layout, Square Feet, Status, IsCorner… */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/plot/PlotList.tsx"
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  CreateButton,
  DataTable,
  EditButton,
  FilterButton,
  SelectInput,
  TextInput,
  TopToolbar,
  useListContext,
  type RaRecord,
} from 'react-admin';
import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { ResourceList } from '../../../common/ResourceList';
import { LiveStatusCell } from '../../../features/plotMap/liveMarks';
import { useLiveRefresh } from '../../../features/plotMap/live';
import { PlotStatusChip } from '../../../features/plotStatus/PlotStatusChip';
import { CustomerRef } from '../../../common/display';
import { DateRangeInput, ProjectFilterInput } from '../../../common/filters';
import { LookupInput } from '../../../common/lookups';
import { FACING_CHOICES } from '../../../common/land';
import { RecordLink, RecordRef } from '../../../common/RecordLink';
import { PlotExportButton } from './PlotExport';
import { PLOT_MESSAGES, PRICE_CHOICES, SQFT_CHOICES, STATUS_CHOICES, YES_NO_CHOICES, truncateNotes } from './plotLogic';
import { DayField } from '../../../common/DayField';
import { useT } from '../../../common/i18n';

/** Layouts of the chosen project (or all), from the layout lookup. */
const LayoutFilterInput = ({ label }: { source: string; label: string }) => {
  const projectId = useWatch({ name: 'project_id' });
  return (
    <LookupInput
      source="lid"
      reference="layout/filter"
      filter={projectId ? { project_id: projectId } : {}}
      label={label}
      sx={{ minWidth: 260 }}
    />
  );
};

export const plotFilters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <SelectInput key="price" source="price" label="Price" choices={PRICE_CHOICES} />,
  <ProjectFilterInput key="project_id" source="project_id" label="Project" />,
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

/** Live statuses (issue 38): the page of plots read again every 30 s and on focus; filters, selection and dialogs stay. */
const LiveList = () => {
  const { refetch } = useListContext();
  useLiveRefresh(() => void refetch());
  return null;
};

/** Small screens (issue 40): plot numbers repeat across layouts, so the row names its layout and project beside the status. */
const PlotPhoneLine = ({ record }: { record: RaRecord }) => {
  const layout = record.layout as { name?: unknown; project?: { name?: unknown } | null } | null | undefined;
  const where = [layout?.name, layout?.project?.name]
    .filter(v => v !== undefined && v !== null && v !== '')
    .map(String)
    .join(' · ');
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <PlotStatusChip status={record.status} />
      {where && (
        <Box component="span" data-testid="plot-where">
          {where}
        </Box>
      )}
    </Box>
  );
};

const hasCoordinates = (record: RaRecord) => Array.isArray(record.coordinates) && record.coordinates.length > 0;

/** A text of the list drawn in the chosen language. */
const Text = ({ text, vars }: { text: string; vars?: Record<string, unknown> }) => {
  const t = useT();
  return <>{t(text, vars)}</>;
};

const CornerMark = ({ corner }: { corner: boolean }) => {
  const t = useT();
  return corner ? (
    <CheckCircleIcon color="success" fontSize="small" titleAccess={t('Corner plot')} />
  ) : (
    <span aria-label={t('Not a corner plot')}>-</span>
  );
};

export const PlotList = () => (
  <ResourceList
    perPage={25}
    filters={plotFilters}
    actions={<PlotListActions />}
    rowClick="show"
    primaryText={(r: RaRecord) => <Text text="Plot %{plot}" vars={{ plot: String(r.number) }} />}
    secondaryText={(r: RaRecord) => <PlotPhoneLine record={r} />}
    inList={<LiveList />}
  >
    <DataTable.Col source="number" label="Number" />
    <DataTable.Col
      label="Project"
      disableSort
      sx={NOWRAP}
      render={(r: RaRecord) => <RecordRef resource="project" source="layout.project" record={r} />}
    />
    <DataTable.Col
      label="Layout"
      disableSort
      sx={NOWRAP}
      render={(r: RaRecord) => <RecordRef resource="layout" source="layout" record={r} />}
    />
    <DataTable.Col label="Customer" disableSort sx={NOWRAP} render={(r: RaRecord) => <CustomerRef record={r} />} />
    <DataTable.Col source="created_at" label="Date">
      <DayField source="created_at" />
    </DataTable.Col>
    <DataTable.Col
      source="notes"
      label="Notes"
      disableSort
      sx={{ minWidth: 220 }}
      render={(r: RaRecord) => <span title={r.notes ?? ''}>{truncateNotes(r.notes)}</span>}
    />
    <DataTable.Col source="status" label="Status" render={(r: RaRecord) => <LiveStatusCell record={r} />} />
    <DataTable.Col
      label="Files"
      disableSort
      render={(r: RaRecord) => (
        <RecordLink resource="plot" id={r.id} tab="document">
          <Text text="Files" />
        </RecordLink>
      )}
    />
    <DataTable.Col
      label="Map"
      disableSort
      render={(r: RaRecord) =>
        hasCoordinates(r) ? (
          <RecordLink resource="plot" id={r.id} tab="map">
            <Text text="Map" />
          </RecordLink>
        ) : (
          <span>
            <Text text={PLOT_MESSAGES.created} />
          </span>
        )
      }
    />
    <DataTable.Col source="is_corner" label="Corner" render={(r: RaRecord) => <CornerMark corner={!!Number(r.is_corner)} />} />
    <DataTable.Col label="" disableSort render={() => <EditButton />} />
  </ResourceList>
);

export default PlotList;
