/**
 * The registry's index (src/app/resourceIndex.ts) is the registry's own: what the console's first
 * page draws before the declarations are loaded (issue 41) says what they say. After a change of
 * a declaration: `UPDATE_RESOURCE_INDEX=1 npx vitest run tests/unit/resourceIndex.test.ts`.
 */
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILT_INDEX } from '../../src/app/resourceIndex';
import { indexEntry, registerResources, RESOURCE_INDEX, RESOURCES } from '../../src/app/resources';
import '../../src/resources';

const FILE = 'src/app/resourceIndex.ts';
const source = (index: unknown) =>
  [
    '/** Written from the registry by tests/unit/resourceIndex.test.ts (UPDATE_RESOURCE_INDEX=1): what the first page knows of each resource before the declarations are loaded (src/app/resources.ts). */',
    "import type { ResourceIndexEntry } from './resourceTypes';",
    '',
    `export const BUILT_INDEX: readonly ResourceIndexEntry[] = ${JSON.stringify(index, null, 2)};`,
    '',
  ].join('\n');

describe("the registry's index", () => {
  it('is the index of every declaration of the registry', () => {
    const expected = RESOURCES.map(indexEntry);
    expect(expected.length).toBeGreaterThan(50);
    if (process.env.UPDATE_RESOURCE_INDEX) writeFileSync(FILE, source(expected));
    else
      expect(BUILT_INDEX, `${FILE} is not the registry's: UPDATE_RESOURCE_INDEX=1 npx vitest run tests/unit/resourceIndex.test.ts`).toEqual(
        expected,
      );
  });

  it('keeps its identity when the same registry is registered (the messages made from it are not made again)', () => {
    // RESOURCES is a live binding: the registry of the moment kept.
    const all = RESOURCES;
    const before = RESOURCE_INDEX;
    expect(before).toEqual(BUILT_INDEX);
    registerResources([...all]);
    expect(RESOURCE_INDEX).toBe(before);
    // Another registry (one declaration fewer): another index.
    registerResources(all.slice(1));
    expect(RESOURCE_INDEX).not.toBe(before);
    expect(RESOURCE_INDEX.map(r => r.name)).toEqual(all.slice(1).map(r => r.name));
    registerResources(all);
  });
});
