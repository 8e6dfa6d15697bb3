/** The page title in the top bar, and every page's one h1; docs/decisions.md "Quality: accessibility, completeness and the bench (issue 7)" */
// Reasoning: docs/decisions.md "Notes: src/app/TitleHeading.tsx"
import { useLayoutEffect, useRef } from 'react';
import { Typography } from '@mui/material';

export const TITLE_ID = 'react-admin-title';

const LEVEL_ONE = 'h1, [role="heading"][aria-level="1"]';

/** Makes `title` the h1 of the document when no other h1 exists and it has text. */
export const syncTitleHeading = (title: HTMLElement, root: ParentNode = document): void => {
  const other = Array.from(root.querySelectorAll(LEVEL_ONE)).some(el => el !== title);
  const heading = !other && (title.textContent ?? '').trim() !== '';
  if (heading && title.getAttribute('role') !== 'heading') {
    title.setAttribute('role', 'heading');
    title.setAttribute('aria-level', '1');
  } else if (!heading && title.hasAttribute('role')) {
    title.removeAttribute('role');
    title.removeAttribute('aria-level');
  }
};

/** One line cut with an ellipsis on a wide screen; on a phone a smaller font over up to two lines and the bar's free space to itself… */
const TITLE_SX = {
  flex: { xs: '100 1 0%', sm: '1' },
  minWidth: { xs: '8em', sm: 0 },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
  fontSize: { xs: '1rem', sm: undefined },
  lineHeight: { xs: 1.2, sm: undefined },
  display: { xs: '-webkit-box', sm: 'block' },
  WebkitLineClamp: { xs: 2, sm: 'none' },
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'anywhere',
} as const;

export const TitleHeading = () => {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const title = ref.current;
    if (!title) return;
    const sync = () => syncTitleHeading(title);
    sync();
    // Pages, titles and error pages come and go without this component re-rendering.
    const observer = new MutationObserver(sync);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return <Typography ref={ref} id={TITLE_ID} component="div" variant="h6" color="inherit" sx={TITLE_SX} />;
};
