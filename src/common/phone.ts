/** Phone numbers of people (customers, leads): the default country code and the WhatsApp web chat of a number. Pure. */
// Reasoning: docs/decisions.md "Notes: src/common/phone.ts"
import { text } from './schema/fields';

/** Spec 2 §9 "Default country code +91". */
export const DEFAULT_COUNTRY_CODE = '+91';

/** A country code field: +91 on a new form, and saved as +91 when left empty or only spaces… */
export const countryCode = (label: string) => text(label).default(DEFAULT_COUNTRY_CODE).emptyAs(DEFAULT_COUNTRY_CODE);

/** The WhatsApp web chat of a phone (https://wa.me/<digits>), or null without digits. */
export const whatsappUrl = (phone: unknown, countryCode: unknown = DEFAULT_COUNTRY_CODE): string | null => {
  const digits = String(phone ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const code = String(countryCode || DEFAULT_COUNTRY_CODE).replace(/\D/g, '');
  return `https://wa.me/${digits.length <= 10 ? code + digits : digits}`;
};

/** The key two phone numbers are compared by to find a duplicate customer: its digits with the country code aside, or '' without digits. */
export const phoneKey = (phone: unknown): string => {
  const digits = String(phone ?? '').replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
};

/** The tel: link of a phone, or null without digits: a local number of 10 digits or fewer gets the country code, as whatsappUrl does. */
export const telUrl = (phone: unknown, countryCode: unknown = DEFAULT_COUNTRY_CODE): string | null => {
  const digits = String(phone ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const code = String(countryCode || DEFAULT_COUNTRY_CODE).replace(/\D/g, '');
  return `tel:+${digits.length <= 10 ? code + digits : digits}`;
};
