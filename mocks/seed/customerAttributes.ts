/**
 * A customer's attribute values (spec 2 §3 "dynamic attribute values keyed Type-{attrid}"): most
 * customers have values for some of their organization's customer attribute types, stored on the
 * customer's row under Type-{attrid} as the type reads them (a text, a number, a date, 1 / 0 for
 * Bool, an option's _id, a list of _ids for Checkbox).
 */
import { Clock, Random, seedOf, DAY, type Row, type Tables } from './context';
import { customerAttributeKey, type AttributeOption } from '../../src/common/attributeTypes';

const OCCUPATIONS = [
  'Teacher',
  'Software Engineer',
  'Farmer',
  'Business Owner',
  'Bank Officer',
  'Doctor',
  'Civil Contractor',
  'Government Employee',
];
const DISTRICTS = ['Madurai', 'Tiruchirappalli', 'Thanjavur', 'Salem', 'Coimbatore', 'Tirunelveli', 'Vellore', 'Cuddalore'];

export function seedCustomerAttributes(tables: Tables, now: Date): void {
  const clock = new Clock(now);
  // Each organization's types, filtered once (not once per customer: 20,000 at the large seed).
  const typesOf = new Map<unknown, Row[]>();
  for (const customer of tables.customer ?? []) {
    const r = new Random(seedOf('customerattribute', customer.id));
    if (!r.chance(0.7)) continue;
    let types = typesOf.get(customer.organization_id);
    if (!types) {
      types = (tables.customerattributetype ?? []).filter(t => t.organization_id === customer.organization_id);
      typesOf.set(customer.organization_id, types);
    }
    for (const type of types) {
      if (!r.chance(0.6)) continue;
      const options = (type.option_value as AttributeOption[] | null) ?? [];
      const name = String(type.name);
      let value: unknown;
      switch (type.option_type) {
        case 'Bool':
          value = r.chance(0.5) ? 1 : 0;
          break;
        case 'Number':
          value = /Income/.test(name) ? r.pick([360000, 480000, 600000, 900000, 1200000]) : r.int(2, 7);
          break;
        case 'Date':
          value = clock.date(clock.ago(r.int(3, 200)) + r.int(0, 23) * (DAY / 24));
          break;
        case 'Select':
        case 'Radio':
          value = options.length ? r.pick(options)._id : null;
          break;
        case 'Checkbox':
          value = options.filter(() => r.chance(0.4)).map(o => o._id);
          break;
        default:
          value = /District/.test(name) ? r.pick(DISTRICTS) : r.pick(OCCUPATIONS);
      }
      if (value !== null) customer[customerAttributeKey(type.id)] = value;
    }
  }
}
