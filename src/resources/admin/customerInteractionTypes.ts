/** Customer interaction types: list, create, edit, show; 20 per page (spec 2 §7), created_at descending. */
// Reasoning: docs/decisions.md "Notes: src/resources/admin/customerInteractionTypes.ts"
import { defineSchema } from '../../common/schema/define';
import { text } from '../../common/schema/fields';
import { slugFromName, slugOf } from '../../common/attributeTypes';

export const customerinteractiontype = defineSchema({
  name: 'customerinteractiontype',
  label: 'Customer Interaction Types',
  singular: 'Customer Interaction Type',
  group: 'admin',
  icon: 'interaction',
  reducedMenu: false,
  recordRepresentation: 'name',
  fields: {
    // G31: no text given.
    name: text('Name')
      .required('Name is required')
      .in('list', 'search', 'sort')
      .seed([
        'Phone Call',
        'Site Visit',
        'Office Visit',
        'WhatsApp Message',
        'Email',
        'Video Call',
        'Follow-up Call',
        'Price Negotiation',
        'Document Collection',
        'Booking Discussion',
        'Loan Discussion',
        'Registration Visit',
      ]),
    slug: text('Slug')
      .in('list')
      .help('Made from the name when left empty')
      .seed(ctx => slugOf(String(ctx.row.name))),
  },
  derive: slugFromName,
  seed: { count: o => (o === 1 ? 12 : 8) },
});
