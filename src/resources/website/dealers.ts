/** Dealers and dealer categories: list, show, create, edit each. docs/decisions.md "Notes: src/resources/website/dealers.ts" */
import { defineSchema } from '../../common/schema/define';
import { choice, image, longText, phone, reference, text } from '../../common/schema/fields';

const STATUS = ['Active', 'Inactive'] as const;
const status = choice('Status', STATUS)
  .required('Status is required')
  .colors({ Active: 'success', Inactive: 'error' })
  .in('list', 'filter');

/** Categories; the ones marked false are Inactive. */
const CATEGORIES: ReadonlyArray<[string, boolean]> = [
  ['Cement', true],
  ['Steel and TMT Bars', true],
  ['Bricks and Blocks', true],
  ['Paints', true],
  ['Electricals', true],
  ['Plumbing and Sanitary', true],
  ['Tiles and Granite', true],
  ['Doors and Windows', false],
  ['Modular Kitchens', true],
  ['Solar and Inverters', false],
];

export const dealercategory = defineSchema({
  name: 'dealercategory',
  label: 'Dealer Categories',
  singular: 'Dealer Category',
  group: 'website',
  icon: 'category',
  reducedMenu: false,
  recordRepresentation: 'title',
  fields: {
    title: text('Title')
      .required('Title is required')
      .in('list', 'search', 'sort')
      .seed(CATEGORIES.map(([title]) => title)),
    status: status.seed(CATEGORIES.map(([, active]) => (active ? 'Active' : 'Inactive'))),
  },
  seed: { count: o => (o === 1 ? 10 : 6) },
});

/** Dealers: firm, brand, category title. */
const DEALERS: ReadonlyArray<[string, string, string]> = [
  ['Sri Murugan Traders', 'Ramco Cement', 'Cement'],
  ['Balaji Steels', 'Kamdhenu TMT', 'Steel and TMT Bars'],
  ['Annai Bricks', 'Red Wire Cut Bricks', 'Bricks and Blocks'],
  ['Colour Home Paints', 'Asian Paints', 'Paints'],
  ['Vel Electricals', 'Finolex Cables', 'Electricals'],
  ['Kaveri Sanitary Mart', 'Parryware', 'Plumbing and Sanitary'],
  ['Granite World', 'Kajaria Tiles', 'Tiles and Granite'],
  ['Lakshmi Cement Agency', 'Dalmia Cement', 'Cement'],
  ['Thirumala Hardware', 'Tata Tiscon', 'Steel and TMT Bars'],
  ['Kitchen Craft', 'Hettich', 'Modular Kitchens'],
  ['Sakthi Fly Ash Blocks', 'Sakthi Blocks', 'Bricks and Blocks'],
  ['Chola Paints and Hardware', 'Berger Paints', 'Paints'],
  ['Green Power Electricals', 'Havells', 'Electricals'],
  ['Raja Pipes and Fittings', 'Supreme Pipes', 'Plumbing and Sanitary'],
];

const dealerOf = (index: number, orgid: number) => DEALERS[(index + (orgid - 1) * 4) % DEALERS.length]!;

export const dealer = defineSchema({
  name: 'dealer',
  label: 'Dealers',
  singular: 'Dealer',
  group: 'website',
  icon: 'dealer',
  reducedMenu: false,
  recordRepresentation: 'name',
  fields: {
    name: text('Name')
      .required('Name is required')
      .in('list', 'search', 'sort')
      .seed(ctx => dealerOf(ctx.index, ctx.orgid)[0]),
    brand_name: text('Brand Name')
      .required('Brand Name is required')
      .in('list', 'search', 'sort')
      .seed(ctx => dealerOf(ctx.index, ctx.orgid)[1]),
    category_id: reference('Category', { resource: 'dealercategory', display: 'title', embed: 'category', filter: { status: 'Active' } })
      .required('Category is required')
      .in('list', 'filter')
      .seed(ctx => {
        const rows = ctx.rows('dealercategory').filter(row => row.status === 'Active');
        const title = dealerOf(ctx.index, ctx.orgid)[2];
        return (rows.find(row => row.title === title) ?? ctx.random.pick(rows)).id;
      }),
    phone: phone('Phone')
      .required('Phone is required')
      .digits('Valid phone number required')
      .exactly(10, 'The Phone must be at least 10 digit.', 'The Phone may not be greater than 10 digit.')
      .in('list', 'search'),
    address: longText('Address')
      .required('Address is required')
      .max(255, 'The Address may not be greater than 255 characters.')
      .in('list')
      .seed(ctx => ctx.fake.address()),
    status: status.seed(ctx => (ctx.index % 6 === 5 ? 'Inactive' : 'Active')),
    description: longText('Description').seed(ctx => `Authorised dealer of ${dealerOf(ctx.index, ctx.orgid)[1]}. ${ctx.fake.sentence()}`),
    logo: image('Logo').seed(ctx => ctx.fake.image(String(ctx.row.brand_name))),
    meta_title: text('Meta Title')
      .max(120, 'The Meta Title may not be greater than 120 characters.')
      .seed(ctx => `${ctx.row.name} - ${ctx.row.brand_name} dealer`),
    meta_description: longText('Meta Description')
      .max(255, 'The Meta Description may not be greater than 255 characters.')
      .seed(ctx => `${ctx.row.name}, authorised ${ctx.row.brand_name} dealer for plot and house owners.`),
    meta_keyword: text('Meta Keyword')
      .max(180, 'The Meta Keyword may not be greater than 180 characters.')
      .seed(ctx => `${String(ctx.row.brand_name).toLowerCase()}, building materials, dealer`),
  },
  seed: { count: o => (o === 1 ? 14 : 8) },
});
