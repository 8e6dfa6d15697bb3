// Reasoning: docs/decisions.md "Notes: src/resources/crm/callhistory/index.ts"
import { lazyView } from '../../../common/loadable';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import { defineResource } from '../../../app/resourceTypes';

/** Call history (spec 3 §2 "Call history"; issue 17): list and show, no create nor edit (calls are written by the telephony provider). */
export default defineResource({
  name: 'callhistory',
  label: 'Call History',
  singular: 'Call',
  group: 'sales',
  icon: PhoneInTalkIcon,
  list: lazyView(() => import('./CallHistoryList')),
  show: lazyView(() => import('./CallHistoryShow')),
  recordRepresentation: record =>
    `${String((record.customer as { name?: unknown } | null | undefined)?.name ?? record.customer_phone ?? '')} ${String(
      record.start_time ?? '',
    )
      .slice(0, 16)
      .replace('T', ' ')}`.trim(),
  reducedMenu: false,
});
