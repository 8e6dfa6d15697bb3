/** The project document detail: /{orgid}/document/project/{id}/show with the tabs Details, Plots Assigned and Plots Not Assigned. */
// Reasoning: docs/decisions.md "Notes: src/features/documents/ProjectDocumentShow.tsx"
import { Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { FunctionField, Labeled, Show, TabbedShowLayout, TextField, TopToolbar, useRecordContext, type RaRecord } from 'react-admin';
import { DownloadButton, LinkButton } from './components';
import { documentAreaPath, documentEditPath, formatBytes, isFolder, type DocumentRecord } from './model';
import { PlotAssignment } from './PlotAssignment';
import { useDocumentAccess } from './useDocumentAccess';
import { DayField } from '../../common/DayField';
import { useT } from '../../common/i18n';

const NotFoundText = () => {
  const t = useT();
  return <>{t('File not found')}</>;
};

/** Yes or No in the chosen language. */
const YesNoText = ({ value }: { value: unknown }) => {
  const t = useT();
  return <>{['1', 'true'].includes(String(value)) ? t('Yes') : t('No')}</>;
};

const Actions = () => {
  const record = useRecordContext<DocumentRecord>();
  const access = useDocumentAccess('project');
  if (!record) return <TopToolbar />;
  const pid = record.item_id as string | number;
  return (
    <TopToolbar>
      <LinkButton to={documentAreaPath('project', pid)} label="Back to Files" icon={<ArrowBackIcon />} />
      {!isFolder(record) && <DownloadButton variant="button" />}
      {access.update && (
        <LinkButton
          to={documentEditPath('project', { id: record.id, pid, kind: isFolder(record) ? 'folder' : 'file' })}
          label="Edit"
          icon={<EditIcon />}
        />
      )}
    </TopToolbar>
  );
};

const Title = () => {
  const record = useRecordContext<DocumentRecord>();
  const t = useT();
  return <span>{record ? t('Document: %{name}', { name: String(record.name ?? '') }) : t('Document')}</span>;
};

const Details = () => (
  <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ py: 1 }}>
    <Stack spacing={1.5}>
      <Labeled>
        <TextField source="name" label="Name" />
      </Labeled>
      <Labeled>
        <TextField source="parent_name" label="Folder" emptyText="-" />
      </Labeled>
      <Labeled>
        <TextField source="document_type_name" label="Document Type" emptyText="-" />
      </Labeled>
      <Labeled>
        <TextField source="filetype" label="File Type" emptyText="-" />
      </Labeled>
      <Labeled>
        <FunctionField
          label="File"
          render={(r: RaRecord) => (r.filename ? [r.filename, formatBytes(r.filesize)].filter(Boolean).join(' · ') : <NotFoundText />)}
        />
      </Labeled>
    </Stack>
    <Stack spacing={1.5}>
      <Labeled>
        <FunctionField label="Customer Access" render={(r: RaRecord) => <YesNoText value={r.customer_access} />} />
      </Labeled>
      <Labeled>
        <FunctionField label="Public Access" render={(r: RaRecord) => <YesNoText value={r.public_access} />} />
      </Labeled>
      <Labeled>
        <FunctionField
          label="Plots Assigned"
          render={(r: RaRecord) => <Typography variant="body2">{Number(r.pplotscount) || 0}</Typography>}
        />
      </Labeled>
      <Labeled>
        <TextField source="created_by_name" label="Created By" emptyText="-" />
      </Labeled>
      <Labeled>
        <DayField source="created_at" label="Created" showTime />
      </Labeled>
    </Stack>
  </Stack>
);

const ProjectDocumentShow = () => (
  <Show title={<Title />} actions={<Actions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="Details">
        <Details />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Plots Assigned" path="assigned">
        <PlotAssignment assigned />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="Plots Not Assigned" path="notassigned">
        <PlotAssignment assigned={false} />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);

export default ProjectDocumentShow;
