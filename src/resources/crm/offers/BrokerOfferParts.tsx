/** The broker offer group list's own cells: the scanned count as a chip, the QR code of the offer page… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/offers/BrokerOfferParts.tsx"
import { useRef } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useNotify, useRecordContext } from 'ra-core';
import { QrCode, qrSvgBlob } from '../../../common/PageQrCode';
import { saveFile } from '../../../common/saveFile';
import { isHttpUrl } from '../../../common/schema/media';
import { BROKER_OFFER_TEXTS, brokerQrFileName } from './brokerOfferGroups';
import { useT } from '../../../common/i18n';

const brokerName = (record: Record<string, unknown> | undefined) => {
  const broker = record?.broker as { name?: unknown } | null | undefined;
  return typeof broker?.name === 'string' ? broker.name : '';
};

/** How many times the broker's QR code was scanned, as a chip. */
export const ScannedChip = () => {
  const t = useT();
  const record = useRecordContext();
  if (!record) return null;
  const count = Number(record.scanner_count ?? 0) || 0;
  // The column says Scanned; the title says it again on hover (no aria-label on a chip without a role).
  return <Chip size="small" label={count} color={count > 0 ? 'primary' : 'default'} title={t('Scanned %{count} times', { count })} />;
};

/** The QR code of the broker's offer page ('-' without an http(s) page). */
export const BrokerOfferQr = () => {
  const t = useT();
  const record = useRecordContext();
  if (!record) return null;
  return isHttpUrl(record.offerpage_url) ? (
    <QrCode url={record.offerpage_url} title={t('QR code of %{name}', { name: brokerName(record) || String(record.unique_key ?? '') })} />
  ) : (
    <Typography variant="body2">-</Typography>
  );
};

const stop = (e: React.MouseEvent) => e.stopPropagation();

/** View Page and Download QR code of a row; neither without an http(s) page. */
export const BrokerOfferActions = () => {
  const t = useT();
  const record = useRecordContext();
  const ref = useRef<SVGSVGElement>(null);
  const notify = useNotify();
  if (!record || !isHttpUrl(record.offerpage_url)) return null;
  const url = String(record.offerpage_url).trim();
  const name = brokerName(record) || String(record.unique_key ?? '');
  const download = (e: React.MouseEvent) => {
    e.stopPropagation();
    try {
      if (!ref.current) throw new Error('No QR code');
      saveFile({ blob: qrSvgBlob(ref.current), filename: brokerQrFileName(record) });
    } catch {
      notify(BROKER_OFFER_TEXTS.downloadFailed, { type: 'warning' });
    }
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Button
        size="small"
        startIcon={<OpenInNewIcon />}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={stop}
        aria-label={t('View Page of %{name}', { name })}
      >
        {t(BROKER_OFFER_TEXTS.viewPage)}
      </Button>
      <Button size="small" startIcon={<DownloadIcon />} onClick={download} aria-label={t('Download QR code of %{name}', { name })}>
        {t(BROKER_OFFER_TEXTS.download)}
      </Button>
      {/* The file's QR code, larger and with its quiet zone (the cell's is drawn for the screen). */}
      <QrCode ref={ref} url={url} title={t('QR code of %{name}', { name })} size={256} hidden />
    </Stack>
  );
};
