import type { ExportColumn } from './exportParams';

/** What a list's export is given; its own module so the lazy dialog and its button need not import each other. */
export interface ListExportProps {
  /** The export's API path, e.g. `customers/export`. */
  path: string;
  columns: readonly ExportColumn[];
  /** The dialog's title (default 'Export'). */
  title?: string;
  /** What the list holds, in the count line ('12 customers match the current filters.'). */
  noun?: string;
  /** Only these filter values are sent (default: every filter of the list that is not blank). */
  filterKeys?: readonly string[];
}
