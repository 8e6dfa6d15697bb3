/** The parts of a call shared by the list and the page: the recording player, the lead links, and the agent's call action… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/callhistory/CallParts.tsx"
import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcCallIcon from '@mui/icons-material/AddIcCall';
import { SelectInput, useDataProvider, type RaRecord } from 'react-admin';
import { useResourceDefinitions } from 'ra-core';
import { GatedButton } from '../../../common/GatedButton';
import { useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../../../api/dataProvider';
import { useOrg } from '../../../common/OrgContext';
import { FormDialog } from '../../../common/FormDialog';
import { RecordLink } from '../../../common/RecordLink';
import { isHttpUrl } from '../../../common/schema/views';
import { CALL_ACTIONS, CALL_TEXTS, callActionErrors, canAddCall } from '../../../features/telephony/callLogic';
import { ConferenceInputs } from '../../../features/telephony/ConferenceInputs';
import { useT } from '../../../common/i18n';

/** The recording, when the call has one at an http(s) address. */
export const Recording = ({ record }: { record: RaRecord }) => {
  const t = useT();
  return isHttpUrl(record.audio_url) ? (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- a call recording has no transcript to caption
    <audio
      controls
      preload="none"
      src={String(record.audio_url).trim()}
      aria-label={t('Call recording')}
      style={{ height: 32, maxWidth: 260 }}
    />
  ) : (
    <span>-</span>
  );
};

/** Whether a resource has a create page in this console (a link to one that does not would be a dead end). */
const useHasCreate = (resource: string) => !!useResourceDefinitions()[resource]?.hasCreate;

/** The lead the call is on (and adding an activity to it), or creating a lead for the call's customer. */
export const LeadLinks = ({ record }: { record: RaRecord }) => {
  const t = useT();
  const activity = useHasCreate('customerinterestactivity');
  const lead = useHasCreate('customerinterest');
  if (record.customer_interest_id) {
    return (
      <>
        <RecordLink resource="customerinterest" id={record.customer_interest_id as string}>
          {t('Lead #%{id}', { id: String(record.customer_interest_id) })}
        </RecordLink>
        {activity && (
          <GatedButton
            resource="customerinterestactivity"
            action="create"
            to={`/customerinterestactivity/create?cid=${encodeURIComponent(String(record.customer_interest_id))}`}
            label="Add Activity"
          />
        )}
      </>
    );
  }
  if (record.customer_id && lead) {
    return (
      <GatedButton
        resource="customerinterest"
        action="create"
        to={`/customerinterest/create?customer_id=${encodeURIComponent(String(record.customer_id))}&his_id=${encodeURIComponent(String(record.id))}`}
        label="Create Lead"
      />
    );
  }
  return <span>-</span>;
};

const ConferenceNumbers = () => {
  const action = useWatch({ name: 'action' });
  if (action !== 'CONFERENCE') return null;
  return <ConferenceInputs />;
};

/** Add Call: only for an agent, and only while the call has no call data and was not updated. */
export const AddCall = ({ record }: { record: RaRecord }) => {
  const t = useT();
  const { user } = useOrg();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const agent = user.agent === true || user.agent === 1;
  if (!agent) return null;
  if (!canAddCall(record)) {
    const data = record.call_data as { action?: unknown } | null | undefined;
    const action = CALL_ACTIONS.find(a => a.id === data?.action)?.name;
    return <span>{t(action ?? 'Updated')}</span>;
  }
  const submit = async (values: Record<string, unknown>) => {
    const { message } = await dataProvider.callAction(record.id, {
      callid: String(record.ucid ?? ''),
      action: String(values.action),
      connumber: String(values.connumber ?? '').trim(),
      connumber_book: String(values.connumber_book ?? '').trim(),
    });
    return message || CALL_TEXTS.actionSent;
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<AddIcCallIcon />}
        sx={{ whiteSpace: 'nowrap' }}
        onClick={e => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        {t('Add Call')}
      </Button>
      {open && (
        <span role="presentation" onClick={e => e.stopPropagation()}>
          <FormDialog
            open
            title={t('Call Action')}
            onClose={() => setOpen(false)}
            onSubmit={submit}
            successText={CALL_TEXTS.actionSent}
            failureText={CALL_TEXTS.actionFailed}
            dialogKey={`callhistory-${record.id}-addcall`}
          >
            <CallActionInputs />
          </FormDialog>
        </span>
      )}
    </>
  );
};

const validateAction = (value: unknown) => callActionErrors({ action: value }).action;

const CallActionInputs = () => (
  <>
    <SelectInput
      source="action"
      label="Action"
      choices={CALL_ACTIONS as unknown as Array<{ id: string; name: string }>}
      validate={validateAction}
      fullWidth
    />
    <ConferenceNumbers />
  </>
);
