/** The order test files start in (tests/sequencer.ts): the named long files first, longest first; the others in vitest's order. */
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { LONGEST, sequencerFor } from '../sequencer';

const project = { name: '', config: { sequence: { groupOrder: 0 }, isolate: false } };
const spec = (path: string) => ({ moduleId: `/repo/${path}`, project }) as unknown as TestSpecification;

/** vitest's context on a fresh clone: no timings, sizes as given (vitest's own order is the largest first). */
const freshClone = (sizes: Record<string, number>) =>
  ({
    config: { root: '/repo' },
    cache: {
      getFileTestResults: () => undefined,
      getFileStats: (key: string) => ({ size: sizes[key.replace(/^:/, '')] ?? 0 }),
    },
  }) as unknown as Vitest;

describe('the test files’ order', () => {
  it('starts the named files first in the order named, then the rest as vitest orders them (the largest first)', async () => {
    const Sequencer = sequencerFor(['tests/long-b.ts', 'tests/long-a.ts']);
    const sizes = { 'tests/long-a.ts': 10, 'tests/long-b.ts': 20, 'tests/big.ts': 5000, 'tests/small.ts': 100 };
    const files = Object.keys(sizes).map(spec);
    const sorted = await new Sequencer(freshClone(sizes)).sort(files);
    expect(sorted.map(f => f.moduleId.replace('/repo/', ''))).toEqual([
      'tests/long-b.ts',
      'tests/long-a.ts',
      'tests/big.ts',
      'tests/small.ts',
    ]);
  });

  it('names files that exist (a renamed file would silently lose its place)', async () => {
    const { existsSync } = await import('node:fs');
    for (const file of [...LONGEST.unit, ...LONGEST.e2e]) expect(existsSync(file), file).toBe(true);
  });
});
