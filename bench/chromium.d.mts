export const CHROMIUM_ARGS: string[];
export function findChromium(): Promise<{ path: string; source: string }>;
export function chromiumPath(): Promise<string>;
