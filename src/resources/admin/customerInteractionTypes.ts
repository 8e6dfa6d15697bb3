/**
 * Customer interaction types (spec 3 §2 "Neighbour services, resale, interaction types, site
 * pages", §3 "CustomerInteractionType: name, slug", §5 "name required", §6
 * customerinteractiontype.update): list, create, edit, show; 20 per page (spec 2 §7), created_at
 * descending. The leads' activities pick their previous and next interaction from these.
 */
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
