/** The folder view of an owner's documents: a grid of 5 columns, default folders first. A default folder offers no actions… */
// Reasoning: docs/decisions.md "Notes: src/features/documents/FolderGrid.tsx"
import { useState } from 'react';
import { Box, Card, CardActionArea, CardActions, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Confirm, useDataProvider, useGetList, useRefresh, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import { ALL_PER_PAGE } from '../../api/listQuery';
import { errorMessage } from '../../common/useServerNotify';
import { MESSAGES } from '../../common/messages';
import { AreaNotice, CenteredProgress, DocumentIcon, EmptyState, LinkButton, LinkIconButton, usePendingCall } from './components';
import {
  API_TYPES,
  documentCreatePath,
  documentEditPath,
  documentResource,
  folderFilter,
  isDefaultFolder,
  sortFolders,
  type DocumentOwnerType,
  type DocumentRecord,
} from './model';
import type { DocumentAccess } from './useDocumentAccess';
import { useT, type TranslateText } from '../../common/i18n';

export const FOLDER_DELETE_TITLE = 'Delete Folder';
export const FOLDER_DELETE_CONTENT = 'Are you sure you want to delete this folder? The files inside it are deleted too.';

/** Every folder of an owner (its own and the default ones), in the grid's order. */
export const useFolders = (type: DocumentOwnerType, pid: Identifier) => {
  const result = useGetList<DocumentRecord>(documentResource(type), {
    filter: folderFilter(type, pid),
    pagination: { page: 1, perPage: ALL_PER_PAGE },
    sort: { field: 'name', order: 'ASC' },
  });
  return { ...result, data: result.data ? sortFolders(result.data) : undefined };
};

const filesCount = (n: unknown, t: TranslateText) => t('%{smart_count} file |||| %{smart_count} files', { smart_count: Number(n) || 0 });

interface FolderGridProps {
  type: DocumentOwnerType;
  pid: Identifier;
  access: DocumentAccess;
  onOpen: (id: Identifier) => void;
}

export const FolderGrid = ({ type, pid, access, onOpen }: FolderGridProps) => {
  const { data, isPending, error } = useFolders(type, pid);
  const [toDelete, setToDelete] = useState<DocumentRecord | null>(null);
  const { run, pending: deleting, done } = usePendingCall();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const t = useT();

  const confirmDelete = () =>
    toDelete &&
    run(async () => {
      const { message } = await dataProvider.documentDeleteFolder({
        source_id: toDelete.source_id ?? pid,
        source_type: String(toDelete.type ?? API_TYPES[type]),
        doc_id: toDelete.id,
      });
      done(message, 'ra.notification.deleted');
      setToDelete(null);
      refresh();
    });

  return (
    <Box>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography variant="h6" component="h2">
          {t('Folders')}
        </Typography>
        {access.create && (
          <LinkButton
            to={documentCreatePath(type, { pid, kind: 'folder', parentId: 0 })}
            label="Add Folder"
            icon={<CreateNewFolderIcon />}
            variant="contained"
          />
        )}
      </Stack>
      {isPending ? (
        <CenteredProgress />
      ) : error ? (
        <AreaNotice severity="warning">{errorMessage(error)}</AreaNotice>
      ) : !data?.length ? (
        <EmptyState title={MESSAGES.noItems} />
      ) : (
        <Box
          role="list"
          aria-label={t('Folders')}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
          }}
        >
          {data.map(folder => {
            const fixed = isDefaultFolder(folder);
            const name = String(folder.name ?? '');
            return (
              <Card key={folder.id} role="listitem" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
                <CardActionArea onClick={() => onOpen(folder.id)} aria-label={t('Open folder %{name}', { name })} sx={{ flex: 1, p: 2 }}>
                  <Stack alignItems="center" spacing={1}>
                    <DocumentIcon record={folder} fontSize="large" />
                    <Typography variant="subtitle2" component="span" align="center" sx={{ wordBreak: 'break-word' }}>
                      {name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {filesCount(folder.filescount, t)}
                    </Typography>
                  </Stack>
                </CardActionArea>
                <CardActions sx={{ justifyContent: 'center', minHeight: 44, pt: 0 }}>
                  {fixed ? (
                    <Chip size="small" label={t('Default')} variant="outlined" />
                  ) : (
                    <>
                      {access.update && (
                        <LinkIconButton
                          to={documentEditPath(type, { id: folder.id, pid, kind: 'folder' })}
                          label={t('Edit folder %{name}', { name })}
                          icon={<EditIcon fontSize="small" />}
                        />
                      )}
                      {access.delete && (
                        <Tooltip title={t('Delete')}>
                          <IconButton size="small" aria-label={t('Delete folder %{name}', { name })} onClick={() => setToDelete(folder)}>
                            <DeleteIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </>
                  )}
                </CardActions>
              </Card>
            );
          })}
        </Box>
      )}
      <Confirm
        isOpen={!!toDelete}
        loading={deleting}
        title={FOLDER_DELETE_TITLE}
        content={FOLDER_DELETE_CONTENT}
        onConfirm={confirmDelete}
        onClose={() => (deleting ? undefined : setToDelete(null))}
      />
    </Box>
  );
};
