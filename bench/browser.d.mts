import type { BrowserContext, Page } from 'playwright-core';
import type { PageState } from './pageState.mjs';

export { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
export class NotAvailable extends Error {}
export function openContext(baseURL: string): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }>;
export const drawn: string;
export function arm(page: Page, until: string, timeout?: number): Promise<void>;
export function collect(page: Page, timeout?: number, target?: string): Promise<number>;
export function navigate(page: Page, path: string): Promise<number>;
export function loadPage(page: Page, path: string, options?: { until?: string; timeout?: number }): Promise<PageState>;
export function openPage(page: Page, path: string, options?: { until?: string; timeout?: number }): Promise<PageState>;
export function apiGet(page: Page, path: string): Promise<unknown>;
export function rowsOf(data: unknown): Array<Record<string, unknown> & { id: string | number }>;
export function signIn(page: Page, username?: string): Promise<number>;
export function signInMoments(page: Page, username?: string): Promise<{ tables: number; charts: number }>;
export const dashboardTables: string;
export const dashboardCharts: string;
export const DASHBOARD_CHARTS: string[];
export const FLOOR_LIST: string;
export function armMoments(page: Page, moments: Record<string, string>, timeout?: number): Promise<void>;
export function collectMoments(page: Page, timeout?: number, target?: string): Promise<Record<string, number>>;
export function scriptsLoaded(page: Page, action: () => Promise<unknown>): Promise<string[]>;
export function signedInStorage(baseURL: string): Promise<{ name: string; value: string }[]>;
export function dashboardScripts(
  baseURL: string,
  storage: { name: string; value: string }[],
  until: string,
): Promise<string[] | { notMeasured: string }>;
export function measureFirstLoads(baseURL: string): Promise<{ signIn: string[]; dashboard: string[]; dashboardTables: string[] }>;
export function measureTimings(baseURL: string, runs: number, only?: string[]): Promise<Record<string, unknown>>;
export function median(values: number[]): number;
export function percentile(values: number[], p: number): number;
export function scriptsBefore(page: unknown, at: number): Promise<string[]>;
