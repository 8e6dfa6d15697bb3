/**
 * The query of a list's export with a choice of columns (spec 1 §7, spec 2 §7): the chosen
 * columns in the export's own order (unknown names dropped), the list's filters that are set
 * (only `filterKeys` when given), the sort (created_at descending by default), showall. Pure: the
 * shared export dialog (ExportDialog.tsx), the areas' logic and the tests read it.
 */
export interface ExportColumn {
  /** The name sent in `fields`. */
  id: string;
  /** The check box's label. */
  name: string;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

export const listExportParams = (
  columns: readonly ExportColumn[],
  chosen: readonly string[],
  filterValues: Record<string, unknown> = {},
  sort?: { field?: string; order?: string },
  filterKeys?: readonly string[],
) => {
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filterValues))
    if ((!filterKeys || filterKeys.includes(key)) && !isBlank(value)) filter[key] = value;
  return {
    fields: columns.map(c => c.id).filter(id => chosen.includes(id)),
    filter,
    sort: { field: sort?.field || 'created_at', order: (sort?.order || 'DESC').toUpperCase() },
    showall: true,
  };
};
