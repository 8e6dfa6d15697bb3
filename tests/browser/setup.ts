/**
 * Setup of the browser-mode tests (vitest.browser.config.ts): real Chromium, real CSS. Public APIs
 * only — no jsdom polyfill, no Emotion cache of the tests, nothing of a library patched: jest-dom's
 * matchers, the testing library's cleanup, and a clean storage for each test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// As the jsdom tests (tests/setup.ts): a shared 2-core machine, give findBy* time.
configure({ asyncUtilTimeout: 8000 });

/*
 * React's warnings that a prop ended up on a DOM element it does not belong to fail the test they
 * happen in, as in the jsdom tests: the page would carry a bogus attribute.
 */
const DOM_PROP_WARNING =
  /^(React does not recognize the `%s` prop|Invalid DOM property|Received `%s` for a non-boolean attribute|Unknown event handler property)/;
const domPropWarnings: string[] = [];
const logError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && DOM_PROP_WARNING.test(args[0])) {
    let at = 1;
    domPropWarnings.push(args[0].replace(/%s/g, () => String(args[at++])).split('\n')[0]!);
  }
  logError(...args);
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  if (domPropWarnings.length) {
    const warnings = domPropWarnings.splice(0);
    throw new Error(`React warned of a prop on a DOM element:\n${warnings.join('\n')}`);
  }
});
