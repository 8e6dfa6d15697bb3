/** The letterhead of the demo API's PDFs: the organization's own record in the store (as the receipt page reads it). */
import { ORGANIZATIONS } from '../accounts';
import { findRow, orgRows } from '../db';
import type { PdfLetterhead } from '.';

const text = (v: unknown): string | null => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() || null : null);

/** Its record (organization {orgid} of organization {orgid}, else the one of its name): name, address, phone. */
export const organizationLetterhead = (orgid: number): PdfLetterhead => {
  const known = ORGANIZATIONS.find(o => o.organization_id === orgid)?.name;
  const row = findRow('organization', orgid, orgid) ?? orgRows('organization', orgid).find(r => r.name === known);
  return {
    name: text(row?.name) ?? known ?? '',
    address: text(row?.address),
    phone: text(row?.mobile) ?? text(row?.phone),
  };
};
