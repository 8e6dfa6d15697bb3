/** The activity feed's placeholders (spec 2 §2 "activity"; the syntax of docs/api.md "Activity feed"). */
import { describe, expect, it } from 'vitest';
import { messageParts } from '../../src/features/activityFeed/message';

describe('activity messages', () => {
  it('turns each known placeholder into its record, by kind, with a second record of a kind as {kind_2}', () => {
    const params = { user: { id: 4, name: 'Meena' }, plot: { id: 10, name: '12A' }, plot_2: { id: 11, number: '12B' }, broker: { id: 7, name: 'Ravi' } };
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
    expect(messageParts('Offer {offer}', JSON.stringify({ offer: { id: 2, name: 'Pongal' } }))).toEqual([{ text: 'Offer ' }, { text: 'Pongal', resource: 'customeroffer', id: 2 }]);
  });

  it('keeps an unknown kind, a missing record and markup as plain text', () => {
    expect(messageParts('{user} exported to {spreadsheet}', { spreadsheet: { name: 'customers.xlsx' } })).toEqual([{ text: '{user} exported to customers.xlsx' }]);
    expect(messageParts('<img src=x onerror=alert(1)> {project}', { project: { name: '<b>Palm</b>' } })).toEqual([{ text: '<img src=x onerror=alert(1)> <b>Palm</b>' }]);
    expect(messageParts(null, 'not json')).toEqual([]);
  });
});
