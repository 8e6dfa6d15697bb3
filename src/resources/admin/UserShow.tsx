/** A user's page: the declared fields, and with user.update the agent actions… */
// Reasoning: docs/decisions.md "Notes: src/resources/admin/UserShow.tsx"
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import PhoneIcon from '@mui/icons-material/Phone';
import PhoneDisabledIcon from '@mui/icons-material/PhoneDisabled';
import { SimpleShowLayout, TextInput, required, useCanAccess, useRecordContext, type RaRecord } from 'react-admin';
import { useDataProvider } from 'ra-core';
import { ConfirmedCallButton } from '../../common/ConfirmedCallButton';
import type { AppDataProvider } from '../../api/dataProvider';
import { isDaga } from '../../api/permissions';
import { useOrg } from '../../common/OrgContext';
import { FormDialog } from '../../common/FormDialog';
import { versionOf } from '../../common/ConflictDialog';
import { SchemaShow, ShowFields } from '../../common/schema/views';
import { user, USER_TEXTS } from './users';
import { useT } from '../../common/i18n';

const isAgent = (record: RaRecord) => record.agent === 1 || record.agent === true || record.agent === '1';

/** The phone dialog's values of a user as the server answers it (as read, or as it is now after a stale save, issue 38). */
const phoneValues = (user: Record<string, unknown>) => ({ useragent: user.telephony_phone ?? '' });

const agentPhone = (value: unknown) => (/^\d{10}$/.test(String(value ?? '').trim()) ? undefined : USER_TEXTS.agentPhone);

const AgentActions = () => {
  const t = useT();
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { membership } = useOrg();
  const { canAccess } = useCanAccess({ resource: 'user', action: 'edit' });
  const [dialog, setDialog] = useState<'agent' | 'phone' | null>(null);
  if (!record || !canAccess) return null;
  const agent = isAgent(record);
  const phones = agent && isDaga(membership);
  const close = () => setDialog(null);
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('Agent')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {agent ? (
          <ConfirmedCallButton
            label={t('Remove Agent')}
            icon={<PersonOffIcon />}
            title={t('Remove Agent')}
            content={t('Remove %{name} as an agent?', { name: String(record.name) })}
            call={() => dataProvider.removeAgent(record.id)}
            done="Agent removed successfully."
          />
        ) : (
          <Button variant="outlined" startIcon={<SupportAgentIcon />} onClick={() => setDialog('agent')}>
            {t('Make Agent')}
          </Button>
        )}
        {phones && (
          <Button variant="outlined" startIcon={<PhoneIcon />} onClick={() => setDialog('phone')}>
            {t('Update Agent Phone')}
          </Button>
        )}
        {phones && record.telephony_phone && (
          <ConfirmedCallButton
            label={t('Remove Agent Phone')}
            icon={<PhoneDisabledIcon />}
            title={t('Remove Agent Phone')}
            content={t('Remove the agent phone of %{name}?', { name: String(record.name) })}
            call={() => dataProvider.removeAgentPhone(record.id)}
            done="Agent phone removed successfully."
          />
        )}
      </Box>
      {dialog === 'agent' && (
        <FormDialog
          open
          title={t('Make Agent')}
          onClose={close}
          onSubmit={async values =>
            (await dataProvider.makeAgent(record.id, String(values.useragent ?? '').trim(), String(values.password ?? ''))).message
          }
          successText="User marked as agent successfully."
          failureText="Unable to make the user an agent"
          dialogKey={`user-${record.id}-agent`}
        >
          <TextInput source="useragent" label="Agent Id" validate={required(USER_TEXTS.agentId)} fullWidth />
          <TextInput
            source="password"
            label="Agent Password"
            type="password"
            autoComplete="new-password"
            validate={required(USER_TEXTS.agentPassword)}
            fullWidth
          />
        </FormDialog>
      )}
      {dialog === 'phone' && (
        <FormDialog
          open
          title={t('Update Agent Phone')}
          onClose={close}
          onSubmit={async (values, { version }) =>
            (await dataProvider.updateAgentPhone(record.id, String(values.useragent ?? '').trim(), version)).message
          }
          successText="Agent phone updated successfully."
          failureText="Unable to update the agent phone"
          dialogKey={`user-${record.id}-phone`}
          defaultValues={phoneValues(record)}
          version={versionOf(record)}
          valuesOf={phoneValues}
        >
          <TextInput source="useragent" label="Agent Phone" validate={agentPhone} fullWidth />
        </FormDialog>
      )}
    </Box>
  );
};

const UserShow = () => (
  <SchemaShow schema={user}>
    <SimpleShowLayout>
      <ShowFields schema={user} />
      <AgentActions />
    </SimpleShowLayout>
  </SchemaShow>
);

export default UserShow;
