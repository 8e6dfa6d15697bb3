/** How a piece of land reads, for plots, properties and the plot map editor alike… docs/decisions.md "Notes: src/common/land.ts" */

/** The four sides of a measurement FRONT:LEFT:BACK:RIGHT (e.g. 30:60:35:70). */
export const MEASUREMENT_SIDES = ['Front', 'Left', 'Back', 'Right'] as const;

export const MEASUREMENT_HINT = 'FRONT:LEFT:BACK:RIGHT, e.g. 30:60:35:70';

/** The sides of a measurement as numbers, or null when it is not FRONT:LEFT:BACK:RIGHT. */
export const parseMeasurement = (value: unknown): [number, number, number, number] | null => {
  const parts = String(value ?? '')
    .split(':')
    .map(p => p.trim());
  if (parts.length !== 4 || parts.some(p => !/^\d+(\.\d+)?$/.test(p))) return null;
  return parts.map(Number) as [number, number, number, number];
};

/** A measurement shown x-separated: '30:60:35:70' → '30 x 60 x 35 x 70'; '-' when empty. */
export const formatMeasurement = (value: unknown): string => {
  const text = String(value ?? '').trim();
  if (!text) return '-';
  if (!text.includes(':')) return text;
  return text
    .split(':')
    .map(p => p.trim())
    .join(' x ');
};

/** Each side named: 'Front 30, Left 60, Back 35, Right 70'; '' when not of the format. */
export const describeMeasurement = (value: unknown): string => {
  const sides = parseMeasurement(value);
  return sides ? sides.map((v, i) => `${MEASUREMENT_SIDES[i]} ${v}`).join(', ') : '';
};

/** The area of a measurement, rounded; null when the measurement is not FRONT:LEFT:BACK:RIGHT. */
export const measurementArea = (value: unknown): number | null => {
  const sides = parseMeasurement(value);
  if (!sides) return null;
  const [front, left, back, right] = sides;
  return Math.round(((front + back) / 2) * ((left + right) / 2));
};

/** Square feet in the console's style: '1,800 Sqft', '-' when empty. */
export const formatSqft = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '-';
  const n = Number(value);
  return Number.isFinite(n) ? `${n.toLocaleString('en-IN')} Sqft` : '-';
};

/** The eight compass points (inventory G11). */
export const FACINGS = ['North', 'South', 'East', 'West', 'North East', 'North West', 'South East', 'South West'] as const;

export const FACING_CHOICES = FACINGS.map(id => ({ id, name: id }));
