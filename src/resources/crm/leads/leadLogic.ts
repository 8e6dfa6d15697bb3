/** The leads' rules that are not a field's, pure, for the list, the show page, the demo API and the tests… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/leads/leadLogic.ts"
import { canAccess, type Membership } from '../../../api/permissions';

type Lead = Record<string, unknown>;

const isSet = (v: unknown) => v !== null && v !== undefined && v !== '' && v !== 0;

/** §4 "the button reads Assign, then Assigned once either is set". */
export const assignLabel = (lead: Lead): 'Assign' | 'Assigned' =>
  isSet(lead.team_head_id) || isSet(lead.staff_id) ? 'Assigned' : 'Assign';

/** §6: customerinterest.leadassign lets a user choose the team head; so may the lead's own team head. */
export const mayChooseTeamHead = (membership: Membership | undefined, lead: Lead, userId: unknown): boolean =>
  canAccess(membership, { resource: 'customerinterest', action: 'leadassign' }) ||
  (isSet(lead.team_head_id) && userId !== undefined && userId !== null && String(lead.team_head_id) === String(userId));

/** The WhatsApp web chat of the lead's phone (src/common/phone.ts). */
export { whatsappUrl } from '../../../common/phone';
