/**
 * Where the demo API (mocks/browser.ts) tells the console that the browser refused to store a
 * change (its storage is full): the change then lives only in this tab's memory. Plain state, no
 * React, so that mocks/ reports it without importing the console and the layout reads it.
 */
export const DEMO_STORAGE_REFUSED_MESSAGE =
  "The demo could not save your changes in the browser's storage: they are kept only until this tab closes.";

/** 'told' once reported, 'dismissed' once the user closed the message: it is told once a tab. */
export type DemoStorageNotice = 'none' | 'told' | 'dismissed';

let notice: DemoStorageNotice = 'none';
const listeners = new Set<() => void>();
const changed = () => listeners.forEach(listener => listener());

/** The demo store's write was refused; only the first report of a tab changes anything. */
export const reportDemoStorageRefused = (): void => {
  if (notice !== 'none') return;
  notice = 'told';
  changed();
};

export const dismissDemoStorageNotice = (): void => {
  if (notice !== 'told') return;
  notice = 'dismissed';
  changed();
};

export const demoStorageNotice = (): DemoStorageNotice => notice;

export const subscribeDemoStorageNotice = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Tests only: a new tab. */
export const forgetDemoStorageNotice = (): void => {
  notice = 'none';
  changed();
};
