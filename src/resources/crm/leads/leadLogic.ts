/**
 * The leads' rules that are not a field's (spec 2 §2, §4, §6), pure, for the list, the show page,
 * the demo API and the tests: the Assign button's text, who may choose a team head, the
 * WhatsApp web link of the lead's phone.
 */
import { canAccess, type Membership } from '../../../api/permissions';
import { DEFAULT_COUNTRY_CODE } from '../customers';

type Lead = Record<string, unknown>;

const isSet = (v: unknown) => v !== null && v !== undefined && v !== '' && v !== 0;

/** §4 "the button reads Assign, then Assigned once either is set". */
export const assignLabel = (lead: Lead): 'Assign' | 'Assigned' => (isSet(lead.team_head_id) || isSet(lead.staff_id) ? 'Assigned' : 'Assign');

/** §6: customerinterest.leadassign lets a user choose the team head; so may the lead's own team head. */
export const mayChooseTeamHead = (membership: Membership | undefined, lead: Lead, userId: unknown): boolean =>
  canAccess(membership, { resource: 'customerinterest', action: 'leadassign' }) ||
  (isSet(lead.team_head_id) && userId !== undefined && userId !== null && String(lead.team_head_id) === String(userId));

/**
 * The WhatsApp web chat of a phone (https://wa.me/<digits>), or null without digits. A number of
 * 10 digits or fewer is a local one: it gets the default country code (+91, §9).
 */
export const whatsappUrl = (phone: unknown, countryCode: unknown = DEFAULT_COUNTRY_CODE): string | null => {
  const digits = String(phone ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const code = String(countryCode || DEFAULT_COUNTRY_CODE).replace(/\D/g, '');
  return `https://wa.me/${digits.length <= 10 ? code + digits : digits}`;
};
