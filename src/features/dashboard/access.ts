/** Which dashboard sections a member sees (spec 1 §2, §6). Pure. */
import { canAccess, type Membership } from '../../api/permissions';

/** User Calls: organization id 1 only, and only with user.view. */
export const showsUserCalls = (orgid: string, membership: Membership | null | undefined): boolean =>
  orgid === '1' && canAccess(membership, { resource: 'user', action: 'list' });

/** Ongoing Products (and the project choices of the charts): project.view. */
export const showsOngoingProducts = (membership: Membership | null | undefined): boolean =>
  canAccess(membership, { resource: 'project', action: 'list' });

/** The EMI dues card (issue 37): with the dues' key, plotemi.view. */
export const showsEmiDues = (membership: Membership | null | undefined): boolean =>
  canAccess(membership, { resource: 'emidue', action: 'list' });
