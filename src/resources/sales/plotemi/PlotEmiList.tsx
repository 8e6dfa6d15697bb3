/** The EMI plans: filters search, customer, project and a date range… */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotemi/PlotEmiList.tsx"
import { useCanAccess } from 'ra-core';
import { CreateButton, DataTable, EditButton, TextInput, TopToolbar, type RaRecord } from 'react-admin';
import { ResourceList } from '../../../common/ResourceList';
import { formatPrice } from '../../../common/format';
import { CustomerRef } from '../../../common/display';
import { CustomerFilterInput, DateRangeInput, ProjectFilterInput } from '../../../common/filters';
import { RecordRef } from '../../../common/RecordLink';
import { SourceLink } from './components';
import { useT } from '../../../common/i18n';

const filters = [
  <TextInput key="q" source="q" label="Search plot" alwaysOn />,
  <CustomerFilterInput key="customer_id" source="customer_id" label="Customer" alwaysOn />,
  <ProjectFilterInput key="project_id" source="project_id" label="Project" alwaysOn />,
  <DateRangeInput key="date_from" source="date_from" label="Date" alwaysOn />,
];

/** C31: no list create button; a 'Create' action only with plotemi.create. */
export const PlotEmiActions = () => {
  const { canAccess } = useCanAccess({ resource: 'plotemi', action: 'create' });
  return <TopToolbar>{canAccess && <CreateButton label="Create" />}</TopToolbar>;
};

export const PlotEmiList = () => {
  const t = useT();
  return (
    <ResourceList
      filters={filters}
      actions={<PlotEmiActions />}
      rowClick="show"
      bulkDelete={false}
      primaryText={(r: RaRecord) => `${t('Plot %{number}', { number: String(r.plot?.number ?? '-') })} · ${r.customer?.name ?? '-'}`}
      secondaryText={(r: RaRecord) => `${t('%{count} EMIs', { count: String(r.emi_number ?? '-') })} · ${formatPrice(r.total_amount)}`}
    >
      <DataTable.Col
        label="Plot"
        disableSort
        render={(r: RaRecord) => <RecordRef resource="plot" source="plot" text="number" record={r} />}
      />
      <DataTable.Col
        label="Project"
        disableSort
        render={(r: RaRecord) => <RecordRef resource="project" source="plot.project" record={r} />}
      />
      <DataTable.Col label="Customer" disableSort render={(r: RaRecord) => <CustomerRef record={r} />} />
      <DataTable.Col source="emi_number" label="EMI Number" />
      <DataTable.Col source="total_amount" label="Total Amount" render={(r: RaRecord) => formatPrice(r.total_amount)} />
      <DataTable.Col source="plot_book_id" label="Plot Book ID" render={(r: RaRecord) => <SourceLink record={r} source="plot_book_id" />} />
      <DataTable.Col source="plot_sale_id" label="Plot Sale ID" render={(r: RaRecord) => <SourceLink record={r} source="plot_sale_id" />} />
      <DataTable.Col label="" disableSort render={() => <EditButton />} />
    </ResourceList>
  );
};

export default PlotEmiList;
