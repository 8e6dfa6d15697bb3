/** The files view of one opened folder: Back to Folder, Add File, the files table with download, details, edit and delete… */
// Reasoning: docs/decisions.md "Notes: src/features/documents/FolderFiles.tsx"
import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import {
  Button as RaButton,
  Confirm,
  DataTable,
  ListBase,
  useDataProvider,
  useDelete,
  useGetOne,
  useListContext,
  useRecordContext,
  useRefresh,
  useResourceContext,
  type Identifier,
} from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { ListPagination, BulkDelete } from '../../common/ResourceList';
import { MESSAGES } from '../../common/messages';
import { errorMessage, useServerNotify } from '../../common/useServerNotify';
import {
  AreaNotice,
  CenteredProgress,
  DocumentIcon,
  DownloadButton,
  EmptyState,
  LinkButton,
  LinkIconButton,
  LinkText,
  usePendingCall,
  useWideScreen,
} from './components';
import { useFolders } from './FolderGrid';
import {
  documentCreatePath,
  documentEditPath,
  documentResource,
  filesFilter,
  formatBytes,
  projectDocumentShowPath,
  type DocumentOwnerType,
  type DocumentRecord,
} from './model';
import type { DocumentAccess } from './useDocumentAccess';
import { useCan } from './useDocumentAccess';
import { DayField } from '../../common/DayField';
import { useT } from '../../common/i18n';

export const MOVE_FOLDER_REQUIRED = 'Please select a folder';

/* ------------------------------------------------------------------------------------------ */
/* Cells                                                                                       */
/* ------------------------------------------------------------------------------------------ */

/** Icon, name, and the file's name and size. */
export const DocumentNameCell = () => {
  const record = useRecordContext<DocumentRecord>();
  const t = useT();
  if (!record) return null;
  const size = formatBytes(record.filesize);
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <DocumentIcon record={record} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
          {record.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {record.filename ? [record.filename, size].filter(Boolean).join(' · ') : t('No file')}
        </Typography>
      </Box>
    </Stack>
  );
};

const AccessCell = () => {
  const record = useRecordContext<DocumentRecord>();
  const t = useT();
  if (!record) return null;
  const customer = ['1', 'true'].includes(String(record.customer_access));
  const isPublic = ['1', 'true'].includes(String(record.public_access));
  if (!customer && !isPublic)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('Staff only')}
      </Typography>
    );
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
      {customer && <Chip size="small" label={t('Customer')} variant="outlined" />}
      {isPublic && <Chip size="small" label={t('Public')} variant="outlined" />}
    </Stack>
  );
};

const CreatedCell = () => {
  const record = useRecordContext<DocumentRecord>();
  if (!record) return null;
  return (
    <Box>
      <DayField source="created_at" />
      {record.created_by_name ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {String(record.created_by_name)}
        </Typography>
      ) : null}
    </Box>
  );
};

/** The number of plots a project file is assigned to, linking to its Plots Assigned tab. */
const PlotsCountCell = () => {
  const record = useRecordContext<DocumentRecord>();
  const canView = useCan('document/project', 'show');
  const t = useT();
  if (!record) return null;
  const count = Number(record.pplotscount) || 0;
  const label = t('%{smart_count} plot |||| %{smart_count} plots', { smart_count: count });
  return canView ? <LinkText to={projectDocumentShowPath(record.id, 'assigned')}>{label}</LinkText> : <span>{label}</span>;
};

