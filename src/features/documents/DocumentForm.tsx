/** Add / edit a folder or a file; a save returns to the project's document tab, a picked file is checked before it is sent… */
// Reasoning: docs/decisions.md "Notes: src/features/documents/DocumentForm.tsx"
import { useEffect } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  FileInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  useRecordContext,
  useResourceContext,
  type Identifier,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { FormSaveButton, ResourceCreate, ResourceEdit } from '../../common/ResourceForm';
import { acceptOf } from '../../common/uploads';
import { AreaNotice, LinkButton } from './components';
import {
  documentAreaPath,
  fileTypeOf,
  FILE_TYPES,
  ftypeOf,
  isDefaultFolder,
  kindOf,
  ownerTypeOf,
  readDocumentQuery,
  type DocumentKind,
  type DocumentOwnerType,
  type DocumentRecord,
} from './model';
import { documentRules, pickedFile } from './validation';
import { useT } from '../../common/i18n';

export const UPLOAD_HINT =
  'An image, a video, or a doc, docx, odt, pdf, xls, xlsx, ods, ppt, pptx or txt file of at most 10,000,000 bytes (10 MB).';

const FILE_TYPE_CHOICES = FILE_TYPES.map(t => ({ id: t, name: t }));

/** The owner type of the route's resource (document/project → project). */
const useRouteOwnerType = (): DocumentOwnerType | undefined => ownerTypeOf(useResourceContext()?.split('/')[1]);

/** An existing file (its name, as the server gives it) shows as a title; a new one as picked. */
const formatFile = (value: unknown) => (typeof value === 'string' ? (value ? { src: '', title: value } : null) : value);

const FileTitle = () => {
  const file = useRecordContext<{ title?: string; rawFile?: File }>();
  return <Typography variant="body2">{file?.title ?? file?.rawFile?.name ?? ''}</Typography>;
};

/** Picking a file sets its file type (Image, Video, Pdf, Document); the user may change it. */
const FileTypeFromFile = () => {
  const value = useWatch({ name: 'filename' });
  const { setValue } = useFormContext();
  const picked = pickedFile(value);
  useEffect(() => {
    if (picked) setValue('filetype', fileTypeOf(picked), { shouldDirty: true });
  }, [picked, setValue]);
  return null;
};

const DocumentFields = ({ kind, mode }: { kind: DocumentKind; mode: 'create' | 'edit' }) => {
  const rules = documentRules({ kind, mode });
  const t = useT();
  return (
    <>
      <TextInput
        source="name"
        label={kind === 'folder' ? 'Folder Name' : 'Name'}
        validate={rules.name}
        helperText={kind === 'file' ? 'Leave it empty to use the name of the file.' : false}
        fullWidth
      />
      <ReferenceInput source="document_type_id" reference="documenttype/filter" perPage={30} sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput label="Document Type" optionText="name" validate={rules.document_type_id} fullWidth />
      </ReferenceInput>
      {kind === 'file' && (
        <>
          <FileInput
            source="filename"
            label="File"
            validate={rules.filename}
            format={formatFile}
            inputProps={{ accept: acceptOf(), 'aria-label': t('File') }}
            helperText={UPLOAD_HINT}
            sx={{
              width: '100%',
              '& .RaFileInput-dropZone': { border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, p: 2 },
            }}
            placeholder={<Typography variant="body2">{t('Drop a file here, or click to choose one.')}</Typography>}
          >
            <FileTitle />
          </FileInput>
          <FileTypeFromFile />
          <SelectInput source="filetype" label="File Type" choices={FILE_TYPE_CHOICES} emptyText="From the file" />
          <BooleanInput source="customer_access" label="Customer Access" />
          <BooleanInput source="public_access" label="Public Access" />
        </>
      )}
    </>
  );
};

const FormActions = ({ back }: { back?: string }) => (
  <Toolbar sx={{ display: 'flex', gap: 2 }}>
    <FormSaveButton />
    {back && <LinkButton to={back} label="Cancel" />}
  </Toolbar>
);

const MissingOwner = () => (
  <Box sx={{ p: 2 }}>
    <Title title="Add Folder or File" />
    <AreaNotice severity="warning">Open the Folder/Files tab of a project, a plot or a property to add a folder or a file.</AreaNotice>
  </Box>
);

export const DocumentCreate = () => {
  const routeType = useRouteOwnerType();
  const query = readDocumentQuery(useLocation().search);
  const type = query.type ?? routeType;
  const kind = query.kind ?? 'file';
  if (!query.pid || !type) return <MissingOwner />;
  const back = documentAreaPath(type, query.pid);
  return (
    <ResourceCreate title={kind === 'folder' ? 'Add Folder' : 'Add File'} redirect={() => back}>
      <SimpleForm
        defaultValues={{
          pid: query.pid,
          type,
          ftype: ftypeOf(kind),
          parent_id: kind === 'folder' ? 0 : query.parentId,
          customer_access: false,
          public_access: false,
        }}
        toolbar={<FormActions back={back} />}
      >
        <DocumentFields kind={kind} mode="create" />
      </SimpleForm>
    </ResourceCreate>
  );
};

const EditTitle = () => {
  const record = useRecordContext<DocumentRecord>();
  const t = useT();
  return (
    <span>
      {record
        ? kindOf(record.ftype) === 'folder'
          ? t('Edit Folder: %{name}', { name: String(record.name ?? '') })
          : t('Edit File: %{name}', { name: String(record.name ?? '') })
        : t('Edit')}
    </span>
  );
};

/** Where an edit returns: the query's owner, or the record's own. */
const editReturn = (
  query: { pid?: string; type?: DocumentOwnerType },
  routeType: DocumentOwnerType | undefined,
  record?: Partial<DocumentRecord>,
): string | undefined => {
  const type = query.type ?? ownerTypeOf(record?.type) ?? routeType;
  const pid = query.pid ?? (record?.item_id as Identifier | undefined);
  return type && pid !== undefined && pid !== null && pid !== '' ? documentAreaPath(type, pid) : undefined;
};

const EditForm = ({ query, routeType }: { query: ReturnType<typeof readDocumentQuery>; routeType?: DocumentOwnerType }) => {
  const record = useRecordContext<DocumentRecord>();
  const t = useT();
  if (!record) return null;
  const kind = kindOf(record.ftype ?? query.kind);
  const back = editReturn(query, routeType, record);
  if (isDefaultFolder(record)) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="info">{t('Default folders cannot be changed.')}</Alert>
        {back && <LinkButton to={back} label="Back" />}
      </Box>
    );
  }
  return (
    <SimpleForm toolbar={<FormActions back={back} />}>
      <DocumentFields kind={kind} mode="edit" />
    </SimpleForm>
  );
};

export const DocumentEdit = () => {
  const routeType = useRouteOwnerType();
  const query = readDocumentQuery(useLocation().search);
  return (
    <ResourceEdit
      title={<EditTitle />}
      redirect={(_resource, _id, data) => editReturn(query, routeType, data as Partial<DocumentRecord>) ?? '/'}
    >
      <EditForm query={query} routeType={routeType} />
    </ResourceEdit>
  );
};
