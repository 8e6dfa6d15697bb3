/** Where the API is (api-contract.md "Where the API is"). docs/decisions.md "Notes: src/api/config.ts" */
export const DEMO_API_ROOT = '/api/v1';

/** The organization header: the one place its name lives. */
export const ORG_HEADER = 'X-Organization-Id';

declare global {
  interface Window {
    __APP_CONFIG__?: { apiUrl?: string; timeoutMs?: number; uploadTimeoutMs?: number };
  }
}

const runtimeApiUrl = (): string | undefined => (typeof window !== 'undefined' ? window.__APP_CONFIG__?.apiUrl || undefined : undefined);

export const configuredApiUrl = (): string | undefined => runtimeApiUrl() ?? (import.meta.env.VITE_API_URL || undefined);

/** True when no real API is configured: the console runs on the embedded demo API. */
export const isDemoMode = (): boolean => !configuredApiUrl();

export const apiRoot = (): string => (configuredApiUrl() ?? DEMO_API_ROOT).replace(/\/+$/, '');

/** How long a call may take before it gives up with 'Unable to connect server' (issue 12): 30 s, uploads 120 s. */
export interface Timeouts {
  request: number;
  upload: number;
}

export const DEFAULT_TIMEOUTS: Readonly<Timeouts> = { request: 30_000, upload: 120_000 };

const positive = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);

export const timeouts = (): Timeouts => {
  const runtime = typeof window !== 'undefined' ? window.__APP_CONFIG__ : undefined;
  return {
    request: positive(runtime?.timeoutMs) ?? DEFAULT_TIMEOUTS.request,
    upload: positive(runtime?.uploadTimeoutMs) ?? DEFAULT_TIMEOUTS.upload,
  };
};
