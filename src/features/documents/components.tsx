/** Small pieces the documents screens share: file icons, the download button… */
// Reasoning: docs/decisions.md "Notes: src/features/documents/components.tsx"
import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Link as MuiLink,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import FolderIcon from '@mui/icons-material/Folder';
import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import ImageIcon from '@mui/icons-material/Image';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import MovieIcon from '@mui/icons-material/Movie';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useBasename, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AppDataProvider } from '../../api/dataProvider';
import { saveFile } from '../../common/saveFile';
import { usePendingCall } from '../../common/useServerNotify';
import { isDefaultFolder, isFolder, type DocumentRecord } from './model';
import { useT } from '../../common/i18n';

export const FILE_NOT_FOUND = 'File not found';

/** Small screens keep the name and the actions of a table; the other columns are left out. */
export const useWideScreen = () => !useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

/** The icon of a folder (default folders stand out) or of a file by its file type. */
export const DocumentIcon = ({ record, fontSize = 'medium' }: { record: DocumentRecord; fontSize?: 'small' | 'medium' | 'large' }) => {
  if (isFolder(record)) {
    return isDefaultFolder(record) ? (
      <FolderSpecialIcon fontSize={fontSize} color="secondary" aria-hidden />
    ) : (
      <FolderIcon fontSize={fontSize} color="primary" aria-hidden />
    );
  }
  const type = String(record.filetype ?? '');
  const Icon = type === 'Image' ? ImageIcon : type === 'Video' ? MovieIcon : type === 'Pdf' ? PictureAsPdfIcon : InsertDriveFileIcon;
  return <Icon fontSize={fontSize} color="action" aria-hidden />;
};

/** A button that navigates inside the organization (`to` without the /{orgid} prefix). */
export const LinkButton = ({
  to,
  label,
  icon,
  variant = 'text',
}: {
  to: string;
  label: string;
  icon?: ReactNode;
  variant?: 'text' | 'outlined' | 'contained';
}) => {
  const basename = useBasename();
  const t = useT();
  return (
    <Button component={Link} to={`${basename}${to}`} startIcon={icon} variant={variant} size="small" onClick={e => e.stopPropagation()}>
      {t(label)}
    </Button>
  );
};

/** A text link inside the organization. */
export const LinkText = ({ to, children }: { to: string; children: ReactNode }) => {
  const basename = useBasename();
  return (
    <MuiLink component={Link} to={`${basename}${to}`} onClick={e => e.stopPropagation()} sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </MuiLink>
  );
};

/** An icon button that navigates inside the organization. */
export const LinkIconButton = ({ to, label, icon }: { to: string; label: string; icon: ReactNode }) => {
  const basename = useBasename();
  const t = useT();
  return (
    <Tooltip title={t(label)}>
      <IconButton component={Link} to={`${basename}${to}`} aria-label={t(label)} size="small" onClick={e => e.stopPropagation()}>
        {icon}
      </IconButton>
    </Tooltip>
  );
};

/** Shared by every screen now (src/common/useServerNotify.ts); re-exported for the documents screens. */
export { usePendingCall };

/** Downloads the file of the record in context: fetched with the session's headers and saved… */
export const DownloadButton = ({ record: given, variant = 'icon' }: { record?: DocumentRecord; variant?: 'icon' | 'button' }) => {
  const fromContext = useRecordContext<DocumentRecord>();
  const record = given ?? fromContext;
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { run, pending } = usePendingCall();
  const t = useT();
  if (!record) return null;
  const label = t('Download %{name}', { name: String(record.name ?? record.filename ?? '') }).trim();
  const download = (event: React.MouseEvent) => {
    event.stopPropagation();
    if (!record.filename) {
      notify(FILE_NOT_FOUND, { type: 'warning' });
      return;
    }
    void run(async () => saveFile(await dataProvider.documentDownload(record.id, record.source_id ?? 0)));
  };
  const icon = pending ? <CircularProgress size={18} aria-hidden /> : <DownloadIcon fontSize="small" />;
  return variant === 'icon' ? (
    <Tooltip title={t('Download')}>
      <span>
        <IconButton aria-label={label} size="small" onClick={download} disabled={pending}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  ) : (
    <Button size="small" startIcon={icon} onClick={download} disabled={pending}>
      {t('Download')}
    </Button>
  );
};

export const AreaNotice = ({ children, severity = 'info' }: { children: ReactNode; severity?: 'info' | 'warning' }) => {
  const t = useT();
  return (
    <Alert severity={severity} sx={{ my: 2 }}>
      {typeof children === 'string' ? t(children) : children}
    </Alert>
  );
};

export const CenteredProgress = () => {
  const t = useT();
  return (
    <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress size={24} aria-label={t('Loading')} />
    </Box>
  );
};

export const EmptyState = ({ title, hint }: { title: string; hint?: ReactNode }) => {
  const t = useT();
  return (
    <Box sx={{ textAlign: 'center', py: 5 }} role="status">
      <Typography variant="h6" component="p" color="text.secondary" gutterBottom>
        {t(title)}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {typeof hint === 'string' ? t(hint) : hint}
        </Typography>
      )}
    </Box>
  );
};
