/** Purchased land: the list titled Properties, create, edit, and a show page with the tabs Summary, Folder/Files and GMap. */
// Reasoning: docs/decisions.md "Notes: src/resources/inventory/purchasedland/schema.ts"
import { defineSchema } from '../../../common/schema/define';
import { json, longText, number, text } from '../../../common/schema/fields';

export const PURCHASED_LAND_TEXTS = {
  location: 'Location name is required',
  measurement: 'Measurement status is required',
  /** Added to the delete confirmation (spec 3 §8: "purchased land deletion also warns that related files are deleted"). */
  deleteWarning: 'The folders and files of this land are deleted too.',
} as const;

/** The map page's centre and zoom (spec 3 §2, §9). */
export const PURCHASED_LAND_MAP = { center: { lat: 12.2252841, lng: 79.0746957 }, zoom: 12, height: 800 } as const;

/** Demo lands around the map's centre (Tiruvannamalai district): name, measurement, centre offset. */
const LANDS: ReadonlyArray<[string, string, number, number, string]> = [
  ['Adi Annamalai, S.No. 112/3', '3 Ekkar', 0.012, -0.018, "Dry land next to the Girivalam path, patta in the seller's name."],
  ['Vengikkal, S.No. 45/1B', '2.5 Ekkar', -0.021, 0.014, 'Flat red soil, road frontage on the bypass.'],
  ['Thandarampattu Road, S.No. 301', '5 Ekkar', 0.035, 0.028, 'Former groundnut field with a borewell and EB connection.'],
  ['Kilnathur, S.No. 78/2A', '1.75 Ekkar', -0.004, -0.041, 'Close to the railway gate; approach road 30 ft.'],
  ['Melathikan, S.No. 210/5', '4 Ekkar', 0.046, -0.006, 'Mango grove with 120 trees; fenced on three sides.'],
  ['Nallavanpalayam, S.No. 56', '6.2 Ekkar', -0.038, -0.022, 'Bought for the next layout; DTCP application in progress.'],
];

const landOf = (index: number, orgid: number) => LANDS[(index + (orgid - 1) * 3) % LANDS.length]!;

/** A four- or five-corner polygon of about 200 m around a point. */
export const landPolygon = (lat: number, lng: number, index: number): Array<{ lat: number; lng: number }> => {
  const d = 0.0016 + (index % 3) * 0.0004;
  const corners: Array<[number, number]> =
    index % 2 === 0
      ? [
          [d, -d],
          [d, d * 1.2],
          [-d * 0.8, d],
          [-d, -d * 0.9],
        ]
      : [
          [d, 0],
          [d * 0.4, d * 1.3],
          [-d, d * 0.8],
          [-d * 0.9, -d],
          [d * 0.3, -d * 1.1],
        ];
  const round = (n: number) => Math.round(n * 1e7) / 1e7;
  return corners.map(([a, b]) => ({ lat: round(lat + a), lng: round(lng + b) }));
};

export const purchasedland = defineSchema({
  name: 'purchasedland',
  // The menu tells it from the Properties of spec 1; the list is titled Properties as spec 3 says.
  label: 'Purchased Land',
  listTitle: 'Properties',
  singular: 'Purchased Land',
  group: 'inventory',
  icon: 'purchasedland',
  reducedMenu: false,
  perPage: 20,
  recordRepresentation: 'location',
  search: true,
  rowClick: 'show',
  deleteWarning: PURCHASED_LAND_TEXTS.deleteWarning,
  // Its own folders and files (not the shared default folders, source_id 0) go with it.
  deletesWith: [
    {
      table: 'document',
      match: (doc, land) => doc.type === 'PurchasedLand' && String(doc.item_id) === String(land.id) && String(doc.source_id) !== '0',
    },
  ],
  fields: {
    location: text('Location')
      .required(PURCHASED_LAND_TEXTS.location)
      .in('list', 'search', 'sort')
      .seed(ctx => landOf(ctx.index, ctx.orgid)[0]),
    measurement: text('Measurement')
      .required(PURCHASED_LAND_TEXTS.measurement)
      .placeholder('3 Ekkar')
      .in('list', 'search')
      .seed(ctx => landOf(ctx.index, ctx.orgid)[1]),
    latitude: number('Latitude').seed(ctx => Math.round((PURCHASED_LAND_MAP.center.lat + landOf(ctx.index, ctx.orgid)[2]) * 1e7) / 1e7),
    longitude: number('Longitude').seed(ctx => Math.round((PURCHASED_LAND_MAP.center.lng + landOf(ctx.index, ctx.orgid)[3]) * 1e7) / 1e7),
    description: longText('Description').seed(ctx => landOf(ctx.index, ctx.orgid)[4]),
    // The polygon is drawn on the GMap tab (POST purchasedland/{id}/savegooglemap), never typed.
    geo: json('Map')
      .only('show')
      .seed(ctx => (ctx.index === 5 ? [] : landPolygon(Number(ctx.row.latitude), Number(ctx.row.longitude), ctx.index))),
  },
  seed: { count: o => (o === 1 ? 6 : 3) },
});
