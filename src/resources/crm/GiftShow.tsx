/**
 * One gift (spec 2 §2 "gift: show (tabs 'Gift Details', assignedcustomer, assigncustomer)", §6
 * sendgift.send, §7): the gift's details; the customers it is assigned to (`assignedcustomer`),
 * each with its status and sent date, the selection sent the gift or removed (confirmed); and the
 * customers to assign it to (`assigncustomer`: searchable, those who have it already not
 * selectable). Assign, Send and Remove need sendgift.send and post gid and sid[]; the server's
 * message is shown and the selection kept on a failure.
 */
import { useState, type ReactElement } from 'react';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, TextField } from '@mui/material';
import {
  Confirm,
  DataTable,
  DateField,
  ListBase,
  Pagination,
  ReferenceManyField,
  TabbedShowLayout,
  useGetList,
  useListContext,
  useRecordContext,
  useRefresh,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../api/dataProvider';
import type { GiftAction } from '../../api/methods/gifts';
import { useAllowed } from '../../common/access';
import { TabNotice } from '../../common/display';
import { RecordLink, RecordRef } from '../../common/RecordLink';
import { CHILD_PAGE_SIZES } from '../../common/schema/ChildRows';
import { SchemaShow, ShowFields } from '../../common/schema/views';
import { usePendingCall } from '../../common/useServerNotify';
import { GIFT_STATUS_TEXT, GIFT_TEXTS, gift } from './gifts';

/** One of the three calls on the list's selection: optionally confirmed, the server's message, the list read again. */
const SelectionCall = ({ giftId, action, label, icon, done, failure, confirm, customerIds }: { giftId: Identifier; action: GiftAction; label: string; icon: ReactElement; done: string; failure: string; confirm?: string; customerIds: (ids: Identifier[]) => Identifier[] }) => {
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const { run, pending, done: said } = usePendingCall();
  const [asking, setAsking] = useState(false);
  const go = () =>
    run(async () => {
      said((await dataProvider.giftCustomers(action, giftId, customerIds(selectedIds))).message, done);
      setAsking(false);
      onUnselectItems();
      refresh();
    }, failure);
  return (
    <>
      <Button size="small" startIcon={icon} disabled={pending} onClick={() => (confirm ? setAsking(true) : void go())}>
        {label}
      </Button>
      {confirm && <Confirm isOpen={asking} loading={pending} title={label} content={confirm} onConfirm={go} onClose={() => setAsking(false)} />}
    </>
  );
};

/** The assigned rows' selection is of customer gifts: the calls take their customers. */
const AssignedActions = () => {
  const giftRecord = useRecordContext();
  const { data = [] } = useListContext();
  if (!giftRecord) return null;
  const customersOf = (ids: Identifier[]) => data.filter(row => ids.includes(row.id)).map(row => row.customer_id as Identifier);
  return (
    <>
      <SelectionCall giftId={giftRecord.id} action="sendgiftcustomer" label="Send Gift" icon={<SendIcon />} done={GIFT_TEXTS.sent} failure={GIFT_TEXTS.sendFailed} confirm="Send the gift to the selected customers?" customerIds={customersOf} />
      <SelectionCall giftId={giftRecord.id} action="removeassigngiftcustomer" label="Remove" icon={<PersonRemoveIcon />} done={GIFT_TEXTS.removed} failure={GIFT_TEXTS.removeFailed} confirm="Remove the selected customers from this gift?" customerIds={customersOf} />
    </>
  );
};

const AssignedCustomers = () => {
  const canSend = useAllowed('customergift', 'send');
  return (
    <ReferenceManyField reference="customergift" target="gift_id" perPage={20} sort={{ field: 'created_at', order: 'DESC' }} pagination={<Pagination rowsPerPageOptions={CHILD_PAGE_SIZES} />} empty={<TabNotice>No customers yet.</TabNotice>}>
      <DataTable bulkActionButtons={canSend ? <AssignedActions /> : false} rowClick={false}>
        <DataTable.Col label="Customer" render={(r: RaRecord) => <RecordRef record={r} source="customer" resource="customer" />} />
        <DataTable.Col label="Status" render={(r: RaRecord) => GIFT_STATUS_TEXT[r.gift_status as keyof typeof GIFT_STATUS_TEXT] ?? String(r.gift_status ?? '-')} />
        <DataTable.Col label="Sent Date" render={() => <DateField source="sent_date" emptyText="-" />} />
      </DataTable>
    </ReferenceManyField>
  );
};

/** The customer search above the customers to assign. */
const CustomerSearch = () => {
  const { filterValues, setFilters } = useListContext();
  return (
    <TextField
      size="small"
      label="Search customers"
      value={String(filterValues.q ?? '')}
      onChange={e => setFilters(e.target.value ? { q: e.target.value } : {}, undefined, true)}
      sx={{ mb: 1 }}
    />
  );
};

/** Customers to assign the gift to: searched by name or phone; those who have it already are not selectable. */
const AssignCustomers = () => {
  const giftRecord = useRecordContext();
  const canSend = useAllowed('customergift', 'send');
  const { data: given = [] } = useGetList('customergift', { filter: { gift_id: giftRecord?.id }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' } }, { enabled: !!giftRecord });
  const has = new Set(given.map(g => String(g.customer_id)));
  if (!giftRecord) return null;
  return (
    <ListBase resource="customer" disableSyncWithLocation storeKey={`gift.${String(giftRecord.id)}.assigncustomer`} perPage={20} sort={{ field: 'created_at', order: 'DESC' }}>
      <CustomerSearch />
      <DataTable
        bulkActionButtons={canSend ? <SelectionCall giftId={giftRecord.id} action="assigngiftcustomer" label="Assign Gift" icon={<PersonAddIcon />} done={GIFT_TEXTS.assigned} failure={GIFT_TEXTS.assignFailed} customerIds={ids => ids} /> : false}
        isRowSelectable={r => !has.has(String(r.id))}
        rowClick={false}
        empty={<TabNotice>No customers found.</TabNotice>}
      >
        <DataTable.Col label="Customer" render={(r: RaRecord) => <RecordLink resource="customer" id={r.id}>{String(r.name ?? '')}</RecordLink>} />
        <DataTable.Col label="Phone" render={(r: RaRecord) => String(r.phone ?? '-')} />
        <DataTable.Col
          label="Gift"
          render={(r: RaRecord) =>
            has.has(String(r.id)) ? (
              <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
                <CardGiftcardIcon fontSize="small" aria-hidden />
                Assigned
              </Box>
            ) : (
              '-'
            )
          }
        />
      </DataTable>
      <Pagination rowsPerPageOptions={CHILD_PAGE_SIZES} />
    </ListBase>
  );
};

const GiftShow = () => (
  <SchemaShow schema={gift}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="Gift Details">
        <ShowFields schema={gift} />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Assigned Customers" path="assignedcustomer">
        <AssignedCustomers />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Assign Customers" path="assigncustomer">
        <AssignCustomers />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </SchemaShow>
);

export default GiftShow;
