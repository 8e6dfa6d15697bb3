/**
 * Where the API is (api-contract.md "Where the API is").
 * Build time: VITE_API_URL. Run time: window.__APP_CONFIG__.apiUrl, when a deployment injects it.
 * Neither set: the embedded demo API at /api/v1 (started by src/main.tsx).
 */
export const DEMO_API_ROOT = '/api/v1';

/** The organization header: the one place its name lives. */
export const ORG_HEADER = 'X-Organization-Id';

declare global {
  interface Window {
    __APP_CONFIG__?: { apiUrl?: string };
  }
}

const runtimeApiUrl = (): string | undefined =>
  typeof window !== 'undefined' ? window.__APP_CONFIG__?.apiUrl || undefined : undefined;

export const configuredApiUrl = (): string | undefined =>
  runtimeApiUrl() ?? (import.meta.env.VITE_API_URL || undefined);

/** True when no real API is configured: the console runs on the embedded demo API. */
export const isDemoMode = (): boolean => !configuredApiUrl();

export const apiRoot = (): string => (configuredApiUrl() ?? DEMO_API_ROOT).replace(/\/+$/, '');
