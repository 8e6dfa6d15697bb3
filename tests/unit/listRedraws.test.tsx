/**
 * A list's rows are not drawn again while a filter's answer is awaited (issue 41, the attribute
 * panel at 20,000 customers): the schema list keeps one set of column elements per declaration and
 * the keyboard row is memoised, so a change of the address or of the loading state leaves a row
 * whose record is unchanged as it is; the answer's rows are drawn once it comes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Resource, ResourceContextProvider, testDataProvider, useListContext, useRecordContext } from 'react-admin';
import { defineSchema } from '../../src/common/schema/define';
import { text } from '../../src/common/schema/fields';
import { SchemaList } from '../../src/common/schema/views';
import { provideSlots } from '../../src/common/slots';
import { SavedViewsBar } from '../../src/features/savedViews/SavedViewsBar';

// The saved views' bar (filled in by the console's registry when another test file of this worker
// loaded it) needs an organization around the list: left out here, put back after.
beforeAll(() => provideSlots({ SavedViewsBar: () => null }));
afterAll(() => provideSlots({ SavedViewsBar }));

let draws = 0;

/** The Name cell, counting its draws. */
const CountedName = ({ source }: { source: string }) => {
  const record = useRecordContext();
  draws += 1;
  return <span>{String(record?.[source] ?? '')}</span>;
};

/** A toolbar button that filters the list, as the attribute panel does. */
const FilterButton = () => {
  const { setFilters } = useListContext();
  return (
    <button type="button" onClick={() => setFilters({ q: 'Vellore' }, {})}>
      Filter now
    </button>
  );
};

const thing = defineSchema({
  name: 'thing',
  label: 'Things',
  singular: 'Thing',
  group: 'sales',
  icon: 'customer',
  reducedMenu: true,
  recordRepresentation: 'name',
  rowClick: 'show',
  listActions: FilterButton,
  cells: { name: CountedName },
  fields: { name: text('Name').in('list') },
  seed: false,
});

const rows = (names: string[], from: number) => names.map((name, i) => ({ id: from + i, name, created_at: '2026-11-01T10:00:00Z' }));

describe('a list while a filter is answered', () => {
  it('draws no row again until the answer comes, then draws its rows', async () => {
    let answer!: (value: { data: ReturnType<typeof rows>; total: number }) => void;
    const dataProvider = testDataProvider({
      getList: ((_resource: string, params: { filter?: Record<string, unknown> }) =>
        params.filter?.q
          ? new Promise(resolve => {
              answer = resolve as typeof answer;
            })
          : Promise.resolve({ data: rows(['Madurai', 'Salem', 'Erode'], 1), total: 3 })) as never,
    });
    render(
      <AdminContext dataProvider={dataProvider}>
        <Resource name="thing" list={() => null} show={() => null} />
        <ResourceContextProvider value="thing">
          <SchemaList schema={thing} />
        </ResourceContextProvider>
      </AdminContext>,
    );
    await screen.findByText('Erode');
    const before = draws;
    expect(before).toBeGreaterThanOrEqual(3);

    fireEvent.click(await screen.findByRole('button', { name: 'Filter now' }));
    // The filter is asked for (the answer awaited); the rows shown meanwhile are not drawn again.
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    await new Promise(resolve => setTimeout(resolve, 50));
    expect(screen.getByText('Salem')).toBeInTheDocument();
    expect(draws).toBe(before);

    answer({ data: rows(['Vellore One', 'Vellore Two'], 10), total: 2 });
    await screen.findByText('Vellore Two');
    expect(screen.queryByText('Salem')).not.toBeInTheDocument();
    expect(draws).toBeGreaterThanOrEqual(before + 2);
  });
});
