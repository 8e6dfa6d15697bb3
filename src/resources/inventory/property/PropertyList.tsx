/** The property list: search and status filter, created_at descending; name, address, customer, size, plots count, files, status, edit. */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/property/PropertyList.tsx"
import { Box } from '@mui/material';
import { DataTable, EditButton, SelectInput, TextInput, type RaRecord } from 'react-admin';
import { ResourceList } from '../../../common/ResourceList';
import { CustomerRef } from '../../../common/display';
import { RecordLink } from '../../../common/RecordLink';
import { PlotStatusChip } from '../../../features/plotStatus/PlotStatusChip';
import { PROPERTY_STATUS_CHOICES, propertySize } from './propertyLogic';
import { useT } from '../../../common/i18n';

const propertyFilters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={PROPERTY_STATUS_CHOICES} alwaysOn />,
];

const FilesText = () => {
  const t = useT();
  return <>{t('Files')}</>;
};

const SizeCell = ({ record }: { record: RaRecord }) => {
  const size = propertySize(record);
  const t = useT();
  return (
    <Box sx={{ lineHeight: 1.5, whiteSpace: 'nowrap' }}>
      <div>{size.measurement}</div>
      <Box component="div" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
        {t('Land: %{area}', { area: size.land })}
      </Box>
      <Box component="div" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
        {t('Built-up: %{area}', { area: size.buildup })}
      </Box>
    </Box>
  );
};

export const PropertyList = () => (
  <ResourceList
    perPage={20}
    filters={propertyFilters}
    rowClick="show"
    primaryText={(r: RaRecord) => r.name}
    secondaryText={(r: RaRecord) => <PlotStatusChip status={r.status} />}
  >
    <DataTable.Col source="name" label="Name" />
    <DataTable.Col source="address" label="Address" disableSort />
    <DataTable.Col label="Customer" disableSort render={(r: RaRecord) => <CustomerRef record={r} />} />
    <DataTable.Col label="Size" disableSort render={(r: RaRecord) => <SizeCell record={r} />} />
    <DataTable.Col
      label="Plots"
      disableSort
      render={(r: RaRecord) => (
        <RecordLink resource="property" id={r.id} tab="plots">
          {r.plotscount ?? 0}
        </RecordLink>
      )}
    />
    <DataTable.Col
      label="Files"
      disableSort
      render={(r: RaRecord) => (
        <RecordLink resource="property" id={r.id} tab="document">
          <FilesText />
        </RecordLink>
      )}
    />
    <DataTable.Col source="status" label="Status" render={(r: RaRecord) => <PlotStatusChip status={r.status} />} />
    <DataTable.Col label="" disableSort render={() => <EditButton />} />
  </ResourceList>
);

export default PropertyList;
