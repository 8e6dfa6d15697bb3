/**
 * Plot sales (spec 2 §2 "Sales records"): 20 per page, created_at descending (spec 2 §9); the main
 * sale fields (G16): plot number linking to the plot, project, customer (customer.view), price,
 * total, registration due date, the latest sale status and the date; filters Search (plot number,
 * customer, notes), Project, Customer and Date Range. No create (G29); bulk delete with the delete
 * permission (plot.delete) — each deleted sale's plot goes back to Available.
 */
import { Box } from '@mui/material';
import { AutocompleteInput, DataTable, DateField, DateInput, FilterButton, ReferenceInput, TextInput, TopToolbar, type RaRecord } from 'react-admin';
import { ResourceList } from '../../../common/ResourceList';
import { CustomerLink } from '../../../common/display';
import { formatDate, formatPrice } from '../../../common/format';
import { SalePlotLink, SaleProjectLink } from './links';

/** Date Range: sold from … to … (date_from, date_to). */
const DateRangeInput = ({ label }: { source: string; label: string }) => (
  <Box sx={{ display: 'flex', gap: 1 }} role="group" aria-label={label}>
    <DateInput source="date_from" label={`${label} from`} />
    <DateInput source="date_to" label={`${label} to`} />
  </Box>
);

export const plotSaleFilters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <ReferenceInput key="project_id" source="project_id" reference="project/filter" label="Project" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label="Project" optionText="name" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <ReferenceInput key="customer_id" source="customer_id" reference="customer/filter" label="Customer" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label="Customer" optionText="name" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
  <DateRangeInput key="date_from" source="date_from" label="Date Range" />,
];

const PlotSaleActions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const plotNumber = (r: RaRecord) => (r.plot as { number?: unknown } | null | undefined)?.number ?? '';

export const PlotSaleList = () => (
  <ResourceList
    filters={plotSaleFilters}
    actions={<PlotSaleActions />}
    rowClick="show"
    primaryText={(r: RaRecord) => `Plot ${plotNumber(r)}`}
    secondaryText={(r: RaRecord) => `${(r.customer as { name?: string } | null)?.name ?? ''} · ${formatPrice(r.total_amount)} · ${formatDate(r.created_at)}`}
  >
    <DataTable.Col label="Plot" disableSort sx={NOWRAP} render={(r: RaRecord) => <SalePlotLink record={r} />} />
    <DataTable.Col label="Project" disableSort sx={NOWRAP} render={(r: RaRecord) => <SaleProjectLink record={r} />} />
    <DataTable.Col label="Customer" disableSort sx={NOWRAP} render={(r: RaRecord) => <CustomerLink record={r} />} />
    <DataTable.Col source="price" label="Price" sx={NOWRAP} render={(r: RaRecord) => formatPrice(r.price)} />
    <DataTable.Col source="total_amount" label="Total" sx={NOWRAP} render={(r: RaRecord) => formatPrice(r.total_amount)} />
    <DataTable.Col source="registration_due_date" label="Registration Due Date" sx={NOWRAP} render={(r: RaRecord) => formatDate(r.registration_due_date)} />
    <DataTable.Col label="Sale Status" disableSort render={(r: RaRecord) => (r.sale_status ? String(r.sale_status) : '-')} />
    <DataTable.Col source="created_at" label="Date">
      <DateField source="created_at" />
    </DataTable.Col>
  </ResourceList>
);

export default PlotSaleList;
