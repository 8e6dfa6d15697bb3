/**
 * Lookups by a value that came from the server (a status, a type, a key) never touch
 * Object.prototype (issue 12): a plot status named "constructor" or "toString" finds nothing,
 * instead of a function that crashes the screen.
 */
export const own = <V>(table: Readonly<Record<string, V>>, key: unknown): V | undefined =>
  (typeof key === 'string' || typeof key === 'number') && Object.hasOwn(table, key) ? table[key] : undefined;
