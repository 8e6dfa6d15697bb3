/** The saved polygon as a table of its points, and the notice shown instead of a map. */
import { Alert, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { GEO_MESSAGES, formatCoordinate, type LatLng } from './geoLogic';

export const GeoCoordinatesTable = ({ path, caption = 'Saved polygon' }: { path: readonly LatLng[]; caption?: string }) =>
  path.length === 0 ? (
    <Typography color="text.secondary" role="status" sx={{ py: 2 }}>
      {GEO_MESSAGES.noPolygon}
    </Typography>
  ) : (
    <TableContainer sx={{ maxWidth: 520 }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>Point</TableCell>
            <TableCell>Latitude</TableCell>
            <TableCell>Longitude</TableCell>
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

/** No map: why, and the saved polygon's points. */
export const GeoFallback = ({ reason, path }: { reason: string; path: readonly LatLng[] }) => (
  <div data-testid="geo-fallback">
    <Alert severity="info" sx={{ mb: 2, maxWidth: 720 }}>
      {reason}
    </Alert>
    <GeoCoordinatesTable path={path} />
  </div>
);
