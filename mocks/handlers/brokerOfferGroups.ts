/**
 * Broker offer groups (spec 2 §2, §3, §7 "brokeroffergroup (list)"; src/resources/crm/offers/brokerOfferGroups.ts):
 * - GET brokeroffergroup: list only (brokeroffergroup.view), created_at descending by default;
 *   filters `broker_id`, `customer_group_id`, `q` (the unique key, the broker's and the group's
 *   names); rows answered with `broker: { id, name }` and `customer_group: { id, name }` (the
 *   organization's privilege group).
 * - A row per broker and group, made by customer/assignbrokeroffergroup (mocks/handlers/customers.ts)
 *   when a broker is given a group they have no row of yet: a unique key, scanner_count 0, the
 *   page `https://{org domain}/offers/broker/{key}` and `downloadqrcode_filename`.
 */
import { nextId, nowIso, table, type Row } from '../db';
import { brokerOfferKey } from '../../src/resources/crm/offers/brokerOfferGroups';
import { brokerOfferPage } from '../seed/brokerOfferGroups';
import { crud } from './crud';
import { customerGroupsOf } from './priceGuides';
import { personRef, str } from './util';

const groupRef = (orgid: number, id: unknown) => {
  const group = customerGroupsOf(orgid).find(g => str(g.id) === str(id));
  return group ? { id: group.id, name: group.name } : null;
};

/** The broker's row of the group, made when there is none yet (an assignment from the customer list). */
export const ensureBrokerOfferGroup = (orgid: number, broker: Row, group: { id: number; name: string }): Row => {
  const rows = table('brokeroffergroup');
  const found = rows.find(
    r => r.organization_id === orgid && str(r.broker_id) === str(broker.id) && str(r.customer_group_id) === str(group.id),
  );
  if (found) return found;
  const id = nextId('brokeroffergroup');
  const key = brokerOfferKey(broker.id, group.id, id.toString(36).padStart(3, '0'));
  const row: Row = {
    id,
    organization_id: orgid,
    broker_id: broker.id,
    customer_group_id: group.id,
    unique_key: key,
    scanner_count: 0,
    ...brokerOfferPage(orgid, key, group.name),
    created_at: nowIso(),
    updated_at: nowIso(),
  };
  rows.push(row);
  return row;
};

const present = (row: Row): Row => ({
  ...row,
  broker: personRef('customer', row.organization_id, row.broker_id),
  customer_group: groupRef(row.organization_id, row.customer_group_id),
});

export const brokerOfferGroupHandlers = crud('brokeroffergroup', {
  operations: ['list'],
  fields: [],
  deletable: false,
  searchFields: ['unique_key'],
  searchText: row =>
    `${str(personRef('customer', row.organization_id, row.broker_id)?.name)} ${str(groupRef(row.organization_id, row.customer_group_id)?.name)}`,
  present,
});
