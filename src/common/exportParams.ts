/** The query of a list's export with a choice of columns: the chosen columns in the export's own order, the list's filters that are set… */
// Reasoning: docs/decisions.md "Notes: src/common/exportParams.ts"
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
