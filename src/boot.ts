/**
 * The page's entry (index.html; issue 41). The sign-in form is in the built index.html
 * (pre-rendered by vite.config.ts), so it is drawn from HTML and CSS alone; the page's code (React,
 * MUI, main.tsx) is loaded at the person's first interaction with it (not prefetched: on a slow
 * phone the download's work costs Lighthouse 12–17 points, docs/decisions.md), or at once where the form
 * is not what the address shows (public/signin-gate.js decided before the first paint), or
 * without a pre-rendered form (the dev server). A submit before the code is there is held (never
 * a request with the password) and made again by the React page. docs/decisions.md "The sign-in
 * form in the HTML (issue 41)".
 */
import { handover, pathIn, PRERENDERED, trackPress } from './bootHandover';

const root = document.getElementById('root');
const load = () => import('./main');

if (!root?.hasAttribute(PRERENDERED) || document.documentElement.dataset.boot === 'app') {
  void load();
} else {
  let loading = false;
  const start = () => {
    if (loading) return;
    loading = true;
    load().catch(() => {
      // Not there (the network): the next interaction tries again; a held submit is given back.
      loading = false;
      handover.submitted = false;
      const button = root.querySelector<HTMLButtonElement>('button[type="submit"]');
      button?.removeAttribute('aria-busy');
      if (button) button.disabled = false;
    });
  };
  // Not focusin: the username field's autofocus would load the code at once.
  const STARTERS = ['pointerdown', 'touchstart', 'keydown', 'input'] as const;
  trackPress();
  for (const type of STARTERS) document.addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener(
    'submit',
    event => {
      if (!root.hasAttribute(PRERENDERED)) return;
      event.preventDefault();
      handover.submitted = true;
      const button = root.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (button) {
        button.disabled = true;
        button.setAttribute('aria-busy', 'true');
      }
      start();
    },
    true,
  );
  document.addEventListener(
    'click',
    event => {
      if (!root.hasAttribute(PRERENDERED)) return;
      const target = event.target instanceof Element ? event.target : null;
      // A click on Sign in is the form's submit (above).
      if (target?.closest('button[type="submit"]')) return;
      handover.clicked = pathIn(root, target?.closest('button, tr, a, input') ?? target);
      start();
    },
    true,
  );
}
