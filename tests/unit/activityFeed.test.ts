/** The activity feed's placeholders (spec 2 §2 "activity"; the syntax of docs/api.md "Activity feed"). */
import { describe, expect, it } from 'vitest';
import { messageParts, plainIdsByResource, representationOf } from '../../src/features/activityFeed/message';

describe('activity messages', () => {
  it('turns each known placeholder into its record, by kind, with a second record of a kind as {kind_2}', () => {
    const params = {
      user: { id: 4, name: 'Meena' },
      plot: { id: 10, name: '12A' },
      plot_2: { id: 11, number: '12B' },
      broker: { id: 7, name: 'Ravi' },
    };
    expect(messageParts('{user} swapped {plot} and {plot_2} for {broker}.', params)).toEqual([
      { text: 'Meena', resource: 'user', id: 4 },
      { text: ' swapped ' },
      { text: '12A', resource: 'plot', id: 10 },
      { text: ' and ' },
      { text: '12B', resource: 'plot', id: 11 },
      { text: ' for ' },
      { text: 'Ravi', resource: 'customer', id: 7 },
      { text: '.' },
    ]);
  });

  it('reads params sent as JSON text', () => {
    expect(messageParts('Offer {offer}', JSON.stringify({ offer: { id: 2, name: 'Pongal' } }))).toEqual([
      { text: 'Offer ' },
      { text: 'Pongal', resource: 'customeroffer', id: 2 },
    ]);
  });

  it('keeps an unknown kind, a missing record and markup as plain text', () => {
    expect(messageParts('{user} exported to {spreadsheet}', { spreadsheet: { name: 'customers.xlsx' } })).toEqual([
      { text: '{user} exported to customers.xlsx' },
    ]);
    expect(messageParts('<img src=x onerror=alert(1)> {project}', { project: { name: '<b>Palm</b>' } })).toEqual([
      { text: '<img src=x onerror=alert(1)> <b>Palm</b>' },
    ]);
    expect(messageParts(null, 'not json')).toEqual([]);
  });

  it('takes a plain id (as the specification words params) as a link named by the record read, #id until then', () => {
    const names: Record<string, string> = { 'customer:1': 'Ravi Kumar', 'user:11': 'Meena' };
    const recordText = (resource: string, id: string | number) => names[`${resource}:${id}`];
    const params = { customer: 1, user: '11', plot: 5 };
    expect(messageParts('{user} added {customer} on {plot}', params, recordText)).toEqual([
      { text: 'Meena', resource: 'user', id: '11' },
      { text: ' added ' },
      { text: 'Ravi Kumar', resource: 'customer', id: 1 },
      { text: ' on ' },
      { text: '#5', resource: 'plot', id: 5 },
    ]);
    expect(messageParts('{customer}', params)).toEqual([{ text: '#1', resource: 'customer', id: 1 }]);
    // An unknown kind's value stays text; a kind's text that is not an id stays its text.
    expect(messageParts('{spreadsheet} {customer}', { spreadsheet: 7, customer: 'Walk-in' })).toEqual([{ text: '7 Walk-in' }]);
  });

  it('lists the plain ids a page names, by resource, each once (what one getMany per resource reads)', () => {
    const entries = [
      { message: '{user} added {customer}', params: { user: 11, customer: 3 } },
      {
        message: '{user} sold {plot} to {customer} through {broker}',
        params: JSON.stringify({ user: 11, plot: 40, customer: '2', broker: 3 }),
      },
      { message: '{user} added {customer}', params: { user: { id: 12, name: 'Asha' }, customer: 1, unused: 9 } },
    ];
    expect(plainIdsByResource(entries)).toEqual({ customer: [1, '2', 3], plot: [40], user: [11] });
  });

  it("names a record by its resource's recordRepresentation, a field or a function, else its name", () => {
    expect(representationOf('number', { id: 4, number: 'A-12', name: 'x' })).toBe('A-12');
    expect(representationOf((r: Record<string, unknown>) => `Plot ${String(r.number)}`, { id: 4, number: 12 })).toBe('Plot 12');
    expect(representationOf(undefined, { id: 4, title: 'Pongal offer' })).toBe('Pongal offer');
    expect(representationOf('name', { id: 4 })).toBeUndefined();
  });
});
