/** One gift: the gift's details; the customers it is assigned to, each with its status and sent date… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/gifts/GiftShow.tsx"
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import SendIcon from '@mui/icons-material/Send';
import { Box } from '@mui/material';
import { DataTable, useRecordContext, type Identifier, type RaRecord } from 'react-admin';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../../api/dataProvider';
import { useAllowed } from '../../../common/access';
import { AssignableRows, AssignedRows, SelectionCall, useAssignedIds } from '../../../common/AssignRows';
import { RecordLink, RecordRef } from '../../../common/RecordLink';
import { SchemaShow, ShowFields } from '../../../common/schema/views';
import { GIFT_STATUS_TEXT, GIFT_TEXTS, gift } from './gifts';
import { DayField } from '../../../common/DayField';
import { useT } from '../../../common/i18n';
import { ShowTabs } from '../../../common/display';

/** The assigned rows' selection is of customer gifts: the calls take their customers. */
const customersOf = (rows: RaRecord[]) => rows.map(row => row.customer_id as Identifier);

const AssignedCustomers = () => {
  const t = useT();
  const giftRecord = useRecordContext();
  const canSend = useAllowed('customergift', 'send');
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!giftRecord) return null;
  const actions = canSend && (
    <>
      <SelectionCall
        label={t('Send Gift')}
        icon={<SendIcon />}
        done={GIFT_TEXTS.sent}
        failure={GIFT_TEXTS.sendFailed}
        confirm="Send the gift to the selected customers?"
        call={(_, rows) => dataProvider.giftCustomers('sendgiftcustomer', giftRecord.id, customersOf(rows))}
      />
      <SelectionCall
        label={t('Remove')}
        icon={<PersonRemoveIcon />}
        done={GIFT_TEXTS.removed}
        failure={GIFT_TEXTS.removeFailed}
        confirm="Remove the selected customers from this gift?"
        call={(_, rows) => dataProvider.giftCustomers('removeassigngiftcustomer', giftRecord.id, customersOf(rows))}
      />
    </>
  );
  return (
    <AssignedRows reference="customergift" target="gift_id" empty={t('No customers yet.')} actions={actions}>
      <DataTable.Col label="Customer" render={(r: RaRecord) => <RecordRef record={r} source="customer" resource="customer" />} />
      <DataTable.Col
        label="Status"
        render={(r: RaRecord) => t(GIFT_STATUS_TEXT[r.gift_status as keyof typeof GIFT_STATUS_TEXT] ?? String(r.gift_status ?? '-'))}
      />
      <DataTable.Col label="Sent Date" render={() => <DayField source="sent_date" emptyText="-" />} />
    </AssignedRows>
  );
};

/** Customers to assign the gift to: searched by name or phone; those who have it already are not selectable. */
const AssignCustomers = () => {
  const t = useT();
  const giftRecord = useRecordContext();
  const canSend = useAllowed('customergift', 'send');
  const dataProvider = useDataProvider<AppDataProvider>();
  const has = useAssignedIds('customergift', 'gift_id', giftRecord?.id, row => row.customer_id);
  if (!giftRecord) return null;
  return (
    <AssignableRows
      resource="customer"
      storeKey={`gift.${String(giftRecord.id)}.assigncustomer`}
      searchLabel="Search customers"
      assigned={has}
      empty={t('No customers found.')}
      action={
        canSend && (
          <SelectionCall
            label={t('Assign Gift')}
            icon={<PersonAddIcon />}
            done={GIFT_TEXTS.assigned}
            failure={GIFT_TEXTS.assignFailed}
            call={ids => dataProvider.giftCustomers('assigngiftcustomer', giftRecord.id, ids)}
          />
        )
      }
    >
      <DataTable.Col
        label="Customer"
        render={(r: RaRecord) => (
          <RecordLink resource="customer" id={r.id}>
            {String(r.name ?? '')}
          </RecordLink>
        )}
      />
      <DataTable.Col label="Phone" render={(r: RaRecord) => String(r.phone ?? '-')} />
      <DataTable.Col
        label="Gift"
        render={(r: RaRecord) =>
          has.has(String(r.id)) ? (
            <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}>
              <CardGiftcardIcon fontSize="small" aria-hidden />
              {t('Assigned')}
            </Box>
          ) : (
            '-'
          )
        }
      />
    </AssignableRows>
  );
};

const GiftShow = () => (
  <SchemaShow schema={gift}>
    <ShowTabs
      tabs={[
        { label: 'Gift Details', content: <ShowFields schema={gift} /> },
        { label: 'Assigned Customers', path: 'assignedcustomer', content: <AssignedCustomers /> },
        { label: 'Assign Customers', path: 'assigncustomer', content: <AssignCustomers /> },
      ]}
    />
  </SchemaShow>
);

export default GiftShow;
