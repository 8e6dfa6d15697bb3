/**
 * "Country code defaults to +91 when empty" (spec 2 §5, spec 1 §5, spec 3 site user): the one rule
 * (`countryCode` fields, withEmptyDefaults) the forms send by and the demo API stores by.
 */
import { describe, expect, it } from 'vitest';
import { withEmptyDefaults } from '../../src/common/schema/rules';
import { customer } from '../../src/resources/crm/customers/customers';
import { siteuser } from '../../src/resources/website/siteUsers';

describe('withEmptyDefaults on the country codes', () => {
  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['null', null],
    ['missing on a create', undefined],
  ])('a customer country code %s is +91, for both fields', (_, value) => {
    const values = value === undefined ? { name: 'A' } : { name: 'A', country_code: value, country_code_whatsapp: value };
    expect(withEmptyDefaults(customer, values)).toEqual({ name: 'A', country_code: '+91', country_code_whatsapp: '+91' });
  });

  it('keeps a given code, and on an update a field not sent keeps its stored value', () => {
    expect(withEmptyDefaults(customer, { country_code: '+44', country_code_whatsapp: '+1' })).toEqual({
      country_code: '+44',
      country_code_whatsapp: '+1',
    });
    expect(withEmptyDefaults(customer, { name: 'A', country_code: ' ' }, { country_code_whatsapp: '+44' })).toEqual({
      name: 'A',
      country_code: '+91',
    });
  });

  it('the site user form has the same rule for its one country code', () => {
    expect(withEmptyDefaults(siteuser, { name: 'Asha', country_code: '' })).toEqual({ name: 'Asha', country_code: '+91' });
  });
});
