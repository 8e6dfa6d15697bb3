/** The phone cell of customers and leads, one component for both… docs/decisions.md "Notes: src/features/telephony/PhoneCell.tsx" */
import { Suspense, lazy, useState, type MouseEvent } from 'react';
import PhoneIcon from '@mui/icons-material/Phone';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Box, Button, IconButton } from '@mui/material';
import { Confirm } from 'react-admin';
import { useDataProvider } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../api/dataProvider';
import { useOrg } from '../../common/OrgContext';
import { useAllowed, useOrgPath } from '../../common/access';
import { usePendingCall } from '../../common/useServerNotify';
import { PhoneLinks } from '../../common/PhoneLinks';
import { useActiveCall, useRememberCall } from './activeCalls';
import { CALL_FLOW_TEXTS, afterCall, callBody, canCall, type CallOrigin } from '../../api/callFlow';
import { useT } from '../../common/i18n';

const CallActivityDialog = lazy(() => import('./CallActivityDialog'));
const ConferenceDialog = lazy(() => import('./ConferenceDialog'));

export interface PhoneCellProps {
  phone: unknown;
  /** Whose phone it is: a customer's, or a lead's (its customer is called). */
  origin: CallOrigin;
  /** The person's name, for the confirmation. */
  name?: unknown;
  /** The number's country code (+91 when empty), for the tel: and WhatsApp links. */
  countryCode?: unknown;
  /** The WhatsApp link beside the number (default on; a lead row has its own). */
  whatsapp?: boolean;
}

/** A click inside the cell (the button, the confirmation, the dialog: portals bubble through React) does not open the row. */
const stop = (event: MouseEvent) => event.stopPropagation();

const CallButton = ({ phone, origin, name }: { phone: string; origin: CallOrigin; name: string }) => {
  const t = useT();
  const { user } = useOrg();
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const orgPath = useOrgPath();
  const { run, pending, done } = usePendingCall();
  const [confirming, setConfirming] = useState(false);
  const [assign, setAssign] = useState<{ customerId: string | number; historyId: string | number } | null>(null);
  const [conference, setConference] = useState(false);
  const activeCall = useActiveCall(origin.customerId);
  const rememberCall = useRememberCall();
  // Where a call leads is offered only to who may open it (a refused page is no way to go on).
  const mayGo: Record<string, boolean> = {
    customerinterest: useAllowed('customerinterest', 'create'),
    customerinterestactivity: useAllowed('customerinterestactivity', 'create'),
  };
  const call = () =>
    run(async () => {
      const answer = await dataProvider.callCustomer(origin.customerId, callBody(origin, user.id));
      done(answer.message, CALL_FLOW_TEXTS.called);
      if (answer.historyid !== undefined && answer.historyid !== '') rememberCall(origin.customerId, answer.historyid);
      setConfirming(false);
      const next = afterCall(origin, answer);
      if (next.kind === 'go') {
        if (mayGo[next.to.split('/')[1]!] !== false) navigate(orgPath(next.to));
      } else setAssign({ customerId: next.customerId, historyId: next.historyId });
    }, CALL_FLOW_TEXTS.callFailed);
  return (
    <span role="presentation" onClick={stop}>
      <Button
        size="small"
        startIcon={<PhoneIcon />}
        onClick={() => setConfirming(true)}
        disabled={pending}
        aria-label={t('Call %{phone}', { phone })}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {phone}
      </Button>
      {activeCall !== undefined && (
        <IconButton
          size="small"
          aria-label={t(CALL_FLOW_TEXTS.conferenceTitle)}
          title={t(CALL_FLOW_TEXTS.conferenceTitle)}
          onClick={() => setConference(true)}
        >
          <GroupAddIcon fontSize="small" />
        </IconButton>
      )}
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={CALL_FLOW_TEXTS.confirmTitle}
        content={t('Call %{name} on %{phone}?', { name, phone })}
        confirm="Call"
        onConfirm={call}
        onClose={() => setConfirming(false)}
      />
      {conference && activeCall !== undefined && (
        <Suspense fallback={null}>
          <ConferenceDialog historyId={activeCall} onClose={() => setConference(false)} />
        </Suspense>
      )}
      {assign && (
        <Suspense fallback={null}>
          <CallActivityDialog customerId={assign.customerId} historyId={assign.historyId} onClose={() => setAssign(null)} />
        </Suspense>
      )}
    </span>
  );
};

export const PhoneCell = ({ phone, origin, name, countryCode, whatsapp = true }: PhoneCellProps) => {
  const t = useT();
  const { user, membership } = useOrg();
  const text = phone === null || phone === undefined ? '' : String(phone).trim();
  if (!text) return <span>-</span>;
  // Click-to-call where the telephony allows it (an agent of a Daga organization), a tel: link elsewhere.
  if (!canCall(user, membership)) return <PhoneLinks phone={text} countryCode={countryCode} whatsapp={whatsapp} />;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
      <CallButton
        phone={text}
        origin={origin}
        name={name === null || name === undefined || name === '' ? t('the customer') : String(name)}
      />
      {whatsapp && <PhoneLinks phone={text} countryCode={countryCode} call={false} />}
    </Box>
  );
};
