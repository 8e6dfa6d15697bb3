/** Lookups by a value that came from the server never touch Object.prototype… docs/decisions.md "Notes: src/api/own.ts" */
export const own = <V>(table: Readonly<Record<string, V>>, key: unknown): V | undefined =>
  (typeof key === 'string' || typeof key === 'number') && Object.hasOwn(table, key) ? table[key] : undefined;
