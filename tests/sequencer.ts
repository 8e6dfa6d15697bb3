/**
 * The order the test files start in. Files run two at a time (one per core), so the step ends when
 * the last file ends: a long file started last keeps one core busy alone at the end. vitest starts
 * the longest first when it has the timings of an earlier run (its cache in node_modules/.vite),
 * but a fresh clone has none, and it then starts the largest files first: the fault matrices are
 * forty-line files of a minute and more each (as were the accessibility scan's two halves), and
 * they started last (25–30 s of a core alone at the end of each step in the CI reproduction).
 * Here the files known to be long start first, longest first, in both cases; every other file
 * keeps vitest's own order after them.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { relative } from 'node:path';

/** The files of a minute or more, longest first (test time in the CI reproduction of 89f15c1). */
export const LONGEST = {
  unit: [
    'tests/integration/schemaResources.test.tsx',
    'tests/integration/faultMatrix.dialogs.test.tsx',
    'tests/integration/faultMatrix.edit.test.tsx',
    'tests/integration/faultMatrix.create.test.tsx',
    'tests/integration/customerList.test.tsx',
    'tests/integration/schemaExtras.website.test.tsx',
    'tests/integration/layouts.test.tsx',
    'tests/integration/customers.test.tsx',
  ],
  e2e: [
    'tests/e2e/completeness.e2e.ts',
    'tests/e2e/a11y.e2e.ts',
    'tests/e2e/foundation.e2e.ts',
    'tests/e2e/plots.e2e.ts',
    'tests/e2e/plotMap.e2e.ts',
    'tests/e2e/dashboardStates.e2e.ts',
    'tests/e2e/tamil.e2e.ts',
    'tests/e2e/dailyWorkMore.e2e.ts',
    'tests/e2e/dashboard.e2e.ts',
    'tests/e2e/exportAtScale.e2e.ts',
  ],
};

export const sequencerFor = (longest: readonly string[]) =>
  class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const rank = (file: TestSpecification) => {
        const at = longest.indexOf(relative(this.ctx.config.root, file.moduleId));
        return at === -1 ? longest.length : at;
      };
      // A stable sort: the files not named keep vitest's order.
      return sorted
        .map((file, index) => ({ file, index }))
        .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
        .map(({ file }) => file);
    }
  };
