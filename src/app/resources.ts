/** What the app layer is handed from above… docs/decisions.md "Layers (issue 36)"; docs/decisions.md "Notes: src/app/resources.ts" */
import { useSyncExternalStore, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { ResourceDeclaration, ResourceIndexEntry } from './resourceTypes';
import { BUILT_INDEX } from './resourceIndex';

export type { ResourceIndexEntry };

/** Every resource of the console, once (a live binding: empty until registered). */
export let RESOURCES: readonly ResourceDeclaration[] = [];

export const indexEntry = (r: ResourceDeclaration): ResourceIndexEntry => ({
  name: r.name,
  label: r.label,
  singular: r.singular,
  group: r.group,
  reducedMenu: r.reducedMenu,
  menu: r.menu ?? !!r.list,
  ...(r.list ? { list: true as const } : {}),
  ...(r.create ? { create: true as const } : {}),
  ...(r.edit ? { edit: true as const } : {}),
  ...(r.show ? { show: true as const } : {}),
  ...(r.routes?.length ? { routes: r.routes.map(x => x.path) } : {}),
});

/** The index of every resource: the registry's, or before it is loaded the one written from it (src/app/resourceIndex.ts). */
export let RESOURCE_INDEX: readonly ResourceIndexEntry[] = BUILT_INDEX;

let registered = false;
let loader: (() => Promise<unknown>) | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

export const registerResources = (resources: readonly ResourceDeclaration[]): void => {
  RESOURCES = resources;
  const index = resources.map(indexEntry);
  // The same index keeps its identity: the messages made from it (app/i18n.ts) are not made again.
  if (JSON.stringify(index) !== JSON.stringify(RESOURCE_INDEX)) RESOURCE_INDEX = index;
  registered = true;
  listeners.forEach(listener => listener());
};

/** How the registry's code is fetched (src/console.ts; the layers above app/ hold it). */
export const registerResourceLoader = (load: () => Promise<unknown>): void => {
  loader = load;
};

/** Fetches the registry once (a no-op once registered); a failure may be tried again. */
export const loadResources = (): Promise<void> => {
  if (registered || !loader) return Promise.resolve();
  loading ??= loader().then(
    () => undefined,
    error => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isRegistered = () => registered;

/** Whether the registry's declarations are there (redrawn when they arrive). */
export const useResourcesRegistered = (): boolean => useSyncExternalStore(subscribe, isRegistered, isRegistered);

export interface Shell {
  /** Lazy: the dashboard's code is not part of the console's first load; `preload` fetches it (the sign-in page, while the person types). */
  Dashboard: (LazyExoticComponent<() => ReactNode> | (() => ReactNode)) & { preload?: () => Promise<unknown> };
  PaletteLauncher: ComponentType;
}

export const SHELL: Shell = { Dashboard: () => null, PaletteLauncher: () => null };

export const registerShell = (shell: Shell): void => {
  Object.assign(SHELL, shell);
};
