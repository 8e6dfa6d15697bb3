export interface PageState {
  path: string;
  h1: string[];
  busy: boolean;
  notFound: boolean;
  appError: boolean;
  accessDenied: boolean;
  notifications: string[];
  blank: boolean;
  rows: number;
  canvases: number;
}
export function pageState(): PageState;
export function isDrawn(state: PageState): boolean;
export function brokenReason(state: PageState, settled?: boolean): string | null;
