/** Blogs, their categories and comments. docs/decisions.md "Notes: src/resources/website/blogs.ts" */
import { defineSchema } from '../../common/schema/define';
import { choice, date, email, image, images, longText, reference, richText, text, type SeedFieldContext } from '../../common/schema/fields';

export const BLOG_TEXTS = {
  title: 'Title is required',
  titleMax: 'The title may not be greater than 255 characters.',
  slug: 'Slug is required',
  slugMax: 'The slug may not be greater than 255 characters.',
  intro: 'Intro is required',
  content: 'Content is required',
  status: 'Status is required',
  blogType: 'Blog Type is required',
  metaTitle: 'Meta Title is required',
  metaDescription: 'Meta Description is required',
  metaKeyword: 'Meta Keyword is required',
  name: 'Name is required',
  /** C12: checked at 255, the message says 160 — as written. */
  categoryNameMax: 'The name may not be greater than 160 characters.',
  description: 'Description is required',
  commentName: 'Name is required',
  commentNameMax: 'The name may not be greater than 120 characters.',
  email: 'Email is required',
  emailValid: 'Valid email id required',
  comment: 'Comment is required',
} as const;

const slugOf = (text: unknown) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const STATUS = ['Active', 'Inactive'] as const;
const status = () =>
  choice('Status', STATUS).required(BLOG_TEXTS.status).colors({ Active: 'success', Inactive: 'error' }).in('list', 'filter');

const meta = {
  meta_title: text('Meta Title')
    .required(BLOG_TEXTS.metaTitle)
    .seed(ctx => String(ctx.row.title ?? ctx.row.name)),
  meta_description: longText('Meta Description', 2)
    .required(BLOG_TEXTS.metaDescription)
    .seed(ctx => String(ctx.row.intro ?? ctx.row.description ?? ctx.row.title ?? ctx.row.name)),
  meta_keyword: text('Meta Keyword')
    .required(BLOG_TEXTS.metaKeyword)
    .seed(ctx =>
      slugOf(ctx.row.title ?? ctx.row.name)
        .split('-')
        .slice(0, 4)
        .join(', '),
    ),
};

const CATEGORIES: ReadonlyArray<[string, string]> = [
  ['Buying Guides', 'What to check before you buy a plot: approvals, titles and the site itself.'],
  ['Project Updates', 'Progress at our layouts: roads, lights, parks and handovers.'],
  ['Home Loans', 'Bank loans for plots and houses: documents, rates and eligibility.'],
  ['Vastu and Design', 'Plot facing, shapes and house plans that work.'],
  ['Events', 'Launches, site visits and customer meets.'],
];

export const blogcategory = defineSchema({
  name: 'blogcategory',
  label: 'Blog Categories',
  singular: 'Blog Category',
  group: 'website',
  icon: 'category',
  reducedMenu: false,
  recordRepresentation: 'name',
  fields: {
    name: text('Name')
      .required(BLOG_TEXTS.name)
      .max(255, BLOG_TEXTS.categoryNameMax)
      .in('list', 'search', 'sort')
      .seed(CATEGORIES.map(([name]) => name)),
    slug: text('Slug')
      .not('create')
      .in('list')
      .seed(ctx => slugOf(ctx.row.name)),
    description: longText('Description')
      .required(BLOG_TEXTS.description)
      .seed(CATEGORIES.map(([, d]) => d)),
    image: image('Image')
      .deletePath('blogcategoryimage')
      .seed(ctx => ctx.fake.image(String(ctx.row.name))),
    alt_text: text('Alt Text').seed(ctx => String(ctx.row.name)),
    ...meta,
  },
  derive: values => ({ slug: String(values.slug ?? '').trim() || slugOf(values.name) }),
  seed: { count: o => (o === 1 ? 5 : 3) },
});

const POSTS: ReadonlyArray<[string, string, string, string]> = [
  [
    'Five checks before you buy a plot near Chennai',
    'Buying Guides',
    'DTCP approval, patta, EC and the road in front: what to look at before you pay the advance.',
    '<p>A plot is the biggest purchase many families make. Before you pay an advance, check these five things.</p><ol><li><strong>Approval</strong>: a DTCP or CMDA approval number you can verify.</li><li><strong>Title</strong>: the patta in the seller\'s name and a clean EC for 30 years.</li><li><strong>Access</strong>: a public road of at least 23 feet.</li><li><strong>Water</strong>: the ground water level in summer.</li><li><strong>Neighbourhood</strong>: schools, hospitals and bus routes nearby.</li></ol><p>Our site team walks you through each of these on a <a href="https://example.com/site-visit">free site visit</a>.</p>',
  ],
  [
    'Street lights and parks ready at Palm Grove',
    'Project Updates',
    "The second phase now has its black-top roads, street lights and a children's park.",
    "<p>Work on the second phase is complete: <em>black-top roads</em>, LED street lights on every street and a children's park at the entrance.</p><ul><li>Registration for phase two plots starts next month.</li><li>Corner plots are limited.</li></ul>",
  ],
  [
    'How much home loan can you get for a plot?',
    'Home Loans',
    "Banks lend up to 75% of a plot's value when it is bought to build a house. Here is how it works.",
    '<p>Most banks finance <strong>up to 75%</strong> of the plot value for a plot-plus-construction loan. You will need:</p><ul><li>Income proof for the last two years</li><li>The approved layout plan and sale agreement</li><li>KYC documents</li></ul><p>Talk to our loan desk for a list of partner banks.</p>',
  ],
  [
    'East or north facing: choosing your plot',
    'Vastu and Design',
    'What the facing of a plot means for your house plan, light and ventilation.',
    '<p>An <strong>east facing</strong> plot gets the morning sun at the entrance; a <strong>north facing</strong> plot keeps the living room cool. Both are popular, and both can be planned well.</p>',
  ],
  [
    'Launch weekend at Daga Avenue II',
    'Events',
    'Join us this Sunday for the launch: site visit, lunch and launch-day prices.',
    '<p>Free pick-up from Tambaram at 9 am. Launch-day prices are valid only for bookings made at the site.</p>',
  ],
  [
    'Documents you need to register a plot',
    'Buying Guides',
    'Sale deed, ID proofs, photographs and the stamp duty: a checklist for registration day.',
    '<p>Carry these on registration day:</p><ol><li>Draft sale deed approved by both parties</li><li>Aadhaar and PAN of buyer and seller</li><li>Two passport photographs each</li><li>The stamp duty and registration fee paid online</li></ol>',
  ],
];

