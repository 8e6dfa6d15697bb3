/** What the app layer is handed from above… docs/decisions.md "Layers (issue 36)"; docs/decisions.md "Notes: src/app/resources.ts" */
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { ResourceDeclaration } from './resourceTypes';

/** Every resource of the console, once (a live binding: empty until registered). */
export let RESOURCES: readonly ResourceDeclaration[] = [];

export interface Shell {
  /** Lazy: the dashboard's code is not part of the console's first load; `preload` fetches it (the sign-in page, while the person types). */
  Dashboard: (LazyExoticComponent<() => ReactNode> | (() => ReactNode)) & { preload?: () => Promise<unknown> };
  PaletteLauncher: ComponentType;
}

export const SHELL: Shell = { Dashboard: () => null, PaletteLauncher: () => null };

export const registerResources = (resources: readonly ResourceDeclaration[]): void => {
  RESOURCES = resources;
};

export const registerShell = (shell: Shell): void => {
  Object.assign(SHELL, shell);
};
