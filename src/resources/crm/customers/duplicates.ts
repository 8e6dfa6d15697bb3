/** Duplicate customers by phone (issue 40), pure: which customers already hold a number, and the texts of the warning. */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/customers/duplicates.ts"
import { phoneKey } from '../../../common/phone';

export interface PhoneHolder {
  id: string | number;
  name?: unknown;
  phone?: unknown;
  whatsapp?: unknown;
}

export const DUPLICATE_TEXTS = {
  already: 'Already a customer:',
  /** "Meena S (9876543210)" */
  who: (c: PhoneHolder) => `${String(c.name ?? '').trim() || `Customer #${String(c.id)}`} (${String(c.phone ?? c.whatsapp ?? '').trim()})`,
  mergeHint: 'Two records of one person are combined with Merge in the customer list.',
  mergeLink: 'Open them to merge',
  question: (found: readonly PhoneHolder[]) =>
    `This number already belongs to ${found.map(c => DUPLICATE_TEXTS.who(c)).join(', ')}. Save this customer anyway?`,
} as const;

/** What the look-up sends as the customer list's `phone` filter… */
export const lookupDigits = (key: string): string => key.slice(-4);

/** The customers other than `selfId` whose phone or WhatsApp number has the key `key`. */
export const duplicatesOf = <C extends PhoneHolder>(key: string, customers: readonly C[], selfId?: string | number): C[] =>
  key
    ? customers.filter(
        c => (selfId === undefined || String(c.id) !== String(selfId)) && (phoneKey(c.phone) === key || phoneKey(c.whatsapp) === key),
      )
    : [];
