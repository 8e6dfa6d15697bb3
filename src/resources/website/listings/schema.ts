/** Listings, moderated here. docs/decisions.md "Notes: src/resources/website/listings/schema.ts" */
import { defineSchema } from '../../../common/schema/define';
import { choice, date, flag, image, json, longText, money, number, reference, text } from '../../../common/schema/fields';
import { LISTING_STATUSES, LISTING_TEXTS } from './listingLogic';

const PLACES: ReadonlyArray<[string, string, string, number, number]> = [
  ['Anna Nagar', 'Chennai', 'Chennai', 13.085, 80.2101],
  ['Kelambakkam', 'Chengalpattu', 'Chengalpattu', 12.7826, 80.2194],
  ['Saravanampatti', 'Coimbatore', 'Coimbatore', 11.0797, 76.9997],
  ['KK Nagar', 'Madurai', 'Madurai', 9.9306, 78.0937],
  ['Thillai Nagar', 'Tiruchirappalli', 'Tiruchirappalli', 10.8273, 78.6836],
  ['Vengikkal', 'Tiruvannamalai', 'Tiruvannamalai', 12.2401, 79.0862],
];

const LONG_DESCRIPTION =
  'A well-kept property on a 40 ft tar road with corporation water, underground drainage and a borewell. Schools, a bus stop and a supermarket are within a kilometre; ' +
  "the neighbourhood is fully residential and quiet. Clear title with patta in the owner's name, EC for 30 years, and bank loan approval available from major banks.";

const kindOf = (i: number) => ({
  listing: (i % 2 === 0 ? 'Sale' : 'Rent') as 'Sale' | 'Rent',
  property: (Math.floor(i / 2) % 2 === 0 ? 'Building' : 'Land') as 'Building' | 'Land',
});

