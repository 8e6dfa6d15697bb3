/** One customer privilege group: its fields, attributes, its bilingual public page and QR code… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/offers/GroupShow.tsx"
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PlaylistRemoveIcon from '@mui/icons-material/PlaylistRemove';
import { Stack } from '@mui/material';
import { DataTable, Labeled, useRecordContext, type Identifier, type RaRecord } from 'react-admin';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../../api/dataProvider';
import { useAllowed } from '../../../common/access';
import { AssignableRows, AssignedRows, SelectionCall, useAssignedIds } from '../../../common/AssignRows';
import { PageQrCode } from '../../../common/PageQrCode';
import { RecordLink, RecordRef } from '../../../common/RecordLink';
import { FieldValue, SchemaShow, ShowFields } from '../../../common/schema/views';
import { OfferPage } from './OfferCells';
import { customergroup } from './customerGroups';
import { OFFER_TEXTS, customeroffer } from './customerOffers';
import { DayField } from '../../../common/DayField';
import { useT } from '../../../common/i18n';
import { ShowTabs } from '../../../common/display';

const Summary = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack spacing={3}>
      <ShowFields schema={customergroup} sources={['name', 'status', 'description', 'customergroupattributes']} />
      <Labeled label="Public Page (English and Tamil)">
        <PageQrCode
          url={record.offerpage_url}
          name={String(record.name ?? '')}
          filename={record.downloadqrcode_filename}
          viewPage={record.status === 'Active'}
        />
      </Labeled>
    </Stack>
  );
};

const offersOf = (rows: RaRecord[]) => rows.map(row => row.offer_id as Identifier);

const AssignedOffers = () => {
  const t = useT();
  const group = useRecordContext();
  const canUpdate = useAllowed('customergroup', 'edit');
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!group) return null;
  return (
    <AssignedRows
      reference="offergroup"
      target="group_id"
      empty={t('No offers in this group.')}
      actions={
        canUpdate && (
          <SelectionCall
            label={t('Remove')}
            icon={<PlaylistRemoveIcon />}
            done={OFFER_TEXTS.offersRemoved}
            failure={OFFER_TEXTS.failed}
            confirm="Remove the selected offers from this group?"
            call={(_, rows) => dataProvider.removeGroupOffers(group.id, offersOf(rows))}
          />
        )
      }
    >
      <DataTable.Col label="Offer" render={(r: RaRecord) => <RecordRef record={r} source="offer" resource="customeroffer" />} />
      <DataTable.Col
        label="Offer (Tamil)"
        render={(r: RaRecord) => String((r.offer as { name_tamil?: unknown } | null)?.name_tamil ?? '-') || '-'}
      />
      <DataTable.Col label="Status" render={(r: RaRecord) => t(String((r.offer as { status?: unknown } | null)?.status ?? '-'))} />
      <DataTable.Col label="Assigned By" render={(r: RaRecord) => String(r.assignedby ?? '-') || '-'} />
      <DataTable.Col label="Assigned On" render={() => <DayField source="created_at" emptyText="-" />} />
    </AssignedRows>
  );
};

const AssignOffers = () => {
  const t = useT();
  const group = useRecordContext();
  const canUpdate = useAllowed('customergroup', 'edit');
  const dataProvider = useDataProvider<AppDataProvider>();
  const has = useAssignedIds('offergroup', 'group_id', group?.id, row => row.offer_id);
  if (!group) return null;
  return (
    <AssignableRows
      resource="customeroffer"
      storeKey={`customergroup.${String(group.id)}.assignoffer`}
      searchLabel="Search offers"
      assigned={has}
      empty={t('No offers found.')}
      action={
        canUpdate && (
          <SelectionCall
            label={t('Assign Offer')}
            icon={<PlaylistAddIcon />}
            done={OFFER_TEXTS.offersAssigned}
            failure={OFFER_TEXTS.failed}
            call={ids => dataProvider.assignGroupOffers(group.id, ids)}
          />
        )
      }
    >
      <DataTable.Col
        label="Offer"
        render={(r: RaRecord) => (
          <RecordLink resource="customeroffer" id={r.id}>
            {String(r.name ?? '')}
          </RecordLink>
        )}
      />
      <DataTable.Col label="Offer (Tamil)" render={(r: RaRecord) => String(r.name_tamil ?? '-') || '-'} />
      <DataTable.Col
        label="Customer Type"
        render={(r: RaRecord) => <FieldValue source="customer_type" field={customeroffer.fields.customer_type} record={r} />}
      />
      <DataTable.Col
        label="Status"
        render={(r: RaRecord) => <FieldValue source="status" field={customeroffer.fields.status} record={r} />}
      />
      <DataTable.Col label="Page" render={(r: RaRecord) => <OfferPage record={r} />} />
      <DataTable.Col label="Group" render={(r: RaRecord) => (has.has(String(r.id)) ? t('Assigned') : '-')} />
    </AssignableRows>
  );
};

const GroupShow = () => (
  <SchemaShow schema={customergroup}>
    <ShowTabs
      tabs={[
        { label: 'Summary', content: <Summary /> },
        { label: 'Offer Group Details', path: 'assignedoffers', content: <AssignedOffers /> },
        { label: 'Assign Offer', path: 'assignoffer', content: <AssignOffers /> },
      ]}
    />
  </SchemaShow>
);

export default GroupShow;
