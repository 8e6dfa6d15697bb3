/** Call history: 20 per page, created_at descending; filters Search, Call Status, Reference By, Call From… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/callhistory/CallHistoryList.tsx"
import { Chip } from '@mui/material';
import { DataTable, SelectInput, TextInput, type RaRecord } from 'react-admin';
import { useOrg } from '../../../common/OrgContext';
import { CustomerRef } from '../../../common/display';
import { RecordLink } from '../../../common/RecordLink';
import { DateRangeInput } from '../../../common/filters';
import { ResourceList } from '../../../common/ResourceList';
import { AddCall, LeadLinks, Recording } from './CallParts';
import {
  ASSIGNED_CHOICES,
  CALL_FROM_CHOICES,
  CALL_STATUS_CHOICES,
  REFERENCE_BY_CHOICES,
  formatDuration,
} from '../../../features/telephony/callLogic';
import { DayField } from '../../../common/DayField';
import { useT } from '../../../common/i18n';

export const callHistoryFilters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <SelectInput key="status" source="status" label="Call Status" choices={CALL_STATUS_CHOICES} />,
  <SelectInput key="reference_by" source="reference_by" label="Reference By" choices={REFERENCE_BY_CHOICES} />,
  <SelectInput key="call_from" source="call_from" label="Call From" choices={CALL_FROM_CHOICES} />,
  <SelectInput key="assigned" source="assigned" label="Assigned Status" choices={ASSIGNED_CHOICES} />,
  <DateRangeInput key="date_from" source="date_from" label="Date Range" />,
];

export const CallStatus = ({ status }: { status: unknown }) => {
  const t = useT();
  const answered = status === 'Answered';
  return (
    <Chip
      size="small"
      label={t(answered ? 'Answered' : 'Not Answered')}
      color={answered ? 'success' : 'default'}
      variant={answered ? 'filled' : 'outlined'}
    />
  );
};

const NOWRAP = { whiteSpace: 'nowrap' } as const;

export const CallHistoryList = () => {
  const t = useT();
  const { user } = useOrg();
  const agent = user.agent === true || user.agent === 1;
  return (
    <ResourceList
      filters={callHistoryFilters}
      rowClick="show"
      primaryText={(r: RaRecord) => String((r.customer as { name?: unknown } | null | undefined)?.name ?? r.customer_phone ?? '')}
      secondaryText={(r: RaRecord) =>
        `${String(r.agent_name ?? '')} · ${t(r.status === 'Answered' ? 'Answered' : 'Not Answered')} · ${formatDuration(r.duration)}`
      }
    >
      <DataTable.Col label="Customer" disableSort sx={NOWRAP} render={(r: RaRecord) => <CustomerRef record={r} />} />
      <DataTable.Col source="customer_phone" label="Phone" sx={NOWRAP} />
      <DataTable.Col
        source="agent_name"
        label="Agent"
        sx={NOWRAP}
        render={(r: RaRecord) =>
          r.user_id ? (
            <RecordLink resource="user" id={r.user_id as number}>
              {String(r.agent_name ?? '')}
            </RecordLink>
          ) : (
            String(r.agent_name ?? '')
          )
        }
      />
      <DataTable.Col source="status" label="Call Status" render={(r: RaRecord) => <CallStatus status={r.status} />} />
      <DataTable.Col source="duration" label="Duration" render={(r: RaRecord) => formatDuration(r.duration)} />
      <DataTable.Col source="start_time" label="Time" sx={NOWRAP}>
        <DayField source="start_time" showTime />
      </DataTable.Col>
      <DataTable.Col label="Lead" disableSort sx={NOWRAP} render={(r: RaRecord) => <LeadLinks record={r} />} />
      <DataTable.Col label="Recording" disableSort render={(r: RaRecord) => <Recording record={r} />} />
      {agent && <DataTable.Col label="Action" disableSort render={(r: RaRecord) => <AddCall record={r} />} />}
    </ResourceList>
  );
};

export default CallHistoryList;
