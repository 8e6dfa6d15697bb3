/** A layout as it appears on the project's Layouts tab and on the layout page… */
// Reasoning: docs/decisions.md "Notes: src/features/layouts/LayoutParts.tsx"
import { useRef } from 'react';
import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import EditIcon from '@mui/icons-material/Edit';
import { useNotify, useRecordContext, type RaRecord } from 'ra-core';
import { Link } from 'react-router-dom';
import { GatedButton } from '../../common/GatedButton';
import { QrCode } from '../../common/PageQrCode';
import { isHttpUrl } from '../../common/schema/media';
import { RecordLink, useRecordHref } from '../../common/RecordLink';
import { saveFile } from '../../common/saveFile';
import { useT } from '../../common/i18n';
import { contrastText, statusColor } from '../plotStatus/colors';
import { layoutEditPath, qrExportSize, qrFileName, QR_EXPORT_SCALE } from './layoutRow';

const QR_SIZE = 72;

/** Draws the QR code's SVG on a white canvas at 1.5 times its size and returns the PNG. */
const qrPng = (svg: SVGSVGElement, size: number): Promise<Blob> =>
  new Promise((resolve, reject) => {
    const out = qrExportSize(size, QR_EXPORT_SCALE);
    const xml = new XMLSerializer().serializeToString(svg);
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = out;
      canvas.height = out;
      const ctx = canvas.getContext('2d');
      if (!ctx) return reject(new Error('No canvas'));
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, out, out);
      ctx.drawImage(image, 0, 0, out, out);
      canvas.toBlob(blob => (blob ? resolve(blob) : reject(new Error('No image'))), 'image/png');
    };
    image.onerror = () => reject(new Error('No image'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`;
  });

/** The QR code of a layout's page, with Download (PNG) and Open page. */
export const LayoutQrCode = ({ size = QR_SIZE }: { size?: number }) => {
  const record = useRecordContext();
  const ref = useRef<SVGSVGElement>(null);
  const notify = useNotify();
  const t = useT();
  // A link and a code only for an http(s) address (anything else from the data is not a page to open).
  if (!record || !isHttpUrl(record.documentspage_url)) return <Typography variant="body2">-</Typography>;
  const url = String(record.documentspage_url).trim();
  const download = async (e: React.MouseEvent) => {
    e.stopPropagation();
    try {
      if (!ref.current) throw new Error('No QR code');
      saveFile({ blob: await qrPng(ref.current, size), filename: qrFileName(record) });
    } catch {
      notify('Unable to process operation', { type: 'warning' });
    }
  };
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <QrCode ref={ref} url={url} size={size} title={t('QR code of %{name}', { name: String(record.name ?? '') })} />
      <Stack>
        <Tooltip title={t('Download QR code')}>
          <IconButton size="small" aria-label={t('Download QR code')} onClick={download}>
            <DownloadIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('Open page')}>
          <IconButton
            size="small"
            aria-label={t('Open page')}
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(e: React.MouseEvent) => e.stopPropagation()}
          >
            <OpenInNewIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Stack>
  );
};

interface StatusCount {
  status: string;
  count: number;
}

/** One status chip: a link to the plot list filtered by the layout and the status (plot list, plot.view). */
const PlotStatusCountChip = ({ lid, status, count }: StatusCount & { lid: RaRecord['id'] }) => {
  const href = useRecordHref({ resource: 'plot', type: 'list', filter: { lid, status } });
  const color = statusColor(status);
  const t = useT();
  const sx = { bgcolor: color, color: contrastText(color), fontWeight: 500, '&:hover': { bgcolor: color, opacity: 0.9 } };
  const label = `${t(status)} ${count}`;
  return href ? (
    <Chip size="small" label={label} clickable component={Link} to={href} onClick={(e: React.MouseEvent) => e.stopPropagation()} sx={sx} />
  ) : (
    <Chip size="small" label={label} sx={sx} />
  );
};

/** The plot status chips of a layout (G10). */
export const PlotStatusChips = () => {
  const record = useRecordContext();
  const stats = (Array.isArray(record?.plotsstat) ? record.plotsstat : []) as StatusCount[];
  if (!record || stats.length === 0) return <Typography variant="body2">-</Typography>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {stats.map(({ status, count }) => (
        <PlotStatusCountChip key={status} lid={record.id} status={status} count={count} />
      ))}
    </Stack>
  );
};

/** The number of plots, a link to the plot list filtered by the layout (plot.view). */
export const PlotCount = () => {
  const record = useRecordContext();
  const t = useT();
  if (!record) return null;
  const count = Number(record.plotscount ?? 0);
  return (
    <RecordLink
      resource="plot"
      type="list"
      filter={{ lid: record.id }}
      aria-label={t('%{count} plots of %{name}', { count, name: String(record.name ?? '') })}
    >
      {count}
    </RecordLink>
  );
};

/** The layout's picture (its thumbnail). */
export const LayoutThumbnail = ({ height = 48 }: { height?: number }) => {
  const record = useRecordContext();
  const t = useT();
  const src = (record?.thumbimageurl || record?.imageurl) as string | undefined;
  if (!src) return <Typography variant="body2">-</Typography>;
  return (
    <Box
      component="img"
      src={src}
      alt={t('%{name} image', { name: String(record?.name ?? t('Layout')) })}
      sx={{ height, maxWidth: height * 1.6, objectFit: 'cover', borderRadius: 0.5, border: 1, borderColor: 'divider' }}
    />
  );
};

/** Edit of a layout (project.update): /layout/{id}?pid={project}. */
export const EditLayoutButton = ({ record: given }: { record?: RaRecord }) => {
  const context = useRecordContext();
  const record = given ?? context;
  if (!record) return null;
  return <GatedButton resource="layout" action="edit" to={layoutEditPath(record.id, record.project_id)} label="Edit" icon={<EditIcon />} />;
};

/** The layout's name, a link to its page (project.view). */
export const LayoutNameLink = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <RecordLink resource="layout" id={record.id} type="show">
      {String(record.name ?? '')}
    </RecordLink>
  );
};
