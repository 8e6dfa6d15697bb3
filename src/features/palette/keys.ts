/** The keys that open the command palette (issue 19). docs/decisions.md "Notes: src/features/palette/keys.ts" */

/** Whether a key press opens the palette: Ctrl/⌘+K anywhere, `/` outside a field. */
export const opensPalette = (e: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target?: EventTarget | null;
}): boolean => {
  if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') return true;
  if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return false;
  const el = e.target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return true;
  return !el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="application"]');
};
