/** Location landmarks: list (20 per page; search, Status), create, edit with the existing-image grid, show. */
// Reasoning: docs/decisions.md "Notes: src/resources/website/landmarks.ts"
import { defineSchema } from '../../common/schema/define';
import { choice, images, list, longText, number, reference, richText, text, url } from '../../common/schema/fields';

export const LANDMARK_TEXTS = {
  name: 'Name is required',
  intro: 'Intro is required',
  introMax: 'The intro may not be greater than 500 characters.',
  latitude: 'Latitude is required',
  longitude: 'Longitude is required',
  status: 'Status is required',
  images: 'Images is required',
  project: 'Project is required',
} as const;

const PLACES: ReadonlyArray<[string, string, number, number, string]> = [
  [
    'Kelambakkam Bus Stand',
    'Buses to Tambaram, Thiruporur and the IT corridor every ten minutes.',
    12.7826,
    80.2194,
    '<p>The bus stand is <strong>2 km</strong> from the layout, with share autos at the gate.</p>',
  ],
  [
    'Chettinad Health City',
    'A multi-speciality hospital ten minutes from the site.',
    12.7936,
    80.2219,
    '<p>Emergency care round the clock; <em>ambulance</em> service to the layout.</p>',
  ],
  [
    'VIT Chennai Campus',
    'The university campus on Vandalur–Kelambakkam Road.',
    12.8406,
    80.1534,
    '<p>Students and staff rent homes near the campus: a steady rental demand.</p>',
  ],
  [
    'Mahindra World City',
    'The SEZ with IT parks and factories, 20 minutes away.',
    12.7377,
    79.9909,
    '<p>Over <strong>60 companies</strong> and a railway station on the Chengalpattu line.</p><ul><li>Paranur station</li><li>Industrial park</li></ul>',
  ],
  [
    'Vandalur Zoo',
    'Arignar Anna Zoological Park, a family outing close by.',
    12.8791,
    80.0818,
    '<p>One of the largest zoos in South Asia.</p>',
  ],
  [
    'Guduvanchery Railway Station',
    'Suburban trains to Chennai Beach every 15 minutes.',
    12.8445,
    80.0601,
    '<p>The fastest way to the city: <a href="https://example.com/train-timings">train timings</a>.</p>',
  ],
];

const place = (index: number, orgid: number) => PLACES[(index + (orgid - 1) * 2) % PLACES.length]!;

export const locationlandmark = defineSchema({
  name: 'locationlandmark',
  label: 'Location Landmarks',
  singular: 'Location Landmark',
  group: 'website',
  icon: 'landmark',
  reducedMenu: false,
  recordRepresentation: 'name',
  fields: {
    name: text('Name')
      .required(LANDMARK_TEXTS.name)
      .in('list', 'search', 'sort')
      .seed(ctx => place(ctx.index, ctx.orgid)[0]),
    project_id: reference('Project', { resource: 'project', display: 'name', embed: 'project' })
      .required(LANDMARK_TEXTS.project)
      .in('list'),
    intro: longText('Intro')
      .required(LANDMARK_TEXTS.intro)
      .max(500, LANDMARK_TEXTS.introMax)
      .in('search')
      .seed(ctx => place(ctx.index, ctx.orgid)[1]),
    description: richText('Description').seed(ctx => place(ctx.index, ctx.orgid)[4]),
    latitude: number('Latitude')
      .required(LANDMARK_TEXTS.latitude)
      .seed(ctx => place(ctx.index, ctx.orgid)[2]),
    longitude: number('Longitude')
      .required(LANDMARK_TEXTS.longitude)
      .seed(ctx => place(ctx.index, ctx.orgid)[3]),
    status: choice('Status', ['Active', 'Blocked'] as const)
      .required(LANDMARK_TEXTS.status)
      .colors({ Active: 'success', Blocked: 'error' })
      .in('list', 'filter')
      .seed(ctx => (ctx.index === 4 ? 'Blocked' : 'Active')),
    images: images('Images')
      .required(LANDMARK_TEXTS.images, { on: 'create' })
      .deletePath('locationimage')
      .seed(ctx => [ctx.fake.image(place(ctx.index, ctx.orgid)[0]), ctx.fake.image(`${place(ctx.index, ctx.orgid)[0]} view`)]),
    videos: list('Videos', { video_url: url('Video URL') }).seed(ctx =>
      ctx.index % 2 === 0 ? [{ video_url: `https://www.youtube.com/watch?v=landmark${ctx.index + 1}` }] : [],
    ),
    meta_title: text('Meta Title').seed(ctx => String(ctx.row.name)),
    meta_description: longText('Meta Description', 2).seed(ctx => String(ctx.row.intro)),
    meta_keywords: text('Meta Keywords').seed(ctx => String(ctx.row.name).toLowerCase().split(' ').join(', ')),
  },
  seed: { count: o => (o === 1 ? 6 : 3) },
});
