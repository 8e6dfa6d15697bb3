/** The layout Media tab: the layout picture and thumbnail, the app images, the brochures… */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/layout/LayoutMedia.tsx"
import { useEffect, useState, type DragEvent } from 'react';
import { Box, Card, CardActions, CardContent, CardMedia, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MovieIcon from '@mui/icons-material/Movie';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Confirm, FileField, FileInput, ImageField, ImageInput, TextInput } from 'react-admin';
import { useDataProvider, useNotify, useRecordContext, useRefresh, type Identifier } from 'ra-core';
import type { AppDataProvider } from '../../../api/dataProvider';
import { MESSAGES } from '../../../common/messages';
import { ExternalLink, isShownImage } from '../../../common/schema/media';
import { dialogFailureMessage, FormDialog } from '../../../common/FormDialog';
import { LAYOUT_MESSAGES, uploadValidator } from './layoutLogic';
import { useT } from '../../../common/i18n';

export interface AppImage {
  key: string;
  url?: string;
  title?: string | null;
  description?: string | null;
  type?: string | null;
  order?: number | null;
}

export interface Brochure {
  key: string;
  url?: string;
  name?: string | null;
}

const imageValidator = uploadValidator({ image: true });
const appImageValidator = uploadValidator();
const brochureValidator = uploadValidator({ brochure: true });

/** Moves one item of a list to another position (pure; exported for tests). */
export const moveItem = <T,>(items: readonly T[], from: number, to: number): T[] => {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const out = [...items];
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved as T);
  return out;
};

const sortImages = (images: AppImage[]) => [...images].sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));

/** A call of this tab: its message on success (the page reloads), its failure text otherwise. */
const useLayoutCall = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (call: () => Promise<{ message: string }>, successText: string, failureText: string): Promise<boolean> => {
    try {
      const { message } = await call();
      notify(message || successText, { type: 'info' });
      refresh();
      return true;
    } catch (error) {
      notify(dialogFailureMessage(error, failureText), { type: 'warning' });
      return false;
    }
  };
};

