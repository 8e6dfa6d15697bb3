/**
 * The network as a test wants it, in real Chromium: answers of the demo API held back or replaced,
 * and the console's code chunks held back.
 *
 * The demo API answers inside the page (msw's service worker hands each call to the page), so
 * Playwright's routes never see its calls: the page's fetch asks the test first (an exposed
 * binding) and, where a rule says so, waits or gets the rule's answer instead. The code chunks are
 * real files: the service worker fetches them, and the context's routes (which see a service
 * worker's requests in Chromium) hold them back.
 */
import type { BrowserContext, Route } from 'playwright-core';

export interface ApiRule {
  /** The call's method (any when left out). */
  method?: string;
  /** Matched against the call's path and query under /api/v1/ ("1/dashboard/filter"). */
  path: RegExp;
  /** Answer with this status and envelope instead of the demo API. */
  status?: number;
  body?: unknown;
  /** Hold the call until release() (then the demo API answers it, or the status above does). */
  hold?: boolean;
  /** How many calls the rule applies to (every call when left out). */
  times?: number;
}

export interface NetworkControl {
  /** Adds a rule (the first rule that matches a call decides); returns a function that removes it. */
  rule(rule: ApiRule): () => void;
  /** Lets every held call go on, and drops the hold rules (held chunks have their own release). */
  release(): void;
  /** Holds the code chunks whose file name matches until the returned function is called. */
  holdChunks(file: RegExp): Promise<() => Promise<void>>;
  /** The calls held right now ("GET 1/dashboard"). */
  held(): string[];
  /** The calls seen so far ("POST 1/plot/5"), answered by a rule or not. */
  seen: string[];
}

interface Decision {
  status: number;
  body: unknown;
}

/** Installs the control on every page of the context (before any page of it loads the console). */
export const controlNetwork = async (context: BrowserContext): Promise<NetworkControl> => {
  const rules: ApiRule[] = [];
  const waiting: Array<{ call: string; go: () => void }> = [];
  const seen: string[] = [];

  await context.exposeBinding('__e2eApiCall', async (_source, method: string, path: string): Promise<Decision | null> => {
    const call = `${method} ${path}`;
    seen.push(call);
    const rule = rules.find(r => (!r.method || r.method.toUpperCase() === method) && r.path.test(path));
    if (!rule) return null;
    if (rule.times !== undefined && --rule.times <= 0) rules.splice(rules.indexOf(rule), 1);
    if (rule.hold) await new Promise<void>(go => waiting.push({ call, go }));
    return rule.status ? { status: rule.status, body: rule.body ?? null } : null;
  });
  await context.addInitScript(() => {
    const w = window as unknown as { __e2eApiCall: (method: string, path: string) => Promise<Decision | null> };
    const real = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, location.href);
      const at = url.pathname.indexOf('/api/v1/');
      if (at === -1) return real(input, init);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      // A call given up while held (the console's timeout, a search typed on) fails as a real one would.
      const aborted = new Promise<never>((_, reject) => {
        if (signal?.aborted) reject(new DOMException('Aborted', 'AbortError'));
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true });
      });
      const decision = await Promise.race([w.__e2eApiCall(method, url.pathname.slice(at + '/api/v1/'.length) + url.search), aborted]);
      if (!decision) return real(input, init);
      return new Response(JSON.stringify(decision.body), { status: decision.status, headers: { 'Content-Type': 'application/json' } });
    };
  });

  const release = () => {
    for (let i = rules.length - 1; i >= 0; i--) if (rules[i]!.hold) rules.splice(i, 1);
    waiting.splice(0).forEach(w => w.go());
  };

  return {
    rule(rule) {
      const own = { ...rule };
      rules.push(own);
      return () => {
        const at = rules.indexOf(own);
        if (at !== -1) rules.splice(at, 1);
      };
    },
    release,
    async holdChunks(file) {
      let open = false;
      const gate: Array<() => void> = [];
      const handler = async (route: Route) => {
        if (!open) await new Promise<void>(go => gate.push(go));
        await route.continue().catch(() => undefined);
      };
      const matcher = (url: URL) => /\/assets\//.test(url.pathname) && file.test(url.pathname.split('/').pop() ?? '');
      await context.route(matcher, handler);
      return async () => {
        open = true;
        gate.splice(0).forEach(go => go());
        await context.unroute(matcher, handler);
      };
    },
    held: () => waiting.map(w => w.call),
    seen,
  };
};
