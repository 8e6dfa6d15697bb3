/** The property detail (spec 1 §2): tabs summary, plots, status and document at /{orgid}/property/{id}/show[/plots|/status|/document]. */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/property/PropertyShow.tsx"
import { Stack } from '@mui/material';
import { DataTable, Show, TopToolbar, useRecordContext, type RaRecord } from 'react-admin';
import { CustomerRef, Detail, TabNotice, ShowTabs } from '../../../common/display';
import { EditActions } from '../../../common/EditActions';
import { formatDate } from '../../../common/format';
import { formatMeasurement, formatSqft } from '../../../common/land';
import { RecordLink, RecordRef } from '../../../common/RecordLink';
import { DocumentsTab } from '../../../features/documents/tabs';
import { PlotStatusChip } from '../../../features/plotStatus/PlotStatusChip';
import { StatusHistory } from '../../../features/plotStatus/StatusHistory';
import { AssignPlotDialog, PropertyDialogButton, StatusNoteDialog } from './PropertyDialogs';
import { PROPERTY_MESSAGES, propertySize } from './propertyLogic';
import { useT } from '../../../common/i18n';

const PropertySummary = () => {
  const r = useRecordContext();
  if (!r) return null;
  const size = propertySize(r);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ py: 1 }}>
      <Stack spacing={1.5}>
        <Detail label="Name">{r.name}</Detail>
        <Detail label="Address">{r.address}</Detail>
        <Detail label="Customer">
          <CustomerRef />
        </Detail>
        <Detail label="Status">
          <PlotStatusChip status={r.status} />
        </Detail>
      </Stack>
      <Stack spacing={1.5}>
        <Detail label="Measurement">{size.measurement}</Detail>
        <Detail label="Measurement text">{r.measurement_text}</Detail>
        <Detail label="Land area">{size.land}</Detail>
        <Detail label="Built-up area">{size.buildup}</Detail>
      </Stack>
      <Stack spacing={1.5}>
        <Detail label="Plots">{r.plotscount ?? 0}</Detail>
        <Detail label="Created">{formatDate(r.created_at, true)}</Detail>
      </Stack>
    </Stack>
  );
};

/** The plots assigned to the property (from the record), with Add Plot. */
const PropertyPlots = () => {
  const record = useRecordContext();
  const plots = (record?.plots ?? []) as RaRecord[];
  const t = useT();
  return (
    <>
      <TopToolbar>
        <PropertyDialogButton label="Add Plot" dialog={AssignPlotDialog} />
      </TopToolbar>
      {plots.length === 0 ? (
        <TabNotice>{t(PROPERTY_MESSAGES.noPlots)}</TabNotice>
      ) : (
        <DataTable
          data={plots}
          total={plots.length}
          bulkActionButtons={false}
          rowClick={false}
          resource="plot"
          sort={{ field: 'number', order: 'ASC' }}
        >
          <DataTable.Col
            label="Number"
            disableSort
            render={(p: RaRecord) => (
              <RecordLink resource="plot" id={p.id}>
                {p.number}
              </RecordLink>
            )}
          />
          <DataTable.Col
            label="Project"
            disableSort
            render={(p: RaRecord) => <RecordRef resource="project" source="layout.project" record={p} />}
          />
          <DataTable.Col label="Layout" disableSort render={(p: RaRecord) => <RecordRef resource="layout" source="layout" record={p} />} />
          <DataTable.Col label="Measurement" disableSort render={(p: RaRecord) => formatMeasurement(p.measurement)} />
          <DataTable.Col label="Square Feet" disableSort render={(p: RaRecord) => formatSqft(p.squarefeet)} />
          <DataTable.Col label="Status" disableSort render={(p: RaRecord) => <PlotStatusChip status={p.status} />} />
        </DataTable>
      )}
    </>
  );
};

/** The status notes: GET property/status with target proid, 30 per page, createdat descending. */
const PropertyStatusNotes = () => (
  <>
    <TopToolbar>
      <PropertyDialogButton label="Add Status" dialog={StatusNoteDialog} />
    </TopToolbar>
    <StatusHistory reference="property/status" target="proid" dateField="createdat" emptyText="No status notes yet." deletable />
  </>
);

export const PropertyShow = () => (
  <Show actions={<EditActions />}>
    <ShowTabs
      tabs={[
        { label: 'Summary', content: <PropertySummary /> },
        { label: 'Plots', path: 'plots', content: <PropertyPlots /> },
        { label: 'Status', path: 'status', content: <PropertyStatusNotes /> },
        { label: 'Folder/Files', path: 'document', content: <DocumentsTab type="property" /> },
      ]}
    />
  </Show>
);

export default PropertyShow;
