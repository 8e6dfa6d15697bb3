/** The cells of the offers' and groups' lists and pages: an offer whose `offervalid` is false shows Expired… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/offers/OfferCells.tsx"
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Chip, Link as MuiLink } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { PageQrCode } from '../../../common/PageQrCode';
import { RecordLink } from '../../../common/RecordLink';
import { isHttpUrl } from '../../../common/schema/media';
import { OFFER_TEXTS, offerPageShown } from './customerOffers';
import { useT } from '../../../common/i18n';

const stop = (e: React.MouseEvent) => e.stopPropagation();

/** View Page: the public page in a new tab (http(s) only). */
export const ViewPageLink = ({ url, name }: { url: unknown; name: string }) => {
  const t = useT();
  return isHttpUrl(url) ? (
    <MuiLink
      href={String(url).trim()}
      target="_blank"
      rel="noopener noreferrer"
      onClick={stop}
      aria-label={t('View Page of %{name}', { name })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {t(OFFER_TEXTS.viewPage)}
      <OpenInNewIcon fontSize="inherit" aria-hidden />
    </MuiLink>
  ) : (
    <span>-</span>
  );
};

/** An offer's page: Expired, or View Page when Active with a page, or '-'. */
export const OfferPage = ({ record }: { record: Record<string, unknown> }) => {
  const t = useT();
  if (record.offervalid === false || record.offervalid === 0) return <Chip size="small" color="default" label={t(OFFER_TEXTS.expired)} />;
  return offerPageShown(record) ? <ViewPageLink url={record.offerpage_url} name={String(record.name ?? '')} /> : <span>-</span>;
};

export const OfferPageCell = () => {
  const record = useRecordContext();
  return record ? <OfferPage record={record} /> : null;
};

/** How many layouts the offer is assigned to; none: a link to Assign Layout. */
export const OfferLayoutsCell = () => {
  const t = useT();
  const record = useRecordContext();
  if (!record) return null;
  const count = Number(record.layouts ?? 0) || 0;
  return count === 0 ? (
    <RecordLink resource="customeroffer" id={record.id} tab="assignlayout">
      {t(OFFER_TEXTS.assignLayout)}
    </RecordLink>
  ) : (
    <RecordLink
      resource="customeroffer"
      id={record.id}
      tab="assignedlayouts"
      aria-label={t('%{count} layouts of %{name}', { count, name: String(record.name ?? '') })}
    >
      {count}
    </RecordLink>
  );
};

/** A group's page: View Page when the group is Active. */
export const GroupPageCell = () => {
  const record = useRecordContext();
  if (!record) return null;
  return record.status === 'Active' ? <ViewPageLink url={record.offerpage_url} name={String(record.name ?? '')} /> : <span>-</span>;
};

/** The list's QR code of the record's public page (an offer's, a group's), with its SVG download. */
export const PageQrCell = () => {
  const record = useRecordContext();
  return record ? (
    <PageQrCode compact url={record.offerpage_url} name={String(record.name ?? '')} filename={record.downloadqrcode_filename} />
  ) : null;
};
