/** Lead sources (spec 2 §2 "Leads", §3 "Source: source", §5 "source required"): list, create, edit, show. */
import { defineSchema } from '../../../common/schema/define';
import { text } from '../../../common/schema/fields';

export const source = defineSchema({
  name: 'source',
  label: 'Lead Sources',
  singular: 'Lead Source',
  group: 'sales',
  icon: 'source',
  reducedMenu: true,
  recordRepresentation: 'source',
  fields: {
    // G31: no text given for the required source; the spec's pattern '<Field> is required'.
    source: text('Source')
      .required('Source is required')
      .in('list', 'search', 'sort')
      .seed([
        'Walk-in',
        'Website',
        'Facebook',
        'Instagram',
        'Google Ads',
        'Newspaper',
        'Hoarding',
        'Referral',
        'Broker',
        'Site Visit',
        'Exhibition',
        'Phone Enquiry',
      ]),
  },
  seed: { count: 12 },
});
