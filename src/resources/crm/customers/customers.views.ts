/** The hand-written screens of customer (lazy: not part of the first load). */
import { lazyView } from '../../../common/loadable';
import { withViews } from '../../../common/withViews';
import { customer } from './customers';

const CustomerPhoneInput = lazyView(() => import('./CustomerPhoneInput'));

withViews(customer, {
  custom: { show: lazyView(() => import('./CustomerShow')) },
  // Merge (more than one selected), Assign Offer Group (isbroker=1) and Export PDF.
  bulkActions: lazyView(() => import('./CustomerBulkActions')),
  // Phone and WhatsApp warn, as they are typed, of a customer who already has the number (issue 40).
  inputs: { phone: CustomerPhoneInput, whatsapp: CustomerPhoneInput },
  // Import (xlsx, at most 2 MB; customer.create).
  listActions: lazyView(() => import('./CustomerListActions')),
});
