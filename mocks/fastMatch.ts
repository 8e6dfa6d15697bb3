/**
 * A cheap gate in front of every demo API handler. msw (2.15) tries the handlers in turn until one
 * answers, and each try costs, before the method is even compared: the URL parsed, document.cookie
 * read (a synchronous call to the browser process in Chromium), the cookie store searched and the
 * handler's path compiled to a regular expression. With about 280 handlers a request paid for up
 * to 150 tries: on the plot list, more main-thread time than drawing the rows
 * (docs/performance.md, "Profiles").
 *
 * The gate answers "no match" at once when the handler cannot match: another method, or a literal
 * segment of its path (`api`, `v1`, `plot`, … — not `:params` nor `*`) that is not a segment of
 * the request's path. Both tests are implied by msw's own match, so the gate never turns away a
 * request msw would have given the handler (tests/unit/fastMatch.test.ts checks it over every
 * handler); msw still decides every request that passes.
 */
import { HttpHandler, type RequestHandler } from 'msw';

const handlerSegments = new WeakMap<HttpHandler, string[] | null>();

/**
 * The literal segments of a handler's path (lower case: msw matches paths case-insensitively), or
 * null when the path is not a plain string path (a RegExp, a predicate, an absolute URL).
 */
const literalSegments = (handler: HttpHandler): string[] | null => {
  if (!handlerSegments.has(handler)) {
    const { path } = handler.info;
    handlerSegments.set(
      handler,
      typeof path !== 'string' || /^[a-z][a-z0-9+.-]*:/i.test(path)
        ? null
        : path
            .split('/')
            .filter(segment => /^[A-Za-z0-9_.~-]+$/.test(segment))
            .map(segment => segment.toLowerCase()),
    );
  }
  return handlerSegments.get(handler) ?? null;
};

const requestSegments = new WeakMap<Request, Set<string>>();

/** The segments of a request's path, computed once per request. */
const segmentsOf = (request: Request): Set<string> => {
  let segments = requestSegments.get(request);
  if (!segments) {
    segments = new Set(new URL(request.url).pathname.toLowerCase().split('/'));
    requestSegments.set(request, segments);
  }
  return segments;
};

const methodMatches = (method: string | RegExp, actual: string): boolean =>
  method instanceof RegExp ? method.test(actual) : method.toUpperCase() === actual.toUpperCase();

/**
 * Whether the handler may match the request (false: it surely does not); null when the gate
 * cannot tell from the handler's path (a RegExp, a predicate function, an absolute URL).
 */
export const mayMatch = (handler: RequestHandler, request: Request): boolean | null => {
  if (!(handler instanceof HttpHandler)) return null;
  const literals = literalSegments(handler);
  if (!literals) return null;
  if (!methodMatches(handler.info.method, request.method)) return false;
  const segments = segmentsOf(request);
  return literals.every(segment => segments.has(segment));
};

/** The handlers, each behind the gate (in place; the same array is answered). */
export const gateHandlers = <T extends RequestHandler>(handlers: T[]): T[] => {
  for (const handler of handlers) {
    if (!(handler instanceof HttpHandler)) continue;
    const run = handler.run.bind(handler);
    handler.run = (args => (mayMatch(handler, args.request) === false ? Promise.resolve(null) : run(args))) as typeof handler.run;
  }
  return handlers;
};
