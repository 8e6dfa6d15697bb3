/**
 * The list's last column of a purchased land (spec 3 §2): 'Map', a link to the maps service at its
 * latitude,longitude (only when both are numbers and the address is http(s)), and 'Files', its
 * show page's Folder/Files tab (/purchasedland/{id}/show/document).
 */
import { Link as MuiLink, Stack } from '@mui/material';
import { useRecordContext } from 'ra-core';
import { RecordLink } from '../../../common/RecordLink';
import { isHttpUrl } from '../../../common/schema/media';
import { mapsUrl } from '../../../common/maps';
import { useT } from '../../../common/i18n';

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

const PurchasedLandLinks = () => {
  const record = useRecordContext();
  const t = useT();
  if (!record) return null;
  const map = mapsUrl(record.latitude, record.longitude);
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      {map && isHttpUrl(map) ? (
        <MuiLink
          href={map}
          target="_blank"
          rel="noopener noreferrer"
          onClick={stop}
          aria-label={t('Map of %{name}', { name: String(record.location ?? '') })}
        >
          {t('Map')}
        </MuiLink>
      ) : (
        <span>-</span>
      )}
      <RecordLink
        resource="purchasedland"
        id={record.id}
        tab="document"
        aria-label={t('Files of %{name}', { name: String(record.location ?? '') })}
      >
        {t('Files')}
      </RecordLink>
    </Stack>
  );
};

export default PurchasedLandLinks;
