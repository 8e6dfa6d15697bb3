/** A lead row's own buttons: the WhatsApp web link of the lead's phone, and Assign… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/leads/LeadRowActions.tsx"
import { useState } from 'react';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { AutocompleteInput, ReferenceInput, useDataProvider, useRecordContext, type RaRecord } from 'react-admin';
import type { AppDataProvider } from '../../../api/dataProvider';
import { useOrg } from '../../../common/OrgContext';
import { useAllowed } from '../../../common/access';
import { FormDialog } from '../../../common/FormDialog';
import { LEAD_TEXTS } from './customerInterests';
import { assignLabel, mayChooseTeamHead, whatsappUrl } from './leadLogic';
import { useT } from '../../../common/i18n';

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

export const WhatsAppLink = ({ record }: { record: RaRecord }) => {
  const t = useT();
  const href = whatsappUrl(record.phone);
  if (!href) return null;
  return (
    <Tooltip title="WhatsApp">
      <IconButton
        size="small"
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('WhatsApp %{phone}', { phone: String(record.phone) })}
        onClick={stop}
      >
        <WhatsAppIcon fontSize="small" color="success" />
      </IconButton>
    </Tooltip>
  );
};

const UserInput = ({ source, label }: { source: string; label: string }) => (
  <ReferenceInput source={source} reference="user/filter" perPage={30}>
    <AutocompleteInput label={label} optionText="name" filterToQuery={q => ({ q })} fullWidth />
  </ReferenceInput>
);

export const AssignLead = ({ record }: { record: RaRecord }) => {
  const t = useT();
  const { membership, user } = useOrg();
  const dataProvider = useDataProvider<AppDataProvider>();
  const canUpdate = useAllowed('customerinterest', 'edit');
  const [open, setOpen] = useState(false);
  const chooseHead = mayChooseTeamHead(membership, record, user.id);
  if (!canUpdate && !chooseHead) return null;
  const submit = async (values: Record<string, unknown>) => {
    const { message } = await dataProvider.assignLead(record.id, {
      ...(chooseHead ? { team_head_id: (values.team_head_id as number | null) ?? null } : {}),
      staff_id: (values.staff_id as number | null) ?? null,
    });
    return message || LEAD_TEXTS.assigned;
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<AssignmentIndIcon />}
        sx={{ whiteSpace: 'nowrap' }}
        onClick={e => {
          stop(e);
          setOpen(true);
        }}
      >
        {t(assignLabel(record))}
      </Button>
      {open && (
        <span role="presentation" onClick={stop}>
          <FormDialog
            open
            title={t('Assign Lead')}
            submitLabel="Assign"
            onClose={() => setOpen(false)}
            onSubmit={submit}
            successText={LEAD_TEXTS.assigned}
            failureText={LEAD_TEXTS.assignFailed}
            defaultValues={{ team_head_id: record.team_head_id ?? null, staff_id: record.staff_id ?? null }}
            dialogKey={`customerinterest-${record.id}-assign`}
          >
            {chooseHead && <UserInput source="team_head_id" label="Team Head" />}
            <UserInput source="staff_id" label="Staff" />
          </FormDialog>
        </span>
      )}
    </>
  );
};

/** The row's buttons (the list's last column; on small screens at the right of each item). */
const LeadRowActions = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <WhatsAppLink record={record} />
      <AssignLead record={record} />
    </Box>
  );
};

export default LeadRowActions;
