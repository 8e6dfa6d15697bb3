/** The document types and customer document types of each organization (data.ts). */
import { HOUR, MINUTE, ORGS, type Row, type SeedContext } from '../context';
import { CUSTOMER_DOCUMENT_TYPES, DOCUMENT_TYPES } from '../data';

function typeRows({ clock }: SeedContext, types: Record<number, [string, 0 | 1][]>, daysAgo: number, step: number): Row[] {
  const rows: Row[] = [];
  for (const org of ORGS) {
    types[org]!.forEach(([name, loan], i) => {
      rows.push({
        id: rows.length + 1,
        organization_id: org,
        name,
        loanrecdoc: loan,
        created_at: clock.iso(clock.ago(daysAgo) - 4 * HOUR + i * step),
      });
    });
  }
  return rows;
}

export function seedDocumentTypes(ctx: SeedContext): void {
  ctx.tables.documenttype = typeRows(ctx, DOCUMENT_TYPES, 400, 7 * MINUTE);
}

export function seedCustomerDocumentTypes(ctx: SeedContext): void {
  ctx.tables.customerdocumenttype = typeRows(ctx, CUSTOMER_DOCUMENT_TYPES, 399, 6 * MINUTE);
}
