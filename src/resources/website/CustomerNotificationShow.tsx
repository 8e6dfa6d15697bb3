/** A customer notification's page: its fields — a Sending scheduled notification reads 'On Scheduled'… */
// Reasoning: docs/decisions.md "Notes: src/resources/website/CustomerNotificationShow.tsx"
import SendIcon from '@mui/icons-material/Send';
import { SimpleShowLayout } from 'react-admin';
import { useCanAccess, useDataProvider, useRecordContext } from 'ra-core';
import type { AppDataProvider } from '../../api/dataProvider';
import { ConfirmedCallButton } from '../../common/ConfirmedCallButton';
import { MESSAGES } from '../../common/messages';
import { SchemaShow, ShowFields } from '../../common/schema/views';
import { NOTIFICATION_TEXTS, customernotification } from './customerNotifications';

const SendNotification = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'customernotification', action: 'edit' });
  if (!record || !canAccess || record.status !== 'New') return null;
  return (
    <ConfirmedCallButton
      label="Send"
      icon={<SendIcon />}
      size="small"
      color="primary"
      title={NOTIFICATION_TEXTS.sendTitle}
      content={NOTIFICATION_TEXTS.sendConfirm}
      call={() => dataProvider.sendCustomerNotification(record.id, String(record.status))}
      done={NOTIFICATION_TEXTS.statusUpdated}
      failureText={MESSAGES.processOperation}
    />
  );
};

const CustomerNotificationShow = () => (
  <SchemaShow schema={customernotification} actions={<SendNotification />}>
    <SimpleShowLayout>
      <ShowFields schema={customernotification} />
    </SimpleShowLayout>
  </SchemaShow>
);

export default CustomerNotificationShow;
