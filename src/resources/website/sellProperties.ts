/** Sell-property enquiries: land owners offer their land through the website; the office reads and corrects the enquiry. */
// Reasoning: docs/decisions.md "Notes: src/resources/website/sellProperties.ts"
import { defineSchema } from '../../common/schema/define';
import { choice, images, money, number, phone, text, url, type SeedFieldContext } from '../../common/schema/fields';

export const SELL_PROPERTY_TEXTS = {
  customerName: 'Customer Name is required',
  customerNameMax: 'The Customer Name may not be greater than 255 characters.',
  phoneNumber: 'Phone Number is required',
  landSize: 'Land Size is required',
  measurement: 'Measurement is required',
  landPrice: 'Land Price is required',
  nearbyCity: 'Nearby City is required',
  distanceFromCity: 'Distance From City is required',
  place: 'Place is required',
  landLocation: 'Land Location is required',
  landRateType: 'Land Rate Type is required',
  roadFacingDistance: 'Road Facing Distance is required',
  roadType: 'Road Type is required',
  /** §2, verbatim. */
  photoDelete: 'Are you sure, delete this photo',
} as const;

/** Spec 1 §9's land units: the unit of the land's size (measurement) and of its price (land rate type). */
export const LAND_UNITS = ['Sqft', 'Cent', 'Acre'] as const;
/** Spec 1 §9's road types. */
export const ROAD_TYPES = ['Main Road', 'Cut Road', 'Road Facing', 'Other'] as const;

/** Place, nearby city, its distance (km), latitude, longitude. */
const PLACES: ReadonlyArray<[string, string, number, number, number]> = [
  ['Thiruporur', 'Chennai', 38, 12.7257, 80.189],
  ['Padappai', 'Tambaram', 18, 12.8797, 80.0245],
  ['Oragadam', 'Sriperumbudur', 14, 12.838, 79.9526],
  ['Uthiramerur', 'Kanchipuram', 28, 12.6157, 79.7556],
  ['Madurantakam', 'Chengalpattu', 25, 12.5111, 79.8872],
  ['Manamai', 'Mahabalipuram', 12, 12.6694, 80.2006],
  ['Acharapakkam', 'Melmaruvathur', 8, 12.403, 79.816],
  ['Thirukazhukundram', 'Chengalpattu', 14, 12.605, 80.058],
  ['Gummidipoondi', 'Ponneri', 16, 13.407, 80.11],
  ['Vallam', 'Vandalur', 9, 12.86, 80.07],
];

/** Size, its unit, the unit of the price, the price per that unit (₹). */
const LANDS: ReadonlyArray<[number, (typeof LAND_UNITS)[number], (typeof LAND_UNITS)[number], number]> = [
  [2.5, 'Acre', 'Acre', 4500000],
  [60, 'Cent', 'Cent', 250000],
  [2400, 'Sqft', 'Sqft', 1800],
  [1.2, 'Acre', 'Acre', 3800000],
  [35, 'Cent', 'Cent', 180000],
  [4800, 'Sqft', 'Sqft', 1450],
];

const placeOf = (ctx: SeedFieldContext) => PLACES[(ctx.index + (ctx.orgid - 1) * 3) % PLACES.length]!;
const landOf = (ctx: SeedFieldContext) => LANDS[(ctx.index + (ctx.orgid - 1) * 2) % LANDS.length]!;
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A number with its unit in lists and pages ('14 km'), '-' when empty. */
const withUnit = (unit: string) => (value: unknown) =>
  value === null || value === undefined || value === '' ? undefined : `${String(value)} ${unit}`;

