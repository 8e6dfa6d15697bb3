/** The documents-and-folders calls that are not CRUD: move files, delete a folder, download a file… */
// Reasoning: docs/decisions.md "Notes: src/api/methods/documents.ts"
import type { Identifier } from 'ra-core';
import type { CoreCalls } from '../coreCalls';
import { readList } from '../coreCalls';

export interface DocumentPlot {
  id: Identifier;
  number: string;
  lid?: Identifier;
  layout?: { id: Identifier; name: string } | null;
  status?: string;
  squarefeet?: number | string | null;
  facing?: string | null;
  measurement?: string | null;
}

const idPath = (id: Identifier) => encodeURIComponent(String(id));

export const documentMethods = (core: CoreCalls) => ({
  /** POST document/folder/filemove: movefolderid, sid[]. */
  documentMoveFiles: (movefolderid: Identifier, sid: Identifier[]) => core.call('POST', 'document/folder/filemove', { movefolderid, sid }),

  /** POST document/folder/delete: source_id, source_type, doc_id. */
  documentDeleteFolder: (folder: { source_id: Identifier; source_type: string; doc_id: Identifier }) =>
    core.call('POST', 'document/folder/delete', folder),

  /** GET document/download/{id}/{source_id}, fetched with the session's headers. */
  documentDownload: (id: Identifier, sourceId: Identifier) => core.download(`document/download/${idPath(id)}/${idPath(sourceId)}`),

  /** PUT document/project/{id}/assignplots: sid[] (plot ids). */
  documentAssignPlots: (id: Identifier, sid: Identifier[]) => core.call('PUT', `document/project/${idPath(id)}/assignplots`, { sid }),

  /** PUT document/project/{id}/unassignplots: sid[] (plot ids). */
  documentUnassignPlots: (id: Identifier, sid: Identifier[]) => core.call('PUT', `document/project/${idPath(id)}/unassignplots`, { sid }),

  /** GET document/project/{id}/plots?assigned=1|0: every plot of the file's project, assigned or not. */
  async documentPlots(id: Identifier, assigned: boolean): Promise<DocumentPlot[]> {
    const { data } = await core.call('GET', `document/project/${idPath(id)}/plots`, {
      assigned: assigned ? 1 : 0,
      showall: 'true',
    });
    return readList<DocumentPlot>(data).data;
  },
});
