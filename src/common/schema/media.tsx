/** Stored media of a record — image and images fields, `{ url, key }`… docs/decisions.md "Notes: src/common/schema/media.tsx" */
import { useId, useState, type ReactNode } from 'react';
import { Box, Button, ButtonBase, Dialog, DialogActions, DialogContent, DialogTitle, Link as MuiLink, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useResourceContext } from 'ra-core';
import type { AppDataProvider } from '../../api/dataProvider';
import { DEMO_API_ROOT, isDemoMode } from '../../api/config';
import { saveFile } from '../saveFile';
import { ConfirmedCallButton } from '../ConfirmedCallButton';
import { MESSAGES } from '../messages';
import { useT } from '../i18n';
import { isHttpUrl, isShownImage, isSitePath } from '../urls';
import type { AnyField } from './fields';

export interface StoredFile {
  url?: string;
  key?: string;
}

// The rules of a link or a picture from the data: one place (../urls.ts) for every page.
export { isHttpUrl, isShownImage, isSitePath };

/** An address from the data, opened in a new tab: a link only when it is http or a path of this site, else its text alone… */
export const ExternalLink = ({
  href,
  children,
  onClick,
}: {
  href: unknown;
  children: ReactNode;
  onClick?: (e: React.MouseEvent) => void;
}) => {
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!isHttpUrl(href) && !isSitePath(href)) return <span>{children}</span>;
  const address = String(href).trim();
  const click = (e: React.MouseEvent) => {
    onClick?.(e);
    if (!isDemoFile(address)) return;
    e.preventDefault();
    saveDemoFile(dataProvider, address, typeof children === 'string' ? children : undefined).catch(() =>
      notify(MESSAGES.processRequest, { type: 'warning' }),
    );
  };
  return (
    <MuiLink href={address} target="_blank" rel="noopener noreferrer" onClick={click}>
      {children}
    </MuiLink>
  );
};

/* A file of the demo API is answered by its service worker, which does not answer a new tab's navigation… */
const isDemoFile = (address: string): boolean => isDemoMode() && address.startsWith(`${DEMO_API_ROOT}/`);
const saveDemoFile = async (dataProvider: AppDataProvider, address: string, text?: string) => {
  const { blob } = await dataProvider.storedFile(address);
  const last =
    decodeURIComponent(address.split('?')[0]!.split('/').pop() ?? '')
      .split('/')
      .pop() || 'file';
  saveFile({ blob, filename: text && /\.[a-z0-9]+$/i.test(text) ? text : last });
};

/** A stored PDF: its key or address ends in .pdf, or it is a PDF data URL (an upload of the demo API). */
export const isPdf = (item: StoredFile | null | undefined): boolean =>
  !!item &&
  (/\.pdf$/i.test(String(item.key ?? '')) ||
    /\.pdf(?:$|[?#])/i.test(String(item.url ?? '')) ||
    String(item.url ?? '')
      .toLowerCase()
      .startsWith('data:application/pdf'));

/** The file's name: the last part of its key, else of its address (not a data URL). */
export const fileName = (item: StoredFile, fallback: string): string => {
  const from = (text: string) => text.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? '';
  return from(String(item.key ?? '')) || (isHttpUrl(item.url) ? from(new URL(item.url!).pathname) : '') || fallback;
};

/** The items of an images field's value that are stored files. */
export const storedFiles = (value: unknown): StoredFile[] =>
  (Array.isArray(value) ? value : value ? [value] : []).filter((item): item is StoredFile => !!item && typeof item === 'object');

/** The stored image's delete, when the field declares one and the member may edit the record… */
export const ImageDeleteButton = ({ image, field, name }: { image: StoredFile; field: AnyField; name?: string }) => {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const t = useT();
  if (!record || !field.options.deletePath || !canAccess) return null;
  return (
    <ConfirmedCallButton
      label="Delete image"
      ariaLabel={name ? t('Delete %{name}', { name }) : undefined}
      icon={<DeleteIcon />}
      size="small"
      title={MESSAGES.deleteTitle}
      content={field.options.deleteConfirm ?? MESSAGES.imageDeleteContent}
      call={() => dataProvider.deleteStoredImage(resource, record.id, field.options.deletePath!, image.key ?? '')}
      done="Image deleted"
      failureText="Unable to delete image"
    />
  );
};

/** The preview popup of one stored file: the image itself, or a PDF's name and its link. */
export const MediaPreviewDialog = ({ item, name, onClose }: { item: StoredFile; name: string; onClose: () => void }) => {
  const titleId = useId();
  const t = useT();
  const pdf = isPdf(item);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{name}</DialogTitle>
      <DialogContent>
        {pdf ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <PictureAsPdfIcon color="error" fontSize="large" />
            <Box>
              <Typography>{fileName(item, name)}</Typography>
              {isHttpUrl(item.url) ? (
                <MuiLink href={item.url} target="_blank" rel="noopener noreferrer">
                  {t('Open PDF')}
                </MuiLink>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('This PDF has no web address to open.')}
                </Typography>
              )}
            </Box>
          </Box>
        ) : isShownImage(item.url) ? (
          <Box
            component="img"
            src={item.url}
            alt={name}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto', objectFit: 'contain' }}
          />
        ) : (
          <Typography color="text.secondary">{t('This image cannot be shown.')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

/** The stored files of a field on a page: each a button opening its preview, with the field's delete under each where it has one… */
export const MediaGallery = ({
  of,
  field,
  title: given = field.label,
  only,
}: {
  of: string;
  field: AnyField;
  title?: string;
  only?: 'images' | 'pdfs';
}) => {
  const record = useRecordContext();
  const t = useT();
  const title = t(given);
  const [open, setOpen] = useState<number | null>(null);
  const items = storedFiles(record?.[of]).filter(item => !only || isPdf(item) === (only === 'pdfs'));
  const nameOf = (i: number) => (items.length > 1 || field.kind === 'images' ? `${title} ${i + 1}` : title);
  return (
    <Box role="group" aria-label={title} sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('None')}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {items.map((item, i) => {
            const pdf = isPdf(item);
            const name = nameOf(i);
            return (
              <Box key={item.key ?? i} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
                <ButtonBase
                  aria-label={t('Preview %{name}', { name })}
                  onClick={() => setOpen(i)}
                  sx={{
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    p: 0.5,
                    width: 136,
                    height: 96,
                    '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                  }}
                >
                  {pdf ? (
                    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', overflow: 'hidden' }}>
                      <PictureAsPdfIcon color="error" />
                      <Typography variant="caption" noWrap sx={{ maxWidth: 124 }}>
                        {fileName(item, name)}
                      </Typography>
                    </Box>
                  ) : isShownImage(item.url) ? (
                    <Box component="img" src={item.url} alt={name} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
                  ) : (
                    <Typography variant="caption">{name}</Typography>
                  )}
                </ButtonBase>
                <ImageDeleteButton image={item} field={field} name={name} />
              </Box>
            );
          })}
        </Box>
      )}
      {open !== null && items[open] && <MediaPreviewDialog item={items[open]!} name={nameOf(open)} onClose={() => setOpen(null)} />}
    </Box>
  );
};
