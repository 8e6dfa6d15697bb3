/**
 * The lead list's export (spec 2 §7 "GET customerinterest/export", §9 "Lead export columns … 'All'
 * toggle on by default"): the shared export dialog over the §9 columns, then the call with fields
 * (JSON list), s_sort, _order, showall and the list's current filters.
 */
import { useCanAccess, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../api/dataProvider';
import { ExportButton, ExportDialog } from '../../../common/ExportDialog';
import { LEAD_EXPORT_FIELDS } from './customerInterests';

/** The §9 names as column labels ('customer_id' → 'Customer', 'square_feet_from' → 'Square Feet From'). */
const LABELS: Readonly<Record<string, string>> = { customer_id: 'Customer', project_id: 'Project', source_id: 'Source', team_head_id: 'Team Head', staff_id: 'Staff', followup_on: 'Follow Up On' };
export const LEAD_EXPORT_COLUMNS = LEAD_EXPORT_FIELDS.map(id => ({
  id,
  name: LABELS[id] ?? id.split('_').map(w => w.charAt(0).toUpperCase() + w.slice(1)).join(' '),
}));

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** What the export sends: the chosen fields, the list's sort (created_at DESC by default), showall, the non-empty filters. */
export const leadExportParams = (chosen: readonly string[], filterValues: Record<string, unknown>, sort?: { field?: string; order?: string }) => ({
  fields: LEAD_EXPORT_FIELDS.filter(f => chosen.includes(f)),
  filter: Object.fromEntries(Object.entries(filterValues).filter(([, v]) => !isBlank(v))),
  sort: { field: sort?.field || 'created_at', order: (sort?.order || 'DESC').toUpperCase() },
  showall: true,
});

const LeadExport = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'customerinterest', action: 'export' });
  return (
    <ExportButton
      allowed={!!canAccess}
      dialog={close => (
        <ExportDialog
          open
          onClose={close}
          title="Export leads"
          noun="leads"
          columns={LEAD_EXPORT_COLUMNS}
          run={(chosen, filterValues, sort) => dataProvider.exportLeads(leadExportParams(chosen, filterValues, sort))}
        />
      )}
    />
  );
};

export default LeadExport;
