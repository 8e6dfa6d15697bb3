/** A listing's place on Google's map (loaded lazily, only with a maps key): a marker at the address. */
import { GoogleMap, MarkerF, useJsApiLoader, type Libraries } from '@react-google-maps/api';
import { Alert, CircularProgress } from '@mui/material';
import { GEO_MESSAGES } from '../../../features/geoMap/geoLogic';
import { useT } from '../../../common/i18n';

// The same loader options as the GMap editor (one script per page).
const LIBRARIES: Libraries = ['places'];

const GoogleListingMap = ({
  apiKey,
  position,
  title,
  zoom,
  height,
}: {
  apiKey: string;
  position: { lat: number; lng: number };
  title: string;
  zoom: number;
  height: number;
}) => {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'google-maps-script', googleMapsApiKey: apiKey, libraries: LIBRARIES });
  const t = useT();
  if (loadError) return <Alert severity="info">{t(GEO_MESSAGES.loadFailed)}</Alert>;
  if (!isLoaded) return <CircularProgress aria-label={t('Loading the map')} />;
  return (
    <GoogleMap mapContainerStyle={{ width: '100%', height }} center={position} zoom={zoom}>
      <MarkerF position={position} title={title} />
    </GoogleMap>
  );
};

export default GoogleListingMap;
