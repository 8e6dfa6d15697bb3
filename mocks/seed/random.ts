/**
 * The seed's random source lives in ./context (with the clock). This re-export keeps
 * mocks/seed/schema.ts building while it is being changed; import from './context' instead.
 */
export { Random, seedOf } from './context';
