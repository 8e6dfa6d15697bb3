/** The list's last column of a purchased land: 'Map', a link to the maps service at its latitude,longitude, and 'Files'… */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/purchasedland/PurchasedLandLinks.tsx"
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
