/** The Google-maps polygon editor, independent of layouts so purchased land can reuse it… */
// Reasoning: docs/decisions.md "Notes: src/features/geoMap/index.tsx"
import { Suspense, lazy, useMemo } from 'react';
import { CircularProgress } from '@mui/material';
import { GEO_MESSAGES, mapsApiKey, parseGeo } from './geoLogic';
import { GeoFallback } from './GeoCoordinates';
import { useT } from '../../common/i18n';

export interface GeoPolygonEditorProps {
  /** The record's saved polygon (geo), as stored by the API. */
  geo: unknown;
  /** `save_link` of POST {save_link}/{itemid}/savegooglemap, e.g. 'layout'. */
  saveLink: string;
  itemId: string | number;
  /** Called after a successful save (the caller reloads its record). */
  onSaved?: () => void;
}

const GoogleGeoEditor = lazy(() => import('./GoogleGeoEditor'));

export const GeoPolygonEditor = ({ geo, saveLink, itemId, onSaved }: GeoPolygonEditorProps) => {
  const saved = useMemo(() => parseGeo(geo), [geo]);
  const t = useT();
  const apiKey = mapsApiKey();
  if (!apiKey) return <GeoFallback reason={GEO_MESSAGES.noKey} path={saved} />;
  return (
    <Suspense fallback={<CircularProgress aria-label={t('Loading the map')} />}>
      <GoogleGeoEditor apiKey={apiKey} saved={saved} saveLink={saveLink} itemId={itemId} onSaved={onSaved} />
    </Suspense>
  );
};

export { parseGeo, pathToJson } from './geoLogic';
