/** The purchasedlandmap page. docs/decisions.md "Notes: src/resources/inventory/purchasedland/PurchasedLandMap.tsx" */
import { Suspense, lazy } from 'react';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { Title, useGetList, type RaRecord } from 'react-admin';
import { mapsApiKey, parseGeo } from '../../../features/geoMap/geoLogic';
import { RecordLink } from '../../../common/RecordLink';
import { useT } from '../../../common/i18n';
import type { LandShape } from './landShape';
import { PURCHASED_LAND_MAP } from './schema';

export const NO_KEY_NOTICE = 'No Google Maps key is configured: the lands are drawn on a plain map without tiles.';

const GoogleLandMap = lazy(() => import('./GoogleLandMap'));

/** Equirectangular projection of the lands into a w×h box, north up, keeping the aspect. */
export const projectShapes = (shapes: readonly LandShape[], w: number, h: number, pad = 40) => {
  const points = shapes.flatMap(s => s.path);
  const lats = points.map(p => p.lat);
  const lngs = points.map(p => p.lng);
  const c = PURCHASED_LAND_MAP.center;
  const minLat = Math.min(c.lat, ...lats),
    maxLat = Math.max(c.lat, ...lats);
  const minLng = Math.min(c.lng, ...lngs),
    maxLng = Math.max(c.lng, ...lngs);
  const k = Math.cos((c.lat * Math.PI) / 180);
  const spanX = Math.max((maxLng - minLng) * k, 1e-6);
  const spanY = Math.max(maxLat - minLat, 1e-6);
  const scale = Math.min((w - 2 * pad) / spanX, (h - 2 * pad) / spanY);
  return (p: { lat: number; lng: number }) => ({ x: pad + (p.lng - minLng) * k * scale, y: h - pad - (p.lat - minLat) * scale });
};

const PlainLandMap = ({ shapes }: { shapes: readonly LandShape[] }) => {
  const W = 1000;
  const H = PURCHASED_LAND_MAP.height;
  const at = projectShapes(shapes, W, H);
  const t = useT();
  return (
    <Box sx={{ width: '100%', height: H, border: 1, borderColor: 'divider', bgcolor: '#eef3ea' }}>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" height="100%" role="group" aria-label={t('Purchased land map')}>
        {shapes.map(shape => {
          const pts = shape.path.map(at);
          const cx = pts.reduce((s, p) => s + p.x, 0) / pts.length;
          const cy = Math.min(...pts.map(p => p.y)) - 8;
          return (
            <g key={String(shape.id)} data-testid="land-polygon">
              <polygon
                points={pts.map(p => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}
                fill="rgba(46,125,50,0.35)"
                stroke="#2e7d32"
                strokeWidth={2}
              />
              <foreignObject x={cx - 110} y={cy - 24} width={220} height={24}>
                <Box sx={{ textAlign: 'center', fontSize: 13, lineHeight: '24px' }}>
                  <RecordLink resource="purchasedland" id={shape.id}>
                    {shape.name}
                  </RecordLink>
                </Box>
              </foreignObject>
            </g>
          );
        })}
      </svg>
    </Box>
  );
};

export const landShapes = (records: readonly RaRecord[]): LandShape[] =>
  records.map(r => ({ id: r.id, name: String(r.location ?? ''), path: parseGeo(r.geo) })).filter(s => s.path.length >= 3);

const PurchasedLandMap = () => {
  const { data, isPending, error } = useGetList('purchasedland', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const shapes = landShapes(data ?? []);
  const apiKey = mapsApiKey();
  const t = useT();
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Purchased Land Map" />
      {isPending ? (
        <CircularProgress aria-label={t('Loading the map')} />
      ) : error ? (
        <Alert severity="warning">{error instanceof Error ? error.message : t('Unable to process request')}</Alert>
      ) : !apiKey ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t(NO_KEY_NOTICE)}
          </Alert>
          {shapes.length ? <PlainLandMap shapes={shapes} /> : <Typography>{t('No items found')}</Typography>}
        </>
      ) : (
        <Suspense fallback={<CircularProgress aria-label={t('Loading the map')} />}>
          <GoogleLandMap apiKey={apiKey} shapes={shapes} fallback={<PlainLandMap shapes={shapes} />} />
        </Suspense>
      )}
    </Box>
  );
};

export default PurchasedLandMap;
