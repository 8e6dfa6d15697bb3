/** Organizations (spec 3 §7): assigning a user (N14: the dialog's start is all the specification shows). */
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

export const organizationMethods = (core: CoreCalls) => ({
  /** POST organization/{id}/organizationuser/create with user and master (1 or 0). */
  assignOrganizationUser: (id: Identifier, user: Identifier, master: boolean) =>
    core.call('POST', `organization/${id}/organizationuser/create`, { user, master: master ? 1 : 0 }),
});
