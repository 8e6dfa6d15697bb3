/**
 * The one rule of a customer's attribute values (spec 2 §3 Type-{attrid}) and of the filters a
 * strict list takes (spec 2 §2 "An invalid filter parameter in the URL is ignored"; G17): what the
 * side panel sends, the form saves and the demo API stores and answers.
 */
import { describe, expect, it } from 'vitest';
import { attributeIdOfKey, attributeMatches, attributeValueOf } from '../../src/common/attributeTypes';
import { cleanListFilters } from '../../src/common/schema/filterRules';
import { customer } from '../../src/resources/crm/customers/customers';

const options = [
  { _id: 'o1', option_value: 'One' },
  { _id: 'o2', option_value: 'Two' },
];
const T = {
  text: { id: 1, option_type: 'Text' },
  number: { id: 2, option_type: 'Number' },
  date: { id: 3, option_type: 'Date' },
  bool: { id: 4, option_type: 'Bool' },
  select: { id: 5, option_type: 'Select', option_value: options },
  radio: { id: 6, option_type: 'Radio', option_value: options },
  checkbox: { id: 7, option_type: 'Checkbox', option_value: options },
};

describe('attributeValueOf: a value as its type holds it, null when empty, undefined when it cannot', () => {
  it.each([
    [T.text, ' Teacher ', 'Teacher'],
    [T.number, '42', 42],
    [T.number, 'many', undefined],
    [T.date, '2026-10-05', '2026-10-05'],
    [T.date, '2026-10-05T10:00:00Z', '2026-10-05'],
    [T.date, 'yesterday', undefined],
    [T.bool, '1', 1],
    [T.bool, 'false', 0],
    [T.bool, 'maybe', undefined],
    [T.select, 'o2', 'o2'],
    [T.select, 'o9', undefined],
    [T.radio, ['o1'], undefined],
    [T.checkbox, ['o1', 'o2', 'o1'], ['o1', 'o2']],
    [T.checkbox, 'o2', ['o2']],
    [T.checkbox, ['o1', 'o9'], undefined],
    [T.text, '', null],
    [T.checkbox, [], null],
  ])('%o reads %o as %o', (type, raw, held) => {
    expect(attributeValueOf(type, raw)).toEqual(held);
  });
});

describe("attributeMatches: the panel's filters", () => {
  it('a part of a Text (case ignored), the same number, day, Yes / No and option; a Checkbox any of its options', () => {
    expect(attributeMatches(T.text, 'Software Engineer', 'engin')).toBe(true);
    expect(attributeMatches(T.text, 'Teacher', 'engin')).toBe(false);
    expect(attributeMatches(T.number, 4, 4)).toBe(true);
    expect(attributeMatches(T.number, 5, 4)).toBe(false);
    expect(attributeMatches(T.date, '2026-10-05', '2026-10-05')).toBe(true);
    expect(attributeMatches(T.bool, 0, 0)).toBe(true);
    expect(attributeMatches(T.bool, 1, 0)).toBe(false);
    expect(attributeMatches(T.bool, undefined, 0)).toBe(false);
    expect(attributeMatches(T.select, 'o1', 'o1')).toBe(true);
    expect(attributeMatches(T.checkbox, ['o2'], ['o1', 'o2'])).toBe(true);
    expect(attributeMatches(T.checkbox, ['o2'], ['o1'])).toBe(false);
  });

  it('reads only Type-{digits} as an attribute key', () => {
    expect(attributeIdOfKey('Type-12')).toBe('12');
    expect(attributeIdOfKey('Type-abc')).toBeUndefined();
    expect(attributeIdOfKey('type-12')).toBeUndefined();
    expect(attributeIdOfKey('name')).toBeUndefined();
  });
});

describe('cleanListFilters: what the customer list takes of its URL', () => {
  const types = Object.values(T);
  it('keeps its own filters and valid attribute filters, normalized', () => {
    const filters = {
      q: 'ravi',
      isbroker: 1,
      address: 'Anna Nagar',
      date_from: '2026-01-01',
      showall: true,
      'Type-2': '42',
      'Type-7': ['o1'],
    };
    expect(cleanListFilters(customer, filters, types)).toEqual({ ...filters, 'Type-2': 42 });
  });

  it('drops an unknown key, an unknown type, a malformed key and a value its type or filter cannot take', () => {
    expect(
      cleanListFilters(
        customer,
        {
          foo: 'bar',
          'Type-99': 'x',
          'Type-x': 'x',
          'Type-2': 'many',
          'Type-5': 'o9',
          isbroker: 'perhaps',
          date_to: 'soon',
          created_by: 'abc',
          'Type-4': 'Yes',
        },
        types,
      ),
    ).toEqual({ 'Type-4': 1 });
  });

  it('keeps attribute keys as they are while the types are not known', () => {
    expect(cleanListFilters(customer, { 'Type-99': 'x', foo: 'bar' })).toEqual({ 'Type-99': 'x' });
  });
});
