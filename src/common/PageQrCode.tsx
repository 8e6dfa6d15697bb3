/** The QR code of a record's public page: drawn only for an http(s) address, with Download QR code and View Page (a new tab). */
// Reasoning: docs/decisions.md "Notes: src/common/PageQrCode.tsx"
import { forwardRef, useRef } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { isHttpUrl } from './schema/media';
import { saveFile } from './saveFile';
import { useT } from './i18n';

export interface QrCodeProps {
  url: unknown;
  /** The accessible title of the picture (e.g. 'QR code of Ravi Kumar'). */
  title: string;
  size?: number;
  /** Drawn for the file only (larger, with its quiet zone), not shown. */
  hidden?: boolean;
  /** A thin frame around it (on a page, beside other content). */
  framed?: boolean;
}

/** The QR code of an http(s) URL (qrcode.react's SVG, black on white); nothing for anything else. */
export const QrCode = forwardRef<SVGSVGElement, QrCodeProps>(({ url, title, size = 72, hidden, framed }, ref) =>
  isHttpUrl(url) ? (
    <Box
      sx={{
        bgcolor: '#fff',
        p: framed ? 1 : 0.5,
        lineHeight: 0,
        display: hidden ? 'none' : 'inline-block',
        ...(framed && { border: 1, borderColor: 'divider' }),
      }}
      aria-hidden={hidden || undefined}
    >
      <QRCodeSVG
        ref={ref}
        value={String(url).trim()}
        size={size}
        bgColor="#ffffff"
        fgColor="#000000"
        title={title}
        marginSize={hidden || framed ? 1 : 0}
      />
    </Box>
  ) : null,
);
QrCode.displayName = 'QrCode';

/** An SVG file of a drawn QR code (white behind it, so it prints and scans on any background). */
export const qrSvgBlob = (svg: SVGSVGElement): Blob => {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return new Blob([`<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`], { type: 'image/svg+xml' });
};

/** A file name ending in .svg (the given one's extension replaced). */
export const svgFileName = (name: string): string => `${name.replace(/\.[a-z0-9]+$/i, '') || 'qrcode'}.svg`;

export interface PageQrCodeProps {
  /** The page's address. */
  url: unknown;
  /** Whose page it is (the QR code's title). */
  name: string;
  /** The downloaded file's name (made .svg). */
  filename?: unknown;
  size?: number;
  /** Whether View Page is offered beside it (false when the page may not be viewed, e.g. an expired offer). */
  viewPage?: boolean;
  /** A list cell: a small code and an icon button (named after the record) for the download. */
  compact?: boolean;
}

export const PageQrCode = ({ url, name, filename, size, viewPage = true, compact = false }: PageQrCodeProps) => {
  const ref = useRef<SVGSVGElement>(null);
  const t = useT();
  if (!isHttpUrl(url)) return <Typography variant="body2">-</Typography>;
  const address = String(url).trim();
  const download = (e: React.MouseEvent) => {
    e.stopPropagation();
    if (ref.current)
      saveFile({
        blob: qrSvgBlob(ref.current),
        filename: svgFileName(typeof filename === 'string' && filename ? filename : `${name}-qrcode`),
      });
  };
  const code = <QrCode ref={ref} url={address} size={size ?? (compact ? 48 : 120)} title={t('QR code of %{name}', { name })} framed />;
  if (compact)
    return (
      <Stack direction="row" spacing={0.5} alignItems="center">
        {code}
        <Tooltip title={t('Download QR code')}>
          <IconButton size="small" aria-label={t('Download QR code of %{name}', { name })} onClick={download}>
            <DownloadIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    );
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      {code}
      <Stack spacing={1} alignItems="flex-start">
        <Button size="small" startIcon={<DownloadIcon />} onClick={download}>
          {t('Download QR code')}
        </Button>
        {viewPage && (
          <Button size="small" startIcon={<OpenInNewIcon />} component="a" href={address} target="_blank" rel="noopener noreferrer">
            {t('View Page')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
};
