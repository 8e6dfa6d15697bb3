/** The attribute, facility and property types: list, create, edit, show; 10 per page, created_at descending. */
// Reasoning: docs/decisions.md "Notes: src/resources/admin/attributeTypes.ts"
import { defineSchema } from '../../common/schema/define';
import { choice, number, text, type SeedFieldContext } from '../../common/schema/fields';
import { ATTRIBUTE_TYPE_MESSAGES, attributeTypeFields, slugFromName, slugOf, type OptionType } from '../../common/attributeTypes';

const PROPERTY_TYPES = ['Building', 'Land'] as const;
type PropertyType = (typeof PROPERTY_TYPES)[number];

const name = text('Name').required('Name is required').in('list', 'search', 'sort');
const slug = text('Slug').in('list').help('Made from the name when left empty');
const icon = text('Icon').required(ATTRIBUTE_TYPE_MESSAGES.icon).in('list').help('An icon name, e.g. park');
const propertyType = choice('Property Type', PROPERTY_TYPES).required('Property Type is required').in('list');

/* Seeds: a row of the table per index (organization 2 starts further on). ----------------------- */

type Seed = [
  name: string,
  icon: string,
  propertyType: PropertyType | null,
  optionType?: OptionType,
  options?: string[],
  range?: [number, number, number],
];

const seedRow = (rows: readonly Seed[], prefix: string) => (ctx: SeedFieldContext) => {
  const [rowName, rowIcon, rowProperty, optionType, options, range] = rows[(ctx.index + (ctx.orgid - 1) * 3) % rows.length]!;
  return {
    name: rowName,
    slug: slugOf(rowName),
    icon: rowIcon,
    order: ctx.index + 1,
    ...(rowProperty ? { property_type: rowProperty } : {}),
    ...(optionType
      ? {
          option_type: optionType,
          option_value: (options ?? []).map((option_value, j) => ({
            _id: `${prefix}${ctx.orgid}-${ctx.index + 1}-${j + 1}`,
            option_value,
          })),
          min: range?.[0] ?? null,
          max: range?.[1] ?? null,
          default_value: range?.[2] ?? null,
        }
      : {}),
  };
};

const FACING = ['North', 'South', 'East', 'West', 'North East', 'North West', 'South East', 'South West'];

const LISTING_ATTRIBUTES: readonly Seed[] = [
  ['Bedrooms', 'bed', 'Building', 'Select', ['1 BHK', '2 BHK', '3 BHK', '4 BHK']],
  ['Facing', 'explore', 'Land', 'Select', FACING],
  ['Road Width (ft)', 'add_road', 'Land', 'Range', undefined, [10, 80, 30]],
  ['Furnishing', 'chair', 'Building', 'Radio', ['Furnished', 'Semi Furnished', 'Unfurnished']],
  ['Car Parking', 'local_parking', 'Building', 'Bool'],
  ['Approvals', 'verified', 'Land', 'Checkbox', ['DTCP', 'CMDA', 'RERA', 'Panchayat']],
  ['Bathrooms', 'bathtub', 'Building', 'Number'],
  ['Water Source', 'water_drop', 'Land', 'Select', ['Borewell', 'Municipal Supply', 'Open Well']],
  ['Corner Plot', 'crop_square', 'Land', 'Bool'],
  ['Floors', 'stairs', 'Building', 'Range', undefined, [1, 15, 2]],
  ['Age of Building (years)', 'history', 'Building', 'Number'],
  ['Soil Type', 'landscape', 'Land', 'Radio', ['Red Soil', 'Black Soil', 'Sandy', 'Rocky']],
];

const CUSTOMER_ATTRIBUTES: readonly Seed[] = [
  ['Occupation', 'work', null, 'Text'],
  ['Preferred Location', 'place', null, 'Select', ['Chennai', 'Chengalpattu', 'Kanchipuram', 'Tiruvallur', 'Vellore']],
  ['Purpose of Purchase', 'flag', null, 'Radio', ['Own Use', 'Investment', 'Both']],
  ['Annual Income (₹)', 'payments', null, 'Number'],
  ['Interested In', 'home', null, 'Checkbox', ['Plots', 'Villas', 'Apartments', 'Farm Land']],
  ['Owns a Vehicle', 'directions_car', null, 'Bool'],
  ['Site Visit Date', 'event', null, 'Date'],
  ['Family Members', 'groups', null, 'Number'],
  ['Loan Required', 'account_balance', null, 'Bool'],
  ['Native District', 'map', null, 'Text'],
  ['Budget', 'currency_rupee', null, 'Select', ['Below ₹20 lakh', '₹20 to 50 lakh', '₹50 lakh to 1 crore', 'Above ₹1 crore']],
  ['Preferred Contact Time', 'schedule', null, 'Radio', ['Morning', 'Afternoon', 'Evening']],
];

