// Reasoning: docs/decisions.md "Notes: src/resources/sales/emidue/index.ts"
import { lazyView } from '../../../common/loadable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { defineResource } from '../../../app/resourceTypes';

/** EMI dues: the organization's overdue instalments and those falling due within their plan's prior_notification_days… */
export default defineResource({
  name: 'emidue',
  label: 'EMI Dues',
  singular: 'EMI Due',
  group: 'sales',
  icon: EventBusyIcon,
  list: lazyView(() => import('./EmiDueList')),
  reducedMenu: true,
});
