/**
 * What a console page shows right now, read in the browser (pass `pageState` to page.evaluate or
 * page.waitForFunction: it must stay self-contained). Shared by the bench (bench/run.mjs) and
 * the end-to-end completeness and accessibility tests, so "drawn" and "broken" mean the same
 * everywhere (docs/performance.md).
 */
export function pageState() {
  const text = el => (el && el.textContent ? el.textContent.trim().replace(/\s+/g, ' ') : '');
  // Not shown: no box, or inside the pre-rendered sign-in form that index.html keeps hidden until the console draws.
  const visible = el => !!el && el.getClientRects().length > 0 && !el.closest('html[data-boot="app"] #root[data-prerendered]');
  const all = selector => Array.from(document.querySelectorAll(selector)).filter(visible);
  const main = document.getElementById('main-content') || document.querySelector('main') || document.body;
  const headings = all('h1, [role="heading"][aria-level="1"]').map(text);
  const mainText = text(main);
  return {
    path: location.pathname + location.search,
    /** Every level-one heading shown. */
    h1: headings,
    /** Something is still loading: a progress bar or spinner, or a skeleton placeholder. */
    busy: all('[role="progressbar"], .MuiSkeleton-root, [class*="RaPlaceholder"]').length > 0,
    /** react-admin's "Not Found" page: the route does not exist. */
    notFound: all('.RaNotFound-message').length > 0,
    /** The console's crash page, or a boot failure written into #root. */
    appError: headings.includes('Application error') || text(document.getElementById('root')).startsWith('Application error'),
    accessDenied: headings.includes('Access denied'),
    /** Error and warning notifications on screen. */
    notifications: all('.RaNotification-error, .RaNotification-warning').map(text),
    /** Nothing in the page's content area: no text and nothing drawn. */
    blank: mainText === '' && !main.querySelector('canvas, img, svg, table, input, textarea'),
    rows: all('#main-content tbody tr').length,
    canvases: all('#main-content canvas').length,
  };
}

/** A page is drawn when it has its title (an h1 with text) and nothing is loading any more. */
export function isDrawn(state) {
  return state.h1.some(h => h !== '') && !state.busy;
}

/**
 * Why a page is not a working page, or null when it is. `settled`: the page has had its time,
 * so an empty content area is a blank page and not a page between two renders.
 */
export function brokenReason(state, settled) {
  if (state.appError) return `shows 'Application error'`;
  if (state.notFound) return `shows react-admin's Not Found page`;
  if (state.accessDenied) return `shows 'Access denied'`;
  if (settled && state.blank) return 'is blank';
  if (state.notifications.length) return `shows the notification "${state.notifications.join(' / ')}"`;
  return null;
}
