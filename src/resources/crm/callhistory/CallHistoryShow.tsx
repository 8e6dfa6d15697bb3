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
      <Detail label={t('Customer')}>
        <CustomerRef record={r} />
      </Detail>
      <Detail label={t('Customer phone')}>{text(r.customer_phone)}</Detail>
      <Detail label={t('Agent')}>{text(r.agent_name)}</Detail>
      <Detail label={t('Agent phone')}>{text(r.agent_phone)}</Detail>
      <Detail label={t('Call Status')}>
        <CallStatus status={r.status} />
      </Detail>
      <Detail label={t('Call From')}>{t(text(r.call_from))}</Detail>
      <Detail label={t('Reference By')}>{t(text(r.reference_by))}</Detail>
      <Detail label={t('Started')}>
        <DayField source="start_time" showTime />
      </Detail>
      <Detail label={t('Ended')}>
        <DayField source="end_time" showTime />
      </Detail>
      <Detail label={t('Duration')}>{formatDuration(r.duration)}</Detail>
      <Detail label={t('Call id (UCID)')}>{text(r.ucid)}</Detail>
      <Detail label={t('Lead')}>
        <LeadLinks record={r} />
      </Detail>
      <Detail label={t('Recording')}>
        <Recording record={r} />
      </Detail>
      <Detail label={t('Action')}>
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
