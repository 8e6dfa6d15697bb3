/** Site carousels and their slides. docs/decisions.md "Notes: src/resources/website/carousels.ts" */
import { defineSchema, tabChild } from '../../common/schema/define';
import { choice, flag, image, longText, number, reference, text, url, type SeedFieldContext } from '../../common/schema/fields';

export const CAROUSEL_TEXTS = {
  page: 'Page is required',
  site: 'Site is required',
  status: 'Status is required',
  carousel: 'Carousel is required',
  title: 'Title is required',
  titleMax: 'The title may not be greater than 70 characters.',
  intro: 'Intro is required',
  introMax: 'The intro may not be greater than 150 characters.',
  link: 'Link is required',
  linkText: 'Link Text is required',
  linkTextMax: 'The link text may not be greater than 30 characters.',
  /** §9: "Carousel speed and interval in milliseconds (example 1000 = 1 second; placeholder 2000)". */
  milliseconds: 'In milliseconds (example 1000 = 1 second)',
  millisecondsPlaceholder: '2000',
} as const;

/** The websites of the organization (the layouts' site visibility names them, spec 1 §3). */
export const WEBSITES = ['Dagasite', 'TVMpropsite'] as const;
/** Not listed by the specification (§4 lists banners, blogs … as Active / Inactive): the same. */
const STATUSES = ['Active', 'Inactive'] as const;
const STATUS_COLORS = { Active: 'success', Inactive: 'error' } as const;
/** Not listed by the specification: the two transitions a website slider offers. */
export const ANIMATIONS = ['Slide', 'Fade'] as const;

type CarouselSeed = [
  page: string,
  site: (typeof WEBSITES)[number],
  speed: number,
  interval: number,
  animation: (typeof ANIMATIONS)[number],
  autoplay: 0 | 1,
  navigation: 0 | 1,
  status: (typeof STATUSES)[number],
];

const CAROUSELS: readonly CarouselSeed[] = [
  ['Home', 'Dagasite', 800, 4000, 'Slide', 1, 1, 'Active'],
  ['Projects', 'Dagasite', 600, 3000, 'Fade', 1, 0, 'Active'],
  ['Home', 'TVMpropsite', 1000, 5000, 'Slide', 1, 1, 'Active'],
  ['Offers', 'Dagasite', 500, 2000, 'Fade', 0, 1, 'Inactive'],
];

const carouselOf = (ctx: SeedFieldContext) => CAROUSELS[(ctx.index + (ctx.orgid - 1) * 2) % CAROUSELS.length]!;

export const sitecarousel = defineSchema({
  name: 'sitecarousel',
  label: 'Site Carousels',
  singular: 'Site Carousel',
  group: 'website',
  icon: 'carousel',
  reducedMenu: false,
  recordRepresentation: 'page',
  fields: {
    page: text('Page')
      .required(CAROUSEL_TEXTS.page)
      .in('list', 'search', 'sort')
      .seed(ctx => carouselOf(ctx)[0]),
    site: choice('Site', WEBSITES)
      .required(CAROUSEL_TEXTS.site)
      .in('list', 'search')
      .seed(ctx => carouselOf(ctx)[1]),
    speed: number('Speed')
      .help(CAROUSEL_TEXTS.milliseconds)
      .placeholder(CAROUSEL_TEXTS.millisecondsPlaceholder)
      .seed(ctx => carouselOf(ctx)[2]),
    intervaltime: number('Interval Time')
      .help(CAROUSEL_TEXTS.milliseconds)
      .placeholder(CAROUSEL_TEXTS.millisecondsPlaceholder)
      .in('list')
      .seed(ctx => carouselOf(ctx)[3]),
    animation: choice('Animation', ANIMATIONS)
      .in('list')
      .seed(ctx => carouselOf(ctx)[4]),
    autoplay: flag('Autoplay')
      .default(1)
      .in('list')
      .seed(ctx => carouselOf(ctx)[5]),
    navigation: flag('Navigation')
      .default(1)
      .seed(ctx => carouselOf(ctx)[6]),
    status: choice('Status', STATUSES)
      .required(CAROUSEL_TEXTS.status)
      .colors(STATUS_COLORS)
      .in('list', 'filter')
      .seed(ctx => carouselOf(ctx)[7]),
  },
  seed: { count: o => (o === 1 ? 4 : 2) },
});

