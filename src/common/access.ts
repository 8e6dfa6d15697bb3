/**
 * Permission checks and paths inside the organization, decided synchronously from the membership
 * like the guarded views (spec 1 §6). Outside an organization nothing is allowed.
 */
import { useContext } from 'react';
import { useBasename } from 'ra-core';
import { canAccess } from '../api/permissions';
import { OrgContext } from '../app/OrgContext';

/** Whether the member may do `action` on `resource` (react-admin's actions: list, show, create, edit, delete). */
export const useAllowed = (resource: string, action: string): boolean => {
  const membership = useContext(OrgContext)?.membership;
  return canAccess(membership, { resource, action });
};

/** A path inside the organization (`/project/5/show` → `/1/project/5/show`). */
export const useOrgPath = () => {
  const basename = useBasename();
  return (path: string) => `${basename}${path}`;
};
