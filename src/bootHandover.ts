/**
 * What a person did on the pre-rendered sign-in form (index.html, issue 41) before the page's
 * code was there, kept for main.tsx to hand over to the React page: whether the form was
 * submitted, the last click and the focused element. Elements are found again by their path in
 * #root, counted without the pre-render's <style> tags: React draws the same elements.
 */

/** #root carries this attribute while it holds the pre-rendered form (vite.config.ts). */
export const PRERENDERED = 'data-prerendered';

export const handover: { submitted: boolean; clicked: number[] | null } = { submitted: false, clicked: null };

let pressed = false;
let released: (() => void)[] = [];

/** Tracks a pressed pointer (src/boot.ts): a take-over between its down and its up would lose the click. */
export const trackPress = () => {
  document.addEventListener('pointerdown', () => (pressed = true), true);
  const up = () => {
    pressed = false;
    // After the task that dispatches the click that follows the up.
    setTimeout(() => {
      const waiting = released;
      released = [];
      waiting.forEach(resolve => resolve());
    }, 0);
  };
  document.addEventListener('pointerup', up, true);
  document.addEventListener('pointercancel', up, true);
};

/** Resolves at once, or once the pressed pointer is released and its click dispatched. */
export const whenReleased = (): Promise<void> => (pressed ? new Promise(resolve => released.push(resolve)) : Promise.resolve());

const elementsOf = (parent: Element) => Array.from(parent.children).filter(child => child.tagName !== 'STYLE');

/** The path of `element` inside `root`, or null when it is not in it. */
export const pathIn = (root: Element, element: Element | null): number[] | null => {
  const path: number[] = [];
  for (let at = element; at && at !== root; at = at.parentElement) {
    if (!at.parentElement) return null;
    path.unshift(elementsOf(at.parentElement).indexOf(at));
  }
  return element && root.contains(element) ? path : null;
};

export const atPath = (root: Element, path: number[]): Element | null =>
  path.reduce<Element | null>((at, index) => (at ? (elementsOf(at)[index] ?? null) : null), root);

/** What was typed in the pre-rendered form and where the focus was, read just before the take-over. */
export interface Typed {
  username: string;
  password: string;
  focused: number[] | null;
}

const valueOf = (root: Element, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '';

export const readTyped = (root: Element): Typed => ({
  username: valueOf(root, 'username'),
  password: valueOf(root, 'password'),
  focused: pathIn(root, document.activeElement),
});
