/** Site testimonials. docs/decisions.md "Notes: src/resources/website/testimonials.ts" */
import { defineSchema } from '../../common/schema/define';
import { choice, image, images, list, longText, text, url, type SeedFieldContext } from '../../common/schema/fields';
import { WEBSITES } from './carousels';

export const TESTIMONIAL_TEXTS = {
  name: 'Name is required',
  content: 'Content is required',
  /** §5, verbatim. */
  contentMax: 'The Content may not be greater than 200 characters.',
  status: 'Status is required',
  site: 'Site is required',
} as const;

const STORIES: ReadonlyArray<[string, string]> = [
  [
    'Karthikeyan Rajan',
    'We bought our plot at Palm Grove last year. The documents were clear, the registration was on time and the team helped us get the bank loan.',
  ],
  [
    'Meenakshi Sundaram',
    'The site visit was well organised and the staff answered every question about the DTCP approval. We have started building our house.',
  ],
  ['Arul Prakash', 'Good roads, street lights and a park inside the layout. The best value for money we found near Chengalpattu.'],
  [
    'Revathi Balasubramanian',
    'Living in Dubai, I could not visit often. The team sent videos of the site and handled the registration through my power of attorney.',
  ],
  ['Sathish Murugesan', 'Transparent pricing and no hidden charges. The EMI plan made it easy for us to buy a second plot for our son.'],
  ['Lakshmi Narayanan', 'We booked a corner plot on launch day. The patta was transferred within a month of the registration.'],
  [
    'Gopinath Elangovan',
    'A plot near Tiruvannamalai for our retirement home: a peaceful place, and the layout is kept clean and well lit.',
  ],
  [
    'Divya Krishnan',
    'Quick answers on WhatsApp and a friendly sales team. I recommend them to anyone looking for approved plots around Chennai.',
  ],
];

const story = (ctx: SeedFieldContext) => STORIES[(ctx.index + (ctx.orgid - 1) * 3) % STORIES.length]!;

export const sitetestimonials = defineSchema({
  name: 'sitetestimonials',
  label: 'Site Testimonials',
  singular: 'Site Testimonial',
  group: 'website',
  icon: 'testimonial',
  reducedMenu: false,
  perPage: 10,
  recordRepresentation: 'name',
  fields: {
    name: text('Name')
      .required(TESTIMONIAL_TEXTS.name)
      .in('list', 'search', 'sort')
      .seed(ctx => story(ctx)[0]),
    content: longText('Content')
      .required(TESTIMONIAL_TEXTS.content)
      .max(200, TESTIMONIAL_TEXTS.contentMax)
      .in('search')
      .seed(ctx => story(ctx)[1]),
    site: choice('Site', WEBSITES)
      .required(TESTIMONIAL_TEXTS.site)
      .in('list')
      .seed(ctx => (ctx.index % 3 === 2 ? 'TVMpropsite' : 'Dagasite')),
    status: choice('Status', ['Active', 'Inactive'] as const)
      .required(TESTIMONIAL_TEXTS.status)
      .colors({ Active: 'success', Inactive: 'error' })
      .in('list')
      .seed(ctx => (ctx.index === 5 ? 'Inactive' : 'Active')),
    photo: image('Photo')
      .deletePath('photo')
      .in('list')
      .seed(ctx => ctx.fake.image(story(ctx)[0])),
    gallery_photos: images('Gallery Photos')
      .deletePath('galleryphoto')
      .seed(ctx => (ctx.index % 2 === 0 ? [ctx.fake.image(`${story(ctx)[0]} Plot`), ctx.fake.image(`${story(ctx)[0]} Family`)] : [])),
    gallery_videos: list('Gallery Videos', { video_url: url('Video URL') }).seed(ctx =>
      ctx.index % 3 === 0 ? [{ video_url: `https://www.youtube.com/watch?v=testimonial${ctx.orgid}${ctx.index + 1}` }] : [],
    ),
  },
  seed: { count: o => (o === 1 ? 8 : 4) },
});
