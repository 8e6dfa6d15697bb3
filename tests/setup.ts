/**
 * Test setup: jest-dom matchers, the demo API on msw/node with a fresh seeded store per test, and
 * a clean localStorage.
 *
 * jsdom's FormData and File are not Node's: Node's fetch would send their file parts as the
 * string "undefined" (TOOLCHAIN.md). A fetch wrapper converts them to Node's own before sending.
 */
import '@testing-library/jest-dom/vitest';
import { File as NodeFile } from 'node:buffer';
import { createRequire } from 'node:module';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { forgetCalls } from '../src/features/telephony/activeCalls';
import { allowAllDrafts } from '../src/common/drafts';
import { mediaQueries } from './mediaQueries';
import { idOfSelector } from './idSelector';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { resetDemoStore, server } from '../mocks/node';
import { ApiError } from '../src/api/http';

const NodeFormData = (await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData())
  .constructor as typeof FormData;

const readBlob = (blob: Blob): Promise<ArrayBuffer> =>
  typeof blob.arrayBuffer === 'function'
    ? blob.arrayBuffer()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(blob);
      });

export const toNodeFormData = async (form: FormData): Promise<FormData> => {
  const out = new NodeFormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') out.append(name, value);
    else {
      const file = value as File;
      const bytes = new Uint8Array(await readBlob(file));
      out.append(name, new NodeFile([bytes], file.name || 'blob', { type: file.type }) as unknown as Blob);
    }
  }
  return out;
};

/**
 * A worker's files share their modules (vitest.config.ts: isolate false), and this file runs
 * before each of them: each patch below is applied once to what it patches — a module's prototype
 * once per worker, the page's window once per window — not once more on top of itself per file.
 */
const patched = ((globalThis as { __testPatches?: WeakMap<object, Set<string>> }).__testPatches ??= new WeakMap());
const once = (target: object, name: string, patch: () => void) => {
  const done = patched.get(target) ?? new Set<string>();
  patched.set(target, done);
  if (done.has(name)) return;
  patch();
  done.add(name);
};

/*
 * What the testing library asks jsdom's getComputedStyle for, on every element of a role or text
 * query and of each accessible name: `display` and `visibility` (is it hidden?); and user-event,
 * on a click's target and each of its ancestors: `pointer-events`. jsdom answers by
 * matching each rule of its default stylesheet (111 rules, most against any element) and of the
 * page's sheets: a tenth of a form test's time. While the page's sheets have no rules (Emotion's
 * are left out, below), the three follow from the element alone, exactly as that stylesheet says:
 * - display: `input[type=hidden]` is none (!important), else the inline style's,
 *   else the default sheet's for the element's tag, `hidden` attribute and input type — asked of
 *   jsdom once per such kind (a dialog, a summary, a popover or a keyword value: asked each time);
 * - visibility and pointer-events (inherited): the nearest inline value of the element and its
 *   ancestors (a hidden table part: visibility collapse), else visible, auto.
 * Any other property, a pseudo-element, or a page whose sheets have rules (styleOf, below) gets
 * jsdom's own computation, on first read.
 *
 * MUI's TextareaAutosize measures its textarea after every render of the form around it, to size
 * it from a layout jsdom does not have; its first read is the width: '0px' is its own "not laid
 * out, leave the height" answer, which is jsdom's truth.
 */
