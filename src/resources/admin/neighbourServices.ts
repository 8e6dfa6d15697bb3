/** Neighbour services: the trades a layout's residents can call, and the people who offer them. */
// Reasoning: docs/decisions.md "Notes: src/resources/admin/neighbourServices.ts"
import { defineSchema } from '../../common/schema/define';
import { email, longText, phone, reference, text } from '../../common/schema/fields';

export const neighbourservicetype = defineSchema({
  name: 'neighbourservicetype',
  label: 'Neighbour Service Types',
  singular: 'Neighbour Service Type',
  group: 'admin',
  icon: 'service',
  reducedMenu: false,
  recordRepresentation: 'name',
  fields: {
    // G31: no text given.
    name: text('Name')
      .required('Name is required')
      .in('list', 'search', 'sort')
      .seed([
        'Plumber',
        'Electrician',
        'Carpenter',
        'Mason',
        'Painter',
        'Borewell Driller',
        'Water Tanker',
        'Security Agency',
        'Gardener',
        'Pest Control',
        'Housekeeping',
        'Interior Designer',
      ]),
  },
  seed: { count: o => (o === 1 ? 12 : 8) },
});

/** The length messages of an exact 10-digit phone (the wording of the organization's phone, spec 3 §5). */
const tenDigits = (label: string) =>
  [`The ${label} must be at least 10 characters.`, `The ${label} may not be greater than 10 characters.`] as const;

export const neighbourserviceperson = defineSchema({
  name: 'neighbourserviceperson',
  label: 'Neighbour Service Persons',
  singular: 'Neighbour Service Person',
  group: 'admin',
  icon: 'serviceperson',
  reducedMenu: false,
  recordRepresentation: 'name',
  fields: {
    name: text('Name')
      .required('Name is required')
      .in('list', 'search', 'sort')
      .seed(ctx => ctx.fake.person()),
    neighbourservicetype_id: reference('Neighbour Service Type', {
      resource: 'neighbourservicetype',
      display: 'name',
      embed: 'neighbourservicetype',
    })
      .required('Neighbour Service Type is required')
      .in('list'),
    phone: phone('Phone')
      .required('Phone is required')
      .digits('Valid phone number required', { spaces: true })
      .exactly(10, ...tenDigits('phone'))
      .in('list', 'search'),
    alt_phone: phone('Alternate Phone')
      .digits('Valid phone number required', { spaces: true })
      .exactly(10, ...tenDigits('alternate phone'))
      .seed(ctx => (ctx.random.chance(0.4) ? ctx.fake.mobile() : null)),
    email: email('Email', 'Valid email id required').in('list'),
    address: longText('Address').seed(ctx => ctx.fake.address()),
  },
  seed: { count: o => (o === 1 ? 24 : 12) },
});
