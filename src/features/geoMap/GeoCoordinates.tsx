/** The saved polygon as a table of its points, and the notice shown instead of a map. */
import { Alert, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { GEO_MESSAGES, formatCoordinate, type LatLng } from './geoLogic';
import { useT } from '../../common/i18n';

export const GeoCoordinatesTable = ({ path, caption = 'Saved polygon' }: { path: readonly LatLng[]; caption?: string }) => {
  const t = useT();
  return path.length === 0 ? (
    <Typography color="text.secondary" role="status" sx={{ py: 2 }}>
      {t(GEO_MESSAGES.noPolygon)}
    </Typography>
  ) : (
    <TableContainer sx={{ maxWidth: 520 }}>
      <Table size="small" aria-label={t(caption)}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Point')}</TableCell>
            <TableCell>{t('Latitude')}</TableCell>
            <TableCell>{t('Longitude')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {path.map((p, i) => (
            <TableRow key={i}>
              <TableCell>{i + 1}</TableCell>
              <TableCell>{formatCoordinate(p.lat)}</TableCell>
              <TableCell>{formatCoordinate(p.lng)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** No map: why, and the saved polygon's points. */
export const GeoFallback = ({ reason, path }: { reason: string; path: readonly LatLng[] }) => {
  const t = useT();
  return (
    <div data-testid="geo-fallback">
      <Alert severity="info" sx={{ mb: 2, maxWidth: 720 }}>
        {t(reason)}
      </Alert>
      <GeoCoordinatesTable path={path} />
    </div>
  );
};
