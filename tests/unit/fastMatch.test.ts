/**
 * The demo API's handler gate (mocks/fastMatch.ts) never turns away a request that msw would give
 * the handler: over every handler of the demo API and a request built from every handler's path
 * (parameters filled in), whenever msw's own matching says "match", the gate says "may match".
 * And it does turn most handlers away, which is what it is for.
 */
import { HttpHandler, matchRequestUrl, type Path } from 'msw';
import { describe, expect, it } from 'vitest';
import { mayMatch } from '../../mocks/fastMatch';
import { handlers } from '../../mocks/handlers';

const ORIGIN = 'http://localhost:5173';
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

const http = handlers.filter((h): h is HttpHandler => h instanceof HttpHandler);

/** A request path from a handler path: `*` → the origin, `:param` → a value. */
const samplePaths = (path: string): string[] => {
  const base = path.replace(/^\*/, ORIGIN);
  return [base.replace(/:[A-Za-z0-9_]+/g, '7'), base.replace(/:[A-Za-z0-9_]+/g, 'create'), `${base.replace(/:[A-Za-z0-9_]+/g, '12')}/`];
};

const requests = [
  ...new Set(http.flatMap(h => (typeof h.info.path === 'string' ? samplePaths(h.info.path) : []))),
  `${ORIGIN}/api/v1/1/plot?page=1&perPage=25&s_sort=created_at&_order=DESC`,
  `${ORIGIN}/API/V1/1/Plot`,
  `${ORIGIN}/assets/index.js`,
].flatMap(url => METHODS.map(method => new Request(url, { method })));

const mswMatches = (handler: HttpHandler, request: Request): boolean => {
  const { method, path } = handler.info;
  const methodOk = method instanceof RegExp ? method.test(request.method) : method.toUpperCase() === request.method.toUpperCase();
  // Every handler of the demo API has a string or RegExp path (no custom predicate).
  return methodOk && (typeof path === 'string' || path instanceof RegExp) && matchRequestUrl(new URL(request.url), path as Path).matches;
};

describe('the demo API handler gate', () => {
  it('lets through every request msw would match', () => {
    expect(http.length).toBeGreaterThan(100);
    const missed: string[] = [];
    let matched = 0;
    for (const request of requests) {
      for (const handler of http) {
        if (!mswMatches(handler, request)) continue;
        matched += 1;
        if (mayMatch(handler, request) === false) missed.push(`${request.method} ${request.url} ← ${handler.info.header}`);
      }
    }
    expect(missed).toEqual([]);
    expect(matched).toBeGreaterThan(http.length / 2);
  });

  it('turns away most handlers for a list request', () => {
    const request = new Request(`${ORIGIN}/api/v1/1/plot?page=1&perPage=25`);
    const passing = http.filter(h => mayMatch(h, request) !== false);
    expect(passing.length).toBeLessThan(10);
    expect(passing.some(h => mswMatches(h, request))).toBe(true);
  });
});
