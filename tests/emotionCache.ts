/**
 * Emotion's cache for the tests (tests/setup.ts gives it to every render): its rules go into style
 * elements kept outside the page, which jsdom neither parses nor matches (docs/decisions.md, "Tests
 * without Emotion's rules in the page"). The class names are set as in the browser.
 */
import createCache from '@emotion/cache';

export const styleContainer = document.createElement('div');
export const styleCache = createCache({ key: 'css', container: styleContainer });

/** Emotion's rules so far, one per style element (Emotion's development mode writes one a rule). */
export const emotionRules = (): string[] => Array.from(styleContainer.querySelectorAll('style'), style => style.textContent ?? '');
