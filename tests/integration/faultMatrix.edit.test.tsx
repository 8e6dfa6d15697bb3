/**
 * Issue 12's fault matrix over every edit form of the registry (tests/integration/faultMatrix.ts):
 * each fault meets Save, and nothing typed is lost.
 */
import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/app/resources';
import { createDataProvider } from '../../src/api/dataProvider';
import { createHttpClient } from '../../src/api/http';
import { createAccountApi } from '../../src/api/account';
import { runFaultMatrix } from './faultMatrix';

/** Edit forms that are not pages of their own resource, and where they are proven instead. */
const NOT_HERE: Record<string, string> = {
  'document/project': 'documents are edited in a dialog of their parent (documents.test.tsx)',
  'document/plot': 'documents are edited in a dialog of their parent (documents.test.tsx)',
  'document/property': 'documents are edited in a dialog of their parent (documents.test.tsx)',
};

const firstRecord = async (resource: string) => {
  const session = await createAccountApi().login('admin', 'admin');
  const provider = createDataProvider(createHttpClient({ orgid: '1', getToken: () => session.token }));
  const { data } = await provider.getList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
  return data[0];
};

const edits = RESOURCES.filter(r => r.edit && !NOT_HERE[r.name]);

describe('the fault matrix on every edit form of the registry', () => {
  it('covers every edit form but the ones named with a reason', () => {
    expect(RESOURCES.filter(r => r.edit).map(r => r.name).filter(n => !edits.some(e => e.name === n))).toEqual(Object.keys(NOT_HERE));
  });

  it.each(edits.map(r => [r.name, r] as const))('%s', async (name, resource) => {
    const record = await firstRecord(name);
    expect(record, `a seeded ${name} to edit`).toBeDefined();
    const prefer = [typeof resource.recordRepresentation === 'string' ? resource.recordRepresentation : 'name', 'name', 'title', 'notes', 'description'];
    await runFaultMatrix(`/1/${name}/${record!.id}`, prefer);
  }, 60000);
});
