/** A call (spec 3 §2 "Call history" detail, §3): its fields, the lead links, the recording and, for an agent, Add Call. */
import { Show, SimpleShowLayout, useRecordContext } from 'react-admin';
import { CustomerRef, Detail } from '../../../common/display';
import { AddCall, LeadLinks, Recording } from './CallParts';
import { CallStatus } from './CallHistoryList';
import { formatDuration } from '../../../features/telephony/callLogic';
import { DayField } from '../../../common/DayField';
import { useT } from '../../../common/i18n';

const CallDetails = () => {
  const t = useT();
  const r = useRecordContext();
  if (!r) return null;
  const text = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));
  return (
    <>
      <Detail label="Customer">
        <CustomerRef record={r} />
      </Detail>
      <Detail label="Customer phone">{text(r.customer_phone)}</Detail>
      <Detail label="Agent">{text(r.agent_name)}</Detail>
      <Detail label="Agent phone">{text(r.agent_phone)}</Detail>
      <Detail label="Call Status">
        <CallStatus status={r.status} />
      </Detail>
      <Detail label="Call From">{t(text(r.call_from))}</Detail>
      <Detail label="Reference By">{t(text(r.reference_by))}</Detail>
      <Detail label="Started">
        <DayField source="start_time" showTime />
      </Detail>
      <Detail label="Ended">
        <DayField source="end_time" showTime />
      </Detail>
      <Detail label="Duration">{formatDuration(r.duration)}</Detail>
      <Detail label="Call id (UCID)">{text(r.ucid)}</Detail>
      <Detail label="Lead">
        <LeadLinks record={r} />
      </Detail>
      <Detail label="Recording">
        <Recording record={r} />
      </Detail>
      <Detail label="Action">
        <AddCall record={r} />
      </Detail>
    </>
  );
};

const CallHistoryShow = () => (
  <Show>
    <SimpleShowLayout>
      <CallDetails />
    </SimpleShowLayout>
  </Show>
);

export default CallHistoryShow;
