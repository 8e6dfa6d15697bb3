/**
 * A QR code of a public page (qrcode.react's SVG, black on white) and its SVG file: the broker offer
 * groups' Download QR code (spec 2 §2) saves the drawn SVG as it is, with an XML declaration, so
 * that it opens in a browser or a drawing program. Only an http(s) URL is drawn.
 */
import { forwardRef } from 'react';
import { Box } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { isHttpUrl } from './schema/media';

export interface QrCodeProps {
  url: unknown;
  /** The accessible title of the picture (e.g. 'QR code of Ravi Kumar'). */
  title: string;
  size?: number;
  hidden?: boolean;
}

/** The QR code of an http(s) URL; nothing for anything else. */
export const QrCode = forwardRef<SVGSVGElement, QrCodeProps>(({ url, title, size = 72, hidden }, ref) =>
  isHttpUrl(url) ? (
    <Box sx={{ bgcolor: '#fff', p: 0.5, lineHeight: 0, display: hidden ? 'none' : 'inline-block' }} aria-hidden={hidden || undefined}>
      <QRCodeSVG ref={ref} value={String(url).trim()} size={size} bgColor="#ffffff" fgColor="#000000" title={title} marginSize={hidden ? 2 : 0} />
    </Box>
  ) : null,
);
QrCode.displayName = 'QrCode';

/** The drawn QR code as an SVG file. */
export const qrSvgBlob = (svg: SVGSVGElement): Blob => {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const xml = new XMLSerializer().serializeToString(clone);
  return new Blob([`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`], { type: 'image/svg+xml' });
};
