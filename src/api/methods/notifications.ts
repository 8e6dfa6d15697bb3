/** Customer notifications (spec 3 §7 "POST customernotification/{id}/sendnotification: id, status, nofifystatus"). */
// Reasoning: docs/decisions.md "Notes: src/api/methods/notifications.ts"
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

export const notificationMethods = (core: CoreCalls) => ({
  /** POST customernotification/{id}/sendnotification with id, the notification's status and nofifystatus: true when the status is New. */
  sendCustomerNotification: (id: Identifier, status: string) =>
    core.call('POST', `customernotification/${encodeURIComponent(String(id))}/sendnotification`, {
      id,
      status,
      nofifystatus: status === 'New',
    }),
});
