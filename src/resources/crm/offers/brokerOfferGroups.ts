/** Broker offer groups: a broker's own page of a customer offer group… */
// Reasoning: docs/decisions.md "Notes: src/resources/crm/offers/brokerOfferGroups.ts"
import { defineSchema } from '../../../common/schema/define';
import { number, reference, text, url } from '../../../common/schema/fields';

export const BROKER_OFFER_TEXTS = {
  viewPage: 'View Page',
  download: 'Download QR code',
  /** Not given by the specifications (spec 1 §8 for failures). */
  downloadFailed: 'Unable to process operation',
} as const;

/** Characters a file name may not hold on the usual systems. */
// eslint-disable-next-line no-control-regex -- control characters, on purpose
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]+/g;

/** The Download QR code file's name: `{broker name}-{downloadqrcode_filename without its extension}.svg`… */
export const brokerQrFileName = (row: { id?: unknown; broker?: { name?: unknown } | null; downloadqrcode_filename?: unknown }): string => {
  const name = typeof row.broker?.name === 'string' ? row.broker.name.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim() : '';
  const given = typeof row.downloadqrcode_filename === 'string' ? row.downloadqrcode_filename.replace(UNSAFE, ' ').trim() : '';
  const stem = given.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim() || 'qrcode';
  return `${name || `broker-offer-${String(row.id ?? '')}`}-${stem}.svg`;
};

/** A broker offer group's unique key: the broker, the group and a short suffix (`BR12-G3-7KQ`). */
export const brokerOfferKey = (brokerId: number, groupId: number, suffix: string): string =>
  `BR${brokerId}-G${groupId}-${suffix.toUpperCase()}`;

export const brokeroffergroup = defineSchema({
  name: 'brokeroffergroup',
  label: 'Broker Offer Groups',
  singular: 'Broker Offer Group',
  group: 'sales',
  icon: 'brokeroffergroup',
  reducedMenu: false,
  views: ['list'],
  deletable: false,
  demoApi: false,
  seed: false,
  perPage: 20,
  recordRepresentation: 'unique_key',
  fields: {
    broker_id: reference('Broker', { resource: 'customer', display: 'name', embed: 'broker', filter: { isbroker: 1 } }).in(
      'list',
      'filter',
    ),
    customer_group_id: reference('Customer Offer Group', { resource: 'customergroup', display: 'name', embed: 'customer_group' }).in(
      'list',
      'filter',
    ),
    unique_key: text('Unique Key').in('list', 'search', 'sort'),
    scanner_count: number('Scanned').in('list', 'sort'),
    offerpage_url: url('QR Code').in('list'),
    downloadqrcode_filename: text('QR Code File').only(),
  },
});
