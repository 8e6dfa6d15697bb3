/** The command palette's rules (issue 19): commands from the registry and permissions, matching, record names and paths, recents, the keys that open it. */
import { describe, expect, it } from 'vitest';
import type { Membership } from '../../src/api/permissions';
import { RESOURCES } from '../../src/resources';
import { menuEntries } from '../../src/app/AppMenu';
import {
  RECENT_LIMIT,
  foundRecordPath,
  matchCommands,
  opensPalette,
  paletteCommands,
  pushRecent,
  readRecent,
  recordLabel,
  searchSort,
  searchableResources,
  type FoundRecord,
} from '../../src/features/palette/paletteLogic';

const member = (permissions: string[], extra: Partial<Membership> = {}): Membership =>
  ({ organization_id: 1, name: 'Daga Realty', master: false, software_access: 'Daga', permissions, ...extra }) as Membership;
const master = member([], { master: true });
const byName = (name: string) => RESOURCES.find(r => r.name === name)!;
const commandsFor = (m: Membership) =>
  paletteCommands(
    '1',
    menuEntries(m).flatMap(g => g.items),
    m,
    [
      { id: '1', name: 'Daga Realty' },
      { id: '2', name: 'Green Acres' },
    ],
  );

describe('paletteCommands', () => {
  it('offers the dashboard, every menu list, the create pages and the other organizations', () => {
    const commands = commandsFor(master);
    const menu = menuEntries(master).flatMap(g => g.items);
    expect(commands[0]).toEqual({ id: 'dashboard', label: 'Dashboard', kind: 'Go to', path: '/1/dashboard' });
    expect(
      commands
        .filter(c => c.kind === 'Go to')
        .map(c => c.path)
        .slice(1),
    ).toEqual(menu.map(r => `/1/${r.name}`));
    expect(commands.find(c => c.id === 'create:plot')).toEqual({
      id: 'create:plot',
      label: 'New Plot',
      kind: 'Create',
      path: '/1/plot/create',
    });
    expect(commands.filter(c => c.kind === 'Organization')).toEqual([
      { id: 'org:2', label: 'Switch to Green Acres', kind: 'Organization', path: '/2/dashboard' },
    ]);
  });

  it('follows the permissions: a list without its view key, a create without its create key are left out', () => {
    const commands = commandsFor(member(['plot.view', 'project.view', 'project.create']));
    // Plot sales are listed with plot.view (src/api/permissions.ts); the activity feed needs no key.
    expect(commands.map(c => c.id)).toEqual([
      'dashboard',
      'list:plot',
      'list:plotsale',
      'list:project',
      'list:activity',
      'create:project',
      'org:2',
    ]);
  });
});

describe('matchCommands', () => {
  const commands = commandsFor(master);
  it('every typed word is in the label; labels starting with the text first', () => {
    const found = matchCommands(commands, 'plot');
    expect(found[0]!.label).toMatch(/^Plot/);
    expect(found.every(c => c.label.toLowerCase().includes('plot'))).toBe(true);
    expect(matchCommands(commands, 'new proj').map(c => c.id)).toEqual(['create:project']);
    expect(matchCommands(commands, 'green').map(c => c.path)).toEqual(['/2/dashboard']);
  });
  it('empty text matches nothing; the limit holds', () => {
    expect(matchCommands(commands, '   ')).toEqual([]);
    expect(matchCommands(commands, 'e', 3)).toHaveLength(3);
  });
});

describe('record search', () => {
  it('searches the declared resources the member may list', () => {
    expect(
      searchableResources(RESOURCES, master)
        .map(r => r.name)
        .sort(),
    ).toEqual(['customer', 'customerinterest', 'layout', 'listing', 'plot', 'plotbook', 'project', 'purchasedland', 'user']);
    expect(searchableResources(RESOURCES, member(['plot.view'])).map(r => r.name)).toEqual(['plot']);
  });
  it('names a record by its representation, and opens its show page only when the member may', () => {
    expect(recordLabel(byName('plot'), { id: 5, number: '114' })).toBe('Plot 114');
    expect(recordLabel(byName('plot'), { id: 5, number: '' })).toBe('Plot #5');
    expect(recordLabel(byName('plotbook'), { id: 9, plot: { number: '7A' } })).toBe('Booked Plot 7A');
    expect(foundRecordPath('1', byName('plot'), master, 5)).toBe('/1/plot/5/show');
    expect(foundRecordPath('1', byName('plot'), member(['plot.update']), 5)).toBe('/1/plot/5');
    expect(foundRecordPath('1', byName('plot'), member([]), 5)).toBeNull();
  });
  it('sorts by the naming field so that the exact number comes first', () => {
    expect(searchSort(byName('plot'))).toEqual({ field: 'number', order: 'ASC' });
    expect(searchSort(byName('plotbook'))).toEqual({ field: 'id', order: 'DESC' });
  });
});

describe('recent records', () => {
  const rec = (id: number): FoundRecord => ({
    resource: 'plot',
    id,
    label: `Plot ${id}`,
    resourceLabel: 'Plots',
    path: `/1/plot/${id}/show`,
  });
  it('the last opened comes first, once, at most RECENT_LIMIT', () => {
    let list: FoundRecord[] = [];
    for (let i = 1; i <= RECENT_LIMIT + 2; i++) list = pushRecent(list, rec(i));
    list = pushRecent(list, rec(5));
    expect(list.map(r => r.id)).toEqual([5, 10, 9, 8, 7, 6, 4, 3]);
  });
  it('reads back only well-formed records, never crashing', () => {
    expect(
      readRecent(
        JSON.stringify([
          rec(1),
          { resource: 'plot' },
          { ...rec(2), path: 'javascript:alert(1)' },
          { ...rec(3), path: '//evil.example/x' },
          null,
        ]),
      ),
    ).toEqual([rec(1)]);
    expect(readRecent('{not json')).toEqual([]);
    expect(readRecent(JSON.stringify({ a: 1 }))).toEqual([]);
    expect(readRecent(null)).toEqual([]);
  });
});

describe('opensPalette', () => {
  const input = document.createElement('input');
  const div = document.createElement('div');
  it.each([
    [{ key: 'k', ctrlKey: true, target: input }, true],
    [{ key: 'K', metaKey: true, target: div }, true],
    [{ key: '/', target: div }, true],
    [{ key: '/', target: input }, false],
    [{ key: '/', target: document.createElement('textarea') }, false],
    [{ key: 'k', target: div }, false],
    [{ key: 'k', ctrlKey: true, altKey: true, target: div }, false],
  ])('%#', (event, expected) => expect(opensPalette(event)).toBe(expected));
});
