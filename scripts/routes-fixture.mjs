#!/usr/bin/env node
/**
 * Writes tests/fixtures/routes.json from the specification's route list (all_routes and
 * route_query_signatures of ../shared/spec/inventory.json), so the completeness test runs
 * without ../shared. Run it again when the specification changes:
 *
 *   node scripts/routes-fixture.mjs [path/to/inventory.json]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = resolve(process.argv[2] ?? resolve(root, '../shared/spec/inventory.json'));
const target = resolve(root, 'tests/fixtures/routes.json');

const spec = JSON.parse(readFileSync(source, 'utf8'));
if (!Array.isArray(spec.all_routes)) throw new Error(`${source}: no all_routes list`);

const fixture = {
  generated_from: 'shared/spec/inventory.json (all_routes, route_query_signatures) by scripts/routes-fixture.mjs',
  routes: spec.all_routes.map(r => ({ route: r.route, source: r.source, resources: r.resources })),
  query_signatures: spec.route_query_signatures ?? [],
};

mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(fixture, null, 2)}\n`);
console.log(`${fixture.routes.length} routes, ${fixture.query_signatures.length} query signatures → ${target}`);
