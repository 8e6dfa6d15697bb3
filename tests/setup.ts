/**
 * Test setup: jest-dom matchers, the demo API on msw/node with a fresh seeded store per test, and
 * a clean localStorage.
 *
 * jsdom's FormData and File are not Node's: Node's fetch would send their file parts as the
 * string "undefined" (TOOLCHAIN.md). A fetch wrapper converts them to Node's own before sending.
 */
import '@testing-library/jest-dom/vitest';
import { File as NodeFile } from 'node:buffer';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { mediaQueries } from './mediaQueries';
import { idOfSelector } from './idSelector';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
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
 * Every render gets the tests' Emotion cache (tests/emotionCache.ts), around the test's own
 * wrapper if it has one: Emotion's rules stay out of the page (docs/decisions.md, "Tests without
 * Emotion's rules in the page"); `styleOf` (tests/integration/helpers.tsx) reads a class's rules.
 */
vi.mock('@testing-library/react', async importOriginal => {
  const library = await importOriginal<typeof import('@testing-library/react')>();
  const { createElement } = await import('react');
  const { CacheProvider } = await import('@emotion/react');
  const { styleCache } = await import('./emotionCache');
  type Wrapper = React.JSXElementConstructor<{ children: React.ReactNode }>;
  const withCache = (Own?: Wrapper): Wrapper =>
    function StyleCache({ children }) {
      return createElement(CacheProvider, { value: styleCache }, Own ? createElement(Own, null, children) : children);
    };
  return {
    ...library,
    render: ((ui: React.ReactNode, options?: Parameters<typeof library.render>[1]) =>
      library.render(ui, { ...options, wrapper: withCache(options?.wrapper) })) as typeof library.render,
    renderHook: ((callback, options) =>
      library.renderHook(callback, { ...options, wrapper: withCache(options?.wrapper) })) as typeof library.renderHook,
  };
});

/*
 * A browser does not focus an element that is not rendered (HTML's focusing steps), such as one
 * inside a `visibility: hidden` subtree: a closed popover kept mounted (react-admin's column
 * selector, whose search field asks for focus as it mounts). jsdom focuses it anyway, and the focus
 * a keyboard test put on the menu jumped to that hidden field. A polyfill of that step, through
 * public DOM APIs only.
 */
once(window.HTMLElement.prototype, 'no focus when not rendered', () => {
  const focus = window.HTMLElement.prototype.focus;
  window.HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
    if (this.isConnected && window.getComputedStyle(this).visibility === 'hidden') return;
    focus.call(this, options);
  };
});

/*
 * getByLabelText asks every element of the page for its `labels`; jsdom answers each by walking the
 * whole document and asking every label its `control` (another walk for a `<label for>`): quadratic
 * in the page. The same answer through public DOM APIs: the labels whose `for` names this element
 * (getElementById: the first element with that id, as a label's control is), or, without `for`,
 * whose control it is. A node outside a document keeps jsdom's own.
 */
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
        if (!(root instanceof Document) || (this instanceof HTMLInputElement && this.type === 'hidden')) return labels.get!.call(this);
        const all = root.getElementsByTagName('label');
        const found: HTMLLabelElement[] = [];
        for (let i = 0, n = all.length; i < n; i++) {
          const label = all[i]!;
          const id = label.getAttribute('for');
          if (id === null ? label.control === this : id !== '' && id === this.id && root.getElementById(id) === this) found.push(label);
        }
        return found;
      },
    });
  });
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

const IGNORED = 'Ignored nodes: comments, script, style';
// The console is a big app on a 2-core machine shared with other work: give findBy* time.
configure({
  asyncUtilTimeout: 8000,
  /*
   * A query that finds nothing prints the whole document into its error; inside waitFor/findBy
   * (a retry every 50 ms) nobody reads those (a tenth of a big form's test). The document is
   * printed when the message is first read: the error a test fails with still shows it.
   */
  getElementError: (message, container) => {
    // waitFor's timeout hands back a message this function already made: the DOM once.
    const short = message?.split(`\n\n${IGNORED}`)[0] ?? '';
    const error = new Error(short);
    error.name = 'TestingLibraryElementError';
    let full: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => (full ??= [short, `${IGNORED}\n${prettyDOM(container)}`].filter(Boolean).join('\n\n')),
      set: (value: string) => (full = value),
    });
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
  sessionStorage.clear();
  resetDemoStore();
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
