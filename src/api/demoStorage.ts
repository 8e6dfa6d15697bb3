/** Where the demo API tells the console that the browser refused to store a change: the change then lives only in this tab's memory. */
// Reasoning: docs/decisions.md "Notes: src/api/demoStorage.ts"
export const DEMO_STORAGE_REFUSED_MESSAGE =
  "The demo could not save your changes in the browser's storage: they are kept only until this tab closes.";

/** 'told' once reported, 'dismissed' once the user closed the message: told once until a write is stored again. */
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

/** A write of the demo store went through: what this tab kept is stored now; a later refusal is told again. */
export const reportDemoStorageStored = (): void => {
  if (notice === 'none') return;
  notice = 'none';
  changed();
};
