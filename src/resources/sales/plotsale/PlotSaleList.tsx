/** Plot sales: 20 per page, created_at descending; the main sale fields… */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotsale/PlotSaleList.tsx"
import { DataTable, FilterButton, TextInput, TopToolbar, type RaRecord } from 'react-admin';
import { ResourceList } from '../../../common/ResourceList';
import { plotProjectCustomerCols } from '../../../common/display';
import { CustomerFilterInput, DateRangeInput, ProjectFilterInput } from '../../../common/filters';
import { formatDate, formatPrice } from '../../../common/format';
import { DayField } from '../../../common/DayField';
import { useT } from '../../../common/i18n';

export const plotSaleFilters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <ProjectFilterInput key="project_id" source="project_id" label="Project" />,
  <CustomerFilterInput key="customer_id" source="customer_id" label="Customer" />,
  <DateRangeInput key="date_from" source="date_from" label="Date Range" />,
];

const PlotSaleActions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const plotNumber = (r: RaRecord) => (r.plot as { number?: unknown } | null | undefined)?.number ?? '';

export const PlotSaleList = () => {
  const t = useT();
  return (
    <ResourceList
      filters={plotSaleFilters}
      actions={<PlotSaleActions />}
      rowClick="show"
      primaryText={(r: RaRecord) => t('Plot %{number}', { number: String(plotNumber(r)) })}
      secondaryText={(r: RaRecord) =>
        `${(r.customer as { name?: string } | null)?.name ?? ''} · ${formatPrice(r.total_amount)} · ${formatDate(r.created_at)}`
      }
    >
      {plotProjectCustomerCols()}
      <DataTable.Col source="price" label="Price" sx={NOWRAP} render={(r: RaRecord) => formatPrice(r.price)} />
      <DataTable.Col source="total_amount" label="Total" sx={NOWRAP} render={(r: RaRecord) => formatPrice(r.total_amount)} />
      <DataTable.Col
        source="registration_due_date"
        label="Registration Due Date"
        sx={NOWRAP}
        render={(r: RaRecord) => formatDate(r.registration_due_date)}
      />
      <DataTable.Col label="Sale Status" disableSort render={(r: RaRecord) => (r.sale_status ? String(r.sale_status) : '-')} />
      <DataTable.Col source="created_at" label="Date">
        <DayField source="created_at" />
      </DataTable.Col>
    </ResourceList>
  );
};

export default PlotSaleList;
