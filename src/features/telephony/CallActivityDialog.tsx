/** After a successful call to a customer who has leads: file the call as an activity of one of them… */
// Reasoning: docs/decisions.md "Notes: src/features/telephony/CallActivityDialog.tsx"
import { SelectInput, TextInput, useGetList, type RaRecord } from 'react-admin';
import { DayTimeInput } from '../../common/DayInput';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../api/dataProvider';
import { FormDialog } from '../../common/FormDialog';
import { CALL_FLOW_TEXTS, callActivityErrors } from '../../api/callFlow';
import { useT, type TranslateText } from '../../common/i18n';

const leadText = (t: TranslateText) => (lead: RaRecord) => {
  const project = (lead.project as { name?: unknown } | null | undefined)?.name;
  return [
    t('Lead #%{id}', { id: String(lead.id) }),
    project ? String(project) : '',
    lead.status ? `(${t(String(lead.status) === 'Hold' ? 'Do Not Disturb' : String(lead.status))})` : '',
  ]
    .filter(Boolean)
    .join(' ');
};

const ruleOf = (source: string) => (_: unknown, values: Record<string, unknown>) => callActivityErrors(values)[source];

const CallActivityDialog = ({
  customerId,
  historyId,
  onClose,
}: {
  customerId: string | number;
  historyId: string | number;
  onClose: () => void;
}) => {
  const t = useT();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: leads = [], isPending } = useGetList('customerinterest', {
    filter: { customer_id: customerId },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'created_at', order: 'DESC' },
  });
  return (
    <FormDialog
      open
      title={t(CALL_FLOW_TEXTS.assignTitle)}
      onClose={onClose}
      onSubmit={async values =>
        (
          await dataProvider.addCallActivity(customerId, {
            interest_id: String(values.interest_id),
            note: String(values.note ?? '').trim(),
            history_id: historyId,
            followup_on: new Date(String(values.followup_on)).toISOString(),
          })
        ).message
      }
      successText={CALL_FLOW_TEXTS.assigned}
      failureText={CALL_FLOW_TEXTS.assignFailed}
      dialogKey={`call-${String(historyId)}-activity`}
      // The note outlives the call: after a sign-in mid-save, the next call to this customer brings it back.
      draftKey={`call-activity-customer-${String(customerId)}`}
    >
      <SelectInput
        source="interest_id"
        label="Interest"
        choices={leads}
        optionText={leadText(t)}
        isPending={isPending}
        validate={ruleOf('interest_id')}
        fullWidth
      />
      <TextInput source="note" label="Note" multiline minRows={3} validate={ruleOf('note')} fullWidth />
      <DayTimeInput source="followup_on" label="Follow Up" validate={ruleOf('followup_on')} fullWidth />
    </FormDialog>
  );
};

export default CallActivityDialog;