once(window, 'computed style', () => {
  const computedStyle = window.getComputedStyle.bind(window);
  const defaultDisplay = new Map<string, string>();
  const KEYWORD = /^(inherit|initial|unset|revert|revert-layer)$/i;
  const TABLE_PARTS = new Set(['COLGROUP', 'COL', 'THEAD', 'TBODY', 'TFOOT', 'TR']);
  const rulesInPage = (page: Document) => Array.from(page.styleSheets).some(sheet => sheet.cssRules.length > 0);
  // jsdom's own answer, for the test that compares the two (tests/unit/computedStyle.test.tsx).
  (window as unknown as { __jsdomComputedStyle: typeof computedStyle }).__jsdomComputedStyle = computedStyle;
  const displayOf = (element: HTMLElement | SVGElement, real: () => CSSStyleDeclaration): string => {
    const tag = element.tagName;
    const type = tag === 'INPUT' ? (element.getAttribute('type') ?? '').toLowerCase() : '';
    if (type === 'hidden') return 'none';
    const inline = element.style?.display ?? '';
    if (inline && !KEYWORD.test(inline)) return inline;
    const hidden = element.getAttribute('hidden');
    if (
      inline ||
      tag === 'DIALOG' ||
      tag === 'SUMMARY' ||
      element.hasAttribute('popover') ||
      (hidden !== null && hidden.toLowerCase() === 'until-found')
    )
      return real().display;
    const kind = `${tag}|${hidden !== null}|${type}`;
    let display = defaultDisplay.get(kind);
    if (display === undefined) defaultDisplay.set(kind, (display = real().display));
    return display;
  };
  /** An inherited property the default sheet does not set on elements: the nearest inline value. */
  const inheritedOf = (
    property: 'visibility' | 'pointer-events',
    initial: string,
    element: Element,
    real: () => CSSStyleDeclaration,
  ): string => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const inline = (at as HTMLElement).style?.getPropertyValue(property) ?? '';
      if (inline === 'initial') return initial;
      if (/^revert/i.test(inline)) return real().getPropertyValue(property);
      if (inline && !KEYWORD.test(inline)) return inline;
      // A hidden table part: the sheet's collapse.
      if (!inline && property === 'visibility' && TABLE_PARTS.has(at.tagName) && at.hasAttribute('hidden')) return 'collapse';
    }
    return initial;
  };
  window.getComputedStyle = ((element: Element, pseudo?: string | null) => {
    const textarea = element.tagName === 'TEXTAREA';
    const fast = !pseudo && (element instanceof HTMLElement || element instanceof SVGElement) && !rulesInPage(element.ownerDocument);
    if (pseudo || (!textarea && !fast)) return computedStyle(element, pseudo);
    let computed: CSSStyleDeclaration | undefined;
    const real = () => (computed ??= computedStyle(element));
    const read = (property: string): string | undefined => {
      if (property === 'width' && textarea) return '0px';
      if (!fast) return undefined;
      if (property === 'display') return displayOf(element as HTMLElement | SVGElement, real);
      if (property === 'visibility') return inheritedOf('visibility', 'visible', element, real);
      if (property === 'pointerEvents' || property === 'pointer-events') return inheritedOf('pointer-events', 'auto', element, real);
      return undefined;
    };
    return new Proxy({} as CSSStyleDeclaration, {
      get: (_target, property) => {
        if (typeof property === 'string') {
          const value = read(property);
          if (value !== undefined) return value;
        }
        if (property === 'getPropertyValue') return (name: string) => read(name) ?? real().getPropertyValue(name);
        const value = Reflect.get(real(), property) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real()) : value;
      },
    });
  }) as typeof window.getComputedStyle;
});

/*
 * A browser does not focus an element that is not rendered, such as one inside a `visibility:
 * hidden` subtree: a closed popover kept mounted (react-admin's column selector, whose search field
 * asks for focus as it mounts, keeps its paper so). jsdom focused it anyway, and the focus a
 * keyboard test had put on the menu jumped to that hidden field as the list finished drawing
 * (seen in the browser: it stays on the menu). Such a focus() does nothing here either; the
 * visibility is the one getComputedStyle answers (above).
 */
once(window.HTMLElement.prototype, 'no focus when not rendered', () => {
  const focus = window.HTMLElement.prototype.focus;
  window.HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
    if (this.isConnected && window.getComputedStyle(this).visibility === 'hidden') return;
    focus.call(this, options);
  };
});

/*
 * getByLabelText asks every element of the page for its `labels`, and jsdom answers each by walking
 * the whole document, asking every <label> its `control` — another walk of the whole document for a
 * `<label for>`: quadratic in the page, a third of a form test's time, and most of a waitFor's poll
 * (a slow poll starves the page it waits for). The same answers, from the document's id index and
 * its label list: a label's control is the first element in tree order with its `for` id (what
 * jsdom's walk finds, and what getElementById answers), if that one is labelable; an element's
 * labels are the document's labels whose control it is, in tree order. Anything outside a document
 * (a detached node, a fragment) keeps jsdom's own walk.
 */
{
  const require = createRequire(import.meta.url);
  const { implementation: LabelImpl } = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
    implementation: { prototype: object };
  };
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as { isLabelable: (node: unknown) => boolean };
  type LabelNode = {
    hasAttributeNS(ns: null, name: string): boolean;
    getAttributeNS(ns: null, name: string): string | null;
    getRootNode(options: object): { nodeType: number; getElementById(id: string): unknown };
  };
  // jsdom's implementation classes are its module's (once per worker); the element interfaces are the window's.
  once(LabelImpl.prototype, 'label control', () => {
    const control = Object.getOwnPropertyDescriptor(LabelImpl.prototype, 'control')!;
    Object.defineProperty(LabelImpl.prototype, 'control', {
      ...control,
      get(this: LabelNode) {
        if (!this.hasAttributeNS(null, 'for')) return control.get!.call(this);
        const id = this.getAttributeNS(null, 'for');
        const root = this.getRootNode({});
        if (!id || root.nodeType !== Node.DOCUMENT_NODE) return control.get!.call(this);
        const target = root.getElementById(id);
        return target && isLabelable(target) ? target : null;
      },
    });
  });
  for (const Labelable of [
    HTMLInputElement,
    HTMLButtonElement,
    HTMLSelectElement,
    HTMLTextAreaElement,
    HTMLMeterElement,
    HTMLOutputElement,
    HTMLProgressElement,
  ]) {
    once(Labelable.prototype, 'labels', () => {
      const labels = Object.getOwnPropertyDescriptor(Labelable.prototype, 'labels')!;
      Object.defineProperty(Labelable.prototype, 'labels', {
        ...labels,
        get(this: HTMLElement) {
          const root = this.getRootNode();
          if (root.nodeType !== Node.DOCUMENT_NODE || (this instanceof HTMLInputElement && this.type === 'hidden'))
            return labels.get!.call(this);
          // Indexed once each: jsdom's live collection looks up a named item on every other property
          // read (`length` too), which Array.from does at every step.
          const all = (root as Document).getElementsByTagName('label');
          const found: HTMLLabelElement[] = [];
          for (let i = 0, n = all.length; i < n; i++) if (all[i]!.control === this) found.push(all[i]!);
          return found;
        },
      });
    });
  }
}

