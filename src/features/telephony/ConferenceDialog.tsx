/** The call conference of the customer list: on a call placed from the console… */
// Reasoning: docs/decisions.md "Notes: src/features/telephony/ConferenceDialog.tsx"
import { useDataProvider, useGetOne } from 'ra-core';
import type { AppDataProvider } from '../../api/dataProvider';
import { FormDialog } from '../../common/FormDialog';
import { CALL_FLOW_TEXTS } from '../../api/callFlow';
import { CALL_TEXTS } from './callLogic';
import { ConferenceInputs } from './ConferenceInputs';
import { useT } from '../../common/i18n';

const ConferenceDialog = ({ historyId, onClose }: { historyId: string | number; onClose: () => void }) => {
  const t = useT();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: call } = useGetOne('callhistory', { id: historyId });
  return (
    <FormDialog
      open
      title={t(CALL_FLOW_TEXTS.conferenceTitle)}
      onClose={onClose}
      onSubmit={async values => {
        const ucid = call?.ucid ?? (await dataProvider.getOne('callhistory', { id: historyId })).data.ucid;
        const { message } = await dataProvider.callAction(historyId, {
          callid: String(ucid ?? ''),
          action: 'CONFERENCE',
          connumber: String(values.connumber ?? '').trim(),
          connumber_book: String(values.connumber_book ?? '').trim(),
        });
        return message;
      }}
      successText={CALL_TEXTS.actionSent}
      failureText={CALL_TEXTS.actionFailed}
      dialogKey={`callhistory-${String(historyId)}-conference`}
    >
      <ConferenceInputs />
    </FormDialog>
  );
};

export default ConferenceDialog;
