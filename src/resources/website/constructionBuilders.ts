/** Construction builders: list (name, slug, phone, email, builder_name, address), show, create, edit. */
// Reasoning: docs/decisions.md "Notes: src/resources/website/constructionBuilders.ts"
import { defineSchema } from '../../common/schema/define';
import { email, image, longText, phone, text } from '../../common/schema/fields';

const slugOf = (text: unknown) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Firm, the builder behind it, the kind of work. */
const BUILDERS: ReadonlyArray<[string, string, string]> = [
  ['Kaveri Builders', 'K. Ramasamy', 'independent houses and duplex villas'],
  ['Sree Vinayaga Constructions', 'S. Ganesan', 'budget homes on DTCP approved plots'],
  ['Thirumalai Homes', 'T. Venkatesan', 'gated community villas'],
  ['Green Nest Promoters', 'Priya Sundaram', 'eco-friendly homes with rainwater harvesting'],
  ['Aadhavan Developers', 'M. Aadhavan', 'row houses and small apartments'],
  ['Sakthi Builders', 'R. Sakthivel', 'turnkey house construction'],
  ['Annai Constructions', 'A. Selvi', 'traditional Chettinad style homes'],
  ['Kongu Infra', 'P. Karthikeyan', 'commercial buildings and shops'],
  ['Chola Homes', 'V. Rajendran', 'premium villas near the ECR'],
  ['Maruthi Housing', 'N. Balasubramanian', 'first homes with bank loan support'],
];

const builderOf = (index: number, orgid: number) => BUILDERS[(index + (orgid - 1) * 3) % BUILDERS.length]!;

export const constructionbuilder = defineSchema({
  name: 'constructionbuilder',
  label: 'Construction Builders',
  singular: 'Construction Builder',
  group: 'website',
  icon: 'builder',
  reducedMenu: false,
  recordRepresentation: 'name',
  fields: {
    name: text('Name')
      .required('Name is required')
      .in('list', 'search', 'sort')
      .seed(ctx => builderOf(ctx.index, ctx.orgid)[0]),
    slug: text('Slug')
      .not('create')
      .in('list')
      .seed(ctx => slugOf(ctx.row.name)),
    phone: phone('Phone')
      .required('Phone is required')
      .digits('Valid phone number required')
      .exactly(10, 'The phone must be at least 10 characters.', 'The phone may not be greater than 10 characters.')
      .in('list', 'search'),
    email: email('Email', 'Valid email id required')
      .in('list')
      .seed(ctx => `enquiry@${slugOf(ctx.row.name).replace(/-/g, '')}.example.com`),
    builder_name: text('Builder Name')
      .required('Builder Name is required')
      .in('list', 'search')
      .seed(ctx => builderOf(ctx.index, ctx.orgid)[1]),
    address: longText('Address')
      .in('list')
      .seed(ctx => ctx.fake.address()),
    description: longText('Description').seed(ctx => `Builds ${builderOf(ctx.index, ctx.orgid)[2]}. ${ctx.fake.sentence()}`),
    // Required on create; on edit the stored photo stays unless a new one is chosen.
    photo: image('Photo')
      .required('Photo is required', { on: 'create' })
      .seed(ctx => ctx.fake.image(String(ctx.row.name))),
    meta_title: text('Meta Title')
      .required('Meta Title is required')
      .max(255, 'The Meta Title may not be greater than 255 characters.')
      .seed(ctx => `${ctx.row.name} - House Construction in ${ctx.fake.city()}`),
    meta_description: longText('Meta Description')
      .required('Meta Description is required')
      .max(255, 'The Meta Description may not be greater than 255 characters.')
      .seed(ctx => `${ctx.row.name} by ${ctx.row.builder_name}: ${builderOf(ctx.index, ctx.orgid)[2]}.`),
    meta_keyword: text('Meta Keyword')
      .required('Meta Keyword is required')
      .seed(ctx => `builders, house construction, ${String(ctx.row.name).toLowerCase()}`),
  },
  derive: values => ({ slug: String(values.slug ?? '').trim() || slugOf(values.name) }),
  seed: { count: o => (o === 1 ? 10 : 5) },
});
