/** A purchased land drawn on the map; its own module so the lazy Google map and the page need not import each other. */
export interface LandShape {
  /** The record's id (react-admin's Identifier; no React import in a plain .ts of a resource). */
  id: string | number;
  name: string;
  path: Array<{ lat: number; lng: number }>;
}