/*
 * An element named by aria-labelledby (MUI's selects, menus, tabs and dialogs) is found by the
 * testing library with querySelector('[id="…"]') from the page's root, once per labelled element
 * and per query: jsdom matches that selector by walking the page and reading every element's
 * attributes (a tenth of a form test's label queries). The same answer from the document's id
 * index: the first element in tree order with that id, when it lies inside the element asked (then
 * it is also the first inside it). Any other selector, an id with a quote or a backslash, an element
 * outside the document's tree (detached, or in a shadow root), or a first match outside the element
 * asked keeps jsdom's own walk.
 */
for (const Scope of [Document, Element]) {
  once(Scope.prototype, 'id query', () => {
    const querySelector = Object.getOwnPropertyDescriptor(Scope.prototype, 'querySelector')!.value as (
      this: ParentNode,
      selectors: string,
    ) => Element | null;
    Object.defineProperty(Scope.prototype, 'querySelector', {
      configurable: true,
      writable: true,
      value(this: Document | Element, selectors: string) {
        const id = typeof selectors === 'string' ? idOfSelector(selectors) : null;
        const doc = this instanceof Document ? this : this.ownerDocument;
        // Only in the document's own tree (not a detached node, not inside a shadow root).
        if (id === null || this.getRootNode() !== doc) return querySelector.call(this, selectors);
        const first = doc.getElementById(id);
        if (!first) return null;
        if (this === doc || (first !== this && this.contains(first))) return first;
        return querySelector.call(this, selectors);
      },
    });
  });
}

/*
 * jsdom has no matchMedia. The tests are a person who asked for less motion, as the end-to-end
 * tests are (tests/e2e/browser.ts): the console's theme then gives MUI's transitions no time
 * (src/app/theme.ts), so a dialog, a menu or a notification opens and closes at once instead of
 * after a real 225 ms timer each — a quarter of a dialog test's time was waiting on them. Every
 * other query does not match, as when the function was missing (MUI's useMediaQuery answered its
 * default, false); a test of the small screen stubs its own.
 */
once(
  window,
  'reduced motion',
  () => (window.matchMedia = mediaQueries(query => /\(\s*prefers-reduced-motion\s*:\s*reduce\s*\)/.test(query))),
);

/*
 * What the console logs as an error:
 * - react-admin's development build logs every rejected call of the data provider with its stack
 *   (useDataProvider's console.error): some 540 stacks and 6,000 lines in a run, nearly all of them
 *   the fault matrices' refusals, which the tests then read where a person reads them (the
 *   notification, the field). An API's refusal logged alone (an ApiError, src/api/http.ts) is left
 *   out; anything else logged (React's and MUI's warnings, an unexpected error) still prints.
 * - React's warnings that a prop ended up on a DOM element it does not belong to (a component
 *   handing its props down to a <div>: the page then carries a bogus attribute) fail the test they
 *   happen in (afterEach, below), whichever test renders that component.
 */
const DOM_PROP_WARNING =
  /^(React does not recognize the `%s` prop|Invalid DOM property|Received `%s` for a non-boolean attribute|Unknown event handler property)/;
const domPropWarnings = ((globalThis as { __domPropWarnings?: string[] }).__domPropWarnings ??= []);
once(console, 'logged errors', () => {
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (args.length === 1 && args[0] instanceof ApiError) return;
    if (typeof args[0] === 'string' && DOM_PROP_WARNING.test(args[0])) domPropWarnings.push(format(...args).split('\n')[0]!);
    error(...args);
  };
});