const FACILITIES: readonly Seed[] = [
  ['Compound Wall', 'fence', 'Land'],
  ['Gated Community', 'security', 'Land'],
  ['Lift', 'elevator', 'Building'],
  ['Street Lights', 'light', 'Land'],
  ['Tar Road', 'add_road', 'Land'],
  ['Power Backup', 'bolt', 'Building'],
  ['Underground Drainage', 'plumbing', 'Land'],
  ['Overhead Water Tank', 'water', 'Land'],
  ['Covered Car Parking', 'garage', 'Building'],
  ["Children's Park", 'park', 'Land'],
  ['24x7 Security', 'shield', 'Building'],
  ['Swimming Pool', 'pool', 'Building'],
];

const PROPERTY_KINDS: readonly Seed[] = [
  ['Residential Plot', 'crop_square', 'Land'],
  ['Villa', 'villa', 'Building'],
  ['Commercial Plot', 'store', 'Land'],
  ['Apartment', 'apartment', 'Building'],
  ['Agricultural Land', 'agriculture', 'Land'],
  ['Independent House', 'house', 'Building'],
  ['Farm Land', 'grass', 'Land'],
  ['Shop', 'storefront', 'Building'],
  ['Office Space', 'business', 'Building'],
  ['Warehouse', 'warehouse', 'Building'],
];

const TYPES = { group: 'admin', reducedMenu: false, perPage: 10, recordRepresentation: 'name', derive: slugFromName } as const;

/* The declarations ------------------------------------------------------------------------------ */

const layoutCommon = attributeTypeFields({ optionDescriptions: true, description: true });

/** Layout attribute types (spec 3 §2 "Types": q and option_type filters): the custom fields of the layout Attributes tab. */
export const layoutattributetype = defineSchema({
  ...TYPES,
  name: 'layoutattributetype',
  label: 'Layout Attribute Types',
  singular: 'Layout Attribute Type',
  icon: 'attribute',
  fields: {
    name: text('Name')
      .required('Name is required', { on: 'create' })
      .required('Layout name is required', { on: 'update' })
      .in('list', 'search', 'sort'),
    slug: slug.not('create').help('The key of the values on layouts'),
    icon,
    ...layoutCommon,
    option_type: layoutCommon.option_type.in('filter'),
  },
  seed: false,
  demoApi: false,
});

export const listingattributetype = defineSchema({
  ...TYPES,
  name: 'listingattributetype',
  label: 'Listing Attribute Types',
  singular: 'Listing Attribute Type',
  icon: 'listingattribute',
  fields: { name, slug, icon, property_type: propertyType.in('filter'), ...attributeTypeFields() },
  seed: { count: o => (o === 1 ? 12 : 9), row: seedRow(LISTING_ATTRIBUTES, 'la') },
});

/** Customer attribute types: the option types of spec 2 §3 (no Range), no property type. */
export const customerattributetype = defineSchema({
  ...TYPES,
  name: 'customerattributetype',
  label: 'Customer Attribute Types',
  singular: 'Customer Attribute Type',
  icon: 'customerattribute',
  fields: { name, slug, icon, ...attributeTypeFields({ types: ['Text', 'Number', 'Date', 'Bool', 'Select', 'Checkbox', 'Radio'] }) },
  seed: { count: o => (o === 1 ? 12 : 8), row: seedRow(CUSTOMER_ATTRIBUTES, 'ca') },
});

const order = number('Order').in('list', 'sort');

export const listingfacilitytype = defineSchema({
  ...TYPES,
  name: 'listingfacilitytype',
  label: 'Listing Facility Types',
  singular: 'Listing Facility Type',
  icon: 'facility',
  fields: { name, slug, icon, property_type: propertyType.in('filter'), order },
  seed: { count: o => (o === 1 ? 12 : 8), row: seedRow(FACILITIES, 'lf') },
});

export const listingpropertytype = defineSchema({
  ...TYPES,
  name: 'listingpropertytype',
  label: 'Listing Property Types',
  singular: 'Listing Property Type',
  icon: 'propertytype',
  fields: { name, slug, icon, property_type: propertyType, order },
  seed: { count: o => (o === 1 ? 10 : 7), row: seedRow(PROPERTY_KINDS, 'lp') },
});
