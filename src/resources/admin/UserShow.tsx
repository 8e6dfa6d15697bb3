/**
 * A user's page (spec 2 §2, §4 "Agent flag: make-as-agent (needs a password) and remove-agent;
 * agent phone update and removal are offered only for agents in organizations with the special
 * software access value", §7): the declared fields, and with user.update the agent actions —
 * Make Agent (POST user/{id}/agentstatusupdate with userid, useragent, password; the password
 * required), Remove Agent (agentremove, confirmed), and for an agent of a Daga organization
 * Update Agent Phone (agentphoneupdate with userid, useragent) and Remove Agent Phone
 * (agentphoneremove, confirmed).
 */
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
import { SchemaShow, ShowFields } from '../../common/schema/views';
import { user, USER_TEXTS } from './users';

const isAgent = (record: RaRecord) => record.agent === 1 || record.agent === true || record.agent === '1';

const agentPhone = (value: unknown) => (/^\d{10}$/.test(String(value ?? '').trim()) ? undefined : USER_TEXTS.agentPhone);

const AgentActions = () => {
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
        Agent
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {agent ? (
          <ConfirmedCallButton
            label="Remove Agent"
            icon={<PersonOffIcon />}
            title="Remove Agent"
            content={`Remove ${String(record.name)} as an agent?`}
            call={() => dataProvider.removeAgent(record.id)}
            done="Agent removed successfully."
          />
        ) : (
          <Button variant="outlined" startIcon={<SupportAgentIcon />} onClick={() => setDialog('agent')}>
            Make Agent
          </Button>
        )}
        {phones && (
          <Button variant="outlined" startIcon={<PhoneIcon />} onClick={() => setDialog('phone')}>
            Update Agent Phone
          </Button>
        )}
        {phones && record.telephony_phone && (
          <ConfirmedCallButton
            label="Remove Agent Phone"
            icon={<PhoneDisabledIcon />}
            title="Remove Agent Phone"
            content={`Remove the agent phone of ${String(record.name)}?`}
            call={() => dataProvider.removeAgentPhone(record.id)}
            done="Agent phone removed successfully."
          />
        )}
      </Box>
      {dialog === 'agent' && (
        <FormDialog
          open
          title="Make Agent"
          onClose={close}
          onSubmit={async values => (await dataProvider.makeAgent(record.id, String(values.useragent ?? '').trim(), String(values.password ?? ''))).message}
          successText="User marked as agent successfully."
          failureText="Unable to make the user an agent"
          dialogKey={`user-${record.id}-agent`}
        >
          <TextInput source="useragent" label="Agent Id" validate={required(USER_TEXTS.agentId)} fullWidth />
          <TextInput source="password" label="Agent Password" type="password" autoComplete="new-password" validate={required(USER_TEXTS.agentPassword)} fullWidth />
        </FormDialog>
      )}
      {dialog === 'phone' && (
        <FormDialog
          open
          title="Update Agent Phone"
          onClose={close}
          onSubmit={async values => (await dataProvider.updateAgentPhone(record.id, String(values.useragent ?? '').trim())).message}
          successText="Agent phone updated successfully."
          failureText="Unable to update the agent phone"
          dialogKey={`user-${record.id}-phone`}
          defaultValues={{ useragent: record.telephony_phone ?? '' }}
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