// The console is a big app on a 2-core machine shared with other work: give findBy* time.
configure({
  asyncUtilTimeout: 8000,
  /*
   * A query that finds nothing prints the whole document into its error. Inside waitFor/findBy,
   * which retry every 50 ms, each miss did so for an error nobody reads (a tenth of a big form's
   * test time). The retries' errors carry the message only; the error a test fails with (a get*
   * outside waitFor, or waitFor's last attempt, which it prints again through this function when
   * it times out) still shows the document.
   */
  getElementError: (message, container) => {
    const document = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics
      ? ''
      : `Ignored nodes: comments, script, style\n${prettyDOM(container)}`;
    const error = new Error([message, document].filter(Boolean).join('\n\n'));
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

let nodeFetch: typeof fetch;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  nodeFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData && !(init.body instanceof NodeFormData)) {
      return nodeFetch(input, { ...init, body: await toNodeFormData(init.body) });
    }
    return nodeFetch(input, init);
  }) as typeof fetch;
});

beforeEach(() => {
  localStorage.clear();
  resetDemoStore();
  // The calls placed from a phone cell, and the drafts blocked by a sign-out (a test in the same
  // worker signed user 2 out: the draft tests then could not save one of user 2's), live as long
  // as the page: a test is a new page.
  forgetCalls();
  allowAllDrafts();
});

afterEach(() => {
  cleanup();
  if (domPropWarnings.length) {
    const warnings = domPropWarnings.splice(0);
    throw new Error(`React warned of a prop on a DOM element:\n${warnings.join('\n')}`);
  }
  server.resetHandlers();
  // What a test listens to on the demo API's requests ends with it: the files of a worker share
  // msw's server (vitest.config.ts, isolate: false), and a listener a file left behind (the plot
  // map's, reading every write's body as a form) ran in the next files' tests and failed on their
  // JSON bodies as unhandled rejections (found when the order of the files changed).
  server.events.removeAllListeners();
});

afterAll(() => {
  server.close();
  globalThis.fetch = nodeFetch;
});

/*
 * Emotion's rules are not put into the page's stylesheets. jsdom parses each inserted rule into its
 * CSS object model (a tenth of a test's time) and then matches every one of them against each
 * element getComputedStyle is asked about (the testing library asks for each element a role or a
 * name query looks at: a fifth); together half the time of a rendering test. The class names are
 * still computed and set (emotion serializes the styles and hashes them as before); only the rules
 * behind them are missing, which jsdom cannot lay out anyway. What still decides visibility: the
 * `hidden` attribute, aria-hidden and inline styles (react-admin hides the tabs not shown with an
 * inline display: none). A test that asserts a style set by a class reads it with `styleOf(el, property)`
 * (tests/integration/helpers.tsx), which puts that element's rules in for the moment.
 */
const skippedRules = ((globalThis as { __skippedRules?: string[] }).__skippedRules ??= []);
{
  const require = createRequire(import.meta.url);
  const dir = require.resolve('@emotion/sheet').replace(/[^/]*$/, '');
  for (const file of [`${dir}emotion-sheet.development.cjs.js`, `${dir}emotion-sheet.cjs.js`]) {
    const { StyleSheet } = require(file) as { StyleSheet: { prototype: { insert(rule: string): void } } };
    once(StyleSheet.prototype, 'no rules', () => {
      StyleSheet.prototype.insert = (rule: string) => {
        skippedRules.push(rule);
      };
    });
  }
}
/**
 * `styleOf(el, property)` (tests/integration/helpers.tsx): a property of the computed style of
 * `el` with the rules of its own and its ancestors' Emotion classes put in for the moment, and
 * taken out again (the rest of the page stays without rules).
 */
(globalThis as { __styleOf?: (el: Element, property: string) => string }).__styleOf = (el, property) => {
  const classes = new Set<string>();
  for (let at: Element | null = el; at; at = at.parentElement) at.classList.forEach(c => c.startsWith('css-') && classes.add(c));
  const style = document.createElement('style');
  style.textContent = skippedRules.filter(rule => [...classes].some(c => rule.includes(`.${c}`))).join('\n');
  document.head.appendChild(style);
  try {
    return getComputedStyle(el).getPropertyValue(property);
  } finally {
    style.remove();
  }
};

/*
 * React's development build records, for each element it creates (up to ten thousand a second),
 * the stack where it was created (an Error captured) and a console task: the "owner stacks" its
 * warnings print. A fifth of a rendering test's time, for stacks no test reads. Here React is
 * told it has already recorded its ten thousand this second (its own throttle), so it records
 * none; warnings and errors still name the component. `REACT_OWNER_STACKS=1` keeps them, to
 * debug a warning.
 */
if (!process.env.REACT_OWNER_STACKS) {
  const react = (await import('react')) as unknown as Record<string, { recentlyCreatedOwnerStacks: number }>;
  const internals = react.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE!;
  once(internals, 'no owner stacks', () =>
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
      get: () => Number.MAX_SAFE_INTEGER,
      set: () => {},
    }),
  );
}
