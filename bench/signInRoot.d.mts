import type { BrowserContext, Page } from 'playwright-core';

export function formLoad(
  context: BrowserContext,
  page: Page,
  path: string,
): Promise<{ files: string[]; prefetched: string[]; formMs: number; path: string }>;
export function signInFormLoad(
  baseURL: string,
  path: string,
): Promise<{ files: string[]; prefetched: string[]; formMs: number; path: string }>;
export function measureSignInAtRoot(
  baseURL: string,
  runs?: number,
): Promise<{
  root: { files: string[]; landedOn: string; form?: { status: string; medianMs: number; runsMs: number[] } };
  login: { files: string[]; form?: { status: string; medianMs: number; runsMs: number[] } };
  ratio?: number;
}>;