/* The slides of a carousel ---------------------------------------------------------------------- */

type SlideSeed = [title: string, intro: string, link: string, linkText: string];

const SLIDES: readonly SlideSeed[] = [
  [
    'Palm Grove Phase II: plots from ₹9 lakh',
    "DTCP approved plots ten minutes from Kelambakkam, with black-top roads, street lights and a children's park.",
    'https://www.example.com/projects/palm-grove',
    'View Plots',
  ],
  [
    'Site visit every Sunday',
    'Free pick-up from Tambaram and Guduvanchery at 9 am, lunch at the site and launch-day prices.',
    'https://www.example.com/site-visit',
    'Book a Visit',
  ],
  [
    'Home loans up to 75% of the plot value',
    'Our partner banks finance plot-plus-construction loans; the loan desk helps with every document.',
    'https://www.example.com/home-loans',
    'Check Eligibility',
  ],
  [
    'Daga Avenue II near Chengalpattu',
    'A gated layout with a compound wall, 24x7 security and underground drainage, two minutes from GST Road.',
    'https://www.example.com/projects/daga-avenue-ii',
    'Explore the Layout',
  ],
  [
    'Pongal offer: free registration',
    'Book a plot before 31 January and we pay the registration charges. Only a few corner plots are left.',
    '/offers/pongal',
    'See the Offer',
  ],
  [
    'Plots near the Girivalam path',
    'Approved plots in Tiruvannamalai for a second home or an investment, with clear titles and bank loans.',
    'https://www.example.com/projects/arunachala-nagar',
    'Know More',
  ],
];

const SLIDES_PER_CAROUSEL = 3;

/** The carousel of a seeded slide (three each, in order) and its place in it. */
const slideOf = (ctx: SeedFieldContext) => {
  const carousels = ctx.rows('sitecarousel');
  const at = Math.floor(ctx.index / SLIDES_PER_CAROUSEL);
  const position = (ctx.index % SLIDES_PER_CAROUSEL) + 1;
  return { carousel: carousels[at % carousels.length], position, text: SLIDES[(ctx.index + (ctx.orgid - 1) * 2) % SLIDES.length]! };
};

export const sitecarouselslide = defineSchema({
  name: 'sitecarouselslide',
  label: 'Carousel Slides',
  singular: 'Carousel Slide',
  group: 'website',
  icon: 'carousel',
  ...tabChild('slideid', 'site_carousel_id', '/sitecarousel/{slideid}/show/sitecarouselslide'),
  // No list of its own: read on the carousel's Slides tab (GET sitecarouselslide?slide_id={carousel}).
  recordRepresentation: 'title',
  fields: {
    site_carousel_id: reference('Carousel', { resource: 'sitecarousel', display: 'page', embed: 'carousel' })
      .required(CAROUSEL_TEXTS.carousel)
      .filterKey('slide_id')
      .owned()
      .seed(ctx => slideOf(ctx).carousel?.id ?? null),
    title: text('Title')
      .required(CAROUSEL_TEXTS.title)
      .max(70, CAROUSEL_TEXTS.titleMax)
      .in('list')
      .seed(ctx => slideOf(ctx).text[0]),
    intro: longText('Intro', 2)
      .required(CAROUSEL_TEXTS.intro)
      .max(150, CAROUSEL_TEXTS.introMax)
      .seed(ctx => slideOf(ctx).text[1]),
    link: url('Link')
      .required(CAROUSEL_TEXTS.link)
      .in('list')
      .seed(ctx => slideOf(ctx).text[2]),
    link_text: text('Link Text')
      .required(CAROUSEL_TEXTS.linkText)
      .max(30, CAROUSEL_TEXTS.linkTextMax)
      .in('list')
      .seed(ctx => slideOf(ctx).text[3]),
    image: image('Image')
      .answeredAs('image_url')
      .in('list')
      .seed(ctx => ctx.fake.image(slideOf(ctx).text[0])),
    status: choice('Status', STATUSES)
      .required(CAROUSEL_TEXTS.status)
      .colors(STATUS_COLORS)
      .in('list')
      .seed(ctx => (ctx.index % 5 === 4 ? 'Inactive' : 'Active')),
    position: number('Position')
      .in('list')
      .seed(ctx => slideOf(ctx).position),
  },
  seed: { count: o => (o === 1 ? 12 : 6) },
});
