/**
 * Permission checks and paths inside the organization (spec 1 §6). Outside an organization nothing
 * is allowed. Two ways to ask:
 * - `useAllowed`: decided synchronously from the membership, like the guarded views (links, page buttons).
 * - `useAccess`: react-admin's answer (the authProvider's canAccess), 'pending' until it arrives; a
 *   control that acts inside something clickable draws itself inert meanwhile (common/Gated.tsx).
 */
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

/**
 * Given as the record so the question is one per resource and action, not one per row (react-admin
 * keys it by the record's id): the answer never depends on the record, and the list asked it already.
 */
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
