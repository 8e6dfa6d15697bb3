import { lazy } from 'react';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { defineResource } from '../../../app/resourceTypes';

/**
 * EMI dues (issue 37): the organization's overdue instalments and those falling due within their
 * plan's prior_notification_days, a list derived by the console from the plans and their history
 * (src/api/methods/emiDues.ts; docs/api.md "EMI dues"). Read with plotemi.view; no record pages:
 * each row opens its plan.
 */
export default defineResource({
  name: 'emidue',
  label: 'EMI Dues',
  singular: 'EMI Due',
  group: 'sales',
  icon: EventBusyIcon,
  list: lazy(() => import('./EmiDueList')),
  reducedMenu: true,
});
