import { createContext, useContext } from 'react';
import type { Membership } from '../api/permissions';
import type { SessionUser } from '../api/session';

export interface OrgScope {
  orgid: string;
  membership: Membership;
  user: SessionUser;
}

export const OrgContext = createContext<OrgScope | null>(null);

/** The organization the current <Admin> speaks for. */
export const useOrg = (): OrgScope => {
  const scope = useContext(OrgContext);
  if (!scope) throw new Error('useOrg must be used inside an organization');
  return scope;
};
