/**
 * The page title in the top bar, and every page's one h1.
 *
 * react-admin's <Title> (which List, Create, Edit and Show render) portals the page title into
 * #react-admin-title in the app bar, an h6 by default. Here that element is the page's level-one
 * heading, unless the page draws an h1 of its own (the dashboard, "Access denied", the error page)
 * or there is no title: then it is plain text. Decided from the document itself, so a page gets
 * exactly one h1 without having to know about it (docs/decisions.md "Accessibility").
 */
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

/**
 * One line cut with an ellipsis on a wide screen; on a phone (390 px, where the menu, refresh,
 * organization and user buttons leave little room) a smaller font over up to two lines and the
 * bar's free space to itself, so a title is read whole, not cut to three letters (issue 40).
 */
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
