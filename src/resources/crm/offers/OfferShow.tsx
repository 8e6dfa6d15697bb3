/** One customer offer: the English and Tamil fields side by side, the page and its QR code… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/offers/OfferShow.tsx"
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import WrongLocationIcon from '@mui/icons-material/WrongLocation';
import { Box, Stack } from '@mui/material';
import { DataTable, Labeled, useRecordContext, type Identifier, type RaRecord } from 'react-admin';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../../api/dataProvider';
import { useAllowed } from '../../../common/access';
import { AssignableRows, AssignedRows, SelectionCall, useAssignedIds } from '../../../common/AssignRows';
import { PageQrCode } from '../../../common/PageQrCode';
import { RecordLink, RecordRef } from '../../../common/RecordLink';
import { SchemaShow, ShowFields } from '../../../common/schema/views';
import { OfferLayoutsCell, OfferPage } from './OfferCells';
import { OFFER_TEXTS, customeroffer, offerPageShown } from './customerOffers';
import { DayField } from '../../../common/DayField';
import { useT } from '../../../common/i18n';
import { ShowTabs } from '../../../common/display';

const Summary = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack spacing={3}>
      <ShowFields
        schema={customeroffer}
        sources={Object.keys(customeroffer.fields).filter(source => source !== 'offerpage_url' && source !== 'offervalid')}
      />
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        <Labeled label="Page">
          <OfferPage record={record} />
        </Labeled>
        <Labeled label="Layouts">
          <OfferLayoutsCell />
        </Labeled>
      </Box>
      <Labeled label="QR Code">
        <PageQrCode
          url={record.offerpage_url}
          name={String(record.name ?? '')}
          filename={record.downloadqrcode_filename}
          viewPage={offerPageShown(record)}
        />
      </Labeled>
    </Stack>
  );
};

const layoutsOf = (rows: RaRecord[]) => rows.map(row => row.layout_id as Identifier);

const AssignedLayouts = () => {
  const t = useT();
  const offer = useRecordContext();
  const canUpdate = useAllowed('customeroffer', 'edit');
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!offer) return null;
  return (
    <AssignedRows
      reference="offerlayout"
      target="offer_id"
      empty={t('No layouts assigned to this offer.')}
      actions={
        canUpdate && (
          <SelectionCall
            label={t('Remove')}
            icon={<WrongLocationIcon />}
            done={OFFER_TEXTS.layoutsRemoved}
            failure={OFFER_TEXTS.failed}
            confirm="Remove the selected layouts from this offer?"
            call={(_, rows) => dataProvider.removeOfferLayouts(offer.id, layoutsOf(rows))}
          />
        )
      }
    >
      <DataTable.Col label="Layout" render={(r: RaRecord) => <RecordRef record={r} source="layout" resource="layout" />} />
      <DataTable.Col label="Location" render={(r: RaRecord) => String((r.layout as { location?: unknown } | null)?.location ?? '-')} />
      <DataTable.Col label="Assigned By" render={(r: RaRecord) => String(r.assignedby ?? '-') || '-'} />
      <DataTable.Col label="Assigned On" render={() => <DayField source="created_at" emptyText="-" />} />
    </AssignedRows>
  );
};

const AssignLayouts = () => {
  const t = useT();
  const offer = useRecordContext();
  const canUpdate = useAllowed('customeroffer', 'edit');
  const dataProvider = useDataProvider<AppDataProvider>();
  const has = useAssignedIds('offerlayout', 'offer_id', offer?.id, row => row.layout_id);
  if (!offer) return null;
  return (
    <AssignableRows
      resource="layout"
      storeKey={`customeroffer.${String(offer.id)}.assignlayout`}
      searchLabel="Search layouts"
      assigned={has}
      empty={t('No layouts found.')}
      sort={{ field: 'name', order: 'ASC' }}
      action={
        canUpdate && (
          <SelectionCall
            label={t(OFFER_TEXTS.assignLayout)}
            icon={<AddLocationAltIcon />}
            done={OFFER_TEXTS.layoutsAssigned}
            failure={OFFER_TEXTS.failed}
            call={ids => dataProvider.assignOfferLayouts(offer.id, ids)}
          />
        )
      }
    >
      <DataTable.Col
        label="Layout"
        render={(r: RaRecord) => (
          <RecordLink resource="layout" id={r.id}>
            {String(r.name ?? '')}
          </RecordLink>
        )}
      />
      <DataTable.Col label="Location" render={(r: RaRecord) => String(r.location ?? '-') || '-'} />
      <DataTable.Col label="Project" render={(r: RaRecord) => <RecordRef record={r} source="project" resource="project" />} />
      <DataTable.Col label="Offer" render={(r: RaRecord) => (has.has(String(r.id)) ? t('Assigned') : '-')} />
    </AssignableRows>
  );
};

const OfferShow = () => (
  <SchemaShow schema={customeroffer}>
    <ShowTabs
      tabs={[
        { label: 'Summary', content: <Summary /> },
        { label: 'Offer Layout Details', path: 'assignedlayouts', content: <AssignedLayouts /> },
        { label: 'Assign Layout', path: 'assignlayout', content: <AssignLayouts /> },
      ]}
    />
  </SchemaShow>
);

export default OfferShow;
