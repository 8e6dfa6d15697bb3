/** Booked plots: 20 per page, created_at descending; the main booking fields… */
// Reasoning: docs/decisions.md "Notes: src/resources/sales/plotbook/PlotBookList.tsx"
import { DataTable, FilterButton, SelectInput, TextInput, TopToolbar, type RaRecord } from 'react-admin';
import { ResourceList } from '../../../common/ResourceList';
import { formatPrice } from '../../../common/format';
import { BookingPdfButton, PayStatusToggle, PlotBookExportButton, PayStatusChip } from './BookingActions';
import { PAID_CHOICES, PAYMENT_MODE_CHOICES } from './bookingLogic';
import { plotProjectCustomerCols } from '../../../common/display';
import { DateRangeInput, ProjectFilterInput } from '../../../common/filters';
import { DayField } from '../../../common/DayField';
import { useT } from '../../../common/i18n';

export const plotBookFilters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <ProjectFilterInput key="project_id" source="project_id" label="Project" />,
  <SelectInput key="paid" source="paid" label="Paid" choices={PAID_CHOICES} />,
  <SelectInput key="payment_mode" source="payment_mode" label="Payment Mode" choices={PAYMENT_MODE_CHOICES} />,
  <DateRangeInput key="date_from" source="date_from" label="Date Range" />,
];

const PlotBookActions = () => (
  <TopToolbar>
    <FilterButton />
    <PlotBookExportButton />
  </TopToolbar>
);

const NOWRAP = { whiteSpace: 'nowrap' } as const;

export const PlotBookList = () => {
  const t = useT();
  return (
    <ResourceList
      filters={plotBookFilters}
      actions={<PlotBookActions />}
      bulkDelete={false}
      rowClick="show"
      primaryText={(r: RaRecord) => t('Plot %{number}', { number: String((r.plot as { number?: unknown } | undefined)?.number ?? '') })}
      secondaryText={(r: RaRecord) => (
        <>
          {(r.customer as { name?: string } | undefined)?.name ?? ''} · {formatPrice(r.total_amount)} · <PayStatusChip paid={r.paid} />
        </>
      )}
    >
      {plotProjectCustomerCols()}
      <DataTable.Col
        source="booking_advance"
        label="Booking Advance"
        sx={NOWRAP}
        render={(r: RaRecord) => formatPrice(r.booking_advance)}
      />
      <DataTable.Col source="total_amount" label="Total" sx={NOWRAP} render={(r: RaRecord) => formatPrice(r.total_amount)} />
      <DataTable.Col source="paid" label="Paid" render={(r: RaRecord) => <PayStatusToggle record={r} />} />
      <DataTable.Col source="created_at" label="Date">
        <DayField source="created_at" />
      </DataTable.Col>
      <DataTable.Col label="" disableSort render={(r: RaRecord) => <BookingPdfButton record={r} />} />
    </ResourceList>
  );
};

export default PlotBookList;
