/**
 * Issue 12's fault matrix over every edit form of the registry (tests/integration/faultMatrix.ts):
 * each fault meets Save, and nothing typed is lost.
 */
import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/resources';
import { STEPS, documentQuery, firstRecord, matrixPlans, runFaultMatrix } from './faultMatrix';
import { formFeatures } from '../shapes';

const edits = RESOURCES.filter(r => r.edit);
/** The whole matrix, or one step of it, for each (faultMatrix.ts, `matrixPlans`). */
const plans = matrixPlans(edits.map(r => ({ name: r.name, features: formFeatures(r.name, 'update') })));
const title = (name: string) => {
  const plan = plans.get(name)!;
  return plan === 'full' ? name : `${name}: ${STEPS[plan]}`;
};

/** The address of an edit form: a document's names its parent and kind in the query (docs/api.md). */
const editPath = async (name: string) => {
  if (name.startsWith('document/')) {
    const { id, query } = documentQuery(name);
    return `/1/${name}/${id}?${query}`;
  }
  const record = await firstRecord(name);
  expect(record, `a seeded ${name} to edit`).toBeDefined();
  return `/1/${name}/${record!.id}`;
};

describe('the fault matrix on every edit form of the registry', () => {
  it('the registry has edit forms, documents among them', () => {
    expect(edits.map(r => r.name)).toEqual(expect.arrayContaining(['project', 'layout', 'document/plot', 'documenttype']));
  });

  it.each(edits.map(r => [title(r.name), r] as const))(
    '%s',
    async (_, resource) => {
      const name = resource.name;
      const prefer = [
        typeof resource.recordRepresentation === 'string' ? resource.recordRepresentation : 'name',
        'name',
        'title',
        'notes',
        'description',
      ];
      await runFaultMatrix(await editPath(name), prefer, { plan: plans.get(name) });
    },
    60000,
  );
});
