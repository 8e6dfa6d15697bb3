/**
 * The EMI plans (spec 3 "Plot EMI"): filters search (plot number or customer), customer, project
 * and a date range; columns plot number, project, customer, emi_number, total_amount, plot_book_id
 * (to the booking) and plot_sale_id (to the sale). No create button in the list: a 'Create' action
 * in the top toolbar, only with plotemi.create (C31).
 */
import { useCanAccess } from 'ra-core';
import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  DateInput,
  EditButton,
  ReferenceInput,
  TextInput,
  TopToolbar,
  type RaRecord,
} from 'react-admin';
import { ResourceList } from '../../../common/ResourceList';
import { formatPrice } from '../../../common/format';
import { CustomerLink } from '../../../common/display';
import { PlanPlotLink, PlanProjectLink, SourceLink } from './components';

const filters = [
  <TextInput key="q" source="q" label="Search plot" alwaysOn />,
  <ReferenceInput key="customer_id" source="customer_id" reference="customer/filter" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="Customer" optionText="name" filterToQuery={q => ({ q })} sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  <ReferenceInput key="project_id" source="project_id" reference="project/filter" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="Project" optionText="name" filterToQuery={q => ({ q })} sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  <DateInput key="date_from" source="date_from" label="From" alwaysOn />,
  <DateInput key="date_to" source="date_to" label="To" alwaysOn />,
];

/** C31: no list create button; a 'Create' action only with plotemi.create. */
export const PlotEmiActions = () => {
  const { canAccess } = useCanAccess({ resource: 'plotemi', action: 'create' });
  return <TopToolbar>{canAccess && <CreateButton label="Create" />}</TopToolbar>;
};

export const PlotEmiList = () => (
  <ResourceList
    filters={filters}
    actions={<PlotEmiActions />}
    rowClick="show"
    bulkDelete={false}
    primaryText={(r: RaRecord) => `Plot ${r.plot?.number ?? '-'} · ${r.customer?.name ?? '-'}`}
    secondaryText={(r: RaRecord) => `${r.emi_number ?? '-'} EMIs · ${formatPrice(r.total_amount)}`}
  >
    <DataTable.Col label="Plot" disableSort render={(r: RaRecord) => <PlanPlotLink record={r} />} />
    <DataTable.Col label="Project" disableSort render={(r: RaRecord) => <PlanProjectLink record={r} />} />
    <DataTable.Col label="Customer" disableSort render={(r: RaRecord) => <CustomerLink record={r} />} />
    <DataTable.Col source="emi_number" label="EMI Number" />
    <DataTable.Col source="total_amount" label="Total Amount" render={(r: RaRecord) => formatPrice(r.total_amount)} />
    <DataTable.Col source="plot_book_id" label="Plot Book ID" render={(r: RaRecord) => <SourceLink record={r} source="plot_book_id" />} />
    <DataTable.Col source="plot_sale_id" label="Plot Sale ID" render={(r: RaRecord) => <SourceLink record={r} source="plot_sale_id" />} />
    <DataTable.Col label="" disableSort render={() => <EditButton />} />
  </ResourceList>
);

export default PlotEmiList;