const PromoInfoDialog = ({ layoutId, image, onClose }: { layoutId: Identifier; image: AppImage; onClose: () => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const t = useT();
  return (
    <FormDialog
      open
      title={t('Edit Image Info')}
      onClose={onClose}
      onSubmit={async values => {
        const { message } = await dataProvider.saveLayoutPromoImageInfo(layoutId, {
          key: image.key,
          title: values.title as string,
          description: values.description as string,
        });
        return message;
      }}
      successText={LAYOUT_MESSAGES.promoInfoUpdated}
      failureText={LAYOUT_MESSAGES.saveData}
      defaultValues={{ title: image.title ?? '', description: image.description ?? '' }}
    >
      <TextInput source="title" label="Title" fullWidth />
      <TextInput source="description" label="Description" multiline minRows={2} fullWidth />
    </FormDialog>
  );
};

/** The app images of a layout: edit info, drag (or the arrows) to reorder, delete. */
export const AppImagesManager = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const run = useLayoutCall();
  const t = useT();
  const nameOf = (image: AppImage, index: number) => image.title || t('image %{number}', { number: index + 1 });
  const recordImages = (Array.isArray(record?.appimages) ? record.appimages : []) as AppImage[];
  const [images, setImages] = useState<AppImage[]>(() => sortImages(recordImages));
  const [editing, setEditing] = useState<AppImage | null>(null);
  const [deleting, setDeleting] = useState<AppImage | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const signature = JSON.stringify(recordImages);
  useEffect(() => setImages(sortImages(JSON.parse(signature) as AppImage[])), [signature]);

  if (!record) return null;

  const saveOrder = async (next: AppImage[]) => {
    const previous = images;
    setImages(next);
    setBusy(true);
    const saved = await run(
      () =>
        dataProvider.saveLayoutAppImageOrder(
          record.id,
          next.map((image, i) => ({ key: image.key, order: i + 1 })),
        ),
      'Image order updated.',
      LAYOUT_MESSAGES.saveData,
    );
    if (!saved) setImages(previous);
    setBusy(false);
  };

  const move = (from: number, to: number) => {
    if (busy || to < 0 || to >= images.length || from === to) return;
    void saveOrder(moveItem(images, from, to));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    const done = await run(() => dataProvider.deleteLayoutAppImage(record.id, deleting.key), 'Image deleted.', LAYOUT_MESSAGES.deleteImage);
    setBusy(false);
    if (done) setDeleting(null);
  };

  if (images.length === 0) {
    return <Typography color="text.secondary">{t('No app images yet.')}</Typography>;
  }

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t('Drag the pictures (or use the arrows) to change their order in the app.')}
      </Typography>
      <Box
        role="list"
        aria-label={t('App images')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2, opacity: busy ? 0.6 : 1 }}
      >
        {images.map((image, index) => (
          <Card
            key={image.key}
            role="listitem"
            aria-label={image.title || t('Image %{number}', { number: index + 1 })}
            variant="outlined"
            draggable={!busy}
            onDragStart={(e: DragEvent) => {
              setDragFrom(index);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', image.key);
            }}
            onDragOver={(e: DragEvent) => {
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
            }}
            onDrop={(e: DragEvent) => {
              e.preventDefault();
              if (dragFrom !== null) move(dragFrom, index);
              setDragFrom(null);
            }}
            onDragEnd={() => setDragFrom(null)}
            sx={{ cursor: busy ? 'wait' : 'grab', outline: dragFrom === index ? 2 : 0, outlineColor: 'primary.main' }}
          >
            {image.type !== 'video' && isShownImage(image.url) ? (
              <CardMedia
                component="img"
                height="130"
                image={image.url}
                alt={image.title || t('App image %{number}', { number: index + 1 })}
              />
            ) : (
              <Box sx={{ height: 130, display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
                {image.type === 'video' && <MovieIcon fontSize="large" />}
              </Box>
            )}
            <CardContent sx={{ pb: 0 }}>
              <Typography variant="subtitle2">{image.title || t('Untitled')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {image.description || '-'}
              </Typography>
            </CardContent>
            <CardActions disableSpacing>
              <DragIndicatorIcon fontSize="small" color="action" aria-hidden />
              <Tooltip title={t('Move earlier')}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={t('Move %{image} earlier', { image: nameOf(image, index) })}
                    disabled={busy || index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowBackIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t('Move later')}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={t('Move %{image} later', { image: nameOf(image, index) })}
                    disabled={busy || index === images.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowForwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Box sx={{ flex: 1 }} />
              <Tooltip title={t('Edit title and description')}>
                <IconButton size="small" aria-label={t('Edit %{image}', { image: nameOf(image, index) })} onClick={() => setEditing(image)}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('Delete image')}>
                <IconButton
                  size="small"
                  aria-label={t('Delete %{image}', { image: nameOf(image, index) })}
                  onClick={() => setDeleting(image)}
                  disabled={busy}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </CardActions>
          </Card>
        ))}
      </Box>
      {editing && <PromoInfoDialog layoutId={record.id} image={editing} onClose={() => setEditing(null)} />}
      <Confirm
        isOpen={!!deleting}
        loading={busy}
        title="Delete Image"
        content={MESSAGES.imageDeleteContent}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};

/** The brochures of a layout: open, delete (after the console's confirmation). */
export const BrochuresManager = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const run = useLayoutCall();
  const [deleting, setDeleting] = useState<Brochure | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();
  if (!record) return null;
  const brochures = (Array.isArray(record.brochures) ? record.brochures : []) as Brochure[];
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    const done = await run(
      () => dataProvider.deleteLayoutBrochure(record.id, deleting.key),
      'Brochure deleted.',
      LAYOUT_MESSAGES.deleteBrochure,
    );
    setBusy(false);
    if (done) setDeleting(null);
  };
  if (brochures.length === 0) return <Typography color="text.secondary">{t('No brochures yet.')}</Typography>;
  return (
    <Box>
      <Stack component="ul" aria-label={t('Brochures')} sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={1}>
        {brochures.map(b => {
          const name = b.name || b.key.split('/').pop() || b.key;
          return (
            <Stack component="li" key={b.key} direction="row" spacing={1} alignItems="center">
              <PictureAsPdfIcon color="action" />
              <ExternalLink href={b.url}>{name}</ExternalLink>
              <IconButton size="small" aria-label={t('Delete %{image}', { image: name })} onClick={() => setDeleting(b)} disabled={busy}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      <Confirm
        isOpen={!!deleting}
        loading={busy}
        title={MESSAGES.deleteTitle}
        content={MESSAGES.deleteContent}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
};

/** A picture of the layout: the current one (on edit) and the input that replaces it. */
const PictureInput = ({ source, label, current }: { source: string; label: string; current?: unknown }) => {
  const t = useT();
  return (
    <>
      {isShownImage(current) ? (
        <Box sx={{ mb: 1 }}>
          <Typography variant="caption" color="text.secondary" display="block">
            {t('Current %{picture}', { picture: t(label).toLowerCase() })}
          </Typography>
          <Box
            component="img"
            src={current}
            alt={t('Current %{picture}', { picture: t(label).toLowerCase() })}
            sx={{ maxHeight: 140, maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        </Box>
      ) : null}
      <ImageInput
        source={source}
        label={current ? t('Replace the %{picture}', { picture: t(label).toLowerCase() }) : label}
        validate={imageValidator}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </>
  );
};

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => {
  const t = useT();
  return (
    <Box component="section" sx={{ mt: 2, width: '100%' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t(title)}
      </Typography>
      {children}
    </Box>
  );
};

/** The Media tab: the managers on edit (`existing`), the upload inputs on create and edit. */
export const LayoutMediaInputs = ({ existing }: { existing: boolean }) => {
  const record = useRecordContext();
  return (
    <Box sx={{ width: '100%' }}>
      <Section title="Layout image">
        <PictureInput source="image_upload" label="Layout image" current={existing ? record?.imageurl : undefined} />
        <PictureInput source="thumbnail_upload" label="Thumbnail" current={existing ? record?.thumbimageurl : undefined} />
      </Section>
      <Section title="App images">
        {existing && <AppImagesManager />}
        <FileInput source="new_appimages" label="Add app images" multiple validate={appImageValidator}>
          <FileField source="src" title="title" />
        </FileInput>
      </Section>
      <Section title="Brochures">
        {existing && <BrochuresManager />}
        <FileInput source="new_brochures" label="Add brochures" multiple validate={brochureValidator}>
          <FileField source="src" title="title" />
        </FileInput>
      </Section>
    </Box>
  );
};
