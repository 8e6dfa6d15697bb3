/** The plot show 'projectdocument' tab: the project files assigned to the plot (GET document/project with type ProjectPlot and plotid). */
// Reasoning: docs/decisions.md "Notes: src/features/documents/ProjectDocumentsOfPlot.tsx"
import { DataTable, ListBase, type Identifier } from 'react-admin';
import { ListPagination } from '../../common/ResourceList';
import { MESSAGES } from '../../common/messages';
import { AreaNotice, DownloadButton, EmptyState, LinkButton, useWideScreen } from './components';
import { DocumentNameCell } from './FolderFiles';
import { documentAreaPath, documentResource, plotProjectDocumentsFilter } from './model';
import { useCan } from './useDocumentAccess';
import { DayField } from '../../common/DayField';

export interface ProjectDocumentsOfPlotProps {
  plotId: Identifier;
  projectId?: Identifier;
}

export const ProjectDocumentsOfPlot = ({ plotId, projectId }: ProjectDocumentsOfPlotProps) => {
  const canView = useCan('document/project', 'list');
  const wide = useWideScreen();
  if (!canView) return <AreaNotice severity="warning">You do not have permission to see the project documents.</AreaNotice>;
  return (
    <ListBase
      resource={documentResource('project')}
      filter={plotProjectDocumentsFilter(plotId)}
      perPage={30}
      sort={{ field: 'created_at', order: 'DESC' }}
      disableSyncWithLocation
      disableAuthentication
      storeKey={false}
    >
      {projectId !== undefined && projectId !== null && projectId !== '' && (
        <LinkButton to={documentAreaPath('project', projectId)} label="All project files" />
      )}
      <DataTable bulkActionButtons={false} rowClick="show" empty={<EmptyState title={MESSAGES.noItems} />}>
        <DataTable.Col source="name" label="Name">
          <DocumentNameCell />
        </DataTable.Col>
        {wide && <DataTable.Col source="parent_name" label="Folder" disableSort />}
        {wide && <DataTable.Col source="document_type_name" label="Document Type" disableSort />}
        {wide && <DataTable.Col source="filetype" label="File Type" />}
        {wide && (
          <DataTable.Col source="created_at" label="Created">
            <DayField source="created_at" />
          </DataTable.Col>
        )}
        <DataTable.Col label="Download" disableSort>
          <DownloadButton />
        </DataTable.Col>
      </DataTable>
      <ListPagination />
    </ListBase>
  );
};
