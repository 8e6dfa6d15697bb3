/** Users: the permission groups (GET user/permissons, as spelled), the bulk update and the agent calls. */
// Reasoning: docs/decisions.md "Notes: src/api/methods/users.ts"
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

/** A group of permission keys as GET user/permissons answers it (docs/api.md). */
export interface PermissionGroup {
  name: string;
  permissions: { key: string; label: string }[];
}

export const userMethods = (core: CoreCalls) => ({
  /** GET user/permissons: the permission keys, grouped. */
  userPermissionGroups: () => core.call<PermissionGroup[]>('GET', 'user/permissons'),
  /** POST user/bulkupdate: block, unblock or log out the users. */
  userBulkUpdate: (action: 'block' | 'unblock' | 'logout', ids: readonly Identifier[]) =>
    core.call('POST', 'user/bulkupdate', { action, ids: [...ids] }),
  /** POST user/{id}/agentstatusupdate: makes the user an agent (its telephony agent id and password). */
  makeAgent: (id: Identifier, useragent: string, password: string) =>
    core.call('POST', `user/${id}/agentstatusupdate`, { userid: id, useragent, password }),
  /** POST user/{id}/agentremove. */
  removeAgent: (id: Identifier) => core.call('POST', `user/${id}/agentremove`),
  /** POST user/{id}/agentphoneupdate: the agent's telephony phone (useragent), with the user's version as read (issue 38). */
  updateAgentPhone: (id: Identifier, useragent: string, version?: string) =>
    core.call('POST', `user/${id}/agentphoneupdate`, { userid: id, useragent, ...(version ? { updated_at: version } : {}) }),
  /** POST user/{id}/agentphoneremove. */
  removeAgentPhone: (id: Identifier) => core.call('POST', `user/${id}/agentphoneremove`),
});
