/** Permission checks and paths inside the organization (spec 1 §6). docs/decisions.md "Notes: src/common/access.ts" */
import { useContext } from 'react';
import { useBasename, useCanAccess } from 'ra-core';
import { canAccess } from '../api/permissions';
import { OrgContext } from './OrgContext';

/** Whether the member may do `action` on `resource` (react-admin's actions: list, show, create, edit, delete). */
export const useAllowed = (resource: string, action: string): boolean => {
  const membership = useContext(OrgContext)?.membership;
  return canAccess(membership, { resource, action });
};

export type Access = 'pending' | 'allowed' | 'denied';

/** Given as the record so the question is one per resource and action, not one per row… */
const ANY_RECORD = {};

/** Whether the member may do `action` on `resource`, as react-admin answers it: 'pending' until then. */
export const useAccess = (resource: string | undefined, action: string): Access => {
  const { canAccess, isPending } = useCanAccess({ resource, action, record: ANY_RECORD });
  if (isPending) return 'pending';
  return canAccess ? 'allowed' : 'denied';
};

/** A path inside the organization (`/project/5/show` → `/1/project/5/show`). */
export const useOrgPath = () => {
  const basename = useBasename();
  return (path: string) => `${basename}${path}`;
};
