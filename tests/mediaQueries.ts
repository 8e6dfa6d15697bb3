/**
 * jsdom has no matchMedia: a stand-in that answers each query with `matches(query)` and never
 * changes (tests/setup.ts installs one for every test; a test of the small screen stubs its own).
 */
export const mediaQueries =
  (matches: (query: string) => boolean) =>
  (query: string): MediaQueryList => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
