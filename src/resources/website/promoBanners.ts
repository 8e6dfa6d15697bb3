/** Promo banners: list, create, show, edit. page_view defaults to All… docs/decisions.md "Notes: src/resources/website/promoBanners.ts" */
import { defineSchema } from '../../common/schema/define';
import { choice, image, longText, references, text, type SeedFieldContext } from '../../common/schema/fields';

export const BANNER_TEXTS = {
  title: 'Title is required',
  /** §5 "title max 255": the blog's text for the same rule. */
  titleMax: 'The title may not be greater than 255 characters.',
  description: 'Description is required',
  status: 'Status is required',
  pageView: 'Page View is required',
  /** N20: a Specific banner names where it shows. */
  specific: 'Project, Blog or Page is required',
  /** §2 / §9 "hint 1170x350", "hint 290x320". */
  imageHint: 'Image size: 1170x350',
  thumbnailHint: 'Thumbnail size: 290x320',
} as const;

export const PAGE_VIEWS = ['All', 'Specific'] as const;
const SPECIFIC = ['Specific'];

type BannerSeed = [
  title: string,
  description: string,
  pageView: (typeof PAGE_VIEWS)[number],
  projects: number,
  blogs: number,
  pages: number,
];

const BANNERS: readonly BannerSeed[] = [
  [
    'Pongal offer: free registration on every plot',
    'Book any plot before 31 January and we pay the registration charges. Valid on all our layouts.',
    'All',
    0,
    0,
    0,
  ],
  [
    'Palm Grove Phase II launch',
    'DTCP approved plots from ₹9 lakh near Kelambakkam. Free site visit every Sunday with pick-up from Tambaram.',
    'Specific',
    1,
    0,
    0,
  ],
  [
    'Home loan mela this Saturday',
    'Meet our partner banks at the site office: loan eligibility on the spot and special interest rates for plot buyers.',
    'Specific',
    0,
    1,
    1,
  ],
  [
    'Corner plots: the last few left',
    'East and north facing corner plots at our Chengalpattu layouts. Ask our sales team for the plot map.',
    'All',
    0,
    0,
    0,
  ],
  ['Diwali site visit special', 'Visit any two of our projects this Diwali week and get a silver coin on booking.', 'Specific', 2, 0, 1],
];

const bannerOf = (ctx: SeedFieldContext) => BANNERS[(ctx.index + (ctx.orgid - 1) * 2) % BANNERS.length]!;

/** The first `n` ids of a table of the organization (the seeded banner's pages). */
const firstIds = (ctx: SeedFieldContext, table: string, n: number) =>
  ctx
    .rows(table)
    .slice(0, n)
    .map(row => row.id);

export const promobanner = defineSchema({
  name: 'promobanner',
  label: 'Promo Banners',
  singular: 'Promo Banner',
  group: 'website',
  icon: 'banner',
  reducedMenu: false,
  recordRepresentation: 'title',
  fields: {
    title: text('Title')
      .required(BANNER_TEXTS.title)
      .max(255, BANNER_TEXTS.titleMax)
      .in('list', 'search', 'sort')
      .seed(ctx => bannerOf(ctx)[0]),
    status: choice('Status', ['Active', 'Inactive'] as const)
      .required(BANNER_TEXTS.status)
      .colors({ Active: 'success', Inactive: 'error' })
      .in('list', 'filter')
      .seed(ctx => (ctx.index === 3 ? 'Inactive' : 'Active')),
    description: longText('Description')
      .required(BANNER_TEXTS.description)
      .in('search')
      .seed(ctx => bannerOf(ctx)[1]),
    image: image('Image')
      .help(BANNER_TEXTS.imageHint)
      .answeredAs('existing_image')
      .seed(ctx => ctx.fake.image(bannerOf(ctx)[0])),
    thumbnail: image('Thumbnail')
      .help(BANNER_TEXTS.thumbnailHint)
      .answeredAs('existing_thumbnail_image')
      .in('list')
      .seed(ctx => ctx.fake.image(`${bannerOf(ctx)[0]} thumb`)),
    page_view: choice('Page View', PAGE_VIEWS)
      .required(BANNER_TEXTS.pageView)
      .default('All')
      .in('list')
      .seed(ctx => bannerOf(ctx)[2]),
    project_ids: references('Projects', { resource: 'project', display: 'name', embed: 'projects' })
      .shownWhen('page_view', SPECIFIC)
      .required(BANNER_TEXTS.specific, { unless: ['blog_ids', 'page_ids'] })
      .seed(ctx => firstIds(ctx, 'project', bannerOf(ctx)[3])),
    blog_ids: references('Blogs', { resource: 'blog', display: 'title', embed: 'blogs' })
      .shownWhen('page_view', SPECIFIC)
      .seed(ctx => firstIds(ctx, 'blog', bannerOf(ctx)[4])),
    page_ids: references('Pages', { resource: 'sitepage', display: 'page_title', embed: 'pages' })
      .shownWhen('page_view', SPECIFIC)
      .seed(ctx => firstIds(ctx, 'sitepage', bannerOf(ctx)[5])),
  },
  seed: { count: o => (o === 1 ? 5 : 3) },
});
