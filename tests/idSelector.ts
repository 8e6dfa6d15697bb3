/** The id of a selector of the exact form [id="…"] (no quote or backslash inside), else null: the setup's id-index fast path (tests/setup.ts). */
const ID_SELECTOR = /^\[id="([^"\\]*)"\]$/;
export const idOfSelector = (selectors: string): string | null => ID_SELECTOR.exec(selectors)?.[1] ?? null;
