/** Plot resale records: 20 per page, created_at descending… docs/decisions.md "Notes: src/resources/sales/plotresale/PlotResaleList.tsx" */
import { DataTable, EditButton, FilterButton, SelectInput, TextInput, TopToolbar, type RaRecord } from 'react-admin';
import { ResourceList } from '../../../common/ResourceList';
import { plotProjectCustomerCols } from '../../../common/display';
import { ProjectFilterInput } from '../../../common/filters';
import { PlotStatusChip } from '../../../features/plotStatus/PlotStatusChip';
import { CUSTOMER_PERMISSION_CHOICES, RESALE_STATUS_CHOICES } from './resaleLogic';
import { DayField } from '../../../common/DayField';
import { useT } from '../../../common/i18n';

export const plotResaleFilters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={RESALE_STATUS_CHOICES} />,
  <SelectInput key="customer_permission" source="customer_permission" label="Customer Permission" choices={CUSTOMER_PERMISSION_CHOICES} />,
  <ProjectFilterInput key="project_id" source="project_id" label="Project" />,
];

export const PlotResaleList = () => {
  const t = useT();
  return (
    <ResourceList
      filters={plotResaleFilters}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      rowClick="show"
      primaryText={(r: RaRecord) => t('Plot %{number}', { number: String((r.plot as { number?: unknown } | undefined)?.number ?? '') })}
      secondaryText={(r: RaRecord) => <PlotStatusChip status={r.status} />}
    >
      {plotProjectCustomerCols()}
      <DataTable.Col source="status" label="Status" render={(r: RaRecord) => <PlotStatusChip status={r.status} />} />
      <DataTable.Col
        source="customer_permission"
        label="Customer Permission"
        render={(r: RaRecord) =>
          typeof r.customer_permission === 'string' && r.customer_permission ? t(r.customer_permission) : r.customer_permission
        }
      />
      <DataTable.Col source="created_at" label="Date">
        <DayField source="created_at" />
      </DataTable.Col>
      <DataTable.Col label="" disableSort render={() => <EditButton />} />
    </ResourceList>
  );
};

export default PlotResaleList;
