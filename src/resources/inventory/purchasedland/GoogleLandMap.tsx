/** The purchased lands on Google's map (loaded lazily, only with a maps key): a click on a polygon opens its info window with a link to the land's page. */
import { useState, type ReactNode } from 'react';
import { GoogleMap, InfoWindow, Polygon, useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { CircularProgress } from '@mui/material';
import { RecordLink } from '../../../common/RecordLink';
import { PURCHASED_LAND_MAP } from './schema';
import type { LandShape } from './landShape';
import { useT } from '../../../common/i18n';

// The same loader options as the GMap editor (one script per page).
const LIBRARIES: Libraries = ['places'];

const GoogleLandMap = ({ apiKey, shapes, fallback }: { apiKey: string; shapes: readonly LandShape[]; fallback: ReactNode }) => {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'google-maps-script', googleMapsApiKey: apiKey, libraries: LIBRARIES });
  const t = useT();
  const [open, setOpen] = useState<LandShape | null>(null);
  if (loadError) return <>{fallback}</>;
  if (!isLoaded) return <CircularProgress aria-label={t('Loading the map')} />;
  return (
    <GoogleMap
      mapContainerStyle={{ width: '100%', height: PURCHASED_LAND_MAP.height }}
      center={PURCHASED_LAND_MAP.center}
      zoom={PURCHASED_LAND_MAP.zoom}
    >
      {shapes.map(shape => (
        <Polygon
          key={String(shape.id)}
          paths={shape.path}
          options={{ fillColor: '#2e7d32', fillOpacity: 0.35, strokeColor: '#2e7d32', strokeWeight: 2 }}
          onClick={() => setOpen(shape)}
        />
      ))}
      {open && (
        <InfoWindow position={open.path[0]} onCloseClick={() => setOpen(null)}>
          <RecordLink resource="purchasedland" id={open.id}>
            {open.name}
          </RecordLink>
        </InfoWindow>
      )}
    </GoogleMap>
  );
};

export default GoogleLandMap;
