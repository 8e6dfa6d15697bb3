/** The map itself (lazy: @react-google-maps/api and Google's script load only here, only with a key). */
// Reasoning: docs/decisions.md "Notes: src/features/geoMap/GoogleGeoEditor.tsx"
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GoogleMap, Polygon, StandaloneSearchBox, useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { GEO_HEIGHT, GEO_MESSAGES, GEO_ZOOM, canSavePath, centreOf, type LatLng } from './geoLogic';
import { GeoCoordinatesTable, GeoFallback } from './GeoCoordinates';
import { useGeoSave } from './useGeoSave';
import { useT } from '../../common/i18n';

/** One array for every render: the loader reloads when its libraries change. */
const LIBRARIES: Libraries = ['places'];
const CONTAINER = { width: '100%', height: `${GEO_HEIGHT}px` };
const POLYGON_OPTIONS: google.maps.PolygonOptions = {
  fillColor: '#1976d2',
  fillOpacity: 0.25,
  strokeColor: '#1976d2',
  strokeWeight: 2,
};

declare global {
  interface Window {
    /** Google calls it when it refuses the key. */
    gm_authFailure?: () => void;
  }
}

interface Props {
  apiKey: string;
  saved: LatLng[];
  saveLink: string;
  itemId: string | number;
  onSaved?: () => void;
}

const readPath = (polygon: google.maps.Polygon): LatLng[] =>
  polygon
    .getPath()
    .getArray()
    .map(p => ({ lat: p.lat(), lng: p.lng() }));

const GoogleGeoEditor = ({ apiKey, saved, saveLink, itemId, onSaved }: Props) => {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'google-maps-script', googleMapsApiKey: apiKey, libraries: LIBRARIES });
  const [authFailed, setAuthFailed] = useState(false);
  const t = useT();
  const [path, setPath] = useState<LatLng[]>(saved);
  const [drawing, setDrawing] = useState(false);
  const polygonRef = useRef<google.maps.Polygon | null>(null);
  const mapRef = useRef<google.maps.Map | null>(null);
  const searchRef = useRef<google.maps.places.SearchBox | null>(null);
  const { save, saving } = useGeoSave({ saveLink, itemId, onSaved });
  const centre = useMemo(() => centreOf(saved), [saved]);

  useEffect(() => {
    window.gm_authFailure = () => setAuthFailed(true);
    return () => {
      window.gm_authFailure = undefined;
    };
  }, []);

  // A reload after a save brings the saved polygon: show it.
  const savedText = JSON.stringify(saved);
  useEffect(() => {
    setPath(JSON.parse(savedText) as LatLng[]);
    setDrawing(false);
  }, [savedText]);

  const syncFromPolygon = useCallback(() => {
    if (polygonRef.current) setPath(readPath(polygonRef.current));
  }, []);

  const onMapClick = useCallback(
    (e: google.maps.MapMouseEvent) => {
      if (!drawing || !e.latLng) return;
      const point = { lat: e.latLng.lat(), lng: e.latLng.lng() };
      setPath(p => [...p, point]);
    },
    [drawing],
  );

  const onPlacesChanged = useCallback(() => {
    const place = searchRef.current?.getPlaces()?.[0];
    const map = mapRef.current;
    if (!place?.geometry || !map) return;
    if (place.geometry.viewport) map.fitBounds(place.geometry.viewport);
    else if (place.geometry.location) {
      map.panTo(place.geometry.location);
      map.setZoom(GEO_ZOOM);
    }
  }, []);

  if (loadError || authFailed) return <GeoFallback reason={GEO_MESSAGES.loadFailed} path={saved} />;
  if (!isLoaded) return <CircularProgress aria-label={t('Loading the map')} />;

  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <StandaloneSearchBox onLoad={box => (searchRef.current = box)} onPlacesChanged={onPlacesChanged}>
          <TextField size="small" label={t('Search a place')} sx={{ minWidth: 320 }} />
        </StandaloneSearchBox>
        {drawing ? (
          <Button variant="outlined" onClick={() => setDrawing(false)} disabled={path.length < 3}>
            {t('Finish')}
          </Button>
        ) : (
          <Button
            variant="outlined"
            onClick={() => {
              setPath([]);
              setDrawing(true);
            }}
          >
            {t('Draw')}
          </Button>
        )}
        <Button
          onClick={() => {
            setPath(saved);
            setDrawing(false);
          }}
        >
          {t('Reset')}
        </Button>
        <Button variant="contained" disabled={saving || drawing || !canSavePath(path)} onClick={() => void save(path)}>
          {t('Save')}
        </Button>
      </Stack>
      {drawing && (
        <Typography variant="body2" color="text.secondary" role="status">
          {t("Click on the map to add the polygon's points; Finish when done.")}
        </Typography>
      )}
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <GoogleMap
          mapContainerStyle={CONTAINER}
          center={centre}
          zoom={GEO_ZOOM}
          onLoad={map => {
            mapRef.current = map;
          }}
          onUnmount={() => {
            mapRef.current = null;
          }}
          onClick={onMapClick}
          options={{ draggableCursor: drawing ? 'crosshair' : undefined }}
        >
          {path.length > 0 && (
            <Polygon
              path={path}
              editable={!drawing}
              draggable={!drawing}
              options={{ ...POLYGON_OPTIONS, clickable: !drawing }}
              onLoad={p => {
                polygonRef.current = p;
              }}
              onUnmount={() => {
                polygonRef.current = null;
              }}
              onMouseUp={syncFromPolygon}
              onDragEnd={syncFromPolygon}
            />
          )}
        </GoogleMap>
      </Box>
      <GeoCoordinatesTable path={path} caption="Polygon" />
    </Stack>
  );
};

export default GoogleGeoEditor;