export const sellproperties = defineSchema({
  name: 'sellproperties',
  label: 'Sell Properties',
  singular: 'Sell Property',
  group: 'website',
  icon: 'sellproperty',
  reducedMenu: false,
  recordRepresentation: 'customer_name',
  views: ['list', 'edit', 'show'],
  rowClick: 'show',
  fields: {
    // The list's columns in §2's order first, then the rest of the enquiry.
    customer_name: text('Customer Name')
      .required(SELL_PROPERTY_TEXTS.customerName)
      .max(255, SELL_PROPERTY_TEXTS.customerNameMax)
      .in('list', 'search', 'sort')
      .seed(ctx => ctx.fake.person()),
    phone_number: phone('Phone Number').required(SELL_PROPERTY_TEXTS.phoneNumber).in('list', 'search'),
    road_facing_distance: number('Road Facing Distance')
      .required(SELL_PROPERTY_TEXTS.roadFacingDistance)
      .help('In feet')
      .displayWith(withUnit('ft'))
      .in('list')
      .seed([30, 40, 60, 24, 80, 20, 33, 50]),
    land_price: money('Land Price')
      .required(SELL_PROPERTY_TEXTS.landPrice)
      .help('The price per unit of the land rate type')
      .in('list', 'sort')
      .seed(ctx => landOf(ctx)[3]),
    distance_from_city: number('Distance From City')
      .required(SELL_PROPERTY_TEXTS.distanceFromCity)
      .help('In km')
      .displayWith(withUnit('km'))
      .in('list')
      .seed(ctx => placeOf(ctx)[2]),
    land_rate_type: choice('Land Rate Type', LAND_UNITS)
      .required(SELL_PROPERTY_TEXTS.landRateType)
      .in('list', 'filter')
      .seed(ctx => landOf(ctx)[2]),
    road_type: choice('Road Type', ROAD_TYPES)
      .required(SELL_PROPERTY_TEXTS.roadType)
      .in('list', 'filter')
      .seed(['Main Road', 'Cut Road', 'Road Facing', 'Main Road', 'Other', 'Cut Road']),
    nearby_city: text('Nearby City')
      .required(SELL_PROPERTY_TEXTS.nearbyCity)
      .in('list', 'search')
      .seed(ctx => placeOf(ctx)[1]),
    place: text('Place')
      .required(SELL_PROPERTY_TEXTS.place)
      .in('list', 'search')
      .seed(ctx => placeOf(ctx)[0]),
    land_size: number('Land Size')
      .required(SELL_PROPERTY_TEXTS.landSize)
      .seed(ctx => landOf(ctx)[0]),
    measurement: choice('Measurement', LAND_UNITS)
      .required(SELL_PROPERTY_TEXTS.measurement)
      .help('The unit of the land size')
      .seed(ctx => landOf(ctx)[1]),
    land_location: url('Land Location')
      .required(SELL_PROPERTY_TEXTS.landLocation)
      .help('A map link (https://…) or directions')
      .seed(ctx =>
        ctx.index === 3
          ? 'Behind the panchayat office, east of the temple tank'
          : `https://www.google.com/maps?q=${placeOf(ctx)[3]},${placeOf(ctx)[4]}`,
      ),
    land_photos: images('Land Photos')
      .only('show')
      .deletePath('landphoto', { confirm: SELL_PROPERTY_TEXTS.photoDelete })
      .seed(ctx => {
        const [place] = placeOf(ctx);
        return ctx.index === 5
          ? [ctx.fake.image(`${place} Land`)]
          : [ctx.fake.image(`${place} Land`), ctx.fake.image(`${place} Road View`), ctx.fake.image(`${place} Boundary Stone`)];
      }),
    patta_copy: images('Patta Copy')
      .only('show')
      .seed(ctx => [ctx.fake.image(`Patta ${placeOf(ctx)[0]}`)]),
    fmb: images('FMB')
      .only('show')
      .seed(ctx => {
        const [place] = placeOf(ctx);
        const pdf = {
          url: `https://files.example.com/sellproperties/fmb-${slug(place)}.pdf`,
          key: `sellproperties/fmb-${slug(place)}.pdf`,
        };
        return ctx.index % 3 === 2 ? [pdf] : [ctx.fake.image(`FMB Sketch ${place}`), pdf];
      }),
  },
  seed: { count: o => (o === 1 ? 8 : 4) },
});
