/** Leads: the assignment of a lead to a team head and staff and the export (GET customerinterest/export). */
// Reasoning: docs/decisions.md "Notes: src/api/methods/leads.ts"
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';

export interface AssignLeadPayload {
  /** Only sent by a member holding customerinterest.leadassign, or the lead's own team head. */
  team_head_id?: Identifier | null;
  staff_id?: Identifier | null;
}

export const leadMethods = (core: CoreCalls) => ({
  /** POST customerinterest/{lead_id}/assignlead with team_head_id (when allowed), staff_id and lead_id; the reply's message. */
  assignLead: (leadId: Identifier, { team_head_id, staff_id }: AssignLeadPayload) =>
    core.call('POST', `customerinterest/${encodeURIComponent(String(leadId))}/assignlead`, {
      ...(team_head_id !== undefined ? { team_head_id: team_head_id ?? '' } : {}),
      staff_id: staff_id ?? '',
      lead_id: leadId,
    }),
  // GET customerinterest/export is the declaration's listExport (src/common/ExportDialog.tsx, dataProvider.exportList).
});