export const listing = defineSchema({
  name: 'listing',
  label: 'Listings',
  singular: 'Listing',
  group: 'website',
  icon: 'listing',
  reducedMenu: false,
  views: ['list', 'create', 'edit', 'show'],
  perPage: 20,
  sort: { field: 'created_at', order: 'DESC' },
  recordRepresentation: 'name',
  search: true,
  rowClick: 'show',
  listFilters: [{ kind: 'dateRange', label: 'Created', field: 'created_at' }],
  fields: {
    name: text('Name')
      .required(LISTING_TEXTS.nameRequired)
      .in('list', 'search', 'sort')
      .seed(ctx => {
        const k = kindOf(ctx.index);
        return `${k.property === 'Building' ? ['2 BHK House', '3 BHK Villa', 'Independent House'][ctx.index % 3] : ['Residential Plot', 'Farm Land', 'Corner Plot'][ctx.index % 3]} for ${k.listing} in ${PLACES[ctx.index % PLACES.length]![0]}`;
      }),
    intro: text('Intro').seed(ctx => (ctx.index % 5 === 4 ? '' : 'Ready to move in, documents clear.')),
    description: longText('Description')
      .in('search')
      .seed(ctx => (ctx.index % 3 === 0 ? LONG_DESCRIPTION : 'Near the bus stand; approach road 30 ft.')),
    address: text('Address').seed(ctx =>
      ctx.index % 7 === 6 ? '' : `${10 + ctx.index}, ${PLACES[ctx.index % PLACES.length]![0]} Main Road`,
    ),
    city: text('City').seed(ctx => PLACES[ctx.index % PLACES.length]![1]),
    district: text('District').seed(ctx => PLACES[ctx.index % PLACES.length]![2]),
    status: choice('Status', LISTING_STATUSES)
      .required(LISTING_TEXTS.statusRequired)
      .default('Pending')
      .colors({ Active: 'success', Pending: 'warning', 'In Review': 'info', Blocked: 'error', Rejected: 'default' })
      .in('list', 'filter')
      .seed(ctx => LISTING_STATUSES[ctx.index % LISTING_STATUSES.length]!),
    listing_type: choice('Listing Type', ['Sale', 'Rent'] as const)
      .required(LISTING_TEXTS.listingTypeRequired)
      .in('list', 'filter')
      .seed(ctx => kindOf(ctx.index).listing),
    property_type: choice('Property Type', ['Building', 'Land'] as const)
      .required(LISTING_TEXTS.propertyTypeRequired)
      .in('list', 'filter')
      .seed(ctx => kindOf(ctx.index).property),
    listing_property_type_id: reference('Property Category', {
      resource: 'listingpropertytype',
      display: 'name',
      embed: 'listing_property_type',
    }),
    user_id: reference('User', { resource: 'customer', display: 'name', embed: 'user' }).in('list'),
    image: image('Image').seed(ctx => (ctx.index % 4 === 3 ? null : ctx.fake.image(String(ctx.row.name)))),
    active_from: date('Active From'),
    active_till: date('Active Till'),
    verified_list: flag('Verified').seed(ctx => (ctx.index % 3 === 0 ? 1 : 0)),
    featured_list: flag('Featured').seed(ctx => (ctx.index % 4 === 0 ? 1 : 0)),
    latitude: number('Latitude').seed(ctx =>
      ctx.index % 7 === 6 ? null : PLACES[ctx.index % PLACES.length]![3] + (ctx.index % 5) * 0.003,
    ),
    longitude: number('Longitude').seed(ctx =>
      ctx.index % 7 === 6 ? null : PLACES[ctx.index % PLACES.length]![4] + (ctx.index % 5) * 0.003,
    ),
    // Building
    bathrooms: number('Bathrooms')
      .shownWhen('property_type', ['Building'])
      .seed(ctx => (kindOf(ctx.index).property === 'Building' ? 1 + (ctx.index % 3) : null)),
    bedrooms: number('Bedrooms')
      .shownWhen('property_type', ['Building'])
      .seed(ctx => (kindOf(ctx.index).property === 'Building' ? 2 + (ctx.index % 3) : null)),
    building_area: number('Building Area')
      .shownWhen('property_type', ['Building'])
      .seed(ctx => (kindOf(ctx.index).property === 'Building' ? 900 + ctx.index * 50 : null)),
    ceiling_type: choice('Ceiling Type', ['RCC', 'Sheet', 'Tiles'] as const)
      .shownWhen('property_type', ['Building'])
      .seed(ctx => (kindOf(ctx.index).property === 'Building' ? 'RCC' : null)),
    floors: number('Floors')
      .shownWhen('property_type', ['Building'])
      .seed(ctx => (kindOf(ctx.index).property === 'Building' ? 1 + (ctx.index % 2) : null)),
    land_area: number('Land Area')
      .shownWhen('property_type', ['Building'])
      .seed(ctx => (kindOf(ctx.index).property === 'Building' ? 1200 + ctx.index * 40 : null)),
    usage_type: choice('Usage Type', ['Residential', 'Commercial'] as const)
      .shownWhen('property_type', ['Building'])
      .seed(ctx => (kindOf(ctx.index).property === 'Building' ? 'Residential' : null)),
    // Land
    area_sqmeter: number('Area (sq. m)')
      .shownWhen('property_type', ['Land'])
      .seed(ctx => (kindOf(ctx.index).property === 'Land' ? 220 + ctx.index * 10 : null)),
    area_unit_type: choice('Area Unit', ['Cent', 'Acre', 'Sq.ft', 'Ground'] as const)
      .shownWhen('property_type', ['Land'])
      .seed(ctx => (kindOf(ctx.index).property === 'Land' ? 'Cent' : null)),
    area_unit_value: number('Area Value')
      .shownWhen('property_type', ['Land'])
      .seed(ctx => (kindOf(ctx.index).property === 'Land' ? 5 + (ctx.index % 4) : null)),
    // Sale and rent
    price: money('Price').seed(ctx => (kindOf(ctx.index).listing === 'Sale' ? 2_500_000 + ctx.index * 150_000 : 12_000 + ctx.index * 500)),
    negotiabledetail: text('Negotiable')
      .shownWhen('listing_type', ['Sale'])
      .seed(ctx => (kindOf(ctx.index).listing === 'Sale' ? (ctx.index % 3 === 0 ? 'Slightly negotiable' : 'Fixed price') : null)),
    advance: money('Advance')
      .shownWhen('listing_type', ['Rent'])
      .seed(ctx => (kindOf(ctx.index).listing === 'Rent' ? 50_000 + ctx.index * 1000 : null)),
    aggrement_duration: number('Aggrement Duration')
      .shownWhen('listing_type', ['Rent'])
      .seed(ctx => (kindOf(ctx.index).listing === 'Rent' ? 11 : null)),
    duration_cycle: choice('Duration Cycle', ['Monthly', 'Yearly'] as const)
      .shownWhen('listing_type', ['Rent'])
      .seed(ctx => (kindOf(ctx.index).listing === 'Rent' ? 'Monthly' : null)),
    duration_type: choice('Duration Type', ['Months', 'Years', 'Other'] as const)
      .shownWhen('listing_type', ['Rent'])
      .seed(ctx => (kindOf(ctx.index).listing === 'Rent' ? 'Months' : null)),
    // Only with duration type Other, which no seeded listing has.
    duration_type_other: text('Other Duration')
      .shownWhen('listing_type', ['Rent'])
      .shownWhen('duration_type', ['Other'])
      .seed(() => null),
  },
  seed: { count: o => (o === 1 ? 24 : 10), after: ['customer', 'listingpropertytype'] },
});

/** A listing's attribute values (GET listingattribute?listing_id=). */
export const listingattribute = defineSchema({
  name: 'listingattribute',
  label: 'Listing Attributes',
  singular: 'Listing Attribute',
  group: 'website',
  icon: 'listingattribute',
  reducedMenu: false,
  views: [],
  recordRepresentation: 'values',
  fields: {
    listing_id: reference('Listing', { resource: 'listing', display: 'name', embed: 'listing' }),
    attributetype_id: reference('Attribute', { resource: 'listingattributetype', display: 'name', embed: 'attributetype' }),
    option_type: text('Option Type').seed(ctx => ['Number', 'Select', 'Text'][ctx.index % 3]!),
    values: json('Values').seed(ctx => [['2'], ['East facing'], ['Corner plot, 30 ft road']][ctx.index % 3]),
  },
  seed: { count: o => (o === 1 ? 60 : 20), after: ['listing', 'listingattributetype'] },
});

/** A listing's facilities (GET listingfacility?listing_id=). */
export const listingfacility = defineSchema({
  name: 'listingfacility',
  label: 'Listing Facilities',
  singular: 'Listing Facility',
  group: 'website',
  icon: 'facility',
  reducedMenu: false,
  views: [],
  recordRepresentation: 'facilitytype_id',
  fields: {
    listing_id: reference('Listing', { resource: 'listing', display: 'name', embed: 'listing' }),
    facilitytype_id: reference('Facility', { resource: 'listingfacilitytype', display: 'name', embed: 'facilitytype' }),
  },
  seed: { count: o => (o === 1 ? 48 : 16), after: ['listing', 'listingfacilitytype'] },
});