/** Deletes one file after the 'Delete File Record' confirmation; the server's message shows. */
export const DeleteFileButton = () => {
  const record = useRecordContext<DocumentRecord>();
  const resource = useResourceContext();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const { success, failure } = useServerNotify();
  const t = useT();
  if (!record) return null;
  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: data => {
          setOpen(false);
          success(data, 'ra.notification.deleted');
        },
        onError: failure,
      },
    );
  return (
    <>
      <Tooltip title={t('Delete')}>
        <IconButton
          size="small"
          aria-label={t('Delete %{image}', { image: String(record.name ?? '') }).trim()}
          onClick={e => {
            e.stopPropagation();
            setOpen(true);
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={MESSAGES.deleteTitle}
        content={MESSAGES.deleteContent}
        onConfirm={confirm}
        onClose={() => (isPending ? undefined : setOpen(false))}
      />
    </>
  );
};

/* ------------------------------------------------------------------------------------------ */
/* Move Files                                                                                  */
/* ------------------------------------------------------------------------------------------ */

interface MoveFilesDialogProps {
  open: boolean;
  type: DocumentOwnerType;
  pid: Identifier;
  currentFolderId: Identifier;
  fileIds: Identifier[];
  onClose: () => void;
  onMoved: () => void;
}

/** Choose the destination folder; POST document/folder/filemove (movefolderid, sid[]). */
export const MoveFilesDialog = ({ open, type, pid, currentFolderId, fileIds, onClose, onMoved }: MoveFilesDialogProps) => {
  const { data: folders, isPending } = useFolders(type, pid);
  const [target, setTarget] = useState('');
  const [touched, setTouched] = useState(false);
  const { run, pending: saving, done } = usePendingCall();
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = useT();
  const choices = (folders ?? []).filter(f => String(f.id) !== String(currentFolderId));
  const move = () => {
    setTouched(true);
    if (!target) return;
    void run(async () => {
      const { message } = await dataProvider.documentMoveFiles(target, fileIds);
      done(message, 'Files moved');
      setTarget('');
      setTouched(false);
      onMoved();
    });
  };
  const close = () => {
    if (saving) return;
    setTouched(false);
    onClose();
  };
  const missing = touched && !target;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="move-files-title">
      <DialogTitle id="move-files-title">{t('Move Files')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" gutterBottom>
          {t('%{smart_count} file selected. |||| %{smart_count} files selected.', { smart_count: fileIds.length })}
        </Typography>
        {isPending ? (
          <CenteredProgress />
        ) : choices.length === 0 ? (
          <AreaNotice>{t('There is no other folder. Add a folder first.')}</AreaNotice>
        ) : (
          <FormControl error={missing} required fullWidth>
            <FormLabel id="move-files-target">{t('Destination folder')}</FormLabel>
            <RadioGroup aria-labelledby="move-files-target" value={target} onChange={e => setTarget(e.target.value)}>
              {choices.map(folder => (
                <FormControlLabel
                  key={folder.id}
                  value={String(folder.id)}
                  control={<Radio size="small" />}
                  label={String(folder.name ?? '')}
                />
              ))}
            </RadioGroup>
            {missing && <FormHelperText>{t(MOVE_FOLDER_REQUIRED)}</FormHelperText>}
          </FormControl>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={saving}>
          {t('Cancel')}
        </Button>
        <Button variant="contained" onClick={move} disabled={saving || choices.length === 0} startIcon={<DriveFileMoveIcon />}>
          {t('Move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The bulk action that opens Move Files for the selected files. */
const MoveFilesButton = ({ type, pid, folderId }: { type: DocumentOwnerType; pid: Identifier; folderId: Identifier }) => {
  const { selectedIds, onUnselectItems } = useListContext();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  return (
    <>
      <RaButton label="Move Files" onClick={() => setOpen(true)}>
        <DriveFileMoveIcon />
      </RaButton>
      <MoveFilesDialog
        open={open}
        type={type}
        pid={pid}
        currentFolderId={folderId}
        fileIds={selectedIds}
        onClose={() => setOpen(false)}
        onMoved={() => {
          setOpen(false);
          onUnselectItems();
          refresh();
        }}
      />
    </>
  );
};

/* ------------------------------------------------------------------------------------------ */
/* The files view                                                                              */
/* ------------------------------------------------------------------------------------------ */

interface FolderFilesProps {
  type: DocumentOwnerType;
  pid: Identifier;
  folderId: Identifier;
  access: DocumentAccess;
  onBack: () => void;
}

const FilesTable = ({ type, pid, folderId, access }: Omit<FolderFilesProps, 'onBack'>) => {
  const wide = useWideScreen();
  const bulk =
    access.update || access.delete ? (
      <>
        {access.update && <MoveFilesButton type={type} pid={pid} folderId={folderId} />}
        {access.delete && <BulkDelete />}
      </>
    ) : (
      false
    );
  return (
    <DataTable bulkActionButtons={bulk} rowClick={type === 'project' ? 'show' : false} empty={<EmptyState title={MESSAGES.noItems} />}>
      <DataTable.Col source="name" label="Name">
        <DocumentNameCell />
      </DataTable.Col>
      {wide && <DataTable.Col source="document_type_name" label="Document Type" disableSort />}
      {wide && (
        <DataTable.Col
          source="filetype"
          label="File Type"
          render={(r: DocumentRecord) => (r.filetype ? <FileTypeText type={String(r.filetype)} /> : '')}
        />
      )}
      {wide && (
        <DataTable.Col label="Access" disableSort>
          <AccessCell />
        </DataTable.Col>
      )}
      {wide && type === 'project' && (
        <DataTable.Col source="pplotscount" label="Plots" disableSort>
          <PlotsCountCell />
        </DataTable.Col>
      )}
      {wide && (
        <DataTable.Col source="created_at" label="Created">
          <CreatedCell />
        </DataTable.Col>
      )}
      <DataTable.Col label="Actions" disableSort>
        <FileActions type={type} pid={pid} access={access} />
      </DataTable.Col>
    </DataTable>
  );
};

/** A file type (a stored code) in the chosen language. */
const FileTypeText = ({ type }: { type: string }) => {
  const t = useT();
  return <>{t(type)}</>;
};

const FileActions = ({ type, pid, access }: { type: DocumentOwnerType; pid: Identifier; access: DocumentAccess }) => {
  const record = useRecordContext<DocumentRecord>();
  const t = useT();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} onClick={e => e.stopPropagation()}>
      <DownloadButton />
      {access.update && (
        <LinkIconButton
          to={documentEditPath(type, { id: record.id, pid, kind: 'file' })}
          label={t('Edit %{name}', { name: String(record.name ?? '') }).trim()}
          icon={<EditIcon fontSize="small" />}
        />
      )}
      {access.delete && <DeleteFileButton />}
    </Stack>
  );
};

export const FolderFiles = ({ type, pid, folderId, access, onBack }: FolderFilesProps) => {
  const resource = documentResource(type);
  const { data: folder, error } = useGetOne<DocumentRecord>(resource, { id: folderId });
  const t = useT();
  return (
    <Box>
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }} flexWrap="wrap" useFlexGap>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} size="small" variant="outlined">
          {t('Back to Folder')}
        </Button>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ flex: '1 1 220px', minWidth: 0 }}>
          {folder && <DocumentIcon record={folder} />}
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {folder?.name ?? ''}
          </Typography>
        </Stack>
        {access.create && (
          <LinkButton
            to={documentCreatePath(type, { pid, kind: 'file', parentId: folderId })}
            label="Add File"
            icon={<NoteAddIcon />}
            variant="contained"
          />
        )}
      </Stack>
      {error ? (
        <AreaNotice severity="warning">{errorMessage(error)}</AreaNotice>
      ) : (
        <ListBase
          resource={resource}
          filter={filesFilter(type, pid, folderId)}
          perPage={30}
          sort={{ field: 'created_at', order: 'DESC' }}
          disableSyncWithLocation
          disableAuthentication
          storeKey={false}
        >
          <FilesTable type={type} pid={pid} folderId={folderId} access={access} />
          <ListPagination />
        </ListBase>
      )}
    </Box>
  );
};
