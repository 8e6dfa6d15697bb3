/** Site pages and site page meta. docs/decisions.md "Notes: src/resources/website/sitePages.ts" */
import { defineSchema } from '../../common/schema/define';
import { longText, text } from '../../common/schema/fields';

const PAGES = [
  ['About Us', '/about-us'],
  ['Contact Us', '/contact-us'],
  ['Our Projects', '/projects'],
  ['Plots for Sale in Chennai', '/plots-for-sale-chennai'],
  ['Villas for Sale', '/villas'],
  ['Gallery', '/gallery'],
  ['Customer Testimonials', '/testimonials'],
  ['Careers', '/careers'],
  ['Privacy Policy', '/privacy-policy'],
  ['Terms and Conditions', '/terms-and-conditions'],
  ['Book a Site Visit', '/site-visit'],
  ['EMI Calculator', '/emi-calculator'],
] as const;

export const sitepage = defineSchema({
  name: 'sitepage',
  label: 'Site Pages',
  singular: 'Site Page',
  group: 'website',
  icon: 'page',
  reducedMenu: false,
  recordRepresentation: 'page_title',
  fields: {
    page_title: text('Page Title')
      .required('Page Title is required')
      .max(191, 'The page title may not be greater than 255 characters.')
      .in('list', 'search', 'sort')
      .seed(PAGES.map(([title]) => title)),
    page_url: text('Page URL')
      .required('Page URL is required')
      .in('list', 'search')
      .seed(PAGES.map(([, url]) => url)),
  },
  seed: { count: o => (o === 1 ? 12 : 6) },
});

const ORG_NAMES: Readonly<Record<number, string>> = { 1: 'Daga Estates', 2: 'Green Acres Realty' };

/** Page type, its title words, its description words. */
const META: ReadonlyArray<[string, string, string]> = [
  [
    'Home',
    'DTCP Approved Plots in Chennai',
    'DTCP and RERA approved residential plots and villas across Chennai, Chengalpattu and Kanchipuram.',
  ],
  ['Projects', 'Ongoing and Completed Projects', 'Gated layouts with tar roads, street lights and clear titles, ready for registration.'],
  ['Plots', 'Residential Plots for Sale', 'Plots from 600 to 2400 sq ft with easy instalments and bank loan support.'],
  ['Blog', 'Real Estate Tips and News', 'Guides on patta, EC, registration charges and choosing the right plot.'],
  ['About', 'About Us', 'Two decades of trusted plot promotion in Tamil Nadu.'],
  ['Contact', 'Contact Us', 'Call, WhatsApp or visit our office to book a free site visit.'],
  ['Gallery', 'Site Photos and Videos', 'Photos and videos of our layouts, site visits and registrations.'],
  ['Testimonials', 'What Our Customers Say', 'Stories of families who built their homes on our plots.'],
  ['Careers', 'Careers', 'Join our sales and site teams in Chennai and Chengalpattu.'],
  ['Offers', 'Festival Offers', 'Pongal and Diwali offers on select layouts, for a limited period.'],
];

const metaOf = (index: number) => META[index % META.length]!;

export const sitepagemeta = defineSchema({
  name: 'sitepagemeta',
  label: 'Site Page Meta',
  singular: 'Site Page Meta',
  group: 'website',
  icon: 'meta',
  reducedMenu: false,
  views: ['list', 'edit', 'show'],
  deletable: false,
  recordRepresentation: 'page_type',
  fields: {
    page_type: text('Page Type')
      .readOnly()
      .in('list', 'search', 'sort')
      .seed(META.map(([type]) => type)),
    meta_title: text('Meta Title')
      .required('Meta Title is required')
      .max(120, 'The Meta Title may not be greater than 120 characters.')
      .in('list', 'search')
      .seed(ctx => `${metaOf(ctx.index + (ctx.orgid - 1) * 5)[1]} | ${ORG_NAMES[ctx.orgid] ?? 'Plots'}`),
    meta_description: longText('Meta Description')
      .required('Meta Description is required')
      .in('list')
      .seed(ctx => metaOf(ctx.index + (ctx.orgid - 1) * 5)[2]),
    meta_keyword: text('Meta Keyword')
      .in('list')
      .seed(ctx => `plots in chennai, dtcp approved plots, ${metaOf(ctx.index + (ctx.orgid - 1) * 5)[0].toLowerCase()}`),
  },
  seed: { count: o => (o === 1 ? 10 : 6) },
});