const post = (ctx: SeedFieldContext) => POSTS[(ctx.index + (ctx.orgid - 1) * 2) % POSTS.length]!;

export const blog = defineSchema({
  name: 'blog',
  label: 'Blogs',
  singular: 'Blog',
  group: 'website',
  icon: 'blog',
  reducedMenu: false,
  recordRepresentation: 'title',
  rowClick: 'show',
  fields: {
    title: text('Title')
      .required(BLOG_TEXTS.title)
      .max(255, BLOG_TEXTS.titleMax)
      .in('list', 'search', 'sort')
      .seed(ctx => post(ctx)[0]),
    slug: text('Slug')
      .not('create')
      .required(BLOG_TEXTS.slug, { on: 'update' })
      .max(255, BLOG_TEXTS.slugMax)
      .seed(ctx => slugOf(ctx.row.title)),
    status: status().seed(ctx => (ctx.index === 4 ? 'Inactive' : 'Active')),
    category_id: reference('Category', { resource: 'blogcategory', display: 'name', embed: 'category' })
      .in('list', 'filter')
      .seed(ctx => ctx.rows('blogcategory').find(row => row.name === post(ctx)[1])?.id ?? ctx.rows('blogcategory')[0]?.id ?? null),
    publish_date: date('Publish Date')
      .in('list')
      .seed(ctx => ctx.createdAt.slice(0, 10)),
    blog_type: choice('Blog Type', ['Blog', 'News'] as const)
      .required(BLOG_TEXTS.blogType)
      .in('list', 'filter')
      .seed(ctx => (post(ctx)[1] === 'Events' || post(ctx)[1] === 'Project Updates' ? 'News' : 'Blog')),
    intro: longText('Intro')
      .required(BLOG_TEXTS.intro)
      .seed(ctx => post(ctx)[2]),
    content: richText('Content')
      .required(BLOG_TEXTS.content)
      .seed(ctx => post(ctx)[3]),
    featured_image: image('Featured Image').seed(ctx => ctx.fake.image(String(ctx.row.title))),
    // The blog's image records: the existing-image grid, each deleted by its key through blog/{id}/blogimage/delete after the image-delete…
    images: images('Images')
      .deletePath('blogimage')
      .seed(ctx =>
        ctx.index % 3 === 2 ? [] : [ctx.fake.image(`${String(ctx.row.title)} site`), ctx.fake.image(`${String(ctx.row.title)} plan`)],
      ),
    alt_text: text('Alt Text').seed(ctx => String(ctx.row.title)),
    ...meta,
  },
  derive: values => ({ slug: String(values.slug ?? '').trim() || slugOf(values.title) }),
  seed: { count: o => (o === 1 ? 6 : 3) },
});

const COMMENTS = [
  'Very useful checklist, thank you. Is the EC needed for 30 years or 13?',
  'We visited Palm Grove last week, the roads look good.',
  'Which banks do you work with for plot loans?',
  'Please share the site visit timings for Saturday.',
  'Nice article. Do you have north facing plots available?',
  'Got my registration done smoothly with this list.',
];

export const blogcomment = defineSchema({
  name: 'blogcomment',
  label: 'Blog Comments',
  singular: 'Blog Comment',
  group: 'website',
  icon: 'comment',
  reducedMenu: false,
  recordRepresentation: 'name',
  views: ['list', 'edit', 'show'],
  fields: {
    name: text('Name')
      .required(BLOG_TEXTS.commentName)
      .max(120, BLOG_TEXTS.commentNameMax)
      .in('list', 'search', 'sort')
      .seed(ctx => ctx.fake.person()),
    email: email('Email', BLOG_TEXTS.emailValid).required(BLOG_TEXTS.email).in('list', 'search'),
    blog_id: reference('Blog', { resource: 'blog', display: 'title', embed: 'blog' }).in('list', 'filter'),
    comment: longText('Comment').required(BLOG_TEXTS.comment).in('search').seed(COMMENTS),
    status: status().seed(ctx => (ctx.index % 4 === 3 ? 'Inactive' : 'Active')),
  },
  seed: { count: o => (o === 1 ? 8 : 3) },
});
