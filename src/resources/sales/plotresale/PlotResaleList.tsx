/**
 * Plot resale records (spec 3 §2): 20 per page, created_at descending; the plot number (a link by
 * the plot's id, C16), project and customer links, status, customer permission, date and edit
 * (plotresale.update); filters Search, Status, Customer Permission and Project; bulk delete with
 * plotresale.delete. No create: records come from the plot status flow.
 */
import {
  AutocompleteInput,
  DataTable,
  DateField,
  EditButton,
  FilterButton,
  ReferenceInput,
  SelectInput,
  TextInput,
  TopToolbar,
  type RaRecord,
} from 'react-admin';
import { ResourceList } from '../../../common/ResourceList';
import { RecordPersonLink, RecordPlotLink, RecordProjectLink } from '../plotbook/links';
import { ResaleStatusChip } from './components';
import { CUSTOMER_PERMISSION_CHOICES, RESALE_STATUS_CHOICES } from './resaleLogic';

export const plotResaleFilters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={RESALE_STATUS_CHOICES} />,
  <SelectInput key="customer_permission" source="customer_permission" label="Customer Permission" choices={CUSTOMER_PERMISSION_CHOICES} />,
  <ReferenceInput key="project_id" source="project_id" reference="project/filter" label="Project" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label="Project" optionText="name" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
];

const NOWRAP = { whiteSpace: 'nowrap' } as const;

export const PlotResaleList = () => (
  <ResourceList
    filters={plotResaleFilters}
    actions={
      <TopToolbar>
        <FilterButton />
      </TopToolbar>
    }
    rowClick="show"
    primaryText={(r: RaRecord) => `Plot ${(r.plot as { number?: unknown } | undefined)?.number ?? ''}`}
    secondaryText={(r: RaRecord) => <ResaleStatusChip status={r.status} />}
  >
    <DataTable.Col label="Plot" disableSort sx={NOWRAP} render={(r: RaRecord) => <RecordPlotLink record={r} />} />
    <DataTable.Col label="Project" disableSort sx={NOWRAP} render={(r: RaRecord) => <RecordProjectLink record={r} />} />
    <DataTable.Col label="Customer" disableSort sx={NOWRAP} render={(r: RaRecord) => <RecordPersonLink record={r} />} />
    <DataTable.Col source="status" label="Status" render={(r: RaRecord) => <ResaleStatusChip status={r.status} />} />
    <DataTable.Col source="customer_permission" label="Customer Permission" />
    <DataTable.Col source="created_at" label="Date">
      <DateField source="created_at" />
    </DataTable.Col>
    <DataTable.Col label="" disableSort render={() => <EditButton />} />
  </ResourceList>
);

export default PlotResaleList;
