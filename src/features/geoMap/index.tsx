/**
 * The Google-maps polygon editor (spec 1 "Plot map editor": the GMap tab; §7 savegooglemap),
 * independent of layouts so purchased land can reuse it: the caller gives the saved polygon, the
 * save_link and the item id.
 *
 * Without a key (the demo, the tests) nothing is loaded from Google: a notice and the saved
 * polygon's points. With a key, the editor (and @react-google-maps/api) load lazily; if Google's
 * script cannot be loaded (offline) or refuses the key, the same notice replaces the map.
 */
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
