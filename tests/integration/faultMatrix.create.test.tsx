/**
 * Issue 12's fault matrix over every create form of the registry (tests/integration/faultMatrix.ts):
 * each opens prefilled with a valid record (react-admin's `?source=`), with a small image picked
 * where a file is asked for, one field is typed into, and each fault meets Save.
 */
import 'vitest-canvas-mock';
import { describe, expect, it } from 'vitest';
import { table } from '../../mocks/db';
import { RESOURCES } from '../../src/resources';
import { SCHEMAS } from '../../src/resources/schemas';
import { hasView } from '../../src/common/schema/define';
import { onForm, validateRecord } from '../../src/common/schema/rules';
import { STEPS, documentQuery, firstRecord, matrixPlans, runFaultMatrix } from './faultMatrix';
import { formFeatures } from '../shapes';
import { phoneKey } from '../../src/common/phone';

const schemaOf = (name: string) => SCHEMAS.find(s => s.name === name && hasView(s, 'create') && !s.custom?.create);

/** A valid create of a schema resource from a seeded row: the fields its create form has, files left out. */
const schemaPrefill = (name: string) => {
  const schema = schemaOf(name)!;
  const row = table(name).find(r => r.organization_id === 1)!;
  const values: Record<string, unknown> = {};
  for (const [source, field] of Object.entries(schema.fields)) {
    if (!onForm(field, 'create') || field.kind === 'image' || field.kind === 'file' || field.kind === 'images') continue;
    if (row[source] !== undefined && row[source] !== null) values[source] = row[source];
  }
  // A copied customer's numbers would be a duplicate, which asks once more before saving (issue 40).
  if (name === 'customer') values.phone = values.whatsapp = unusedNumber();
  return values;
};

/** A 10-digit number no seeded customer has (phone or WhatsApp). */
const unusedNumber = () => {
  const taken = new Set(table('customer').flatMap(c => [phoneKey(c.phone), phoneKey(c.whatsapp)]));
  let n = 7000000001;
  while (taken.has(String(n))) n++;
  return String(n);
};

/** What a record read back says that a create does not send: its id, times, and files (picked in the form instead). */
const isFileValue = (value: unknown): boolean =>
  Array.isArray(value) ? value.some(isFileValue) : typeof value === 'object' && value !== null && ('src' in value || 'rawFile' in value);
const handPrefill = (record: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(record).filter(
      ([key, value]) => !['id', 'created_at', 'updated_at'].includes(key) && value !== null && !isFileValue(value),
    ),
  );

/** The query a create is opened with besides its values: its parent (a document's folder, an instalment's sale). */
const parentQuery = (name: string): string => {
  if (name.startsWith('document/')) {
    const { parent, query } = documentQuery(name);
    return `${query}&parent_id=${parent}&`;
  }
  if (name === 'plotsaleinstalment') {
    const sale = table('plotsale').find(r => r.organization_id === 1)!;
    return `plotid=${sale.plot_id}&plotsaleid=${sale.id}&`;
  }
  return '';
};

const createPath = async (name: string) => {
  const schema = schemaOf(name);
  let values: Record<string, unknown>;
  if (schema) {
    values = schemaPrefill(name);
    const left = Object.keys(validateRecord(schema, values, 'create')).filter(
      key => !['image', 'file', 'images'].includes(schema.fields[key.split('.')[0]!]?.kind ?? ''),
    );
    expect(left, 'the prefilled record is valid but for its files').toEqual([]);
  } else {
    const record = name.startsWith('document/') ? table('document').find(r => r.id === documentQuery(name).id)! : await firstRecord(name);
    expect(record, `a seeded ${name} to copy`).toBeDefined();
    values = handPrefill(record as Record<string, unknown>);
  }
  return `/1/${name}/create?${parentQuery(name)}source=${encodeURIComponent(JSON.stringify(values))}`;
};

const creates = RESOURCES.filter(r => r.create);
/** The whole matrix, or one step of it, for each (faultMatrix.ts, `matrixPlans`). */
const plans = matrixPlans(creates.map(r => ({ name: r.name, features: formFeatures(r.name, 'create') })));
const title = (name: string) => {
  const plan = plans.get(name)!;
  return plan === 'full' ? name : `${name}: ${STEPS[plan]}`;
};

describe('the fault matrix on every create form of the registry', () => {
  it('the registry has create forms, hand-written and declared', () => {
    expect(creates.map(r => r.name)).toEqual(
      expect.arrayContaining(['project', 'layout', 'document/plot', 'plotemi', 'documenttype', 'constructionbuilder']),
    );
  });

  it.each(creates.map(r => [title(r.name), r.name] as const))(
    '%s',
    async (_, name) => {
      const table0 = name.startsWith('document/') ? 'document' : name;
      const before = table(table0).length;
      const path = await createPath(name);
      const schema = schemaOf(name);
      await runFaultMatrix(path, [schema?.recordRepresentation ?? 'name', 'name', 'title', 'description', 'notes'], {
        files: true,
        plan: plans.get(name),
      });
      expect(table(table0).length, 'no fault stored a record').toBe(before);
    },
    60000,
  );
});
