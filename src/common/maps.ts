/** A maps service link at a record's coordinates (a project's, a purchased land's): https only, none without both numbers. */
const coordinate = (v: unknown): number | undefined => {
  if (v === null || v === undefined || String(v).trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/** The maps service at latitude,longitude; none when either is missing. */
export const mapsUrl = (latitude: unknown, longitude: unknown): string | undefined => {
  const lat = coordinate(latitude);
  const lng = coordinate(longitude);
  if (lat === undefined || lng === undefined) return undefined;
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
};
