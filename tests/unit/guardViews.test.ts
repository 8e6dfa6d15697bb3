/** The route guard's "names no page" rule (docs/decisions.md "Not found"), table-driven. */
import { describe, expect, it } from 'vitest';
import { namesNoPage } from '../../src/app/guardViews';

describe("namesNoPage: what reaches a view through react-admin's patterns without naming one of its pages", () => {
  it.each([
    // edit (:id/*) and show (:id/show/*): the id "create" is the create page's address, never a record
    ['edit', { id: 'create', '*': '' }, true],
    ['show', { id: 'create', '*': '' }, true],
    ['edit', { id: '12', '*': '' }, false],
    ['edit', { id: '12', '*': '1' }, false], // a tab of a tabbed form
    ['show', { id: '12', '*': 'field' }, false], // a tab of a tabbed show page
    ['edit', { id: 'export', '*': '' }, false], // a word is an id too (plot/export is a route of its own, ahead of :id)
    // list (/*): only the resource's own address
    ['list', { '*': '' }, false],
    ['list', {}, false],
    ['list', { '*': 'create' }, true],
    ['list', { '*': 'nosuchthing/deeper' }, true],
    ['create', { '*': '' }, false],
  ] as const)('%s %o → %s', (action, params, expected) => {
    expect(namesNoPage(action, params)).toBe(expected);
  });
});
