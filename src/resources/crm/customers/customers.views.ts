/** The hand-written screens of customer (lazy: not part of the first load). */
import { lazy } from 'react';
import { withViews } from '../../../common/withViews';
import { customer } from './customers';

const CustomerPhoneInput = lazy(() => import('./CustomerPhoneInput'));

withViews(customer, {
  custom: { show: lazy(() => import('./CustomerShow')) },
  // Merge (more than one selected), Assign Offer Group (isbroker=1) and Export PDF.
  bulkActions: lazy(() => import('./CustomerBulkActions')),
  // Phone and WhatsApp warn, as they are typed, of a customer who already has the number (issue 40).
  inputs: { phone: CustomerPhoneInput, whatsapp: CustomerPhoneInput },
  // Import (xlsx, at most 2 MB; customer.create).
  listActions: lazy(() => import('./CustomerListActions')),
});
