/** The pure part of the Google-maps polygon editor. docs/decisions.md "Notes: src/features/geoMap/geoLogic.ts" */

export interface LatLng {
  lat: number;
  lng: number;
}

/** Zoom of the editor (spec 1 §3 "zoom 13"). */
export const GEO_ZOOM = 13;
/** Height of the map in pixels (spec 1 §3 "600 px high"). */
export const GEO_HEIGHT = 600;
/** The fixed default centre; docs/decisions.md "GMap" */
export const DEFAULT_CENTER: LatLng = { lat: 12.2252841, lng: 79.0746957 };

export const GEO_MESSAGES = {
  saveFailed: 'Unable to save mapping data',
  saved: 'Mapping data saved.',
  noKey: 'The map is not available: no Google Maps key is configured (VITE_GOOGLE_MAPS_API_KEY). The saved polygon is listed below.',
  loadFailed: 'The map could not be loaded (no connection to Google Maps). The saved polygon is listed below.',
  noPolygon: 'No polygon saved yet.',
} as const;

const toNumber = (v: unknown): number | undefined => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
};

/** One point in any of the shapes the API may store: {lat, lng}, {latitude, longitude}, [lat, lng]. */
export const parsePoint = (value: unknown): LatLng | undefined => {
  let lat: number | undefined;
  let lng: number | undefined;
  if (Array.isArray(value) && value.length >= 2) {
    lat = toNumber(value[0]);
    lng = toNumber(value[1]);
  } else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    lat = toNumber(o.lat ?? o.latitude);
    lng = toNumber(o.lng ?? o.lon ?? o.long ?? o.longitude);
  }
  if (lat === undefined || lng === undefined) return undefined;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return undefined;
  return { lat, lng };
};

/** The saved polygon as a path of lat/lng, whatever shape it was stored in; unreadable points are left out. */
export const parseGeo = (geo: unknown): LatLng[] => {
  let value = geo;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return [];
    try {
      value = JSON.parse(text);
    } catch {
      return [];
    }
    // Stored twice-encoded (JSON text of JSON text).
    if (typeof value === 'string') return parseGeo(value);
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    const inner = o.path ?? o.geo ?? o.coordinates;
    return inner === undefined ? [] : parseGeo(inner);
  }
  if (!Array.isArray(value)) return [];
  const points = value.map(parsePoint).filter((p): p is LatLng => !!p);
  // A closed ring repeats its first point at the end: drop it.
  if (points.length > 1) {
    const first = points[0]!;
    const last = points[points.length - 1]!;
    if (first.lat === last.lat && first.lng === last.lng) points.pop();
  }
  return points;
};

/** `path` of savegooglemap: the points as JSON text, [{"lat":..,"lng":..}, …]. */
export const pathToJson = (path: readonly LatLng[]): string => JSON.stringify(path.map(p => ({ lat: p.lat, lng: p.lng })));

/** A polygon needs at least three points to be saved. */
export const canSavePath = (path: readonly LatLng[]): boolean => path.length >= 3;

/** Where the map opens: the middle of the polygon's bounds, or the default centre without one. */
export const centreOf = (path: readonly LatLng[]): LatLng => {
  if (path.length === 0) return DEFAULT_CENTER;
  const lats = path.map(p => p.lat);
  const lngs = path.map(p => p.lng);
  return { lat: (Math.min(...lats) + Math.max(...lats)) / 2, lng: (Math.min(...lngs) + Math.max(...lngs)) / 2 };
};

/** The key of the Maps JavaScript API, or undefined: without one no request leaves for Google. */
export const mapsApiKey = (env: Record<string, unknown> = import.meta.env): string | undefined => {
  const key = env.VITE_GOOGLE_MAPS_API_KEY;
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : undefined;
};

/** A coordinate as shown in the table (6 decimals, about 10 cm). */
export const formatCoordinate = (n: number): string => n.toFixed(6);
